import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** A Checkout Session as the fake keeps it (the fields our server sends and reads). */
export interface FakeSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment' | 'subscription';
  url: string;
  amount_total: number;
  currency: 'gbp';
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  subscription_metadata: Record<string, string>;
  payment_status: 'paid' | 'unpaid';
  status: 'open' | 'complete' | 'expired';
  subscription: string | null;
  success_url: string;
  cancel_url: string;
  price: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  /** The form-encoded body, decoded to flat keys (`line_items[0][price]`). */
  form: Record<string, string>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

/**
 * A loopback stand-in for the parts of Stripe's REST API the server calls (form-encoded requests, JSON
 * answers, Stripe's error shape): creating and reading Checkout Sessions and cancelling subscriptions.
 * It also builds the events Stripe would send, signed with the SDK's own test-header helper.
 */
export class FakeStripe {
  readonly requests: RecordedRequest[] = [];
  readonly sessions = new Map<string, FakeSession>();
  readonly cancelledSubscriptions: string[] = [];
  private counter = 0;
  private server: Server | undefined;

  constructor(
    /** Price id → amount in pence; any other price is "No such price". */
    readonly prices: Record<string, number>,
    readonly webhookSecret: string,
  ) {}

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      void this.handle(request, response);
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private nextId(prefix: string): string {
    this.counter += 1;
    return `${prefix}_test_${String(this.counter).padStart(6, '0')}`;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
    const url = new URL(request.url ?? '/', 'http://fake');
    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    this.requests.push({
      method: request.method ?? '',
      path: url.pathname,
      form,
      idempotencyKey: header('idempotency-key'),
      authorization: header('authorization'),
    });
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': this.nextId('req') });
      response.end(JSON.stringify(body));
    };
    const missing = (message: string, param?: string) =>
      send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message, param } });

    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const price = form['line_items[0][price]'] ?? '';
      const amount = this.prices[price];
      if (amount === undefined) {
        send(400, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such price: '${price}'`,
            param: 'line_items[0][price]',
          },
        });
        return;
      }
      const id = this.nextId('cs');
      const pick = (prefix: string) =>
        Object.fromEntries(
          Object.entries(form)
            .filter(([key]) => key.startsWith(prefix))
            .map(([key, value]) => [key.slice(prefix.length, -1), value]),
        );
      const session: FakeSession = {
        id,
        object: 'checkout.session',
        mode: form.mode === 'subscription' ? 'subscription' : 'payment',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        amount_total: amount,
        currency: 'gbp',
        client_reference_id: form.client_reference_id ?? null,
        customer_email: form.customer_email ?? null,
        metadata: pick('metadata['),
        subscription_metadata: pick('subscription_data[metadata]['),
        payment_status: 'unpaid',
        status: 'open',
        subscription: null,
        success_url: (form.success_url ?? '').replaceAll('{CHECKOUT_SESSION_ID}', id),
        cancel_url: (form.cancel_url ?? '').replaceAll('{CHECKOUT_SESSION_ID}', id),
        price,
      };
      this.sessions.set(id, session);
      send(200, this.present(session));
      return;
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && sessionMatch) {
      const session = this.sessions.get(decodeURIComponent(sessionMatch[1] ?? ''));
      if (!session) return missing('No such checkout.session');
      send(200, this.present(session));
      return;
    }
    const subscriptionMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
    if (subscriptionMatch && (request.method === 'DELETE' || request.method === 'GET')) {
      const id = decodeURIComponent(subscriptionMatch[1] ?? '');
      const session = [...this.sessions.values()].find((candidate) => candidate.subscription === id);
      if (!session) return missing(`No such subscription: '${id}'`);
      const cancelled = this.cancelledSubscriptions.includes(id);
      if (request.method === 'DELETE') {
        if (cancelled) {
          send(400, {
            error: {
              type: 'invalid_request_error',
              message: 'A canceled subscription can only update its cancellation_details and metadata.',
            },
          });
          return;
        }
        this.cancelledSubscriptions.push(id);
      }
      const status = cancelled || request.method === 'DELETE' ? 'canceled' : 'active';
      send(200, { id, object: 'subscription', status, metadata: session.subscription_metadata });
      return;
    }
    missing(`Unrecognized request URL (${request.method} ${url.pathname})`);
  }

  private present(session: FakeSession) {
    const { subscription_metadata: _ignored, price: _price, ...body } = session;
    return body;
  }

  /** The customer paid on the hosted page: the session completes (with a subscription in that mode). */
  pay(sessionId: string): FakeSession {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    session.payment_status = 'paid';
    session.status = 'complete';
    if (session.mode === 'subscription' && !session.subscription) session.subscription = this.nextId('sub');
    return session;
  }

  /** An event as Stripe sends it: a JSON body and its Stripe-Signature header. */
  event(
    type: string,
    object: unknown,
    id = this.nextId('evt'),
  ): { id: string; payload: string; signature: string } {
    const payload = JSON.stringify({
      id,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: 1_760_000_000,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    });
    return {
      id,
      payload,
      signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: this.webhookSecret }),
    };
  }

  completedEvent(sessionId: string) {
    return this.event('checkout.session.completed', this.present(this.pay(sessionId)));
  }

  /** invoice.paid of a subscription; `billingReason` 'subscription_cycle' is a monthly renewal. */
  invoicePaidEvent(subscriptionId: string, billingReason: 'subscription_create' | 'subscription_cycle') {
    const session = [...this.sessions.values()].find(
      (candidate) => candidate.subscription === subscriptionId,
    );
    return this.event('invoice.paid', {
      id: this.nextId('in'),
      object: 'invoice',
      billing_reason: billingReason,
      amount_paid: session?.amount_total ?? 0,
      currency: 'gbp',
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: {
          subscription: subscriptionId,
          metadata: session?.subscription_metadata ?? {},
        },
      },
    });
  }

  subscriptionDeletedEvent(subscriptionId: string, metadata: Record<string, string>) {
    return this.event('customer.subscription.deleted', {
      id: subscriptionId,
      object: 'subscription',
      status: 'canceled',
      metadata,
    });
  }
}
