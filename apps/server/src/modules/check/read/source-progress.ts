import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@brandwright/db';
import {
  CHECK_SOURCE_OF_JOB_TYPE,
  CHECK_SOURCE_STATES,
  CHECK_SOURCES,
  isFinishedSourceState,
  type CheckJobType,
  type CheckSource,
  type CheckSourceProgress,
  type CheckSourceState,
  type CheckStatusResponse,
} from '@brandwright/contracts';

/** One `check_search_sources` row as the read calls use it. */
export interface SourceRow extends Record<string, unknown> {
  source: string;
  state: string;
  percentage: number;
  record_count: number;
  reason: string | null;
  meta: Record<string, unknown> | null;
}

export const SOURCE_COLUMNS = 'source, state, percentage, record_count, reason, meta';

export async function findSourceRows(db: DbOrTx, searchId: string): Promise<SourceRow[]> {
  const result = await db.execute<SourceRow>(sql`
    SELECT ${sql.raw(SOURCE_COLUMNS)} FROM check_search_sources WHERE search_id = ${searchId}::uuid`);
  return result.rows;
}

const isCheckSource = (value: string): value is CheckSource =>
  (CHECK_SOURCES as readonly string[]).includes(value);
const isSourceState = (value: string): value is CheckSourceState =>
  (CHECK_SOURCE_STATES as readonly string[]).includes(value);

/** The sources a search's job types chose, in the contract's order. */
export function chosenSources(jobTypes: readonly CheckJobType[]): CheckSource[] {
  const chosen = new Set(jobTypes.map((code) => CHECK_SOURCE_OF_JOB_TYPE[code]));
  return CHECK_SOURCES.filter((source) => chosen.has(source));
}

/**
 * A source's progress as clients see it. A finished source (done, unknown, not checked) is 100: its
 * work is over, whatever figure its job left. One still in progress never shows 100, so no client
 * stops polling before the source has really ended.
 */
export function toSourceProgress(row: SourceRow): CheckSourceProgress {
  const state = isSourceState(row.state) ? row.state : 'queued';
  const finished = isFinishedSourceState(state);
  const stored = Math.max(0, Math.min(100, Math.trunc(Number(row.percentage) || 0)));
  return {
    source: row.source as CheckSource,
    state,
    percentage: finished ? 100 : Math.min(stored, 99),
    count: Math.max(0, Number(row.record_count) || 0),
    reason: row.reason,
  };
}

/** A chosen source whose row the start call has not written (yet): waiting, nothing found. */
export function queuedProgress(source: CheckSource): CheckSourceProgress {
  return { source, state: 'queued', percentage: 0, count: 0, reason: null };
}

/**
 * Every source of a search, in the contract's order: the chosen ones (from its job types) and any
 * other that has a row. Rows of names the contract does not know are left out.
 */
export function sourceProgressList(
  jobTypes: readonly CheckJobType[],
  rows: readonly SourceRow[],
): CheckSourceProgress[] {
  const bySource = new Map(rows.filter((row) => isCheckSource(row.source)).map((row) => [row.source, row]));
  const chosen = new Set<string>(chosenSources(jobTypes));
  return CHECK_SOURCES.filter((source) => chosen.has(source) || bySource.has(source)).map((source) => {
    const row = bySource.get(source);
    return row ? toSourceProgress(row) : queuedProgress(source);
  });
}

/**
 * The overall status: the mean of the sources' percentages, 100 only when every source is finished
 * (a search with no source at all is not complete).
 */
export function summariseProgress(sources: CheckSourceProgress[]): CheckStatusResponse {
  const complete = sources.length > 0 && sources.every((source) => isFinishedSourceState(source.state));
  if (complete) return { percentage: 100, complete, sources };
  const mean =
    sources.length === 0 ? 0 : sources.reduce((sum, source) => sum + source.percentage, 0) / sources.length;
  return { percentage: Math.min(99, Math.floor(mean)), complete, sources };
}
