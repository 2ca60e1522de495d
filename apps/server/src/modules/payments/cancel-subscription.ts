import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { schema } from '@brandwright/db';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { endSubscription } from './handle-stripe-event.ts';
import { stripeClient } from './stripe-client.ts';

/**
 * Cancels the user's running subscription (Unlimited), for "cancel" in Account Activity. At Stripe the
 * plan ends when Stripe reports customer.subscription.deleted (the verified webhook), so that Stripe
 * and we never disagree; in the sandbox it ends at once through the same handler. Returns false when
 * the user has no running subscription.
 */
export async function cancelSubscription(ctx: AppContext, userId: string): Promise<boolean> {
  const db = ctx.database.db;
  const [row] = await db
    .select()
    .from(schema.payments)
    .where(
      and(
        eq(schema.payments.userId, userId),
        eq(schema.payments.kind, 'checkout'),
        eq(schema.payments.status, 'paid'),
        isNotNull(schema.payments.subscriptionId),
        isNull(schema.payments.subscriptionEndedAt),
      ),
    )
    .orderBy(desc(schema.payments.paidAt))
    .limit(1);
  if (!row?.subscriptionId) return false;
  const subscriptionId = row.subscriptionId;
  if (row.provider === 'sandbox') {
    return db.transaction((tx) => endSubscription(tx, 'sandbox', subscriptionId));
  }
  const stripe = ctx.config.stripe;
  if (!stripe) throw new Error('a Stripe subscription exists but Stripe is not configured');
  const client = stripeClient(stripe);
  try {
    await client.subscriptions.cancel(subscriptionId);
  } catch {
    // Cancelled at Stripe already (from its dashboard, or a deletion event still on its way): end it
    // here too rather than fail; any other provider failure is the provider's, not a server fault.
    const current = await client.subscriptions.retrieve(subscriptionId).catch(() => undefined);
    if (current?.status === 'canceled') {
      return db.transaction((tx) => endSubscription(tx, 'stripe', subscriptionId));
    }
    throw new AppError(
      502,
      'PAYMENT_PROVIDER_UNAVAILABLE',
      'The payment provider could not cancel the plan. Please try again.',
    );
  }
  return true;
}
