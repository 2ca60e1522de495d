import { and, desc, eq, ne } from 'drizzle-orm';
import { schema, type Db } from '@brandwright/db';
import type { PaymentRecord } from '@brandwright/contracts';
import { findProduct } from './catalogue.ts';

/** Most rows Account Activity lists. */
const MAX_PAYMENTS = 200;

/**
 * The user's payments, newest first: paid and failed checkouts and renewals. A checkout still
 * pending (opened, never paid or abandoned) is not a payment yet.
 */
export async function findUserPayments(db: Db, userId: string): Promise<PaymentRecord[]> {
  const rows = await db
    .select()
    .from(schema.payments)
    .where(and(eq(schema.payments.userId, userId), ne(schema.payments.status, 'pending')))
    .orderBy(desc(schema.payments.createdAt), desc(schema.payments.id))
    .limit(MAX_PAYMENTS);
  return rows.map((row) => ({
    date: (row.paidAt ?? row.createdAt).toISOString(),
    plan_name: findProduct(row.productKey)?.name ?? row.productKey,
    amount_total: row.amountTotal,
    payment_status: row.status,
  }));
}
