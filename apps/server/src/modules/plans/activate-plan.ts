import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@brandwright/db';
import { PLANS, UNLIMITED_RENEWAL_DAYS, type PlanKey } from '@brandwright/contracts';
import { addCredits } from '../credits/add-credits.ts';
import { currentPlan, endPlanIfDue, type CurrentPlan } from './current-plan.ts';

export interface ActivatePlanOptions {
  /** Unlimited: the renewal date (Stripe's current period end). Default: 30 days from now. */
  renewsAt?: Date;
  /**
   * The payment this activation fulfils (e.g. the checkout session or invoice id). With it, a
   * repeated delivery adds the plan's searches only once and changes nothing else.
   */
  reference?: string;
}

export interface ActivatePlanResult {
  /** False when `reference` was already fulfilled (nothing changed). */
  applied: boolean;
  plan: CurrentPlan;
}

// A purchase never replaces a higher plan that is still active: its searches go into the pot and
// the active plan stays (Unlimited outranks Light, which outranks Single Session).
const RANK = sql`CASE plan_key WHEN 'unlimited' THEN 3 WHEN 'light' THEN 2 WHEN 'single_session' THEN 1 ELSE 0 END`;
const RANK_OF: Record<PlanKey, number> = { single_session: 1, light: 2, unlimited: 3 };

/**
 * Activates a plan for the user. Single Session and Light add their searches to the credit pot
 * through the ledger (kind 'purchase', idempotent by `reference`); Unlimited sets the renewal date
 * (default 30 days ahead). Runs in one transaction (a savepoint inside a caller's).
 */
export async function activatePlan(
  db: DbOrTx,
  userId: string,
  planKey: PlanKey,
  options: ActivatePlanOptions = {},
): Promise<ActivatePlanResult> {
  const plan = PLANS[planKey];
  return db.transaction(async (tx) => {
    if (plan.searches !== null) {
      const balance = await addCredits(tx, {
        userId,
        amount: plan.searches,
        kind: 'purchase',
        reason: `${plan.name} plan: ${plan.searches} searches`,
        reference: options.reference ?? null,
      });
      if (balance === null) return { applied: false, plan: await currentPlan(tx, userId) };
    }
    // A lapsed plan ends first, so that it does not outrank the new one.
    await endPlanIfDue(tx, userId);
    const expiresAt =
      planKey === 'unlimited'
        ? options.renewsAt
          ? sql`${options.renewsAt.toISOString()}::timestamptz`
          : sql`now() + make_interval(days => ${UNLIMITED_RENEWAL_DAYS}::integer)`
        : sql`NULL`;
    await tx.execute(sql`
      UPDATE users SET plan_status = 'active', plan_key = ${planKey}, plan_name = ${plan.name},
        plan_expires_at = ${expiresAt}, plan_activated_at = now(), last_activity_at = now(),
        plan_ended_at = NULL, plan_end_reason = NULL, updated_at = now()
      WHERE id = ${userId}::uuid
        AND NOT (plan_status = 'active' AND ${RANK} > ${RANK_OF[planKey]}::integer)`);
    return { applied: true, plan: await currentPlan(tx, userId) };
  });
}

/**
 * Makes sure a credit pot can be used: with no active plan, activates Light without adding its
 * searches (a coupon's credits need a plan to be searched with). Returns the plan.
 */
export async function ensurePotPlan(db: DbOrTx, userId: string): Promise<CurrentPlan> {
  await endPlanIfDue(db, userId);
  await db.execute(sql`
    UPDATE users SET plan_status = 'active', plan_key = 'light', plan_name = ${PLANS.light.name},
      plan_expires_at = NULL, plan_activated_at = now(), last_activity_at = now(),
      plan_ended_at = NULL, plan_end_reason = NULL, updated_at = now()
    WHERE id = ${userId}::uuid AND plan_status = 'inactive' AND credits > 0`);
  return currentPlan(db, userId);
}
