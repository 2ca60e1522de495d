import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@brandwright/db';
import type { CreateMethod } from '@brandwright/contracts';
import { CREATE_SEARCH_COLUMNS, toCreateSearch, type CreateSearchRow } from './create-search-row.ts';
import type { StoredGroup } from './present-create-group.ts';

/** The history shows at most this many searches, newest first. */
export const CREATE_HISTORY_LIMIT = 100;

export interface CreateHistoryItem {
  search_token: string;
  search_type: 'konstruktor' | 'dekonstruktor';
  keyword: string;
  project_id: string | null;
  project_name: string;
  /** Create methods, or the Check tool's job types. */
  job_type: CreateMethod[] | string[];
  language: string;
  created_at: string;
}

/** POST /api/konstruktor/searchHistory for the Create tool: the caller's searches, newest first. */
export async function findCreateHistory(db: DbOrTx, userId: string): Promise<CreateHistoryItem[]> {
  const result = await db.execute<CreateSearchRow>(sql`
    SELECT ${sql.raw(CREATE_SEARCH_COLUMNS)} FROM create_searches
    WHERE user_id = ${userId}::uuid
    ORDER BY created_at DESC, id DESC
    LIMIT ${CREATE_HISTORY_LIMIT}`);
  return result.rows.map(toCreateSearch).map((search) => ({
    search_token: search.token,
    search_type: 'konstruktor' as const,
    keyword: search.keyword,
    project_id: search.projectId,
    project_name: search.projectName,
    job_type: search.methods,
    language: search.language,
    created_at: search.createdAt.toISOString(),
  }));
}

/**
 * The Check tool's searches in this call's shapes (the original client asks this call with
 * search_type 'dekonstruktor'); the Check tool's own history call is POST /api/dekonstruktor/history.
 */
export async function findCheckSearchesAsHistory(db: DbOrTx, userId: string): Promise<CreateHistoryItem[]> {
  const result = await db.execute<{
    token: string;
    keyword: string;
    job_types: string[];
    created_at: Date | string;
  }>(sql`
    SELECT token, keyword, job_types, created_at FROM check_searches
    WHERE user_id = ${userId}::uuid
    ORDER BY created_at DESC, id DESC
    LIMIT ${CREATE_HISTORY_LIMIT}`);
  return result.rows.map((row) => ({
    search_token: row.token,
    search_type: 'dekonstruktor' as const,
    keyword: row.keyword,
    project_id: null,
    project_name: '',
    job_type: row.job_types,
    language: '',
    created_at: new Date(row.created_at).toISOString(),
  }));
}

export interface EarlierSearch {
  keyword: string;
  job_type: CreateMethod[];
  /** Every name the search produced so far, group by group in method order. */
  result: string[];
}

/**
 * POST /api/konstruktor/userwordExist: the caller's earlier searches (of one keyword, any case, when
 * given), newest first, with the names of the groups computed so far.
 */
export async function findEarlierSearches(
  db: DbOrTx,
  userId: string,
  keyword: string | undefined,
): Promise<EarlierSearch[]> {
  const result = await db.execute<CreateSearchRow & { groups: Partial<Record<string, StoredGroup>> }>(sql`
    SELECT ${sql.raw(CREATE_SEARCH_COLUMNS)}, groups FROM create_searches
    WHERE user_id = ${userId}::uuid
      ${keyword === undefined ? sql`` : sql`AND lower(keyword) = lower(${keyword})`}
    ORDER BY created_at DESC, id DESC
    LIMIT ${CREATE_HISTORY_LIMIT}`);
  return result.rows.map((row) => {
    const search = toCreateSearch(row);
    return {
      keyword: search.keyword,
      job_type: search.methods,
      result: search.methods.flatMap(
        (method) => row.groups[method]?.candidates.map((candidate) => candidate.name) ?? [],
      ),
    };
  });
}
