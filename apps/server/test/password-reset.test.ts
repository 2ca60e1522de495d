import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { FORGOT_PASSWORD_MESSAGE } from '@brandwright/contracts';
import {
  bearer,
  BlockingMailer,
  GOOD_PASSWORD,
  LogCapture,
  logIn,
  nextAddress,
  signedInUser,
  startTestApp,
  uniqueEmail,
  type TestApp,
} from './helpers/test-app.ts';

let t: TestApp;
// Delivers at once unless told to hold; the log lines at level error are kept for reading.
const mailer = new BlockingMailer();
const logs = new LogCapture();

beforeAll(async () => {
  t = await startTestApp({ mailer, env: { LOG_LEVEL: 'error' }, logStream: logs });
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

const mailsTo = (email: string) => mailer.sent.filter((message) => message.to === email).length;

/** Asks for a reset link for an existing account and waits for it: it is mailed after the answer. */
async function forgotAndWait(email: string) {
  const before = mailsTo(email);
  const answered = await forgot(email);
  await expect.poll(() => mailsTo(email), { timeout: 5000 }).toBe(before + 1);
  return answered;
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
    const known = await forgotAndWait(email);
    const unknown = await forgot(uniqueEmail('nobody'));
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({ result: true, message: FORGOT_PASSWORD_MESSAGE });
    expect(mailer.sent.length).toBe(sentBefore + 1);
    expect(mailer.lastLinkTo(email)).toMatch(/^http:\/\/localhost:5173\/reset-password\/[\w-]{20,}$/);
  });
});

describe('forgotten password: the answer does not wait on the mail server', () => {
  it('answers before a blocked mailer is released, then delivers the mail', async () => {
    const { email } = await signedInUser(t.app, mailer);
    const before = mailsTo(email);
    mailer.hold();
    try {
      const answered = await forgot(email);
      expect(answered.statusCode).toBe(200);
      expect(answered.json()).toEqual({ result: true, message: FORGOT_PASSWORD_MESSAGE });
      // Answered while the mailer holds the message (or before it was even handed over).
      await expect.poll(() => mailer.held.filter((message) => message.to === email).length).toBe(1);
      expect(mailsTo(email)).toBe(before);
    } finally {
      mailer.release();
    }
    await expect.poll(() => mailsTo(email)).toBe(before + 1);
    expect(mailer.lastLinkTo(email)).toMatch(/\/reset-password\//);
  });

  it('logs a mail failure instead of reporting it (the answer stays the same)', async () => {
    const { email } = await signedInUser(t.app, mailer);
    mailer.failNext = true;
    const answered = await forgot(email);
    expect(answered.statusCode).toBe(200);
    await expect
      .poll(() => logs.entries().find((entry) => entry.msg === 'e-mail could not be sent'))
      .toMatchObject({
        subject: 'Reset your Brandwright password',
        err: { message: 'mail server unavailable' },
      });
    expect(logs.text).not.toContain(email);
  });
});

describe('outstanding codes', () => {
  const payloadFor = (email: string, resetCode: string) => ({
    email,
    password: NEW_PASSWORD,
    password_confirmation: NEW_PASSWORD,
    resetCode,
  });

  it('a new reset code makes the older one useless (410); the newest works', async () => {
    const user = await signedInUser(t.app, mailer);
    await forgotAndWait(user.email);
    const older = resetCodeFor(user.email);
    await forgotAndWait(user.email);
    const newer = resetCodeFor(user.email);
    expect(newer).not.toBe(older);
    const withOlder = await reset(payloadFor(user.email, older));
    expect(withOlder.statusCode).toBe(410);
    expect(withOlder.json()).toMatchObject({ code: 'CODE_EXPIRED' });
    expect((await reset(payloadFor(user.email, newer))).statusCode).toBe(200);
  });

  it('simultaneous requests leave exactly one outstanding reset code', async () => {
    const user = await signedInUser(t.app, mailer);
    // Five: as many as one address may be sent in an hour (the rest would be refused before any code).
    const answers = await Promise.all(Array.from({ length: 5 }, () => forgot(user.email)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(5).fill(200));
    const outstanding = await t.database.db.execute<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM one_time_codes WHERE user_id = ${user.id} AND purpose = 'password_reset' AND used_at IS NULL`,
    );
    expect(outstanding.rows[0]?.count).toBe(1);
  });

  it('changing the password makes an outstanding reset code useless', async () => {
    const user = await signedInUser(t.app, mailer);
    await forgotAndWait(user.email);
    const code = resetCodeFor(user.email);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/user/changepassword',
      headers: bearer(user.token),
      payload: {
        password_old: GOOD_PASSWORD,
        password: 'Ch4nged-pass!',
        password_confirmation: 'Ch4nged-pass!',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await reset(payloadFor(user.email, code))).statusCode).toBe(410);
    expect((await logIn(t.app, user.email, 'Ch4nged-pass!')).statusCode).toBe(200);
  });

  it('resetting the password makes every other outstanding code useless (a pending e-mail change)', async () => {
    const user = await signedInUser(t.app, mailer);
    const newEmail = uniqueEmail('pending');
    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/user/changeuserdetails',
      headers: bearer(user.token),
      payload: { name: 'Ada', email: newEmail, password: GOOD_PASSWORD },
    });
    expect(requested.statusCode).toBe(200);
    const confirmation = new URL(mailer.lastLinkTo(newEmail)).pathname.split('/').pop() ?? '';
    // The current address is told (after the answer); wait for it so the next mail counts alone.
    await expect.poll(() => mailsTo(user.email)).toBe(2);

    await forgotAndWait(user.email);
    expect((await reset(payloadFor(user.email, resetCodeFor(user.email)))).statusCode).toBe(200);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/user/confirmemail',
      payload: { code: confirmation },
    });
    expect(confirmed.statusCode).toBe(410);
    expect((await logIn(t.app, user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('reset password', () => {
  it('sets the new password once, revokes every session, and the code is then gone (410)', async () => {
    const user = await signedInUser(t.app, mailer);
    await forgotAndWait(user.email);
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
    await forgotAndWait(user.email);
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
    await forgotAndWait(user.email);
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
