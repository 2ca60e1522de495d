import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { couponMessages } from '@brandwright/contracts';
import { addCredits, auditBalance, getBalance } from '../src/modules/credits/index.ts';
import { activatePlan } from '../src/modules/plans/index.ts';
import { upsertCoupon } from '../src/modules/coupons/manage-coupons.ts';
import { bearer, nextAddress, RecordingMailer, signedInUser, useTestApp } from './helpers/test-app.ts';

// Through HTTP on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL): the documented
// credit calls act on the session's user only, and the ledger keeps every balance exact.

const mailer = new RecordingMailer();

const t = useTestApp({ mailer, env: { COUPONS: 'earlybird:999,Tiny_1:2' } });

function post(token: string, url: string, payload?: unknown, remoteAddress = '10.50.0.1') {
  return t.app.inject({
    method: 'POST',
    url,
    headers: bearer(token),
    remoteAddress,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

function tally(responses: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const response of responses) counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
  return counts;
}

async function userWithCredits(credits: number) {
  const user = await signedInUser(t.app, mailer);
  if (credits > 0) {
    await addCredits(t.database.db, { userId: user.id, amount: credits, kind: 'grant', reason: 'test' });
  }
  return user;
}

async function expectExact(userId: string, balance: number) {
  expect(await auditBalance(t.database.db, userId)).toMatchObject({ balance, ledgerSum: balance });
}

describe('getCredits and removeCredits', () => {
  it('spends exactly 10 of 50 simultaneous removeCredits(1) on a balance of 10; the rest are 402, none 5xx', async () => {
    const user = await userWithCredits(10);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        post(user.token, '/api/removeCredits', { userId: user.id, credits: 1 }),
      ),
    );
    expect(tally(responses)).toEqual({ 200: 10, 402: 40 });
    for (const refused of responses.filter((response) => response.statusCode === 402)) {
      expect(refused.json()).toMatchObject({ statusCode: 402, code: 'INSUFFICIENT_CREDITS' });
    }
    const balances = responses
      .filter((response) => response.statusCode === 200)
      .map((response) => response.json<{ credits: number }>().credits)
      .sort((a, b) => a - b);
    expect(balances).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    await expectExact(user.id, 0);
    const spends = await t.database.db.execute<{ count: string }>(
      sql`SELECT count(*) AS count FROM credit_ledger WHERE user_id = ${user.id} AND kind = 'search_spend'`,
    );
    expect(Number(spends.rows[0]?.count)).toBe(10);
    expect((await post(user.token, '/api/getCredits', {})).json()).toEqual({ credits: 0 });
  });

  it('refuses negative, zero, fractional, huge and non-number amounts with 400, spending nothing', async () => {
    const user = await userWithCredits(5);
    for (const credits of [
      -1,
      0,
      0.5,
      1.5,
      1_000_001,
      1e12,
      Number.MAX_SAFE_INTEGER,
      '1',
      null,
      [1],
      { n: 1 },
    ]) {
      const response = await post(user.token, '/api/removeCredits', { credits });
      expect(response.statusCode, JSON.stringify(credits)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect((await post(user.token, '/api/removeCredits', {})).statusCode).toBe(400);
    await expectExact(user.id, 5);
  });

  it('acts only on the session user: another id in the body is a 403, no session a 401', async () => {
    const owner = await userWithCredits(5);
    const other = await userWithCredits(5);
    for (const [url, body] of [
      ['/api/removeCredits', { userId: other.id, credits: 1 }],
      ['/api/removeAllCredits', { userId: other.id }],
      ['/api/getCredits', { userId: other.id }],
      ['/api/addCouponCredits', { userId: other.id, coupon: 'EARLYBIRD' }],
      ['/api/plan/deactivateUserPlan', { userid: other.id, planName: 'Light' }],
      ['/api/plan/updateUserPlanSearchCount', { userid: other.id }],
    ] as const) {
      expect((await post(owner.token, url, body)).statusCode, url).toBe(403);
      expect(
        (await t.app.inject({ method: 'POST', url, payload: { credits: 1, coupon: 'X' } })).statusCode,
      ).toBe(401);
    }
    await expectExact(owner.id, 5);
    await expectExact(other.id, 5);
  });

  it('removeAllCredits empties the pot once, through the ledger', async () => {
    const user = await userWithCredits(7);
    expect((await post(user.token, '/api/removeAllCredits', { userId: user.id })).json()).toEqual({
      credits: 0,
      removed: 7,
    });
    expect((await post(user.token, '/api/removeAllCredits')).json()).toEqual({ credits: 0, removed: 0 });
    await expectExact(user.id, 0);
  });
});

describe('addCouponCredits', () => {
  it("adds the early-bird coupon's 999 credits once per account (codes from COUPONS, any case)", async () => {
    const user = await userWithCredits(0);
    const first = await post(user.token, '/api/addCouponCredits', {
      userId: user.id,
      coupon: 'EarlyBird',
      credits: 5,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ result: true, credits: 999, added: 999 });
    // Credits need a plan to be searched with: with none, the coupon starts Light (no searches added).
    expect(first.json()).toMatchObject({ plan: { status: 'active', name: 'Light', search_count: 999 } });

    const again = await post(user.token, '/api/addCouponCredits', { coupon: 'EARLYBIRD' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'COUPON_ALREADY_USED', message: couponMessages.alreadyUsed });
    await expectExact(user.id, 999);

    // Another account may use the same code once too.
    const other = await userWithCredits(0);
    expect(
      (await post(other.token, '/api/addCouponCredits', { coupon: 'earlybird' }, '10.50.0.2')).statusCode,
    ).toBe(200);
  });

  it("answers 'Invalid coupon code.' for an unknown, malformed or disabled code", async () => {
    const user = await userWithCredits(0);
    await upsertCoupon(t.database.db, { code: 'GONE', credits: 5 });
    await t.database.db.execute(sql`UPDATE coupons SET disabled_at = now() WHERE code = 'GONE'`);
    for (const coupon of ['NOPE', 'GONE', '', '   ', 'bad code!', 'x'.repeat(65)]) {
      const response = await post(user.token, '/api/addCouponCredits', { coupon }, '10.50.1.1');
      expect(response.statusCode, coupon).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(couponMessages.invalid);
    }
    await expectExact(user.id, 0);
  });

  it('credits once when one user redeems one code 20 times at once', async () => {
    const user = await userWithCredits(3);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        post(user.token, '/api/addCouponCredits', { coupon: 'EARLYBIRD' }, `10.51.0.${index + 1}`),
      ),
    );
    const counts = tally(responses);
    expect(counts[200]).toBe(1);
    // The others: already used, or refused by the user's coupon limit (10 tries in 15 minutes).
    expect((counts[409] ?? 0) + (counts[429] ?? 0)).toBe(19);
    expect(Object.keys(counts).sort()).toEqual(
      Object.keys(counts)
        .filter((code) => ['200', '409', '429'].includes(code))
        .sort(),
    );
    await expectExact(user.id, 1002);
    const redemptions = await t.database.db.execute<{ count: string }>(
      sql`SELECT count(*) AS count FROM coupon_redemptions WHERE user_id = ${user.id}`,
    );
    expect(Number(redemptions.rows[0]?.count)).toBe(1);
  });

  it('limits coupon guesses: the 11th in 15 minutes is a 429', async () => {
    const user = await userWithCredits(0);
    const statuses: number[] = [];
    for (let guess = 0; guess < 11; guess += 1) {
      statuses.push(
        (await post(user.token, '/api/addCouponCredits', { coupon: `GUESS${guess}` }, nextAddress()))
          .statusCode,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
    // The right code waits as well: guessing cannot continue by trying a real one.
    expect(
      (await post(user.token, '/api/addCouponCredits', { coupon: 'TINY_1' }, nextAddress())).statusCode,
    ).toBe(429);
    await expectExact(user.id, 0);
  });
});

describe('the ledger in the database', () => {
  it('refuses a direct change of users.credits, and any change or removal of an entry', async () => {
    const user = await userWithCredits(4);
    await expect(
      t.database.db.execute(sql`UPDATE users SET credits = 100 WHERE id = ${user.id}`),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`UPDATE credit_ledger SET delta = 100 WHERE user_id = ${user.id}`),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`DELETE FROM credit_ledger WHERE user_id = ${user.id}`),
    ).rejects.toThrow();
    await expectExact(user.id, 4);
    // Other columns of the account change as before.
    await t.database.db.execute(sql`UPDATE users SET first_name = 'Grace' WHERE id = ${user.id}`);
    expect(await getBalance(t.database.db, user.id)).toBe(4);
  });

  it('records a payment once however often it is delivered, even all at once', async () => {
    const user = await userWithCredits(0);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        addCredits(t.database.db, {
          userId: user.id,
          amount: 15,
          kind: 'purchase',
          reason: 'Light plan',
          reference: `test-payment-${user.id}`,
        }),
      ),
    );
    expect(results.filter((balance) => balance === 15)).toHaveLength(1);
    expect(results.filter((balance) => balance === null)).toHaveLength(19);
    await expectExact(user.id, 15);
  });

  it('keeps grants and spends exact when they race', async () => {
    const user = await userWithCredits(5);
    const outcomes = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        index % 3 === 0
          ? post(user.token, '/api/removeCredits', { credits: 2 })
          : addCredits(t.database.db, { userId: user.id, amount: 1, kind: 'grant', reason: 'race' }).then(
              () => null,
            ),
      ),
    );
    const spent = outcomes.filter((response) => response?.statusCode === 200).length;
    expect(outcomes.every((response) => response === null || [200, 402].includes(response.statusCode))).toBe(
      true,
    );
    await expectExact(user.id, 5 + 40 - 2 * spent);
  });

  it('takes the ledger with the account when the account is deleted', async () => {
    const user = await userWithCredits(3);
    await t.database.db.execute(sql`DELETE FROM users WHERE id = ${user.id}`);
    const left = await t.database.db.execute<{ count: string }>(
      sql`SELECT count(*) AS count FROM credit_ledger WHERE user_id = ${user.id}`,
    );
    expect(Number(left.rows[0]?.count)).toBe(0);
  });

  it('refuses a balance over the ceiling without changing it', async () => {
    const user = await userWithCredits(0);
    // 1,000 grants of the largest amount reach the ceiling of 1,000,000,000 exactly.
    await t.database.db.execute(sql`
      INSERT INTO credit_ledger (user_id, delta, kind, reason)
      SELECT ${user.id}::uuid, 1000000, 'grant', 'ceiling test' FROM generate_series(1, 1000)`);
    await expect(
      addCredits(t.database.db, { userId: user.id, amount: 1, kind: 'grant', reason: 'one more' }),
    ).rejects.toMatchObject({ statusCode: 409, code: 'CREDIT_LIMIT' });
    await expectExact(user.id, 1_000_000_000);
  });
});

