import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@brandwright/db';
import { CHECK_JOB_TYPES, type CheckJobType } from '@brandwright/contracts';
import { checkReadErrors, isWellFormedToken } from './check-read-errors.ts';
import type { SourceRow } from './source-progress.ts';

/** A Check search as `check_searches` keeps it. */
export interface CheckSearch {
  id: string;
  token: string;
  userId: string;
  keyword: string;
  names: string[];
  jobTypes: CheckJobType[];
  trademarkCat: number[];
  reportCat: string;
  options: Record<string, unknown>;
  demo: boolean;
  completedAt: Date | null;
  createdAt: Date;
}

export interface CheckSearchRow extends Record<string, unknown> {
  id: string;
  token: string;
  user_id: string;
  keyword: string;
  names: string[];
  job_types: string[];
  trademark_cat: number[];
  report_cat: string;
  options: Record<string, unknown> | null;
  demo: boolean;
  completed_at: Date | string | null;
  created_at: Date | string;
}

export const CHECK_SEARCH_COLUMNS =
  'id, token, user_id, keyword, names, job_types, trademark_cat, report_cat, options, demo, completed_at, created_at';

const toDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

export function toCheckSearch(row: CheckSearchRow): CheckSearch {
  return {
    id: row.id,
    token: row.token,
    userId: row.user_id,
    keyword: row.keyword,
    names: row.names,
    // Only codes the start call validated are stored; the filter keeps the contract's order and type.
    jobTypes: CHECK_JOB_TYPES.filter((code) => row.job_types.includes(code)),
    trademarkCat: row.trademark_cat.map(Number),
    reportCat: row.report_cat,
    options: row.options ?? {},
    demo: row.demo,
    completedAt: row.completed_at === null ? null : toDate(row.completed_at),
    createdAt: toDate(row.created_at),
  };
}

/**
 * The caller's search with this token. The user id is part of the look-up itself, so another user's
 * token finds nothing, exactly like an unknown or malformed one: 404 in every case.
 */
export async function getOwnCheckSearch(db: DbOrTx, userId: string, token: string): Promise<CheckSearch> {
  if (!isWellFormedToken(token)) throw checkReadErrors.searchNotFound();
  const result = await db.execute<CheckSearchRow>(sql`
    SELECT ${sql.raw(CHECK_SEARCH_COLUMNS)} FROM check_searches
    WHERE token = ${token} AND user_id = ${userId}::uuid`);
  const row = result.rows[0];
  if (!row) throw checkReadErrors.searchNotFound();
  return toCheckSearch(row);
}

/**
 * The caller's search and its source rows in one statement: the polled calls (status, the percentage
 * calls, a stream's first event) cost one round trip.
 */
export async function getOwnCheckSearchWithSources(
  db: DbOrTx,
  userId: string,
  token: string,
): Promise<{ search: CheckSearch; sources: SourceRow[] }> {
  if (!isWellFormedToken(token)) throw checkReadErrors.searchNotFound();
  const result = await db.execute<CheckSearchRow & { sources: SourceRow[] }>(sql`
    SELECT ${sql.raw(CHECK_SEARCH_COLUMNS)},
      COALESCE((
        SELECT json_agg(json_build_object(
          'source', c.source, 'state', c.state, 'percentage', c.percentage,
          'record_count', c.record_count, 'reason', c.reason, 'meta', c.meta))
        FROM check_search_sources c WHERE c.search_id = check_searches.id
      ), '[]'::json) AS sources
    FROM check_searches
    WHERE token = ${token} AND user_id = ${userId}::uuid`);
  const row = result.rows[0];
  if (!row) throw checkReadErrors.searchNotFound();
  return { search: toCheckSearch(row), sources: row.sources };
}
