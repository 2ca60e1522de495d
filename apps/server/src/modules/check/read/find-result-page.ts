import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@brandwright/db';
import type { CheckPaginateResponse, CheckSource } from '@brandwright/contracts';
import { checkReadErrors, isWellFormedToken } from './check-read-errors.ts';
import { presentRecords } from './record-schemas.ts';

export interface ResultPageQuery {
  source: CheckSource;
  /** 1 is the first page (the client adds one to its own zero-based number). */
  page: number;
  pageSize: number;
  /** Keep only records in one of these Nice classes (trademark sources); none keeps all. */
  classes?: readonly number[];
}

interface PageRow extends Record<string, unknown> {
  search_id: string | null;
  total: number;
  results: unknown[];
}

/**
 * One page of a source's records, in answer order, with the count of all that match. The search is
 * found by token and user in the same statement: another user's token is a 404. A source the search
 * did not choose, or a page past the end, is an empty page with the right total (spec 8).
 */
export async function findResultPage(
  db: DbOrTx,
  userId: string,
  token: string,
  query: ResultPageQuery,
): Promise<CheckPaginateResponse> {
  if (!isWellFormedToken(token)) throw checkReadErrors.searchNotFound();
  const classFilter =
    query.classes && query.classes.length > 0
      ? sql`AND r.classes && ARRAY[${sql.join(
          query.classes.map((value) => sql`${value}`),
          sql`, `,
        )}]::integer[]`
      : sql``;
  const offset = (query.page - 1) * query.pageSize;
  const result = await db.execute<PageRow>(sql`
    WITH search AS (
      SELECT id FROM check_searches WHERE token = ${token} AND user_id = ${userId}::uuid
    ), matching AS (
      SELECT r.record, r.position FROM check_results r JOIN search ON r.search_id = search.id
      WHERE r.source = ${query.source} ${classFilter}
    )
    SELECT (SELECT id FROM search) AS search_id,
      (SELECT count(*)::integer FROM matching) AS total,
      (SELECT COALESCE(jsonb_agg(p.record ORDER BY p.position), '[]'::jsonb) FROM (
        SELECT record, position FROM matching ORDER BY position
        LIMIT ${query.pageSize} OFFSET ${offset}) p) AS results`);
  const row = result.rows[0];
  if (!row?.search_id) throw checkReadErrors.searchNotFound();
  return { results: presentRecords(query.source, row.results), totalRecords: row.total };
}
