import { beforeAll, describe, expect, it } from 'vitest';
import { findClasses } from '@brandwright/clearance';
import {
  bearer,
  GOOD_PASSWORD,
  nextAddress,
  RecordingMailer,
  signedInUser,
  useTestApp,
  uniqueEmail,
} from './helpers/test-app.ts';

// Hostile input the database or the code cannot take (NUL, lone surrogates, objects where a scalar
// goes) must be refused by validation with a 4xx, never reach the database as a 500.

const NUL = '\u0000';
const LONE_SURROGATE = '\ud800';

const mailer = new RecordingMailer();
let user: Awaited<ReturnType<typeof signedInUser>>;

const t = useTestApp({ mailer, context: { findClasses } });
beforeAll(async () => {
  user = await signedInUser(t.app, mailer);
});

function registerBody(overrides: Record<string, unknown>) {
  return {
    email: uniqueEmail('hostile'),
    password: GOOD_PASSWORD,
    password_confirmation: GOOD_PASSWORD,
    first_name: 'Ada',
    ...overrides,
  };
}

describe('NUL and lone surrogates in stored text are a 400', () => {
  it.each([
    ['NUL', `Ada${NUL}`],
    ['a lone surrogate', `Ada${LONE_SURROGATE}`],
  ])('register: %s in first_name', async (_label, firstName) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/registerwithactivation',
      remoteAddress: nextAddress(),
      payload: registerBody({ first_name: firstName }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { first_name: expect.any(String) },
    });
  });

  it('register: NUL in the e-mail and the password', async () => {
    for (const overrides of [
      { email: `a${NUL}@example.com` },
      { password: `${GOOD_PASSWORD}${NUL}`, password_confirmation: `${GOOD_PASSWORD}${NUL}` },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/registerwithactivation',
        remoteAddress: nextAddress(),
        payload: registerBody(overrides),
      });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
    }
  });

  it('changeuserdetails: NUL in name and in e-mail', async () => {
    for (const body of [
      { name: `Grace${NUL}`, email: user.email },
      { name: 'Grace', email: `${NUL}${user.email}` },
      { name: `Grace${LONE_SURROGATE}`, email: user.email },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/changeuserdetails',
        headers: bearer(user.token),
        payload: body,
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });

  it.each([
    ['contactname', { contactname: `Grace${NUL}` }],
    ['contactmessage', { contactmessage: `Hello${NUL}world` }],
    ['senderPhone', { senderPhone: `0123${NUL}` }],
    ['contactemail', { contactemail: `grace${NUL}@example.com` }],
    ['contactmessage', { contactmessage: `Hello ${LONE_SURROGATE}` }],
  ])('contact: hostile %s', async (field, overrides) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact/sendContact',
      remoteAddress: nextAddress(),
      payload: {
        contactemail: 'grace@example.com',
        contactname: 'Grace',
        contactmessage: 'Hello',
        senderPhone: '0123',
        ...overrides,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { [field]: expect.any(String) },
    });
  });

  it('activation path: NUL (and a lone surrogate) in the e-mail or the code', async () => {
    for (const url of [
      `/api/user/activation/${encodeURIComponent(`a${NUL}@example.com`)}/abc`,
      `/api/user/activation/a%40example.com/ab${encodeURIComponent(NUL)}c`,
      '/api/user/activation/a%40example.com/ab%ED%A0%80c',
      `/api/user/activation/${encodeURIComponent(user.email)}/%00`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
    const nul = await t.app.inject({
      method: 'GET',
      url: `/api/user/activation/${encodeURIComponent(`a${NUL}@example.com`)}/abc`,
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { email: expect.any(String) } });
  });

  it('query strings: NUL in the trademark search name and the class-finder term', async () => {
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/trademarks/search?name=ab%00c',
      headers: bearer(user.token),
    });
    expect(search.statusCode).toBe(400);
    const classes = await t.app.inject({
      method: 'GET',
      url: '/api/dekonstruktor/trademarkcategory/search/bre%00ad',
      headers: bearer(user.token),
    });
    expect(classes.statusCode).toBe(400);
  });

  it('login and forgotten password: NUL in the e-mail', async () => {
    for (const [url, payload] of [
      ['/api/user/login', { email: `a${NUL}@example.com`, password: GOOD_PASSWORD }],
      ['/api/user/forgetpassword', { email: `a${NUL}@example.com` }],
    ] as const) {
      const response = await t.app.inject({ method: 'POST', url, remoteAddress: nextAddress(), payload });
      expect(response.statusCode, url).toBe(400);
    }
  });
});

describe('an object where a user id goes is a 400', () => {
  // JSON bodies: objects (the first is the reported one), an array, a boolean.
  const hostileIds: unknown[] = [{ toString: 'x' }, { valueOf: 1 }, {}, ['1'], true];

  it.each([
    ['/api/getactiveplan', 'userId'],
    ['/api/getCredits', 'userId'],
    ['/api/user/logout', 'user_id'],
    ['/api/user/changeuserdetails', 'userId'],
  ])('%s with a non-scalar %s', async (url, key) => {
    for (const id of hostileIds) {
      const payload =
        url === '/api/user/changeuserdetails'
          ? { name: 'Grace', email: user.email, [key]: id }
          : { [key]: id };
      const response = await t.app.inject({ method: 'POST', url, headers: bearer(user.token), payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { [key]: expect.any(String) },
      });
    }
  });

  it('is a 400 on a route whose body has no user id, and without a session too', async () => {
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact/sendContact',
      remoteAddress: nextAddress(),
      headers: bearer(user.token),
      payload: {
        contactemail: 'a@example.com',
        contactname: 'A',
        contactmessage: 'B',
        userId: { toString: 'x' },
      },
    });
    expect(contact.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      payload: { user_id: { toString: 'x' } },
    });
    expect(anonymous.statusCode).toBe(400);
  });

  it('still accepts the own id as a string or a number-like value, and refuses a foreign one with 403', async () => {
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/getCredits',
      headers: bearer(user.token),
      payload: { userId: user.id },
    });
    expect(own.statusCode).toBe(200);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/getCredits',
      headers: bearer(user.token),
      payload: { userId: 12345 },
    });
    expect(foreign.statusCode).toBe(403);
  });
});

describe('class-finder terms up to the 200 characters the contract allows', () => {
  const search = (term: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/dekonstruktor/trademarkcategory/search/${encodeURIComponent(term)}`,
      headers: bearer(user.token),
    });

  it('answers 200 for 101 to 200 characters, 400 for 201', async () => {
    const words = 'coffee shop running shoes software bakery '.repeat(10);
    for (const length of [100, 101, 150, 200]) {
      const response = await search(words.slice(0, length - 1) + 'x');
      expect(response.statusCode, `${length} characters`).toBe(200);
    }
    const tooLong = await search('x'.repeat(201));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { term: expect.any(String) } });
  });

  it('counts characters, not their percent-encoding: 200 non-ASCII characters answer 200', async () => {
    // "€" is three UTF-8 bytes, nine characters once percent-encoded.
    expect((await search('€'.repeat(200))).statusCode).toBe(200);
    expect((await search('€'.repeat(201))).statusCode).toBe(400);
  });
});
