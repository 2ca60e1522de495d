import { describe, expect, it } from 'vitest';
import { bearer, RecordingMailer, signedInUser, useTestApp } from './helpers/test-app.ts';

const mailer = new RecordingMailer();

const t = useTestApp({ mailer });

describe('GET /api/user/session (the web app session probe)', () => {
  it('answers a visitor 200 with no session, and is not cached', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/api/user/session' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({ result: null });
    expect(visitor.headers['cache-control']).toBe('no-store');
  });

  it('treats an unknown or revoked token as a visitor', async () => {
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/user/session',
      cookies: { bw_session: 'not-a-live-token' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual({ result: null });
  });

  it('answers a signed-in user (cookie or Bearer) with the same state as /api/user/me', async () => {
    const { token, email } = await signedInUser(t.app, mailer);
    const viaCookie = await t.app.inject({
      method: 'GET',
      url: '/api/user/session',
      cookies: { bw_session: token },
    });
    expect(viaCookie.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });
    expect(viaCookie.json()).toEqual(me.json());
    expect(viaCookie.json()).toMatchObject({ result: { user: { email }, plan: { status: 'inactive' } } });
    const viaBearer = await t.app.inject({ method: 'GET', url: '/api/user/session', headers: bearer(token) });
    expect(viaBearer.json()).toEqual(me.json());
  });

  it('leaves GET /api/user/me a 401 for API clients without a session', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/user/me' });
    expect(anonymous.statusCode).toBe(401);
  });
});
