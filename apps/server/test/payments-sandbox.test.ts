import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountRow, requestCheckout } from './helpers/payments.ts';
import { bearer, RecordingMailer, signedInUser, startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let mailer: RecordingMailer;

beforeAll(async () => {
  mailer = new RecordingMailer();
  t = await startTestApp({ mailer });
});

afterAll(async () => {
  await t?.close();
});

const cookie = (token: string) => ({ bw_session: token });
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

const account = (userId: string) => accountRow(t.database, userId);

async function openCheckout(token: string, productId: string) {
  const response = await requestCheckout(t.app, token, productId);
  expect(response.statusCode).toBe(200);
  return response.json<{ sessionId: string; url: string; sandbox: boolean }>();
}

describe('sandbox checkout (no Stripe keys)', () => {
  it('buys Single Session end to end through the page, once', async () => {
    const user = await signedInUser(t.app, mailer);
    const opened = await openCheckout(user.token, 'single_session');
    expect(opened.sandbox).toBe(true);
    expect(opened.url).toBe(`/sandbox-checkout/${opened.sessionId}`);

    const page = await t.app.inject({ method: 'GET', url: opened.url, cookies: cookie(user.token) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Sandbox checkout — no real payment is taken');
    expect(page.body).toContain('£5.00');
    expect(page.body).not.toContain('<script');
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(page.body).toContain(`action="/sandbox-checkout/${opened.sessionId}/complete"`);

    // The return URL alone grants nothing.
    const early = await t.app.inject({
      method: 'GET',
      url: `/api/payment/status/${opened.sessionId}`,
      headers: bearer(user.token),
    });
    expect(early.json()).toMatchObject({ status: 'pending', sandbox: true });
    expect((await account(user.id)).credits).toBe(0);

    const paid = await t.app.inject({
      method: 'POST',
      url: `${opened.url}/complete`,
      cookies: cookie(user.token),
      headers: FORM,
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/payment-success/10/${opened.sessionId}`);
    const again = await t.app.inject({
      method: 'POST',
      url: `${opened.url}/complete`,
      cookies: cookie(user.token),
      headers: FORM,
      payload: '',
    });
    expect(again.statusCode).toBe(303);

    expect(await account(user.id)).toMatchObject({
      credits: 5,
      plan_status: 'active',
      plan_key: 'single_session',
    });
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/payment/status/${opened.sessionId}`,
      headers: bearer(user.token),
    });
    expect(status.json()).toMatchObject({
      status: 'paid',
      plan_name: 'Single Session',
      amount_total: 500,
      amount_code: 10,
    });
    const payments = await t.app.inject({
      method: 'POST',
      url: '/api/payment/getuserpayments',
      headers: bearer(user.token),
      payload: {},
    });
    expect(payments.json().result).toEqual([
      { date: expect.any(String), plan_name: 'Single Session', amount_total: 500, payment_status: 'paid' },
    ]);
  });

  it('fulfils a checkout once when Pay arrives many times at once', async () => {
    const user = await signedInUser(t.app, mailer);
    const opened = await openCheckout(user.token, 'light');
    const paid = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/payment/sandbox/${opened.sessionId}/complete`,
          headers: bearer(user.token),
          payload: {},
        }),
      ),
    );
    expect(paid.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    expect(await account(user.id)).toMatchObject({ credits: 15, plan_status: 'active', plan_key: 'light' });
    const ledger = await t.database.pool.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM credit_ledger WHERE user_id = $1 AND kind = 'purchase'",
      [user.id],
    );
    expect(ledger.rows[0]?.count).toBe(1);
  });

  it("hides one user's sandbox checkout from another and from visitors", async () => {
    const owner = await signedInUser(t.app, mailer);
    const other = await signedInUser(t.app, mailer);
    const opened = await openCheckout(owner.token, 'light');

    expect(
      (await t.app.inject({ method: 'GET', url: opened.url, cookies: cookie(other.token) })).statusCode,
    ).toBe(404);
    const stolen = await t.app.inject({
      method: 'POST',
      url: `${opened.url}/complete`,
      cookies: cookie(other.token),
      headers: FORM,
      payload: '',
    });
    expect(stolen.statusCode).toBe(404);
    const apiStolen = await t.app.inject({
      method: 'POST',
      url: `/api/payment/sandbox/${opened.sessionId}/complete`,
      headers: bearer(other.token),
      payload: {},
    });
    expect(apiStolen.statusCode).toBe(404);
    expect((await account(other.id)).credits).toBe(0);
    expect((await account(owner.id)).credits).toBe(0);

    const visitor = await t.app.inject({ method: 'GET', url: opened.url });
    expect(visitor.statusCode).toBe(303);
    expect(visitor.headers.location).toBe(`/login?next=${encodeURIComponent(opened.url)}`);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/payment/status/${opened.sessionId}`,
          headers: bearer(other.token),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('Cancel leads to the failure page and grants nothing; the JSON API pays as the page does', async () => {
    const user = await signedInUser(t.app, mailer);
    const cancelled = await openCheckout(user.token, 'light');
    const cancel = await t.app.inject({
      method: 'POST',
      url: `${cancelled.url}/cancel`,
      cookies: cookie(user.token),
      headers: FORM,
      payload: '',
    });
    expect(cancel.statusCode).toBe(303);
    expect(cancel.headers.location).toBe(`/payment-failure/20/${cancelled.sessionId}`);
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/payment/sandbox/${cancelled.sessionId}/complete`,
      headers: bearer(user.token),
      payload: {},
    });
    expect(late.json()).toMatchObject({ status: 'failed' });
    expect((await account(user.id)).credits).toBe(0);

    const bought = await openCheckout(user.token, 'light');
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/payment/sandbox/${bought.sessionId}`,
      headers: bearer(user.token),
    });
    expect(details.json()).toMatchObject({
      status: 'pending',
      plan_name: 'Light',
      amount_total: 1000,
      success_url: `/payment-success/20/${bought.sessionId}`,
      cancel_url: `/payment-failure/20/${bought.sessionId}`,
    });
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/payment/sandbox/${bought.sessionId}/complete`,
      headers: bearer(user.token),
      payload: {},
    });
    expect(done.json()).toMatchObject({ status: 'paid' });
    expect(await account(user.id)).toMatchObject({ credits: 15, plan_key: 'light' });
    const history = await t.app.inject({
      method: 'POST',
      url: '/api/payment/getuserpayments',
      headers: bearer(user.token),
      payload: {},
    });
    expect(history.json().result.map((row: { payment_status: string }) => row.payment_status)).toEqual([
      'paid',
      'failed',
    ]);
  });

  it('Unlimited in the sandbox is a subscription that plan/deactivateUserPlan cancels', async () => {
    const user = await signedInUser(t.app, mailer);
    const opened = await openCheckout(user.token, 'unlimited');
    await t.app.inject({
      method: 'POST',
      url: `/api/payment/sandbox/${opened.sessionId}/complete`,
      headers: bearer(user.token),
      payload: {},
    });
    expect(await account(user.id)).toMatchObject({ plan_status: 'active', plan_key: 'unlimited' });
    // Account Activity's cancel: the subscription ends with the provider, not only on our side.
    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/api/plan/deactivateUserPlan',
      headers: bearer(user.token),
      payload: { planName: 'Unlimited', userid: user.id },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ deactivated: true });
    expect((await account(user.id)).plan_status).toBe('inactive');
    const { rows } = await t.database.pool.query<{ ended: boolean }>(
      'SELECT subscription_ended_at IS NOT NULL AS ended FROM payments WHERE user_id = $1 AND subscription_id IS NOT NULL',
      [user.id],
    );
    expect(rows).toEqual([{ ended: true }]);
  });

  it('the webhook endpoint does not exist without Stripe keys', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(404);
  });
});
