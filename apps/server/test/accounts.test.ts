import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  bearer,
  GOOD_PASSWORD,
  logIn,
  nextAddress,
  RecordingMailer,
  registerUser,
  activateFromMail,
  signedInUser,
  useTestApp,
  uniqueEmail,
} from './helpers/test-app.ts';
import { spendCredits } from '../src/modules/credits/index.ts';
import { activatePlan } from '../src/modules/plans/index.ts';

const mailer = new RecordingMailer();

const t = useTestApp({ mailer });

describe('registration and activation', () => {
  it('creates an account (201), stores the e-mail lower-cased and e-mails the web activation link', async () => {
    const email = uniqueEmail('Mixed.Case');
    const response = await registerUser(t.app, email);
    expect(response.statusCode).toBe(201);
    const body = response.json<{ result: { id: string; email: string; first_name: string } }>();
    expect(body.result).toMatchObject({ email: email.toLowerCase(), first_name: 'Ada' });
    expect(Object.keys(body.result).sort()).toEqual(['email', 'first_name', 'id']);

    const link = mailer.lastLinkTo(email.toLowerCase());
    expect(link).toMatch(
      new RegExp(`^http://localhost:5173/activate/${encodeURIComponent(email.toLowerCase())}/[\\w-]{20,}$`),
    );

    const stored = await t.database.db.execute<{ password_hash: string }>(
      sql`SELECT password_hash FROM users WHERE id = ${body.result.id}`,
    );
    expect(stored.rows[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('undoes the account when the activation mail cannot be sent, so signing up again works', async () => {
    const email = uniqueEmail('maildown');
    mailer.failNext = true;
    const failed = await registerUser(t.app, email);
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({
      statusCode: 500,
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong',
    });
    expect((await registerUser(t.app, email)).statusCode).toBe(201);
  });

  it('answers 409 EMAIL_TAKEN for an existing e-mail, whatever its case', async () => {
    const email = uniqueEmail();
    expect((await registerUser(t.app, email)).statusCode).toBe(201);
    const again = await registerUser(t.app, email.toUpperCase());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ statusCode: 409, code: 'EMAIL_TAKEN' });
  });

  it('answers 400 VALIDATION_FAILED with one message per field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/registerwithactivation',
      remoteAddress: nextAddress(),
      payload: { email: 'nope', password: 'short', password_confirmation: 'short', first_name: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      fields: {
        email: 'Enter a valid email address',
        password: 'Password must be at least 8 characters long.',
        first_name: 'Name is required',
      },
    });
  });

  it('activates once (200), then 404 for the used or a wrong code', async () => {
    const email = uniqueEmail();
    await registerUser(t.app, email);
    const first = await activateFromMail(t.app, mailer, email);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ result: 'activated' });
    expect((await activateFromMail(t.app, mailer, email)).statusCode).toBe(404);
    const wrong = await t.app.inject({ method: 'GET', url: `/api/user/activation/${email}/not-the-code` });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toMatchObject({ code: 'CODE_NOT_FOUND' });
  });
});

describe('login and sessions', () => {
  it('refuses an account that is not activated with 403, only after the password matched', async () => {
    const email = uniqueEmail();
    await registerUser(t.app, email);
    const wrongPassword = await logIn(t.app, email, 'wrong-pass1!');
    expect(wrongPassword.statusCode).toBe(401);
    const right = await logIn(t.app, email);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toMatchObject({ code: 'ACCOUNT_NOT_ACTIVATED' });
  });

  it('gives the same 401 for an unknown user and a wrong password', async () => {
    const { email } = await signedInUser(t.app, mailer);
    const unknown = await logIn(t.app, uniqueEmail('ghost'));
    const wrong = await logIn(t.app, email, 'Wrong-passw0rd!');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('returns user, token and plan, and sets an httpOnly SameSite=Lax cookie', async () => {
    const { login, email } = await signedInUser(t.app, mailer);
    const body = login.json<Record<string, unknown>>();
    expect(body).toMatchObject({
      result: {
        user: { email, first_name: 'Ada' },
        plan: { status: 'inactive', name: null, search_count: 0, expiry_date: null },
      },
    });
    const cookie = login.cookies.find((candidate) => candidate.name === 'bw_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    // Not remembered: a browser-session cookie.
    expect(cookie?.expires).toBeUndefined();
  });

  it('sets an expiring cookie with remember-me', async () => {
    const { email } = await signedInUser(t.app, mailer);
    const login = await logIn(t.app, email, GOOD_PASSWORD, true);
    const cookie = login.cookies.find((candidate) => candidate.name === 'bw_session');
    expect(cookie?.expires).toBeInstanceOf(Date);
    expect((cookie?.expires as Date).getTime()).toBeGreaterThan(Date.now() + 20 * 24 * 3600 * 1000);
  });

  it('accepts the token as Bearer and as the cookie; 401 without either', async () => {
    const { token, email } = await signedInUser(t.app, mailer);
    const viaBearer = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });
    expect(viaBearer.statusCode).toBe(200);
    expect(viaBearer.json()).toMatchObject({ result: { user: { email }, plan: { status: 'inactive' } } });
    const viaCookie = await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      cookies: { bw_session: token },
    });
    expect(viaCookie.statusCode).toBe(200);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/user/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('logout revokes the session server-side: the token stops working', async () => {
    const { token, id } = await signedInUser(t.app, mailer);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: bearer(token),
      payload: { user_id: id },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ result: true });
    const cleared = logout.cookies.find((cookie) => cookie.name === 'bw_session');
    expect(cleared?.value).toBe('');
    const after = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
  });

  it('refuses a user id in the body that is not the session user (403)', async () => {
    const alice = await signedInUser(t.app, mailer);
    const bob = await signedInUser(t.app, mailer);
    const foreignLogout = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: bearer(alice.token),
      payload: { user_id: bob.id },
    });
    expect(foreignLogout.statusCode).toBe(403);
    expect(foreignLogout.json()).toMatchObject({ code: 'FORBIDDEN' });
    const foreignCredits = await t.app.inject({
      method: 'POST',
      url: '/api/getCredits',
      headers: bearer(alice.token),
      payload: { userid: bob.id },
    });
    expect(foreignCredits.statusCode).toBe(403);
    // Alice's session survived the refused logout.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(alice.token) })).statusCode,
    ).toBe(200);
  });
});

