import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@brandwright/db';
import type { CreditLedgerEntry } from '@brandwright/contracts';
import type { CreditKind } from './post-ledger-entry.ts';

interface LedgerRow extends Record<string, unknown> {
  id: string | number;
  delta: number;
  kind: CreditKind;
  reason: string;
  reference: string | null;
  balance_after: number;
  created_at: Date | string;
}

/** The user's ledger, newest first (at most `limit` entries). */
export async function findLedgerEntries(
  db: DbOrTx,
  userId: string,
  limit = 100,
): Promise<CreditLedgerEntry[]> {
  const result = await db.execute<LedgerRow>(sql`
    SELECT id, delta, kind, reason, reference, balance_after, created_at
    FROM credit_ledger WHERE user_id = ${userId}::uuid
    ORDER BY id DESC LIMIT ${limit}::integer`);
  return result.rows.map((row) => ({
    id: Number(row.id),
    delta: Number(row.delta),
    kind: row.kind,
    reason: row.reason,
    reference: row.reference,
    balance_after: Number(row.balance_after),
    created_at: (row.created_at instanceof Date ? row.created_at : new Date(row.created_at)).toISOString(),
  }));
}
