import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@brandwright/db';
import {
  isPlanKey,
  NO_ACTIVE_PLAN,
  SINGLE_SESSION_IDLE_MINUTES,
  type PlanKey,
  type PlanSummary,
} from '@brandwright/contracts';
import { errors } from '../../errors.ts';

/** The plan as the server decides it right now (lapsed plans already ended). */
export interface CurrentPlan {
  status: 'active' | 'inactive';
  key: PlanKey | null;
  /** 'Single Session', 'Light', 'Unlimited', or null when none is active. */
  name: string | null;
  /** The credit pot: the searches left (users.credits, kept by the ledger). */
  credits: number;
  /**
   * When the plan lapses unless something happens: Unlimited, its renewal date; Single Session,
   * 30 minutes after the last activity; Light, null (it ends at 0 credits).
   */
  expiresAt: Date | null;
  activatedAt: Date | null;
  lastActivityAt: Date | null;
  /** Why and when the last plan ended ('idle', 'no searches left', 'renewal date passed', 'cancelled'...). */
  endedAt: Date | null;
  endReason: string | null;
}

const IDLE = sql`make_interval(mins => ${SINGLE_SESSION_IDLE_MINUTES}::integer)`;

/**
 * The conditions under which the server ends an active plan (spec 4), with the database's clock:
 * Single Session after 30 minutes without activity, Light with no searches left, Unlimited once its
 * renewal date has passed. Columns are the row's values before the update.
 */
export const PLAN_IS_DUE: SQL = sql`(
  (plan_key = 'single_session' AND coalesce(last_activity_at, plan_activated_at, now()) <= now() - ${IDLE})
  OR (plan_key = 'light' AND credits = 0)
  OR (plan_key = 'unlimited' AND plan_expires_at IS NOT NULL AND plan_expires_at <= now())
)`;

const DUE_REASON: SQL = sql`CASE plan_key
  WHEN 'single_session' THEN 'idle for ${sql.raw(String(SINGLE_SESSION_IDLE_MINUTES))} minutes'
  WHEN 'light' THEN 'no searches left'
  ELSE 'renewal date passed' END`;

const PLAN_COLUMNS = sql`plan_status, plan_key, plan_name, credits, plan_expires_at, plan_activated_at,
  last_activity_at, plan_ended_at, plan_end_reason,
  CASE WHEN plan_key = 'single_session' THEN coalesce(last_activity_at, plan_activated_at) + ${IDLE} END AS idle_expires_at`;

interface PlanRow extends Record<string, unknown> {
  plan_status: 'active' | 'inactive';
  plan_key: string | null;
  plan_name: string | null;
  credits: number;
  plan_expires_at: Date | string | null;
  plan_activated_at: Date | string | null;
  last_activity_at: Date | string | null;
  plan_ended_at: Date | string | null;
  plan_end_reason: string | null;
  idle_expires_at: Date | string | null;
}

const toDate = (value: Date | string | null): Date | null =>
  value === null ? null : value instanceof Date ? value : new Date(value);

function toCurrentPlan(row: PlanRow): CurrentPlan {
  const isActive = row.plan_status === 'active' && isPlanKey(row.plan_key);
  const key = isActive && isPlanKey(row.plan_key) ? row.plan_key : null;
  return {
    status: isActive ? 'active' : 'inactive',
    key,
    name: isActive ? row.plan_name : null,
    credits: Number(row.credits),
    expiresAt: !isActive
      ? null
      : key === 'single_session'
        ? toDate(row.idle_expires_at)
        : toDate(row.plan_expires_at),
    activatedAt: toDate(row.plan_activated_at),
    lastActivityAt: toDate(row.last_activity_at),
    endedAt: toDate(row.plan_ended_at),
    endReason: row.plan_end_reason,
  };
}

/** The SET list that ends a plan (spec 4: clears name, count and expiry, status inactive). */
export function endPlanAssignments(reason: SQL): SQL {
  return sql`plan_status = 'inactive', plan_key = NULL, plan_name = NULL, plan_expires_at = NULL,
    plan_ended_at = now(), plan_end_reason = left(${reason}, 200), updated_at = now()`;
}

/**
 * The user's plan, after ending it if it has lapsed (one statement: the lapse is decided and
 * recorded by the database, so every process and every request agrees).
 */
export async function currentPlan(db: DbOrTx, userId: string): Promise<CurrentPlan> {
  const result = await db.execute<PlanRow>(sql`
    WITH ended AS (
      UPDATE users SET ${endPlanAssignments(DUE_REASON)}
      WHERE id = ${userId}::uuid AND plan_status = 'active' AND ${PLAN_IS_DUE}
      RETURNING ${PLAN_COLUMNS}
    )
    SELECT * FROM ended
    UNION ALL
    SELECT ${PLAN_COLUMNS} FROM users WHERE id = ${userId}::uuid AND NOT EXISTS (SELECT 1 FROM ended)`);
  const row = result.rows[0];
  if (!row) throw errors.userNotFound();
  return toCurrentPlan(row);
}

/** Ends the user's plan if it has lapsed; true when it did. */
export async function endPlanIfDue(db: DbOrTx, userId: string): Promise<boolean> {
  const result = await db.execute(sql`
    UPDATE users SET ${endPlanAssignments(DUE_REASON)}
    WHERE id = ${userId}::uuid AND plan_status = 'active' AND ${PLAN_IS_DUE}`);
  return (result.rowCount ?? 0) > 0;
}

/** The plan fields of the login response and /api/user/me (spec 3). */
export function presentPlan(plan: CurrentPlan): PlanSummary {
  const isActive = plan.status === 'active';
  return {
    status: plan.status,
    name: isActive ? plan.name : null,
    search_count: isActive ? plan.credits : 0,
    expiry_date: isActive && plan.expiresAt ? plan.expiresAt.toISOString() : null,
  };
}

/** The activePlan string of POST /api/getactiveplan. */
export function activePlanName(plan: CurrentPlan): string {
  return plan.status === 'active' && plan.name ? plan.name : NO_ACTIVE_PLAN;
}