describe('account details and password', () => {
  function changeDetails(token: string, payload: Record<string, unknown>) {
    return t.app.inject({
      method: 'POST',
      url: '/api/user/changeuserdetails',
      remoteAddress: nextAddress(),
      headers: bearer(token),
      payload,
    });
  }
  function confirmEmail(code: string) {
    return t.app.inject({ method: 'POST', url: '/api/user/confirmemail', payload: { code } });
  }
  function confirmationCodeFor(email: string): string {
    const link = mailer.lastLinkTo(email);
    const match = /^http:\/\/localhost:5173\/confirm-email\/([\w-]{20,})$/.exec(link);
    if (!match?.[1]) throw new Error(`not a confirmation link: ${link}`);
    return match[1];
  }

  it('changes the name at once; 403 for a foreign userId', async () => {
    const alice = await signedInUser(t.app, mailer);
    const bob = await signedInUser(t.app, mailer);
    const renamed = await changeDetails(alice.token, {
      name: 'Alice',
      email: alice.email.toUpperCase(),
      userId: alice.id,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({
      result: { id: alice.id, first_name: 'Alice', email: alice.email },
      pending_email: null,
    });
    const foreign = await changeDetails(alice.token, { name: 'Mallory', email: alice.email, userId: bob.id });
    expect(foreign.statusCode).toBe(403);
  });

  it('changes the e-mail only with the current password and once the new address confirms; the old one is told', async () => {
    const alice = await signedInUser(t.app, mailer);
    const bob = await signedInUser(t.app, mailer);
    const newEmail = uniqueEmail('Renamed');

    const withoutPassword = await changeDetails(alice.token, { name: 'Alice', email: newEmail });
    expect(withoutPassword.statusCode).toBe(400);
    expect(withoutPassword.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { password: expect.any(String) },
    });
    const wrongPassword = await changeDetails(alice.token, {
      name: 'Alice',
      email: newEmail,
      password: 'Not-it-1!',
    });
    expect(wrongPassword.statusCode).toBe(412);
    const taken = await changeDetails(alice.token, {
      name: 'Alice',
      email: bob.email,
      password: GOOD_PASSWORD,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'EMAIL_TAKEN' });

    const requested = await changeDetails(alice.token, {
      name: 'Alice',
      email: newEmail,
      password: GOOD_PASSWORD,
    });
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toEqual({
      result: { id: alice.id, first_name: 'Alice', email: alice.email },
      pending_email: newEmail.toLowerCase(),
    });
    const code = confirmationCodeFor(newEmail.toLowerCase());
    await expect
      .poll(() =>
        mailer.sent.find((message) => message.to === alice.email && /about to change/.test(message.subject)),
      )
      .toMatchObject({ text: expect.stringContaining(newEmail.toLowerCase()) });

    // Nothing changed yet: the old address still signs in, the new one does not.
    expect((await logIn(t.app, newEmail)).statusCode).toBe(401);
    expect((await logIn(t.app, alice.email)).statusCode).toBe(200);

    const confirmed = await confirmEmail(code);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      result: true,
      message: 'Your e-mail address has been changed.',
      email: newEmail.toLowerCase(),
    });
    expect((await logIn(t.app, newEmail)).statusCode).toBe(200);
    expect((await logIn(t.app, alice.email)).statusCode).toBe(401);
    const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(alice.token) });
    expect(me.json()).toMatchObject({ result: { user: { email: newEmail.toLowerCase() } } });

    const again = await confirmEmail(code);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ code: 'CODE_EXPIRED' });
    const unknown = await confirmEmail('not-a-code');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'CODE_NOT_FOUND' });
  });

  it('only the newest e-mail change link works; one confirmed twice at once changes once', async () => {
    const user = await signedInUser(t.app, mailer);
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    expect(
      (await changeDetails(user.token, { name: 'Ada', email: first, password: GOOD_PASSWORD })).statusCode,
    ).toBe(200);
    const firstCode = confirmationCodeFor(first);
    expect(
      (await changeDetails(user.token, { name: 'Ada', email: second, password: GOOD_PASSWORD })).statusCode,
    ).toBe(200);
    expect((await confirmEmail(firstCode)).statusCode).toBe(410);

    const secondCode = confirmationCodeFor(second);
    const both = await Promise.all([confirmEmail(secondCode), confirmEmail(secondCode)]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 410]);
    expect((await logIn(t.app, second)).statusCode).toBe(200);
  });

  it('answers 409 at confirmation when another account took the address meanwhile', async () => {
    const user = await signedInUser(t.app, mailer);
    const wanted = uniqueEmail('wanted');
    expect(
      (await changeDetails(user.token, { name: 'Ada', email: wanted, password: GOOD_PASSWORD })).statusCode,
    ).toBe(200);
    const code = confirmationCodeFor(wanted);
    expect((await registerUser(t.app, wanted)).statusCode).toBe(201);
    const confirmed = await confirmEmail(code);
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json()).toMatchObject({ code: 'EMAIL_TAKEN' });
    expect((await logIn(t.app, user.email)).statusCode).toBe(200);
  });

  it('changes the password: 412 for a wrong old password, 422 for a weak one, 200 and other sessions revoked', async () => {
    const user = await signedInUser(t.app, mailer);
    const otherDevice = (await logIn(t.app, user.email)).json<{ result: { access_token: string } }>().result
      .access_token;

    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/api/user/changepassword',
      headers: bearer(user.token),
      payload: {
        password_old: 'not-it-1!',
        password: 'N3w-password!',
        password_confirmation: 'N3w-password!',
      },
    });
    expect(mismatch.statusCode).toBe(412);
    expect(mismatch.json()).toMatchObject({ code: 'OLD_PASSWORD_MISMATCH' });

    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/user/changepassword',
      headers: bearer(user.token),
      payload: { password_old: GOOD_PASSWORD, password: 'password1', password_confirmation: 'password1' },
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { password: 'Password must include at least one number and one special character.' },
    });

    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/user/changepassword',
      headers: bearer(user.token),
      payload: {
        password_old: GOOD_PASSWORD,
        password: 'N3w-password!',
        password_confirmation: 'N3w-password!',
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(user.token) })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(otherDevice) })).statusCode,
    ).toBe(401);
    expect((await logIn(t.app, user.email, 'N3w-password!')).statusCode).toBe(200);
  });
});

