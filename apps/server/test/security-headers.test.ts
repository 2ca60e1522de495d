import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import {
  bearer,
  logIn,
  RecordingMailer,
  signedInUser,
  startTestApp,
  type TestApp,
} from './helpers/test-app.ts';

const webDist = mkdtempSync(path.join(tmpdir(), 'bw-web-dist-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><title>Brandwright SPA</title><script type="module" src="/assets/app.js"></script>',
);
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log("spa")');

let t: TestApp;
const mailer = new RecordingMailer();

beforeAll(async () => {
  t = await startTestApp({ mailer, env: { WEB_DIST: webDist } });
});
afterAll(async () => {
  await t.close();
});

/** The policy as directive name → sources. */
function parsePolicy(response: LightMyRequestResponse): Map<string, string[]> {
  const header = response.headers['content-security-policy'];
  expect(header, 'content-security-policy').toEqual(expect.any(String));
  const directives = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}

function expectStrictScripts(policy: Map<string, string[]>): void {
  expect(policy.get('script-src')).toEqual(["'self'"]);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
}

function expectBaseHeaders(response: LightMyRequestResponse): void {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

describe('Content-Security-Policy on HTML', () => {
  it('every SPA page: scripts from our origin only, inline styles for the UI library', async () => {
    for (const url of ['/', '/login', '/our-packages', '/my-account/setting', '/activate/a@b.c/xyz']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
      const policy = parsePolicy(page);
      expectStrictScripts(policy);
      expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expectBaseHeaders(page);
    }
  });

  it('blog pages: no inline script, their one inline style allowed by its hash', async () => {
    const posts = (await t.app.inject({ method: 'GET', url: '/api/latest-blogs' })).json<{ url: string }[]>();
    expect(posts.length).toBeGreaterThan(0);
    for (const { url } of posts) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      const policy = parsePolicy(page);
      expectStrictScripts(policy);
      expect(page.body).not.toMatch(/<script|\son[a-z]+=|style="/i);
      const styles = [...page.body.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
      expect(styles).toHaveLength(1);
      const hash = createHash('sha256')
        .update(styles[0] ?? '')
        .digest('base64');
      expect(policy.get('style-src')).toEqual([`'sha256-${hash}'`]);
      expectBaseHeaders(page);
    }
  });

  it('the API docs page has one too', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.headers['content-type']).toMatch(/^text\/html/);
    expectStrictScripts(parsePolicy(docs));
  });

  it('JSON and scripts are not pages: no policy, still nosniff and no framing', async () => {
    for (const url of ['/api/health', '/assets/app.js']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-security-policy'], url).toBeUndefined();
      expectBaseHeaders(response);
    }
  });
});

describe('Cache-Control: no-store on API answers', () => {
  it('on a signed-in request, on the login answer that carries the token, and on errors', async () => {
    const { token, login } = await signedInUser(t.app, mailer);
    expect(login.headers['cache-control']).toBe('no-store');
    for (const [method, url] of [
      ['GET', '/api/user/me'],
      ['POST', '/api/getCredits'],
      ['POST', '/api/getactiveplan'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: bearer(token),
        payload: method === 'POST' ? {} : undefined,
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
      expectBaseHeaders(response);
    }
    const cookie = await t.app.inject({ method: 'GET', url: '/api/user/me', cookies: { bw_session: token } });
    expect(cookie.headers['cache-control']).toBe('no-store');
    const failedLogin = await logIn(t.app, 'nobody@example.com', 'wrong-passw0rd!');
    expect(failedLogin.statusCode).toBe(401);
    expect(failedLogin.headers['cache-control']).toBe('no-store');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/user/me' });
    expect(anonymous.headers['cache-control']).toBe('no-store');
  });

  it('leaves pages and static files cacheable', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.headers['cache-control']).not.toMatch(/no-store/);
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['cache-control'] ?? '').not.toMatch(/no-store/);
  });
});

describe('Strict-Transport-Security', () => {
  it('is absent when the public origin is http', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('is sent on every response when PUBLIC_URL is https', async () => {
    const secure = await startTestApp({
      env: { PUBLIC_URL: 'https://brandwright.example', WEB_DIST: webDist },
    });
    try {
      for (const url of ['/api/health', '/', '/assets/app.js', '/api/nope']) {
        const response = await secure.app.inject({ method: 'GET', url });
        expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000');
        expectBaseHeaders(response);
      }
    } finally {
      await secure.close();
    }
  }, 60_000);
});
