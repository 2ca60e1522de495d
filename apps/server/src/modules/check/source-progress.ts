import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@brandwright/db';
import type { CheckSource, CheckSourceState } from '@brandwright/contracts';
import { refundSearchCredit } from '../credits/index.ts';

/**
 * One attempt at a source. `attempt` is the source row's `attempts` after this run claimed it: every
 * write is guarded by it, so a run that lost its job (expired while slow, then retried elsewhere)
 * can no longer change what the newer run writes.
 */
export interface SourceRun {
  searchId: string;
  source: CheckSource;
  attempt: number;
}

/** What a job needs of its search (read when it claims its source). */
export interface ClaimedSearch {
  run: SourceRun;
  names: string[];
  trademarkCat: number[];
  options: { domain_search_options?: { hyphenate?: boolean; industry?: string | null } };
  demo: boolean;
}

/**
 * Marks the source running and counts the attempt; undefined when the source has finished already
 * (a duplicate delivery, or the dead letter got there first) or the search is gone.
 */
export async function claimSource(
  db: DbOrTx,
  searchId: string,
  source: CheckSource,
): Promise<ClaimedSearch | undefined> {
  const result = await db.execute<{
    attempts: number;
    names: string[];
    trademark_cat: number[];
    options: ClaimedSearch['options'];
    demo: boolean;
  }>(sql`
    WITH claimed AS (
      UPDATE check_search_sources
      SET state = 'running', attempts = attempts + 1, started_at = COALESCE(started_at, now()), updated_at = now()
      WHERE search_id = ${searchId}::uuid AND source = ${source} AND finished_at IS NULL
      RETURNING attempts
    )
    SELECT claimed.attempts, s.names, s.trademark_cat, s.options, s.demo
    FROM claimed, check_searches s WHERE s.id = ${searchId}::uuid`);
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    run: { searchId, source, attempt: Number(row.attempts) },
    names: row.names,
    trademarkCat: row.trademark_cat,
    options: row.options ?? {},
    demo: row.demo,
  };
}

/** A record at its fixed place in the source's answer; `classes` lets paginate filter trademarks in SQL. */
export interface PositionedRecord {
  position: number;
  record: unknown;
  classes?: number[] | null;
}

/**
 * Writes records at their positions (a retry overwrites, never duplicates) and the source's progress,
 * in one statement. False when this run no longer owns the source (nothing was written).
 */
export async function writeSourceRecords(
  db: DbOrTx,
  run: SourceRun,
  records: readonly PositionedRecord[],
  progress: { percentage: number; recordCount: number },
): Promise<boolean> {
  const items = JSON.stringify(
    records.map((item) => ({ position: item.position, record: item.record, classes: item.classes ?? null })),
  );
  const result = await db.execute<{ owned: boolean }>(sql`
    WITH owner AS (
      UPDATE check_search_sources
      SET percentage = ${clampPercentage(progress.percentage)}, record_count = ${progress.recordCount},
          updated_at = now()
      WHERE search_id = ${run.searchId}::uuid AND source = ${run.source} AND attempts = ${run.attempt}
        AND finished_at IS NULL
      RETURNING 1
    ), written AS (
      INSERT INTO check_results (search_id, source, position, record, classes)
      SELECT ${run.searchId}::uuid, ${run.source}, item.position, item.record, item.classes
      FROM jsonb_to_recordset(${items}::jsonb) AS item(position integer, record jsonb, classes integer[])
      WHERE EXISTS (SELECT 1 FROM owner)
      ON CONFLICT (search_id, source, position) DO UPDATE SET record = EXCLUDED.record, classes = EXCLUDED.classes
      RETURNING 1
    )
    SELECT EXISTS (SELECT 1 FROM owner) AS owned, (SELECT count(*) FROM written) AS written_count`);
  return result.rows[0]?.owned === true;
}

export interface SourceOutcome {
  state: Extract<CheckSourceState, 'done' | 'unknown'>;
  /** Required for `unknown`: why, in words. */
  reason: string | null;
  /** Records the source holds; undefined keeps the count already written (the dead letter's case). */
  recordCount?: number;
  /** Merged into the row's meta (see decision 0012 for the keys). */
  meta?: Record<string, unknown>;
  /** Records at this position or later are left from an earlier attempt and are removed. */
  positionsBelow?: number;
}

