import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  admitsOneMore,
  consumeRateLimit,
  retryAfterSeconds,
  type RateLimitRule,
} from '../src/modules/rate-limit/consume-rate-limit.ts';
import {
  bearer,
  GOOD_PASSWORD,
  RecordingMailer,
  signedInUser,
  useTestApp,
  uniqueEmail,
} from './helpers/test-app.ts';

const mailer = new RecordingMailer();

const t = useTestApp({ mailer });

const WRONG = 'Wrong-pass1!';

function loginFrom(remoteAddress: string, email: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress,
    payload: { email, password },
  });
}

/** How many responses had each status, e.g. { 401: 5, 429: 25 }. */
function tally(responses: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const response of responses) counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
  return counts;
}

const times = <T>(count: number, make: (index: number) => T): T[] =>
  Array.from({ length: count }, (_, index) => make(index));

async function hitsOf(bucket: string, subject: string): Promise<number> {
  const result = await t.database.db.execute<{ hits: number }>(
    sql`SELECT coalesce(sum(hits), 0)::int AS hits FROM rate_limit_counters WHERE bucket = ${bucket} AND subject = ${subject}`,
  );
  return result.rows[0]?.hits ?? 0;
}

describe('login throttling, decided atomically before the password is checked', () => {
  it('checks 5 of 30 simultaneous wrong passwords on one account (from 30 addresses); then even the right one waits', async () => {
    const { email } = await signedInUser(t.app, mailer);
    const responses = await Promise.all(times(30, (i) => loginFrom(`10.11.${i}.1`, email, WRONG)));
    expect(tally(responses)).toEqual({ 401: 5, 429: 25 });

    const locked = await loginFrom('10.11.99.1', email, GOOD_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS' });
    // The window is full: it ends, then a fifth of it must slide out (15 min windows, 5 per window).
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3 * 60 - 5);
    expect(retryAfter).toBeLessThanOrEqual(18 * 60);
    expect(locked.json<{ retryAfterSeconds: number }>().retryAfterSeconds).toBe(retryAfter);
  });

  it('checks 5 of 30 simultaneous wrong passwords on one account from one address', async () => {
    const { email } = await signedInUser(t.app, mailer);
    const responses = await Promise.all(times(30, () => loginFrom('10.12.0.1', email, WRONG)));
    expect(tally(responses)).toEqual({ 401: 5, 429: 25 });
  });

  it('locks the account before the right password, sent last of 100 simultaneous attempts, is tried', async () => {
    const { email } = await signedInUser(t.app, mailer);
    const attempts = [
      ...times(99, (i) => loginFrom(`10.13.${i}.1`, email, WRONG)),
      loginFrom('10.13.200.1', email, GOOD_PASSWORD),
    ];
    const responses = await Promise.all(attempts);
    expect(tally(responses)).toEqual({ 401: 5, 429: 95 });
    expect(responses.at(-1)?.statusCode).toBe(429);
  });

  it("a right password clears the account's failures and does not count against the address", async () => {
    const { email } = await signedInUser(t.app, mailer);
    const address = '10.14.0.1';
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await loginFrom(address, email, WRONG)).statusCode).toBe(401);
    }
    expect((await loginFrom(address, email, GOOD_PASSWORD)).statusCode).toBe(200);
    expect(await hitsOf('login-account', email)).toBe(0);
    expect(await hitsOf('login-address', address)).toBe(4);

    const again = await Promise.all(times(8, () => loginFrom(address, email, WRONG)));
    expect(tally(again)).toEqual({ 401: 5, 429: 3 });
    expect(await hitsOf('login-address', address)).toBe(9);
  });

  it('checks 20 of 25 simultaneous wrong passwords from one address across accounts', async () => {
    const address = '10.15.0.1';
    const responses = await Promise.all(times(25, () => loginFrom(address, uniqueEmail('spray'), WRONG)));
    expect(tally(responses)).toEqual({ 401: 20, 429: 5 });
    const { email } = await signedInUser(t.app, mailer);
    expect((await loginFrom(address, email, GOOD_PASSWORD)).statusCode).toBe(429);
    // The account's own hit is given back when the address refuses: another address gets in at once.
    expect(await hitsOf('login-account', email)).toBe(0);
    expect((await loginFrom('10.15.0.2', email, GOOD_PASSWORD)).statusCode).toBe(200);
  });
});

