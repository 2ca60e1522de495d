import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PLANS } from '@brandwright/contracts';
import { auditBalance, refundSearchCredit, spendSearchCredit } from '../src/modules/credits/index.ts';
import { activatePlan, currentPlan } from '../src/modules/plans/index.ts';
import { bearer, logIn, RecordingMailer, signedInUser, useTestApp } from './helpers/test-app.ts';

// Plans are decided by the server with the database's clock: tests move last_activity_at (or the
// renewal date) back instead of waiting.

const mailer = new RecordingMailer();

const t = useTestApp({ mailer });

interface PlanBody {
  status: string;
  name: string | null;
  search_count: number;
  expiry_date: string | null;
}

async function me(token: string): Promise<PlanBody> {
  const response = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });
  return response.json<{ result: { plan: PlanBody } }>().result.plan;
}

async function idleFor(userId: string, minutes: number) {
  await t.database.db.execute(
    sql`UPDATE users SET last_activity_at = now() - make_interval(mins => ${minutes}::integer) WHERE id = ${userId}`,
  );
}

async function lastActivity(userId: string): Promise<Date> {
  const result = await t.database.db.execute<{ last_activity_at: Date | string }>(
    sql`SELECT last_activity_at FROM users WHERE id = ${userId}`,
  );
  return new Date(result.rows[0]!.last_activity_at);
}

/** A call that counts as activity (any signed-in call but the plan, balance and session reads). */
function act(token: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/plan/updateUserPlanSearchCount',
    headers: bearer(token),
    payload: {},
  });
}

describe('Single Session', () => {
  it('adds 5 searches and lapses after 30 minutes without activity, as the server decides', async () => {
    const user = await signedInUser(t.app, mailer);
    await activatePlan(t.database.db, user.id, 'single_session', { reference: `test:${user.id}` });
    const plan = await me(user.token);
    expect(plan).toMatchObject({ status: 'active', name: 'Single Session', search_count: 5 });
    // The expiry shown is when it lapses without activity.
    expect(Date.parse(plan.expiry_date!) - Date.now()).toBeGreaterThan(29 * 60_000);

    // 29 idle minutes: still active, and a real request restarts the clock.
    await idleFor(user.id, 29);
    expect((await act(user.token)).json()).toMatchObject({
      plan: { status: 'active', name: 'Single Session' },
    });
    expect(Date.now() - (await lastActivity(user.id)).getTime()).toBeLessThan(60_000);

    // Reading the plan (the page's 10-second check) is not activity.
    await idleFor(user.id, 20);
    await me(user.token);
    await t.app.inject({ method: 'POST', url: '/api/getactiveplan', headers: bearer(user.token) });
    await t.app.inject({ method: 'POST', url: '/api/getCredits', headers: bearer(user.token) });
    expect(Date.now() - (await lastActivity(user.id)).getTime()).toBeGreaterThan(19 * 60_000);

    // 31 idle minutes: inactive; a request now does not bring it back.
    await idleFor(user.id, 31);
    expect((await act(user.token)).json()).toMatchObject({
      plan: { status: 'inactive', name: null, search_count: 0 },
    });
    expect(await me(user.token)).toEqual({
      status: 'inactive',
      name: null,
      search_count: 0,
      expiry_date: null,
    });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/getactiveplan', headers: bearer(user.token) })).json(),
    ).toEqual({ activePlan: 'No Active Plan' });
    expect(await currentPlan(t.database.db, user.id)).toMatchObject({
      endReason: 'idle for 30 minutes',
      credits: 5,
    });

    // The login response carries the plan fields too (spec 3).
    const login = await logIn(t.app, user.email);
    expect(login.json()).toMatchObject({
      result: { plan: { status: 'inactive', name: null, search_count: 0, expiry_date: null } },
    });

    // The same payment delivered again changes nothing; a new one starts a new session on the same pot.
    expect(
      (await activatePlan(t.database.db, user.id, 'single_session', { reference: `test:${user.id}` }))
        .applied,
    ).toBe(false);
    await activatePlan(t.database.db, user.id, 'single_session', { reference: `test2:${user.id}` });
    expect(await me(user.token)).toMatchObject({ status: 'active', search_count: 10 });
  });

  it('lapses idle even when the first request after the pause is a search', async () => {
    const user = await signedInUser(t.app, mailer);
    await activatePlan(t.database.db, user.id, 'single_session');
    await idleFor(user.id, 45);
    await expect(spendSearchCredit(t.database.db, user.id, 'after-pause')).rejects.toMatchObject({
      code: 'NO_ACTIVE_PLAN',
      statusCode: 402,
    });
    expect(await auditBalance(t.database.db, user.id)).toMatchObject({ balance: 5, ledgerSum: 5 });
  });
});

