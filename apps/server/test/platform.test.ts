import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { latestBlogsResponseSchema } from '@brandwright/contracts';
import { BODY_LIMIT_BYTES } from '../src/app.ts';
import { RecordingMailer, startTestApp, type TestApp } from './helpers/test-app.ts';

const webDist = mkdtempSync(path.join(tmpdir(), 'bw-web-dist-'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Brandwright SPA</title>');
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log("spa")');

let t: TestApp;
const mailer = new RecordingMailer();

const SECRET = 'secret internal detail';
/** Things a handler may throw: none of their messages, stacks or fields may reach the client. */
const FAILURES: Record<string, () => unknown> = {
  error: () => new Error(SECRET),
  'error-with-5xx-status': () => Object.assign(new Error(SECRET), { statusCode: 503, code: 'E_SECRET' }),
  'plain-object': () => ({
    message: SECRET,
    stack: `Error: ${SECRET}\n    at handler (app.ts:1:2)`,
    statusCode: 502,
  }),
  string: () => SECRET,
  null: () => null,
};
function failHook(): never {
  throw new TypeError(SECRET);
}

beforeAll(async () => {
  t = await startTestApp({
    mailer,
    env: { WEB_DIST: webDist },
    beforeReady: (app) => {
      for (const [name, failure] of Object.entries(FAILURES)) {
        app.get(`/api/test/explode/${name}`, async () => {
          throw failure();
        });
      }
      app.get('/api/test/explode-in-hook', { onRequest: async () => failHook() }, async () => 'unreachable');
      app.get('/api/test/explode-in-database', async () => {
        // PostgreSQL's own message names the query's fault.
        await t.database.pool.query('SELECT $1::text', ['secret internal detail \u0000']);
        return 'unreachable';
      });
    },
  });
});
afterAll(async () => {
  await t.close();
});

describe('platform', () => {
  it('reports health with the database kind', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: t.database.kind });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers unknown /api paths with a JSON 404, for any method', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.app.inject({ method, url: '/api/does-not-exist' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    }
  });

  it('refuses a body over the limit with a JSON 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact/sendContact',
      payload: {
        contactemail: 'a@example.com',
        contactname: 'A',
        contactmessage: 'x'.repeat(BODY_LIMIT_BYTES + 10),
      },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers malformed JSON with a 400 error body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
  });

  it('never leaks a stack trace or a 5xx message, whatever was thrown and wherever', async () => {
    const urls = [
      ...Object.keys(FAILURES).map((name) => `/api/test/explode/${name}`),
      '/api/test/explode-in-hook',
      '/api/test/explode-in-database',
    ];
    for (const url of urls) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(500);
      expect(response.json(), url).toEqual({
        statusCode: 500,
        code: 'INTERNAL_ERROR',
        message: 'Something went wrong',
      });
      expect(response.body).not.toContain(SECRET);
      expect(response.body).not.toContain('at ');
    }
  });

  it('publishes the OpenAPI document generated from the route schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/user/login']?.post).toBeDefined();
    expect(document.paths['/api/user/registerwithactivation']?.post).toBeDefined();
    expect(JSON.stringify(document.paths['/api/user/login'])).toContain('access_token');
    const loginResponses = (document.paths['/api/user/login']?.post as { responses: Record<string, unknown> })
      .responses;
    expect(JSON.stringify(loginResponses['4XX'])).toContain('fields');
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBeLessThan(400);
  });

  it('serves the SPA: files as they are, any other page path gets index.html', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toContain('spa');
    expect((await t.app.inject({ method: 'GET', url: '/assets/gone.js' })).statusCode).toBe(404);
    for (const url of ['/', '/my-account/setting', '/activate/a@b.c/xyz']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('Brandwright SPA');
    }
  });
});