export interface FinishResult {
  /** False when the source had finished already or this run no longer owns it. */
  finished: boolean;
  /** True when this call finished the search's last source. */
  searchCompleted: boolean;
  refunded: boolean;
}

/**
 * Ends a source and, when it was the search's last, completes the search (refunding a charged search
 * none of whose sources answered). The search row is locked first, so two workers finishing the last
 * two sources at once are serialised and exactly one of them completes the search. `attempt: null`
 * finishes whatever attempt holds the source (the dead letter's use).
 */
export async function finishSource(
  db: Db,
  target: { searchId: string; source: CheckSource; attempt: number | null },
  outcome: SourceOutcome,
): Promise<FinishResult> {
  return db.transaction(async (tx) => {
    const attemptGuard = target.attempt === null ? sql`` : sql`AND attempts = ${target.attempt}`;
    const removeFrom = outcome.positionsBelow ?? null;
    // One statement: the search row's lock is taken first (the uncorrelated EXISTS is evaluated once,
    // before any source row), then the source is ended and records left by an earlier attempt go.
    const ended = await tx.execute<{ finished: boolean }>(sql`
      WITH locked AS (
        SELECT id FROM check_searches WHERE id = ${target.searchId}::uuid FOR UPDATE
      ), ended AS (
        UPDATE check_search_sources
        SET state = ${outcome.state}, reason = ${outcome.reason ? outcome.reason.slice(0, 500) : null},
            percentage = 100, record_count = COALESCE(${outcome.recordCount ?? null}::integer, record_count),
            meta = meta || ${JSON.stringify(outcome.meta ?? {})}::jsonb,
            finished_at = now(), updated_at = now()
        WHERE EXISTS (SELECT 1 FROM locked)
          AND search_id = ${target.searchId}::uuid AND source = ${target.source} AND finished_at IS NULL
          ${attemptGuard}
        RETURNING search_id
      ), removed AS (
        DELETE FROM check_results
        WHERE ${removeFrom}::integer IS NOT NULL AND EXISTS (SELECT 1 FROM ended)
          AND search_id = ${target.searchId}::uuid AND source = ${target.source}
          AND position >= ${removeFrom}::integer
      )
      SELECT EXISTS (SELECT 1 FROM ended) AS finished`);
    if (ended.rows[0]?.finished !== true) return { finished: false, searchCompleted: false, refunded: false };
    // A new statement, so a source another worker ended (and committed) while we waited is seen.
    const completion = await completeSearchIfFinished(tx, target.searchId);
    return { finished: true, ...completion };
  });
}

/**
 * Sets completed_at when no source is unfinished; refunds a charged search where no source ended
 * `done`. Call with the search row locked (FOR UPDATE) in the same transaction.
 */
export async function completeSearchIfFinished(
  tx: DbOrTx,
  searchId: string,
): Promise<{ searchCompleted: boolean; refunded: boolean }> {
  const completed = await tx.execute<{ user_id: string; charged: boolean; any_done: boolean }>(sql`
    UPDATE check_searches SET completed_at = now()
    WHERE id = ${searchId}::uuid AND completed_at IS NULL
      AND NOT EXISTS (
        SELECT 1 FROM check_search_sources WHERE search_id = ${searchId}::uuid AND finished_at IS NULL
      )
    RETURNING user_id, charged,
      EXISTS (SELECT 1 FROM check_search_sources WHERE search_id = ${searchId}::uuid AND state = 'done') AS any_done`);
  const row = completed.rows[0];
  if (!row) return { searchCompleted: false, refunded: false };
  if (!row.charged || row.any_done) return { searchCompleted: true, refunded: false };
  const refund = await refundSearchCredit(tx, row.user_id, searchId);
  if (refund.refunded)
    await tx.execute(sql`UPDATE check_searches SET refunded = true WHERE id = ${searchId}::uuid`);
  return { searchCompleted: true, refunded: refund.refunded };
}

function clampPercentage(value: number): number {
  return Math.max(0, Math.min(100, Math.floor(value)));
}
