import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@brandwright/db';
import type { CheckHistoryItem } from '@brandwright/contracts';
import { CHECK_SEARCH_COLUMNS, toCheckSearch, type CheckSearchRow } from './check-search-row.ts';

/** Searches per history page. */
export const CHECK_HISTORY_PAGE_SIZE = 20;

interface HistoryRow extends CheckSearchRow {
  total: number;
}

/**
 * POST /api/dekonstruktor/history: the caller's Check searches, newest first, one page at a time, in
 * the history list's shapes (spec 3: job_type comma-joined, trademark_cat a JSON string of the list).
 */
export async function findCheckHistory(
  db: DbOrTx,
  userId: string,
  page: number,
): Promise<{ data: CheckHistoryItem[]; totalRecords: number }> {
  const offset = (page - 1) * CHECK_HISTORY_PAGE_SIZE;
  const [rows, count] = await Promise.all([
    db.execute<HistoryRow>(sql`
      SELECT ${sql.raw(CHECK_SEARCH_COLUMNS)} FROM check_searches
      WHERE user_id = ${userId}::uuid
      ORDER BY created_at DESC, id DESC
      LIMIT ${CHECK_HISTORY_PAGE_SIZE} OFFSET ${offset}`),
    db.execute<{ total: number }>(sql`
      SELECT count(*)::integer AS total FROM check_searches WHERE user_id = ${userId}::uuid`),
  ]);
  return {
    data: rows.rows.map(toCheckSearch).map((search) => ({
      user_id: search.userId,
      keyword: search.keyword,
      search_token: search.token,
      job_type: search.jobTypes.join(','),
      trademark_cat: JSON.stringify(search.trademarkCat),
      report_cat: search.reportCat,
      request_date: search.createdAt.toISOString(),
      complete: search.completedAt !== null,
    })),
    totalRecords: count.rows[0]?.total ?? 0,
  };
}