describe('per-address limits hold for simultaneous requests', () => {
  it('admits exactly 10 of 25 simultaneous registrations from one address', async () => {
    const emails = times(25, () => uniqueEmail('bulk'));
    const responses = await Promise.all(
      emails.map((email) =>
        t.app.inject({
          method: 'POST',
          url: '/api/user/registerwithactivation',
          remoteAddress: '10.16.0.1',
          payload: {
            email,
            password: GOOD_PASSWORD,
            password_confirmation: GOOD_PASSWORD,
            first_name: 'Eve',
          },
        }),
      ),
    );
    expect(tally(responses)).toEqual({ 201: 10, 429: 15 });
    const created = await t.database.db.execute<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM users WHERE email LIKE 'bulk%'`,
    );
    expect(created.rows[0]?.count).toBe(10);
    // Other addresses are not affected.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/user/registerwithactivation',
      remoteAddress: '10.16.0.2',
      payload: {
        email: uniqueEmail('other'),
        password: GOOD_PASSWORD,
        password_confirmation: GOOD_PASSWORD,
        first_name: 'Eve',
      },
    });
    expect(other.statusCode).toBe(201);
  });

  it('admits exactly 10 of 25 simultaneous forgotten-password requests from one address', async () => {
    const responses = await Promise.all(
      times(25, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/user/forgetpassword',
          remoteAddress: '10.17.0.1',
          payload: { email: uniqueEmail('forgot') },
        }),
      ),
    );
    expect(tally(responses)).toEqual({ 200: 10, 429: 15 });
  });

  it('admits exactly 5 of 25 simultaneous contact messages from one address', async () => {
    const responses = await Promise.all(
      times(25, (i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/contact/sendContact',
          remoteAddress: '10.18.0.1',
          payload: { contactemail: 'a@example.com', contactname: 'A', contactmessage: `Hello ${i}` },
        }),
      ),
    );
    expect(tally(responses)).toEqual({ 200: 5, 429: 20 });
    const stored = await t.database.db.execute<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM contact_messages WHERE ip_address = '10.18.0.1'`,
    );
    expect(stored.rows[0]?.count).toBe(5);
  });

  it('limits e-mail change requests per user (5 an hour) and per address (20 an hour)', async () => {
    const change = (token: string, remoteAddress: string, email: string, password = WRONG) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/changeuserdetails',
        remoteAddress,
        headers: bearer(token),
        payload: { name: 'Probe', email, password },
      });

    // One user probing addresses (each request would say 409 for an address with an account).
    const prober = await signedInUser(t.app, mailer);
    const probes = await Promise.all(
      times(8, (i) => change(prober.token, `10.19.${i}.1`, uniqueEmail('probe'))),
    );
    expect(tally(probes)).toEqual({ 412: 5, 429: 3 });
    const victim = await signedInUser(t.app, mailer);
    expect((await change(prober.token, '10.19.50.1', victim.email, GOOD_PASSWORD)).statusCode).toBe(429);

    // Several accounts behind one address: 20 requests, whoever makes them.
    const users = [];
    for (let index = 0; index < 5; index += 1) users.push(await signedInUser(t.app, mailer));
    const fromOneAddress = await Promise.all(
      users.flatMap((user) => times(5, () => change(user.token, '10.19.100.1', uniqueEmail('probe')))),
    );
    expect(tally(fromOneAddress)).toEqual({ 412: 20, 429: 5 });

    // Changing only the name checks nothing and is not limited.
    const renamed = await Promise.all(
      times(8, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/user/changeuserdetails',
          remoteAddress: '10.19.100.1',
          headers: bearer(prober.token),
          payload: { name: 'Renamed', email: prober.email },
        }),
      ),
    );
    expect(tally(renamed)).toEqual({ 200: 8 });
  });
});

