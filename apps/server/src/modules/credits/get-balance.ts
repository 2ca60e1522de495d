import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@brandwright/db';
import { errors } from '../../errors.ts';

/** The user's balance (users.credits, which the ledger keeps equal to the sum of its entries). */
export async function getBalance(db: DbOrTx, userId: string): Promise<number> {
  const result = await db.execute<{ credits: number }>(
    sql`SELECT credits FROM users WHERE id = ${userId}::uuid`,
  );
  const row = result.rows[0];
  if (!row) throw errors.userNotFound();
  return Number(row.credits);
}

/** Sum of the user's ledger entries, with users.credits beside it: the two are always equal. */
export async function auditBalance(
  db: DbOrTx,
  userId: string,
): Promise<{ balance: number; ledgerSum: number; entries: number }> {
  const result = await db.execute<{ balance: number; ledger_sum: string; entries: string }>(sql`
    SELECT u.credits AS balance,
           coalesce((SELECT sum(delta) FROM credit_ledger WHERE user_id = u.id), 0) AS ledger_sum,
           (SELECT count(*) FROM credit_ledger WHERE user_id = u.id) AS entries
    FROM users u WHERE u.id = ${userId}::uuid`);
  const row = result.rows[0];
  if (!row) throw errors.userNotFound();
  return { balance: Number(row.balance), ledgerSum: Number(row.ledger_sum), entries: Number(row.entries) };
}
