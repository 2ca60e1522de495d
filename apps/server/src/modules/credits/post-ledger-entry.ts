import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@brandwright/db';
import { MAX_CREDIT_AMOUNT } from '@brandwright/contracts';
import { AppError } from '../../errors.ts';
import { CreditLimitError, InsufficientCreditsError, violatedConstraint } from './credit-errors.ts';

export type CreditKind = 'grant' | 'purchase' | 'coupon' | 'search_spend' | 'refund' | 'admin';

export interface LedgerEntryInput {
  userId: string;
  /** Positive adds, negative spends; never 0. */
  delta: number;
  kind: CreditKind;
  reason: string;
  /** Identifies a one-time event (payment id, 'search:<id>'): recorded at most once per kind. */
  reference?: string | null | undefined;
}

/** An amount a caller asked to add or spend: a whole number from 1 to MAX_CREDIT_AMOUNT. */
export function assertCreditAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < 1 || amount > MAX_CREDIT_AMOUNT) {
    throw new AppError(
      400,
      'VALIDATION_FAILED',
      `Credit amounts are whole numbers from 1 to ${MAX_CREDIT_AMOUNT}.`,
    );
  }
}

function assertText(name: string, value: string, max: number): void {
  if (value.length < 1 || value.length > max || value.includes('\u0000')) {
    throw new AppError(
      400,
      'VALIDATION_FAILED',
      `The ${name} of a credit entry must be 1 to ${max} characters.`,
    );
  }
}

/**
 * Records one ledger entry and applies it, in one INSERT: the table's trigger locks the account,
 * skips a (kind, reference) already recorded, moves users.credits, and the balance's CHECK refuses an
 * overdraft (migration 0005). Returns the balance after the entry, or null when the reference was
 * already recorded (nothing changed).
 *
 * Inside a caller's transaction an overdraft (InsufficientCreditsError) aborts that transaction on
 * PostgreSQL, like any failed statement; a duplicate never does (the trigger skips it quietly).
 */
export async function postLedgerEntry(db: DbOrTx, entry: LedgerEntryInput): Promise<number | null> {
  if (!Number.isSafeInteger(entry.delta) || entry.delta === 0) {
    throw new AppError(400, 'VALIDATION_FAILED', 'A credit entry moves a whole, non-zero number of credits.');
  }
  assertText('reason', entry.reason, 500);
  if (entry.reference != null) assertText('reference', entry.reference, 300);
  try {
    const result = await db.execute<{ balance_after: number }>(sql`
      INSERT INTO credit_ledger (user_id, delta, kind, reason, reference)
      VALUES (${entry.userId}::uuid, ${entry.delta}::integer, ${entry.kind}, ${entry.reason}, ${entry.reference ?? null})
      RETURNING balance_after`);
    const row = result.rows[0];
    return row ? Number(row.balance_after) : null;
  } catch (error) {
    const violation = violatedConstraint(error);
    if (violation?.constraint === 'users_credits_non_negative') {
      throw new InsufficientCreditsError(-entry.delta);
    }
    if (violation?.constraint === 'users_credits_at_most') throw new CreditLimitError();
    // Two first deliveries of one event for different accounts: the unique index is the backstop.
    if (violation?.constraint === 'credit_ledger_kind_reference_key') return null;
    throw error;
  }
}
