import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, RecordingMailer, signedInUser, startTestApp, type TestApp } from './helpers/test-app.ts';
import { FakeStripe } from './helpers/fake-stripe.ts';
import { accountRow, requestCheckout } from './helpers/payments.ts';

const WEBHOOK_SECRET = 'whsec_test_secret';
const PRICES = { price_single: 500, price_light: 1000, price_unlimited: 5000 };

let fake: FakeStripe;
let t: TestApp;
let mailer: RecordingMailer;

beforeAll(async () => {
  fake = new FakeStripe(PRICES, WEBHOOK_SECRET);
  const base = await fake.start();
  mailer = new RecordingMailer();
  t = await startTestApp({
    mailer,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_SINGLE_SESSION: 'price_single',
      STRIPE_PRICE_LIGHT: 'price_light',
      STRIPE_PRICE_UNLIMITED: 'price_unlimited',
      STRIPE_API_BASE: base,
    },
  });
});

afterAll(async () => {
  await t?.close();
  await fake?.stop();
});

const account = (userId: string) => accountRow(t.database, userId);

const checkout = (token: string, productId: string) => requestCheckout(t.app, token, productId);

async function deliver(delivery: { payload: string; signature: string }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
    payload: delivery.payload,
  });
}

async function status(token: string, sessionId: string) {
  return t.app.inject({ method: 'GET', url: `/api/payment/status/${sessionId}`, headers: bearer(token) });
}