// A second app, without a web build and behind one trusted proxy.
describe('second app: no web build, one trusted proxy', () => {
  let alt: TestApp;
  beforeAll(async () => {
    alt = await startTestApp({ env: { TRUST_PROXY_HOPS: '1' } });
  });
  afterAll(async () => {
    await alt.close();
  });

  it('believes X-Forwarded-For only when proxies are configured', async () => {
    const login = (app: TestApp['app']) =>
      app.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress: '10.8.0.1',
        headers: { 'x-forwarded-for': '203.0.113.7' },
        payload: { email: 'nobody@example.com', password: 'whatever' },
      });
    // The failed login's hit is counted under the client address the app believed.
    const addressesIn = async (app: TestApp) =>
      (
        await app.database.db.execute<{ subject: string }>(
          sql`SELECT subject FROM rate_limit_counters
              WHERE bucket = 'login-address' AND subject IN ('10.8.0.1', '203.0.113.7') AND hits > 0`,
        )
      ).rows.map((row) => row.subject);
    await login(t.app);
    expect(await addressesIn(t)).toEqual(['10.8.0.1']);
    await login(alt.app);
    expect(await addressesIn(alt)).toEqual(['203.0.113.7']);
  });

  it('answers page requests with a hint to build when WEB_DIST is missing', async () => {
    const response = await alt.app.inject({ method: 'GET', url: '/my-account' });
    expect(response.headers['content-type']).toMatch(/text\/plain/);
    expect(response.body).toMatch(/not built/);
    expect((await alt.app.inject({ method: 'GET', url: '/api/nope' })).json()).toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('blog', () => {
  it('lists our posts with sanitised HTML, banner and url; serves banners and post pages', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/latest-blogs' });
    expect(response.statusCode).toBe(200);
    const posts = latestBlogsResponseSchema.parse(response.json());
    expect(posts.length).toBeGreaterThanOrEqual(3);
    for (const post of posts) {
      expect(post.content).toMatch(/<p>/);
      expect(post.content).not.toMatch(/<script|onerror=/i);
      const banner = await t.app.inject({ method: 'GET', url: post.banner.path });
      expect(banner.statusCode, post.banner.path).toBe(200);
      expect(banner.headers['content-type']).toMatch(/image\/svg\+xml/);
      const page = await t.app.inject({ method: 'GET', url: post.url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(post.content);
    }
    // Newest first.
    const dates = posts.map((post) => post.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});

describe('contact', () => {
  it('stores the message and e-mails support; 400 with field messages when incomplete', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact/sendContact',
      remoteAddress: '10.9.0.1',
      payload: {
        contactemail: 'Client@Example.com',
        contactname: 'Grace',
        contactmessage: 'We need a bespoke package.',
        existing_customer: true,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: true });
    const stored = await t.database.db.execute<{ email: string; is_existing_customer: boolean }>(
      sql`SELECT email, is_existing_customer FROM contact_messages WHERE name = 'Grace'`,
    );
    expect(stored.rows).toEqual([{ email: 'client@example.com', is_existing_customer: true }]);
    const mail = mailer.sent.at(-1);
    expect(mail).toMatchObject({ to: t.config.supportEmail, replyTo: 'Client@Example.com' });
    expect(mail?.text).toContain('We need a bespoke package.');

    mailer.failNext = true;
    const mailDown = await t.app.inject({
      method: 'POST',
      url: '/api/contact/sendContact',
      remoteAddress: '10.9.0.3',
      payload: { contactemail: 'late@example.com', contactname: 'Late', contactmessage: 'Mail is down' },
    });
    // Stored means received: the visitor is not asked to send it again.
    expect(mailDown.statusCode).toBe(200);
    const kept = await t.database.db.execute(sql`SELECT 1 FROM contact_messages WHERE name = 'Late'`);
    expect(kept.rows).toHaveLength(1);

    const incomplete = await t.app.inject({
      method: 'POST',
      url: '/api/contact/sendContact',
      remoteAddress: '10.9.0.2',
      payload: { contactemail: '', contactname: '', contactmessage: '' },
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json()).toMatchObject({
      fields: {
        contactemail: 'Email is required',
        contactname: 'Name is required',
        contactmessage: 'Message is required',
      },
    });
  });
});
