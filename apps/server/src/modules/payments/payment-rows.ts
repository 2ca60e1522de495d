import { schema, type Db } from '@brandwright/db';

/** A transaction of the pool's query builder. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Functions that may run inside a caller's transaction take either. */
export type DbOrTx = Db | Tx;

export type PaymentRow = typeof schema.payments.$inferSelect;

/** Sandbox checkout ids look like Stripe's but can never be mistaken for them. */
export const SANDBOX_SESSION_PREFIX = 'sandbox_cs_';
export const SANDBOX_SUBSCRIPTION_PREFIX = 'sandbox_sub_';

/** The provider_ref of a Stripe checkout row between its insert and Stripe's answer. */
export function placeholderRef(paymentId: string): string {
  return `pending:${paymentId}`;
}
