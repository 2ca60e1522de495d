import { schema } from '@brandwright/db';

export type { DbOrTx } from '@brandwright/db';

export type PaymentRow = typeof schema.payments.$inferSelect;

/** Sandbox checkout ids look like Stripe's but can never be mistaken for them. */
export const SANDBOX_SESSION_PREFIX = 'sandbox_cs_';
export const SANDBOX_SUBSCRIPTION_PREFIX = 'sandbox_sub_';

/** The provider_ref of a Stripe checkout row between its insert and Stripe's answer. */
export function placeholderRef(paymentId: string): string {
  return `pending:${paymentId}`;
}
