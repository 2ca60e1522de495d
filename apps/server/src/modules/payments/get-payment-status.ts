import { and, eq } from 'drizzle-orm';
import { schema, type Db } from '@brandwright/db';
import type { PaymentStatusResponse } from '@brandwright/contracts';
import { AppError } from '../../errors.ts';
import { findProduct } from './catalogue.ts';
import type { PaymentRow } from './payment-rows.ts';

export const checkoutNotFound = () => new AppError(404, 'NOT_FOUND', 'No such payment.');

/**
 * The user's own checkout by its session id. Someone else's is indistinguishable from one that does
 * not exist (404): a return URL shows nothing to anyone but its owner.
 */
export async function findOwnCheckout(db: Db, userId: string, sessionId: string): Promise<PaymentRow> {
  const [row] = await db
    .select()
    .from(schema.payments)
    .where(
      and(
        eq(schema.payments.providerRef, sessionId),
        eq(schema.payments.kind, 'checkout'),
        eq(schema.payments.userId, userId),
      ),
    )
    .limit(1);
  if (!row) throw checkoutNotFound();
  return row;
}

export function presentCheckout(row: PaymentRow): PaymentStatusResponse {
  const product = findProduct(row.productKey);
  if (!product) throw new Error(`payment ${row.id} names no product of the catalogue`);
  return {
    sessionId: row.providerRef,
    status: row.status,
    productId: product.key,
    plan_name: product.name,
    amount_total: row.amountTotal,
    currency: row.currency,
    amount_code: product.amountCode,
    sandbox: row.provider === 'sandbox',
  };
}

/** What fulfilment recorded for the signed-in user's checkout: the return pages poll this. */
export async function getPaymentStatus(
  db: Db,
  userId: string,
  sessionId: string,
): Promise<PaymentStatusResponse> {
  return presentCheckout(await findOwnCheckout(db, userId, sessionId));
}