describe('Stripe Checkout', () => {
  it('lists the three products with pence prices and return codes', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/product/getproduct', payload: {} });
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toEqual([
      expect.objectContaining({ productId: 'single_session', price: 500, mode: 'payment', amount_code: 10 }),
      expect.objectContaining({ productId: 'light', price: 1000, mode: 'payment', amount_code: 20 }),
      expect.objectContaining({ productId: 'unlimited', price: 5000, mode: 'subscription', amount_code: 50 }),
    ]);
  });

  it("creates Checkout Sessions with the spec's return URLs, the right mode and price", async () => {
    const user = await signedInUser(t.app, mailer);
    const single = await checkout(user.token, 'single_session');
    expect(single.statusCode).toBe(200);
    const body = single.json<{ sessionId: string; url: string; sandbox: boolean }>();
    expect(body.sandbox).toBe(false);
    expect(body.url).toBe(`https://checkout.stripe.test/c/pay/${body.sessionId}`);
    const sent = fake.requests.findLast((request) => request.path === '/v1/checkout/sessions');
    expect(sent?.form).toMatchObject({
      mode: 'payment',
      'line_items[0][price]': 'price_single',
      'line_items[0][quantity]': '1',
      client_reference_id: user.id,
      customer_email: user.email,
      success_url: 'http://localhost:5173/payment-success/10/{CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:5173/payment-failure/10/{CHECKOUT_SESSION_ID}',
    });
    expect(sent?.authorization).toBe('Bearer sk_test_fake');
    expect(sent?.idempotencyKey).toMatch(/^checkout:/);

    const unlimited = await checkout(user.token, 'unlimited');
    expect(unlimited.statusCode).toBe(200);
    const subscriptionRequest = fake.requests.findLast((request) => request.path === '/v1/checkout/sessions');
    expect(subscriptionRequest?.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_unlimited',
      success_url: 'http://localhost:5173/payment-success/50/{CHECKOUT_SESSION_ID}',
    });
    expect(subscriptionRequest?.form['subscription_data[metadata][payment_id]']).toBeTruthy();

    const pending = await status(user.token, body.sessionId);
    expect(pending.json()).toMatchObject({
      status: 'pending',
      plan_name: 'Single Session',
      amount_total: 500,
    });
  });

  it('refuses an unknown product with 400 and needs a session', async () => {
    const user = await signedInUser(t.app, mailer);
    const unknown = await checkout(user.token, 'platinum');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('VALIDATION_FAILED');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/product/getProductSessionId',
      payload: { productId: 'light' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('credits a checkout once when its webhook is delivered three times', async () => {
    const user = await signedInUser(t.app, mailer);
    const { sessionId } = (await checkout(user.token, 'single_session')).json<{ sessionId: string }>();
    const delivery = fake.completedEvent(sessionId);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await deliver(delivery);
      expect(response.statusCode).toBe(200);
    }
    expect(await account(user.id)).toMatchObject({
      credits: 5,
      plan_status: 'active',
      plan_key: 'single_session',
    });
    expect((await status(user.token, sessionId)).json()).toMatchObject({ status: 'paid', amount_total: 500 });
  });

  it('credits once when the same event arrives three times at once', async () => {
    const user = await signedInUser(t.app, mailer);
    const { sessionId } = (await checkout(user.token, 'light')).json<{ sessionId: string }>();
    const delivery = fake.completedEvent(sessionId);
    const responses = await Promise.all([deliver(delivery), deliver(delivery), deliver(delivery)]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(await account(user.id)).toMatchObject({ credits: 15, plan_key: 'light' });
  });

  it('a second event for the same checkout (another event id) changes nothing', async () => {
    const user = await signedInUser(t.app, mailer);
    const { sessionId } = (await checkout(user.token, 'single_session')).json<{ sessionId: string }>();
    expect((await deliver(fake.completedEvent(sessionId))).statusCode).toBe(200);
    expect((await deliver(fake.completedEvent(sessionId))).statusCode).toBe(200);
    expect((await account(user.id)).credits).toBe(5);
  });

  it('a forged or missing signature is a 400 and credits nothing', async () => {
    const user = await signedInUser(t.app, mailer);
    const { sessionId } = (await checkout(user.token, 'single_session')).json<{ sessionId: string }>();
    const genuine = fake.completedEvent(sessionId);
    const forgedBody = await deliver({
      payload: genuine.payload.replace('"livemode":false', '"livemode":true'),
      signature: genuine.signature,
    });
    expect(forgedBody.statusCode).toBe(400);
    const otherSecret = new FakeStripe(PRICES, 'whsec_someone_else').event(
      'checkout.session.completed',
      JSON.parse(genuine.payload).data.object,
    );
    expect((await deliver(otherSecret)).statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/json' },
      payload: genuine.payload,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
    expect((await account(user.id)).credits).toBe(0);
    expect((await status(user.token, sessionId)).json().status).toBe('pending');
  });

  it('a crash inside fulfilment records nothing, and the next delivery fulfils', async () => {
    const user = await signedInUser(t.app, mailer);
    const { sessionId } = (await checkout(user.token, 'single_session')).json<{ sessionId: string }>();
    // The ledger insert fails once (a sequence is not rolled back, so the trigger fires only once).
    await t.database.pool.query(`
      CREATE SEQUENCE crash_once;
      CREATE FUNCTION crash_ledger_once() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF nextval('crash_once') = 1 THEN RAISE EXCEPTION 'simulated crash'; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER a_crash_ledger_once BEFORE INSERT ON credit_ledger FOR EACH ROW EXECUTE FUNCTION crash_ledger_once();
    `);
    try {
      const delivery = fake.completedEvent(sessionId);
      const crashed = await deliver(delivery);
      expect(crashed.statusCode).toBe(500);
      expect((await account(user.id)).credits).toBe(0);
      expect((await status(user.token, sessionId)).json().status).toBe('pending');
      const marked = await t.database.pool.query('SELECT 1 FROM stripe_events WHERE id = $1', [delivery.id]);
      expect(marked.rowCount).toBe(0);

      const redelivered = await deliver(delivery);
      expect(redelivered.statusCode).toBe(200);
      expect(await account(user.id)).toMatchObject({ credits: 5, plan_key: 'single_session' });
      expect((await status(user.token, sessionId)).json().status).toBe('paid');
    } finally {
      await t.database.pool.query(
        'DROP TRIGGER a_crash_ledger_once ON credit_ledger; DROP FUNCTION crash_ledger_once(); DROP SEQUENCE crash_once;',
      );
    }
  });

  it("shows a checkout's status and payments only to its owner", async () => {
    const owner = await signedInUser(t.app, mailer);
    const other = await signedInUser(t.app, mailer);
    const { sessionId } = (await checkout(owner.token, 'light')).json<{ sessionId: string }>();
    expect((await deliver(fake.completedEvent(sessionId))).statusCode).toBe(200);

    const foreign = await status(other.token, sessionId);
    expect(foreign.statusCode).toBe(404);
    expect(JSON.stringify(foreign.json())).not.toContain('Light');
    expect((await status(other.token, 'cs_test_doesnotexist')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/payment/status/${sessionId}` })).statusCode).toBe(
      401,
    );

    const own = await t.app.inject({
      method: 'POST',
      url: '/api/payment/getuserpayments',
      headers: bearer(owner.token),
      payload: { userid: owner.id },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().result).toEqual([
      { date: expect.any(String), plan_name: 'Light', amount_total: 1000, payment_status: 'paid' },
    ]);
    const othersList = await t.app.inject({
      method: 'POST',
      url: '/api/payment/getuserpayments',
      headers: bearer(other.token),
      payload: {},
    });
    expect(othersList.json().result).toEqual([]);
    const claimed = await t.app.inject({
      method: 'POST',
      url: '/api/payment/getuserpayments',
      headers: bearer(other.token),
      payload: { userid: owner.id },
    });
    expect(claimed.statusCode).toBe(403);
  });

  it('Unlimited: completion activates, renewals are recorded once, cancel ends it via the webhook', async () => {
    const user = await signedInUser(t.app, mailer);
    const { sessionId } = (await checkout(user.token, 'unlimited')).json<{ sessionId: string }>();
    expect((await deliver(fake.completedEvent(sessionId))).statusCode).toBe(200);
    expect(await account(user.id)).toMatchObject({ plan_status: 'active', plan_key: 'unlimited' });
    const subscriptionId = fake.sessions.get(sessionId)?.subscription ?? '';

    expect((await deliver(fake.invoicePaidEvent(subscriptionId, 'subscription_create'))).statusCode).toBe(
      200,
    );
    const renewal = fake.invoicePaidEvent(subscriptionId, 'subscription_cycle');
    expect((await deliver(renewal)).statusCode).toBe(200);
    expect((await deliver(renewal)).statusCode).toBe(200);
    const payments = await t.app.inject({
      method: 'POST',
      url: '/api/payment/getuserpayments',
      headers: bearer(user.token),
      payload: {},
    });
    expect(payments.json().result.map((row: { amount_total: number }) => row.amount_total)).toEqual([
      5000, 5000,
    ]);

    const { cancelSubscription } = await import('../src/modules/payments/cancel-subscription.ts');
    const ctx = { config: t.config, database: t.database, mailer };
    expect(await cancelSubscription(ctx, user.id)).toBe(true);
    expect(fake.cancelledSubscriptions).toContain(subscriptionId);
    // Stripe decides: the plan stays until Stripe reports the subscription deleted.
    expect((await account(user.id)).plan_status).toBe('active');
    const deleted = fake.subscriptionDeletedEvent(
      subscriptionId,
      fake.sessions.get(sessionId)?.subscription_metadata ?? {},
    );
    expect((await deliver(deleted)).statusCode).toBe(200);
    expect(await account(user.id)).toMatchObject({ plan_status: 'inactive' });
    expect(await cancelSubscription(ctx, user.id)).toBe(false);
  });

  it('cancelling a subscription Stripe has already cancelled ends it here instead of failing', async () => {
    const user = await signedInUser(t.app, mailer);
    const { sessionId } = (await checkout(user.token, 'unlimited')).json<{ sessionId: string }>();
    expect((await deliver(fake.completedEvent(sessionId))).statusCode).toBe(200);
    const subscriptionId = fake.sessions.get(sessionId)?.subscription ?? '';
    // Cancelled from Stripe's dashboard; its deletion event has not arrived.
    fake.cancelledSubscriptions.push(subscriptionId);

    const { cancelSubscription } = await import('../src/modules/payments/cancel-subscription.ts');
    const ctx = { config: t.config, database: t.database, mailer };
    expect(await cancelSubscription(ctx, user.id)).toBe(true);
    expect(await account(user.id)).toMatchObject({ plan_status: 'inactive' });
    expect(await cancelSubscription(ctx, user.id)).toBe(false);
  });

  it('a subscription deleted before its checkout completed stays ended (out of order)', async () => {
    const user = await signedInUser(t.app, mailer);
    const { sessionId } = (await checkout(user.token, 'unlimited')).json<{ sessionId: string }>();
    const session = fake.pay(sessionId);
    const deleted = fake.subscriptionDeletedEvent(
      session.subscription ?? '',
      fake.sessions.get(sessionId)?.subscription_metadata ?? {},
    );
    expect((await deliver(deleted)).statusCode).toBe(200);
    expect((await deliver(fake.completedEvent(sessionId))).statusCode).toBe(200);
    expect((await account(user.id)).plan_status).toBe('inactive');
    expect((await status(user.token, sessionId)).json().status).toBe('paid');
  });
});

describe('an unknown price', () => {
  it('is a 400 when Stripe does not know the configured price', async () => {
    const strayFake = new FakeStripe({ price_single: 500 }, WEBHOOK_SECRET);
    const base = await strayFake.start();
    const stray = await startTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_PRICE_SINGLE_SESSION: 'price_single',
        STRIPE_PRICE_LIGHT: 'price_gone',
        STRIPE_PRICE_UNLIMITED: 'price_gone_too',
        STRIPE_API_BASE: base,
      },
    });
    try {
      const user = await signedInUser(stray.app, stray.mailer as RecordingMailer);
      const response = await stray.app.inject({
        method: 'POST',
        url: '/api/product/getProductSessionId',
        headers: bearer(user.token),
        payload: { productId: 'light' },
      });
      expect(response.statusCode).toBe(400);
    } finally {
      await stray.close();
      await strayFake.stop();
    }
  });
});
