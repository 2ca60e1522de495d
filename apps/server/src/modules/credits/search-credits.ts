import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@brandwright/db';
import { currentPlan } from '../plans/current-plan.ts';
import { NoActivePlanError } from './credit-errors.ts';
import { getBalance } from './get-balance.ts';
import { spendCredits } from './spend-credits.ts';

/** Credits one Check search costs (spec 9: 1 whenever any search type is selected). */
export const SEARCH_COST = 1;

/** The ledger reference of a search: its spend and its refund are each recorded once. */
export const searchReference = (searchId: string): string => `search:${searchId}`;

export interface SearchCharge {
  /** False while an Unlimited plan is active (searches are not counted). */
  charged: boolean;
  balance: number;
}

/**
 * Charges a Check search before it starts (the Check tool calls this). Needs an active plan
 * (NoActivePlanError, 402 NO_ACTIVE_PLAN) and, unless it is Unlimited, one credit
 * (InsufficientCreditsError, 402 INSUFFICIENT_CREDITS). The same searchId is charged once.
 */
export async function spendSearchCredit(db: DbOrTx, userId: string, searchId: string): Promise<SearchCharge> {
  const plan = await currentPlan(db, userId);
  if (plan.status !== 'active') throw new NoActivePlanError();
  if (plan.key === 'unlimited') return { charged: false, balance: plan.credits };
  const balance = await spendCredits(db, {
    userId,
    amount: SEARCH_COST,
    kind: 'search_spend',
    reason: 'Check search',
    reference: searchReference(searchId),
  });
  return { charged: true, balance: balance ?? (await getBalance(db, userId)) };
}

export interface SearchRefund {
  /** False when the search was not charged, or was refunded already. */
  refunded: boolean;
  balance: number;
}

/**
 * Gives back what a search was charged, when every source of it failed (the Check tool calls this).
 * Only a search that was charged is refunded, and only once: the refund copies the spend's entry, in
 * one statement, under the same reference.
 */
export async function refundSearchCredit(
  db: DbOrTx,
  userId: string,
  searchId: string,
): Promise<SearchRefund> {
  const reference = searchReference(searchId);
  const result = await db.execute<{ balance_after: number }>(sql`
    INSERT INTO credit_ledger (user_id, delta, kind, reason, reference)
    SELECT user_id, -delta, 'refund', 'Check search refunded: no source could answer', reference
    FROM credit_ledger
    WHERE kind = 'search_spend' AND reference = ${reference} AND user_id = ${userId}::uuid
    RETURNING balance_after`);
  const row = result.rows[0];
  if (row) return { refunded: true, balance: Number(row.balance_after) };
  return { refunded: false, balance: await getBalance(db, userId) };
}
