import { sql } from 'drizzle-orm';
import pLimit from 'p-limit';
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
import { RunningSearches, storeGroups } from './running-searches.ts';
import { startCreateSearch, type CreateSearchInput } from './start-create-search.ts';

/**
 * Database work of the create calls (session look-ups, recording searches, storing groups) runs this
 * many units at a time: a burst of searches (nine calls each) then waits in its own queue instead of
 * filling the connection pool, or the embedded database's one session, ahead of everyone else's requests.
 */
export const CREATE_DATABASE_CONCURRENCY = 4;

/** Runs one unit of a create call's database work when its turn comes (see CREATE_DATABASE_CONCURRENCY). */
export type Admit = <T>(work: () => Promise<T>) => Promise<T>;

export interface CreateDependencies {
  db: DbOrTx;
  generation: GenerationPool;
  running: RunningSearches;
  admit: Admit;
}

/** The dependencies of the create calls: one set per app. */
export function createDependencies(db: DbOrTx, generation: GenerationPool): CreateDependencies {
  const limit = pLimit(CREATE_DATABASE_CONCURRENCY);
  const admit: Admit = (work) => limit(work);
  return {
    db,
    generation,
    admit,
    running: new RunningSearches(db, admit, (search, method, isUrgent) =>
      generateGroup(generation, search, method, isUrgent),
    ),
  };
}

/** One method's group for a search, computed on the pool (never on the request thread). */
async function generateGroup(
  generation: GenerationPool,
  search: Pick<CreateSearch, 'keyword' | 'language'>,
  method: CreateMethod,
  isUrgent = false,
): Promise<StoredGroup> {
  const outcome = await generation.generateGroup(
    { keyword: search.keyword, method, language: search.language, limit: CREATE_GROUP_LIMIT },
    { isUrgent },
  );
  if (!outcome.ok) throw createErrors.keywordRefused(outcome.message);
  return { candidates: outcome.candidates };
}

/**
 * POST /api/konstruktor: starts the search (checks, project, history row) and, without waiting, every
 * chosen method on the pool; the result calls pick the groups up.
 */
export async function startKonstruktorSearch(
  deps: CreateDependencies,
  userId: string,
  input: CreateSearchInput,
): ReturnType<typeof startCreateSearch> {
  const started = await deps.admit(() => startCreateSearch(deps.db, userId, input));
  deps.running.start(userId, started.search);
  return started;
}

/**
 * A result call (POST /api/konstruktor/result…): the group this process is already computing for the
 * caller's search (answered once stored), or else from the row: the caller's search by token (another
 * user's is a 404), the method must be one the search asked for (400), a stored group is answered as it
 * is, a missing one is generated, stored and answered. Generation is deterministic, so a group computed
 * twice by simultaneous calls or by two processes is the same group.
 */
export async function getCreateGroup(
  deps: CreateDependencies,
  userId: string,
  token: string,
  method: CreateMethod,
): Promise<CreateGroup> {
  const pending = deps.running.pending(userId, token, method);
  if (pending) return presentCreateGroup(method, await pending);
  const result = await deps.admit(() =>
    deps.db.execute<CreateSearchRow & { stored: StoredGroup | null }>(sql`
      SELECT ${sql.raw(CREATE_SEARCH_COLUMNS)}, groups -> ${method}::text AS stored
      FROM create_searches WHERE token = ${token} AND user_id = ${userId}::uuid`),
  );
  const row = result.rows[0];
  if (!row) throw createErrors.searchNotFound();
  const search = toCreateSearch(row);
  if (!search.methods.includes(method)) throw createErrors.methodNotChosen(method);
  if (row.stored) return presentCreateGroup(method, row.stored);
  const group = await generateGroup(deps.generation, search, method);
  await deps.admit(() => storeGroups(deps.db, search.id, { [method]: group }));
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
  const { search, project } = await deps.admit(() => startCreateSearch(deps.db, userId, input));
  const generated = await Promise.all(
    search.methods.map(
      async (method) => [method, await generateGroup(deps.generation, search, method)] as const,
    ),
  );
  await deps.admit(() => storeGroups(deps.db, search.id, Object.fromEntries(generated)));
  const groups = generated.map(([method, group]) => presentCreateGroup(method, group));
  return {
    search_token: search.token,
    project,
    data: Object.fromEntries(groups.map((group) => [CREATE_GROUP_TITLES[group.method], group.words])),
    groups,
  };
}