describe('plan and credits', () => {
  it('reads the plan and the credit pot; both need a session', async () => {
    const user = await signedInUser(t.app, mailer);
    const plan = await t.app.inject({
      method: 'POST',
      url: '/api/getactiveplan',
      headers: bearer(user.token),
      payload: { userId: user.id },
    });
    expect(plan.json()).toEqual({ activePlan: 'No Active Plan' });
    const credits = await t.app.inject({
      method: 'POST',
      url: '/api/getCredits',
      headers: bearer(user.token),
    });
    expect(credits.json()).toEqual({ credits: 0 });

    await activatePlan(t.database.db, user.id, 'light');
    await spendCredits(t.database.db, { userId: user.id, amount: 8, kind: 'admin', reason: 'test' });
    const activePlan = await t.app.inject({
      method: 'POST',
      url: '/api/getactiveplan',
      headers: bearer(user.token),
    });
    expect(activePlan.json()).toEqual({ activePlan: 'Light' });
    const moreCredits = await t.app.inject({
      method: 'POST',
      url: '/api/getCredits',
      headers: bearer(user.token),
    });
    expect(moreCredits.json()).toEqual({ credits: 7 });
    const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(user.token) });
    expect(me.json()).toMatchObject({
      result: { plan: { status: 'active', name: 'Light', search_count: 7 } },
    });

    expect((await t.app.inject({ method: 'POST', url: '/api/getCredits' })).statusCode).toBe(401);
  });
});
