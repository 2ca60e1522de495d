import type { DbOrTx } from '@brandwright/db';
import { assertCreditAmount, postLedgerEntry } from './post-ledger-entry.ts';

export interface SpendCreditsInput {
  userId: string;
  /** 1 to MAX_CREDIT_AMOUNT. */
  amount: number;
  kind: 'search_spend' | 'admin';
  reason: string;
  /** A one-time event ('search:<id>'): the same (kind, reference) is spent only once. */
  reference?: string | null;
}

/**
 * Spends credits through the ledger, atomically: returns the new balance, or throws
 * InsufficientCreditsError (402 INSUFFICIENT_CREDITS) when the balance is short (nothing is spent).
 * Returns null when this (kind, reference) was already recorded (spent once already).
 */
export async function spendCredits(db: DbOrTx, input: SpendCreditsInput): Promise<number | null> {
  assertCreditAmount(input.amount);
  return postLedgerEntry(db, { ...input, delta: -input.amount });
}
