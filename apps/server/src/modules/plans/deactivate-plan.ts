import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@brandwright/db';
import type { PlanKey } from '@brandwright/contracts';
import { endPlanAssignments } from './current-plan.ts';

/**
 * Ends the user's active plan (spec 4: name, count and expiry cleared, status inactive). The credit
 * pot is left as it is: credits are never destroyed by a plan change. With `onlyPlan`, ends the plan
 * only if it is that one. Returns true when a plan was ended.
 */
export async function deactivatePlan(
  db: DbOrTx,
  userId: string,
  reason: string,
  options: { onlyPlan?: PlanKey } = {},
): Promise<boolean> {
  const onlyPlan = options.onlyPlan ? sql`AND plan_key = ${options.onlyPlan}` : sql``;
  const result = await db.execute(sql`
    UPDATE users SET ${endPlanAssignments(sql`${reason}`)}
    WHERE id = ${userId}::uuid AND plan_status = 'active' ${onlyPlan}`);
  return (result.rowCount ?? 0) > 0;
}
