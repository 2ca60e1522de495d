import { and, eq, isNull, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { schema, type Db } from '@brandwright/db';
import { findProduct } from './catalogue.ts';
import { failCheckout, fulfilCheckout } from './fulfil-checkout.ts';
import { endPlanOfSubscription, renewSubscriptionPlan } from './plan-grants.ts';
import type { DbOrTx } from './payment-rows.ts';

export type EventOutcome = 'processed' | 'duplicate' | 'ignored';

/**
 * Thrown when an event cannot be applied yet (a renewal of a subscription whose checkout has not been
 * fulfilled): nothing is recorded, the webhook answers 5xx, and Stripe delivers it again later.
 */
export class EventNotReadyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EventNotReadyError';
  }
}

/**
 * Applies one verified Stripe event exactly once: its id is recorded in the same transaction as its
 * effects. A redelivery finds the id and changes nothing; a simultaneous duplicate waits on the
 * primary key until the first commits (and then changes nothing) or rolls back (and then applies it).
 * A failure anywhere rolls back the id with the effects, so the next delivery applies it whole.
 */
export async function handleStripeEvent(db: Db, event: Stripe.Event): Promise<EventOutcome> {
  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(schema.stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: schema.stripeEvents.id });
    if (recorded.length === 0) return 'duplicate';
    return (await applyEvent(tx, event)) ? 'processed' : 'ignored';
  });
}

async function applyEvent(tx: DbOrTx, event: Stripe.Event): Promise<boolean> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      // Delayed payment methods complete the session unpaid; async_payment_succeeded follows.
      if (session.payment_status === 'unpaid') return false;
      const outcome = await fulfilCheckout(tx, {
        provider: 'stripe',
        providerRef: session.id,
        paymentId: session.metadata?.payment_id,
        amountTotal: session.amount_total,
        currency: session.currency,
        subscriptionId: idOf(session.subscription),
      });
      return outcome === 'fulfilled';
    }
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed': {
      const session = event.data.object;
      return failCheckout(tx, {
        provider: 'stripe',
        providerRef: session.id,
        paymentId: session.metadata?.payment_id,
      });
    }
    case 'invoice.paid':
      return recordRenewal(tx, event.data.object);
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      return endSubscription(tx, 'stripe', subscription.id, subscription.metadata.payment_id);
    }
    default:
      return false;
  }
}

function idOf(value: string | { id: string } | null | undefined): string | undefined {
  if (!value) return undefined;
  return typeof value === 'string' ? value : value.id;
}

/**
 * A monthly renewal of Unlimited. The first invoice of a subscription is the checkout itself
 * (fulfilled by checkout.session.completed), so only later cycles are recorded here.
 */
async function recordRenewal(tx: DbOrTx, invoice: Stripe.Invoice): Promise<boolean> {
  if (invoice.billing_reason !== 'subscription_cycle') return false;
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
  if (!subscriptionId || !invoice.id) return false;
  const [checkout] = await tx
    .select()
    .from(schema.payments)
    .where(
      and(
        eq(schema.payments.provider, 'stripe'),
        eq(schema.payments.kind, 'checkout'),
        eq(schema.payments.subscriptionId, subscriptionId),
      ),
    )
    .limit(1);
  if (!checkout) {
    // Ours only when we put our payment id on the subscription; anything else is not our business.
    if (invoice.parent?.subscription_details?.metadata?.payment_id) {
      throw new EventNotReadyError(`renewal of ${subscriptionId} before its checkout was fulfilled`);
    }
    return false;
  }
  const product = findProduct(checkout.productKey);
  if (!product) return false;
  const [renewal] = await tx
    .insert(schema.payments)
    .values({
      userId: checkout.userId,
      provider: 'stripe',
      kind: 'renewal',
      providerRef: invoice.id,
      productKey: checkout.productKey,
      mode: checkout.mode,
      amountTotal: invoice.amount_paid,
      currency: invoice.currency,
      status: 'paid',
      subscriptionId,
      paidAt: sql`now()`,
    })
    .onConflictDoNothing()
    .returning({ id: schema.payments.id });
  if (!renewal) return false;
  if (!checkout.subscriptionEndedAt) {
    await renewSubscriptionPlan(tx, { userId: checkout.userId, product, paymentId: renewal.id });
  }
  return true;
}

/**
 * The subscription is over (customer.subscription.deleted, or a sandbox cancellation): the plan ends.
 * When it ends before its checkout was fulfilled, the row remembers it and fulfilment ends it again.
 */
export async function endSubscription(
  tx: DbOrTx,
  provider: 'stripe' | 'sandbox',
  subscriptionId: string,
  paymentId?: string,
): Promise<boolean> {
  const ended = await tx
    .update(schema.payments)
    .set({ subscriptionEndedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(schema.payments.provider, provider),
        eq(schema.payments.kind, 'checkout'),
        eq(schema.payments.subscriptionId, subscriptionId),
        isNull(schema.payments.subscriptionEndedAt),
      ),
    )
    .returning();
  const row = ended[0];
  if (row) {
    if (row.status === 'paid') {
      const product = findProduct(row.productKey);
      if (product) await endPlanOfSubscription(tx, row.userId, product);
    }
    return true;
  }
  if (!paymentId || !/^[0-9a-f-]{36}$/i.test(paymentId)) return false;
  const early = await tx
    .update(schema.payments)
    .set({ subscriptionEndedAt: sql`now()`, subscriptionId, updatedAt: sql`now()` })
    .where(
      and(
        eq(schema.payments.id, paymentId),
        eq(schema.payments.provider, provider),
        eq(schema.payments.status, 'pending'),
        isNull(schema.payments.subscriptionEndedAt),
      ),
    )
    .returning({ id: schema.payments.id });
  return early.length > 0;
}