describe('Light', () => {
  it('is blocked at 0: spending the last search ends the plan, a top-up adds to the pot and reactivates it', async () => {
    const user = await signedInUser(t.app, mailer);
    await activatePlan(t.database.db, user.id, 'light');
    for (let search = 0; search < PLANS.light.searches!; search += 1) {
      await spendSearchCredit(t.database.db, user.id, `light-${user.id}-${search}`);
    }
    // Spec 4: Light, 0 searches, active → inactive, and the page goes to /my-account.
    expect(await me(user.token)).toMatchObject({ status: 'inactive', search_count: 0 });
    await expect(spendSearchCredit(t.database.db, user.id, `light-${user.id}-x`)).rejects.toMatchObject({
      code: 'NO_ACTIVE_PLAN',
    });

    await activatePlan(t.database.db, user.id, 'light');
    expect(await me(user.token)).toMatchObject({ status: 'active', name: 'Light', search_count: 15 });
    // A Single Session bought on top adds its searches; the Light plan stays (it outranks it).
    await activatePlan(t.database.db, user.id, 'single_session');
    expect(await me(user.token)).toMatchObject({ status: 'active', name: 'Light', search_count: 20 });
  });
});

describe('the Check tool pair: spendSearchCredit and refundSearchCredit', () => {
  it('charges a search once, refunds it once and only if it was charged', async () => {
    const user = await signedInUser(t.app, mailer);
    await activatePlan(t.database.db, user.id, 'light');
    const searchId = `search-${user.id}`;
    const [first, second] = await Promise.all([
      spendSearchCredit(t.database.db, user.id, searchId),
      spendSearchCredit(t.database.db, user.id, searchId),
    ]);
    expect([first, second]).toEqual([
      { charged: true, balance: 14 },
      { charged: true, balance: 14 },
    ]);
    const refunds = await Promise.all(
      Array.from({ length: 5 }, () => refundSearchCredit(t.database.db, user.id, searchId)),
    );
    expect(refunds.filter((refund) => refund.refunded)).toHaveLength(1);
    expect(refunds.every((refund) => refund.balance === 15)).toBe(true);
    // Never charged (or another user's search): nothing to refund.
    expect(await refundSearchCredit(t.database.db, user.id, 'never-charged')).toEqual({
      refunded: false,
      balance: 15,
    });
    const other = await signedInUser(t.app, mailer);
    expect(await refundSearchCredit(t.database.db, other.id, searchId)).toEqual({
      refunded: false,
      balance: 0,
    });
    expect(await auditBalance(t.database.db, user.id)).toMatchObject({ balance: 15, ledgerSum: 15 });
  });

  it('does not count searches under Unlimited, and needs a plan', async () => {
    const user = await signedInUser(t.app, mailer);
    await expect(spendSearchCredit(t.database.db, user.id, 'no-plan')).rejects.toMatchObject({
      code: 'NO_ACTIVE_PLAN',
    });
    await activatePlan(t.database.db, user.id, 'unlimited', {
      renewsAt: new Date(Date.now() + 3 * 86_400_000),
    });
    expect(await spendSearchCredit(t.database.db, user.id, 'unlimited-1')).toEqual({
      charged: false,
      balance: 0,
    });
    expect(await refundSearchCredit(t.database.db, user.id, 'unlimited-1')).toEqual({
      refunded: false,
      balance: 0,
    });
    const plan = await me(user.token);
    expect(Math.round((Date.parse(plan.expiry_date!) - Date.now()) / 86_400_000)).toBe(3);
  });

  it('answers 402 INSUFFICIENT_CREDITS at 0 credits while the plan is active', async () => {
    const user = await signedInUser(t.app, mailer);
    await activatePlan(t.database.db, user.id, 'single_session');
    for (let search = 0; search < 5; search += 1)
      await spendSearchCredit(t.database.db, user.id, `ss-${user.id}-${search}`);
    await expect(spendSearchCredit(t.database.db, user.id, `ss-${user.id}-5`)).rejects.toMatchObject({
      statusCode: 402,
      code: 'INSUFFICIENT_CREDITS',
    });
    // Single Session at 0 stays active (Create is free in it) until it is idle.
    expect(await me(user.token)).toMatchObject({ status: 'active', name: 'Single Session', search_count: 0 });
  });
});
