import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GOOD_PASSWORD,
  RecordingMailer,
  registerUser,
  signedInUser,
  startTestApp,
  uniqueEmail,
  type TestApp,
} from './helpers/test-app.ts';

let t: TestApp;
const mailer = new RecordingMailer();

beforeAll(async () => {
  t = await startTestApp({ mailer });
});
afterAll(async () => {
  await t.close();
});

function loginFrom(remoteAddress: string, email: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress,
    payload: { email, password },
  });
}

describe('rate limits (counted in the database)', () => {
  it('locks an account after 5 failures, even for the right password and from other addresses', async () => {
    const { email } = await signedInUser(t.app, mailer);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await loginFrom(`10.1.0.${attempt + 1}`, email, 'Wrong-pass1!')).statusCode).toBe(401);
    }
    const locked = await loginFrom('10.1.0.99', email, GOOD_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS' });
    expect(locked.headers['retry-after']).toBe('900');
  });

  it('blocks an address after 20 failures across accounts', async () => {
    const address = '10.2.0.1';
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await loginFrom(address, uniqueEmail('spray'), 'Wrong-pass1!')).statusCode).toBe(401);
    }
    const { email } = await signedInUser(t.app, mailer);
    expect((await loginFrom(address, email, GOOD_PASSWORD)).statusCode).toBe(429);
    expect((await loginFrom('10.2.0.2', email, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('limits registrations per address', async () => {
    const register = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/registerwithactivation',
        remoteAddress: '10.3.0.1',
        payload: { email, password: GOOD_PASSWORD, password_confirmation: GOOD_PASSWORD, first_name: 'Eve' },
      });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await register(uniqueEmail('bulk'))).statusCode).toBe(201);
    }
    expect((await register(uniqueEmail('bulk'))).statusCode).toBe(429);
    // Other addresses are not affected.
    expect((await registerUser(t.app, uniqueEmail('other'))).statusCode).toBe(201);
  });

  it('limits contact messages per address', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact/sendContact',
        remoteAddress: '10.4.0.1',
        payload: { contactemail: 'a@example.com', contactname: 'A', contactmessage: 'Hello' },
      });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(429);
  });
});
