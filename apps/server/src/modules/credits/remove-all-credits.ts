import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@brandwright/db';
import { errors } from '../../errors.ts';
import { postLedgerEntry } from './post-ledger-entry.ts';

/**
 * Removes the whole balance (POST /api/removeAllCredits): the account row is locked, so the amount
 * read is the amount removed. Returns how many credits went (0 when there were none).
 */
export async function removeAllCredits(db: DbOrTx, userId: string, reason: string): Promise<number> {
  return db.transaction(async (tx) => {
    const result = await tx.execute<{ credits: number }>(
      sql`SELECT credits FROM users WHERE id = ${userId}::uuid FOR UPDATE`,
    );
    const row = result.rows[0];
    if (!row) throw errors.userNotFound();
    const credits = Number(row.credits);
    if (credits > 0) await postLedgerEntry(tx, { userId, delta: -credits, kind: 'admin', reason });
    return credits;
  });
}
