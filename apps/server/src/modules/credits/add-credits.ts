import type { DbOrTx } from '@brandwright/db';
import { assertCreditAmount, postLedgerEntry } from './post-ledger-entry.ts';

export interface AddCreditsInput {
  userId: string;
  /** 1 to MAX_CREDIT_AMOUNT. */
  amount: number;
  kind: 'grant' | 'purchase' | 'coupon' | 'refund' | 'admin';
  reason: string;
  /** A one-time event (payment id, webhook event id): the same (kind, reference) adds only once. */
  reference?: string | null;
}

/**
 * Adds credits through the ledger. Returns the new balance, or null when this (kind, reference) was
 * already recorded (a repeated delivery: nothing added). Throws CreditLimitError past the ceiling.
 */
export async function addCredits(db: DbOrTx, input: AddCreditsInput): Promise<number | null> {
  assertCreditAmount(input.amount);
  return postLedgerEntry(db, { ...input, delta: input.amount });
}
