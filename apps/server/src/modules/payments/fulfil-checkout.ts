import { and, eq, sql } from 'drizzle-orm';
import { schema } from '@brandwright/db';
import { findProduct } from './catalogue.ts';
import { endPlanOfSubscription, grantPurchase } from './plan-grants.ts';
import { placeholderRef, type DbOrTx, type PaymentRow } from './payment-rows.ts';

export interface CheckoutCompletion {
  provider: 'stripe' | 'sandbox';
  /** The checkout session id. */
  providerRef: string;
  /** Our payment id, from the session's metadata: finds a row whose session id was never stored. */
  paymentId?: string | undefined;
  /** What the provider charged (minor units); the row keeps its catalogue price when absent. */
  amountTotal?: number | null | undefined;
  currency?: string | null | undefined;
  subscriptionId?: string | null | undefined;
}

export type FulfilOutcome = 'fulfilled' | 'already_done' | 'unknown_checkout';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The one fulfilment of a checkout, for a verified webhook and the sandbox alike: moves the pending
 * row to paid and grants the plan, in the caller's transaction. Only a pending row moves, under its
 * row lock, so a second completion of the same checkout (a redelivery under another event id, a
 * double click in the sandbox) finds it paid and grants nothing.
 */
export async function fulfilCheckout(tx: DbOrTx, completion: CheckoutCompletion): Promise<FulfilOutcome> {
  const row = await lockCheckoutRow(tx, completion);
  if (!row) return 'unknown_checkout';
  if (row.status !== 'pending') return 'already_done';
  const product = findProduct(row.productKey);
  if (!product) throw new Error(`payment ${row.id} names no product of the catalogue`);

  const [paid] = await tx
    .update(schema.payments)
    .set({
      status: 'paid',
      paidAt: sql`now()`,
      updatedAt: sql`now()`,
      providerRef: completion.providerRef,
      ...(typeof completion.amountTotal === 'number' ? { amountTotal: completion.amountTotal } : {}),
      ...(completion.currency ? { currency: completion.currency } : {}),
      ...(completion.subscriptionId ? { subscriptionId: completion.subscriptionId } : {}),
    })
    .where(eq(schema.payments.id, row.id))
    .returning();
  if (!paid) throw new Error(`payment ${row.id} vanished while locked`);

  await grantPurchase(tx, { userId: paid.userId, product, paymentId: paid.id });
  // The subscription was deleted before its checkout completed (events out of order): it is paid for
  // but already over, so it ends again at once.
  if (paid.subscriptionEndedAt) await endPlanOfSubscription(tx, paid.userId, product);
  return 'fulfilled';
}

/** A checkout that ended without payment (expired at Stripe, cancelled in the sandbox). */
export async function failCheckout(
  tx: DbOrTx,
  completion: Pick<CheckoutCompletion, 'provider' | 'providerRef' | 'paymentId'>,
): Promise<boolean> {
  const row = await lockCheckoutRow(tx, completion);
  if (!row || row.status !== 'pending') return false;
  await tx
    .update(schema.payments)
    .set({ status: 'failed', updatedAt: sql`now()` })
    .where(eq(schema.payments.id, row.id));
  return true;
}

async function lockCheckoutRow(
  tx: DbOrTx,
  completion: Pick<CheckoutCompletion, 'provider' | 'providerRef' | 'paymentId'>,
): Promise<PaymentRow | undefined> {
  const byRef = await tx
    .select()
    .from(schema.payments)
    .where(
      and(
        eq(schema.payments.provider, completion.provider),
        eq(schema.payments.kind, 'checkout'),
        eq(schema.payments.providerRef, completion.providerRef),
      ),
    )
    .for('update');
  if (byRef[0]) return byRef[0];
  if (!completion.paymentId || !UUID.test(completion.paymentId)) return undefined;
  const byId = await tx
    .select()
    .from(schema.payments)
    .where(
      and(
        eq(schema.payments.id, completion.paymentId),
        eq(schema.payments.provider, completion.provider),
        eq(schema.payments.kind, 'checkout'),
        // Only a row that never learnt its session id: a known session is found by its id alone.
        eq(schema.payments.providerRef, placeholderRef(completion.paymentId)),
      ),
    )
    .for('update');
  return byId[0];
}
