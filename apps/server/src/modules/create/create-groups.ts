import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@brandwright/db';
import {
  CREATE_GROUP_LIMIT,
  CREATE_GROUP_TITLES,
  type BrandCreateResponse,
  type CreateGroup,
  type CreateMethod,
} from '@brandwright/contracts';
import { createErrors } from './create-errors.ts';
import {
  CREATE_SEARCH_COLUMNS,
  toCreateSearch,
  type CreateSearch,
  type CreateSearchRow,
} from './create-search-row.ts';
import type { GenerationPool } from './generation-pool.ts';
import { presentCreateGroup, type StoredGroup } from './present-create-group.ts';
import { startCreateSearch, type CreateSearchInput } from './start-create-search.ts';

export interface CreateDependencies {
  db: DbOrTx;
  generation: GenerationPool;
}

/** One method's group for a search, computed on the pool (never on the request thread). */
async function generateGroup(
  generation: GenerationPool,
  search: Pick<CreateSearch, 'keyword' | 'language'>,
  method: CreateMethod,
): Promise<StoredGroup> {
  const outcome = await generation.generateGroup({
    keyword: search.keyword,
    method,
    language: search.language,
    limit: CREATE_GROUP_LIMIT,
  });
  if (!outcome.ok) throw createErrors.keywordRefused(outcome.message);
  return { candidates: outcome.candidates };
}

/**
 * Merges groups into the search's row. One jsonb concatenation evaluated on the row as it is when the
 * update runs, so simultaneous result calls of one search each add their group and lose none.
 */
async function storeGroups(
  db: DbOrTx,
  searchId: string,
  groups: Partial<Record<CreateMethod, StoredGroup>>,
): Promise<void> {
  await db.execute(sql`
    UPDATE create_searches SET groups = groups || ${JSON.stringify(groups)}::jsonb
    WHERE id = ${searchId}::uuid`);
}

/**
 * A result call (POST /api/konstruktor/result…): the caller's search by token (another user's is a
 * 404), the method must be one the search asked for (400); a stored group is answered as it is,
 * otherwise it is generated, stored and answered. Generation is deterministic, so a group computed twice
 * by simultaneous calls is the same group.
 */
export async function getCreateGroup(
  deps: CreateDependencies,
  userId: string,
  token: string,
  method: CreateMethod,
): Promise<CreateGroup> {
  const result = await deps.db.execute<CreateSearchRow & { stored: StoredGroup | null }>(sql`
    SELECT ${sql.raw(CREATE_SEARCH_COLUMNS)}, groups -> ${method}::text AS stored
    FROM create_searches WHERE token = ${token} AND user_id = ${userId}::uuid`);
  const row = result.rows[0];
  if (!row) throw createErrors.searchNotFound();
  const search = toCreateSearch(row);
  if (!search.methods.includes(method)) throw createErrors.methodNotChosen(method);
  if (row.stored) return presentCreateGroup(method, row.stored);
  const group = await generateGroup(deps.generation, search, method);
  await storeGroups(deps.db, search.id, { [method]: group });
  return presentCreateGroup(method, group);
}

/**
 * POST /api/brand/create: starts the search and runs every chosen method on the pool in parallel; the
 * groups are stored together and answered at once (`data` in the spec's shape: title → words).
 */
export async function runBrandCreate(
  deps: CreateDependencies,
  userId: string,
  input: CreateSearchInput,
): Promise<BrandCreateResponse> {
  const { search, project } = await startCreateSearch(deps.db, userId, input);
  const generated = await Promise.all(
    search.methods.map(
      async (method) => [method, await generateGroup(deps.generation, search, method)] as const,
    ),
  );
  await storeGroups(deps.db, search.id, Object.fromEntries(generated));
  const groups = generated.map(([method, group]) => presentCreateGroup(method, group));
  return {
    search_token: search.token,
    project,
    data: Object.fromEntries(groups.map((group) => [CREATE_GROUP_TITLES[group.method], group.words])),
    groups,
  };
}
