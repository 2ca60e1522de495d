import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@brandwright/db';
import { endPlanIfDue } from './current-plan.ts';

/** Activity is written at most this often per account (the idle limit is 30 minutes). */
export const ACTIVITY_WRITE_EVERY_SECONDS = 15;

/**
 * A request of the user's that counts as activity (any signed-in call except the passive probes).
 * A Single Session that has already been idle for 30 minutes ends first, so activity cannot revive
 * it; otherwise its idle clock restarts. Returns true when the plan ended.
 */
export async function recordActivity(db: DbOrTx, userId: string): Promise<boolean> {
  if (await endPlanIfDue(db, userId)) return true;
  await db.execute(sql`
    UPDATE users SET last_activity_at = now()
    WHERE id = ${userId}::uuid AND plan_status = 'active'
      AND (last_activity_at IS NULL
           OR last_activity_at < now() - make_interval(secs => ${ACTIVITY_WRITE_EVERY_SECONDS}::integer))`);
  return false;
}

/** Whether a request by this user should be recorded as activity (saves a write on most requests). */
export function needsActivityWrite(
  user: { planStatus: string; planKey: string | null; lastActivityAt: Date | null },
  now: Date = new Date(),
): boolean {
  if (user.planStatus !== 'active' || user.planKey !== 'single_session') return false;
  if (!user.lastActivityAt) return true;
  return now.getTime() - user.lastActivityAt.getTime() >= ACTIVITY_WRITE_EVERY_SECONDS * 1000;
}