describe('plans through the documented calls', () => {
  it('updateUserPlanSearchCount answers the server count; deactivateUserPlan ends only the named plan', async () => {
    const user = await userWithCredits(0);
    await activatePlan(t.database.db, user.id, 'light');
    const counted = await post(user.token, '/api/plan/updateUserPlanSearchCount', { search_count: 1 });
    expect(counted.json()).toMatchObject({
      result: true,
      plan: { status: 'active', name: 'Light', search_count: 15 },
    });

    const stale = await post(user.token, '/api/plan/deactivateUserPlan', {
      planName: 'Single Session',
      userid: user.id,
    });
    expect(stale.json()).toMatchObject({ deactivated: false, plan: { status: 'active', name: 'Light' } });
    const ended = await post(user.token, '/api/plan/deactivateUserPlan', { planName: 'Brandwright Light' });
    expect(ended.json()).toEqual({
      result: true,
      deactivated: true,
      plan: { status: 'inactive', name: null, search_count: 0, expiry_date: null },
    });
    expect((await post(user.token, '/api/getactiveplan', {})).json()).toEqual({
      activePlan: 'No Active Plan',
    });
    // The pot stays: credits are never destroyed by a plan change.
    expect((await post(user.token, '/api/getCredits', {})).json()).toEqual({ credits: 15 });
  });

  it('Unlimited: searches are not counted, the renewal date is 30 days ahead, and the plan lapses after it', async () => {
    const user = await userWithCredits(2);
    await activatePlan(t.database.db, user.id, 'unlimited');
    const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(user.token) });
    const plan = me.json<{ result: { plan: { name: string; expiry_date: string } } }>().result.plan;
    expect(plan.name).toBe('Unlimited');
    const days = (Date.parse(plan.expiry_date) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
    expect((await post(user.token, '/api/removeCredits', { credits: 1 })).json()).toEqual({
      credits: 2,
      charged: false,
    });

    await t.database.db.execute(
      sql`UPDATE users SET plan_expires_at = now() - interval '1 second' WHERE id = ${user.id}`,
    );
    expect((await post(user.token, '/api/getactiveplan')).json()).toEqual({ activePlan: 'No Active Plan' });
    expect((await post(user.token, '/api/removeCredits', { credits: 1 })).json()).toEqual({
      credits: 1,
      charged: true,
    });
  });
});