describe('limits on password mail and password changes', () => {
  it('sends at most 5 reset mails an hour to one address, known or unknown, whatever the client address', async () => {
    const { email } = await signedInUser(t.app, mailer);
    for (const address of [email, uniqueEmail('nobody')]) {
      const responses = await Promise.all(
        times(8, (i) =>
          t.app.inject({
            method: 'POST',
            url: '/api/user/forgetpassword',
            remoteAddress: `10.21.${i}.${address === email ? 1 : 2}`,
            payload: { email: address.toUpperCase() },
          }),
        ),
      );
      expect(tally(responses)).toEqual({ 200: 5, 429: 3 });
    }
  });

  it('checks 5 of 10 simultaneous wrong old passwords; a right one gives its hit back', async () => {
    const change = (token: string, old: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/changepassword',
        headers: bearer(token),
        payload: { password_old: old, password: 'N3w-password!', password_confirmation: 'N3w-password!' },
      });
    const guessed = await signedInUser(t.app, mailer);
    expect(tally(await Promise.all(times(10, () => change(guessed.token, WRONG))))).toEqual({
      412: 5,
      429: 5,
    });
    // The owner, too, waits: the limit is decided before the password is checked.
    expect((await change(guessed.token, GOOD_PASSWORD)).statusCode).toBe(429);

    const owner = await signedInUser(t.app, mailer);
    expect((await change(owner.token, WRONG)).statusCode).toBe(412);
    expect((await change(owner.token, GOOD_PASSWORD)).statusCode).toBe(200);
    expect(await hitsOf('change-password-user', owner.id)).toBe(1);
  });
});

describe('the sliding window', () => {
  const rule: RateLimitRule = { bucket: 'test', max: 10, windowMinutes: 60 };

  it('weighs the previous window by how much of it still overlaps', () => {
    expect(admitsOneMore(rule, { previous: 0, current: 9, elapsed: 0.5 })).toBe(true);
    expect(admitsOneMore(rule, { previous: 0, current: 10, elapsed: 0.5 })).toBe(false);
    // Half of 10 previous hits still count: 5 more fit.
    expect(admitsOneMore(rule, { previous: 10, current: 4, elapsed: 0.5 })).toBe(true);
    expect(admitsOneMore(rule, { previous: 10, current: 5, elapsed: 0.5 })).toBe(false);
  });

  it('names the wait until one more hit fits', () => {
    // One more fits once the previous window's 10 hits weigh 4: at 60% of this window, 18 min on.
    expect(retryAfterSeconds(rule, { previous: 10, current: 5, elapsed: 0.3 })).toBe(18 * 60);
    // A full window: its end (30 min) plus a tenth of the next window (6 min).
    expect(retryAfterSeconds(rule, { previous: 0, current: 10, elapsed: 0.5 })).toBe(36 * 60);
    expect(retryAfterSeconds(rule, { previous: 0, current: 10, elapsed: 1 })).toBe(6 * 60);
  });

  it('admits, across a window boundary, only what the previous window leaves room for', async () => {
    const subject = `previous-window-${Date.now()}`;
    const seconds = rule.windowMinutes * 60;
    // The previous window was full.
    const state = await t.database.db.execute<{ elapsed: number }>(sql`
      WITH win AS (SELECT to_timestamp(floor(extract(epoch FROM now()) / ${seconds}::integer) * ${seconds}::integer) AS start)
      INSERT INTO rate_limit_counters (bucket, subject, window_start, hits, expires_at)
      SELECT ${rule.bucket}, ${subject}, start - make_interval(secs => ${seconds}::integer), ${rule.max}::integer,
             start + make_interval(secs => ${seconds}::integer)
      FROM win
      RETURNING ((extract(epoch FROM now()) - extract(epoch FROM window_start)) / ${seconds}::integer - 1)::float8 AS elapsed`);
    const elapsed = Number(state.rows[0]?.elapsed);
    let admitted = 0;
    for (let attempt = 0; attempt < rule.max + 1; attempt += 1) {
      try {
        await consumeRateLimit(t.database.db, rule, subject);
        admitted += 1;
      } catch {
        break;
      }
    }
    const expected = Math.floor(rule.max * elapsed);
    expect(admitted).toBeGreaterThanOrEqual(expected);
    expect(admitted).toBeLessThanOrEqual(expected + 1);
  });
});
