import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { FORGOT_PASSWORD_MESSAGE } from '@brandwright/contracts';
import {
  bearer,
  GOOD_PASSWORD,
  logIn,
  nextAddress,
  RecordingMailer,
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

const NEW_PASSWORD = 'Brand-n3w-pass';

async function forgot(email: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/user/forgetpassword',
    remoteAddress: nextAddress(),
    payload: { email },
  });
}

function resetCodeFor(email: string): string {
  const link = mailer.lastLinkTo(email);
  const match = /\/reset-password\/([\w-]+)$/.exec(link);
  if (!match?.[1]) throw new Error(`not a reset link: ${link}`);
  return match[1];
}

async function reset(payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/user/resetpassword', payload });
}

describe('forgotten password', () => {
  it('answers the same whether or not the account exists, and only mails real accounts', async () => {
    const { email } = await signedInUser(t.app, mailer);
    const sentBefore = mailer.sent.length;
    const known = await forgot(email);
    const unknown = await forgot(uniqueEmail('nobody'));
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({ result: true, message: FORGOT_PASSWORD_MESSAGE });
    expect(mailer.sent.length).toBe(sentBefore + 1);
    expect(mailer.lastLinkTo(email)).toMatch(/^http:\/\/localhost:5173\/reset-password\/[\w-]{20,}$/);
  });
});

describe('reset password', () => {
  it('sets the new password once, revokes every session, and the code is then gone (410)', async () => {
    const user = await signedInUser(t.app, mailer);
    await forgot(user.email);
    const code = resetCodeFor(user.email);
    const payload = {
      email: user.email,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
      resetCode: code,
    };

    const ok = await reset(payload);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ result: true, message: 'Your Password has been reset Successfully' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(user.token) })).statusCode,
    ).toBe(401);
    expect((await logIn(t.app, user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await logIn(t.app, user.email, GOOD_PASSWORD)).statusCode).toBe(401);

    const again = await reset(payload);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ code: 'CODE_EXPIRED' });
  });

  it('answers 410 for an expired code', async () => {
    const user = await signedInUser(t.app, mailer);
    await forgot(user.email);
    await t.database.db.execute(
      sql`UPDATE one_time_codes SET expires_at = now() - interval '1 minute' WHERE user_id = ${user.id} AND purpose = 'password_reset'`,
    );
    const expired = await reset({
      email: user.email,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
      resetCode: resetCodeFor(user.email),
    });
    expect(expired.statusCode).toBe(410);
  });

  it('answers the same 404 for an unknown user and an unknown code', async () => {
    const user = await signedInUser(t.app, mailer);
    const base = { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    const unknownUser = await reset({ ...base, email: uniqueEmail('ghost'), resetCode: 'whatever' });
    const unknownCode = await reset({ ...base, email: user.email, resetCode: 'whatever' });
    expect(unknownUser.statusCode).toBe(404);
    expect(unknownCode.statusCode).toBe(404);
    expect(unknownUser.json()).toEqual(unknownCode.json());
  });

  it('answers 422 with the spec messages for rule violations', async () => {
    const tooShort = await reset({
      email: 'a@example.com',
      password: 'abc',
      password_confirmation: 'abc',
      resetCode: 'x',
    });
    expect(tooShort.statusCode).toBe(422);
    expect(tooShort.json()).toMatchObject({
      statusCode: 422,
      code: 'VALIDATION_FAILED',
      message: 'Password must be at least 8 characters long.',
      fields: { password: 'Password must be at least 8 characters long.' },
    });
    const mismatch = await reset({
      email: 'a@example.com',
      password: NEW_PASSWORD,
      password_confirmation: `${NEW_PASSWORD}x`,
      resetCode: 'x',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json()).toMatchObject({
      fields: { password_confirmation: 'Password confirmation does not match.' },
    });
  });

  it('answers 412 when an old password is given and does not match', async () => {
    const user = await signedInUser(t.app, mailer);
    await forgot(user.email);
    const response = await reset({
      email: user.email,
      password_old: 'Not-the-0ld!',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
      resetCode: resetCodeFor(user.email),
    });
    expect(response.statusCode).toBe(412);
  });
});
