import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@brandwright/db';
import type { CreateMethod, ProjectSummary } from '@brandwright/contracts';
import { NamegenInputError, parseKeyword } from '@brandwright/namegen';
import { currentPlan } from '../plans/current-plan.ts';
import { consumeRateLimit, rateLimits } from '../rate-limit/consume-rate-limit.ts';
import { selectOrCreateProject } from '../projects/select-or-create-project.ts';
import { createErrors } from './create-errors.ts';
import {
  CREATE_SEARCH_COLUMNS,
  toCreateSearch,
  type CreateSearch,
  type CreateSearchRow,
} from './create-search-row.ts';

/** The create payload after its contract (trimmed, methods deduplicated in engine order). */
export interface CreateSearchInput {
  project_name: string;
  project_description: string;
  job_type: CreateMethod[];
  language: string;
  keyword: string;
}

/** A search token: 128 random bits, url-safe, meaningless without the session that owns it. */
function newSearchToken(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * Starts a create search: an active plan is required (Create costs no credits; decision 0011), the
 * keyword must be one the engine takes, the project of that name is selected or created (spec 001
 * section 4), and the search is recorded in the history. Generation is left to the result calls.
 * A user may start `rateLimits.createSearchUser` searches a minute (429 TOO_MANY_REQUESTS beyond).
 */
export async function startCreateSearch(
  db: DbOrTx,
  userId: string,
  input: CreateSearchInput,
): Promise<{ search: CreateSearch; project: ProjectSummary }> {
  const plan = await currentPlan(db, userId);
  if (plan.status !== 'active') throw createErrors.noActivePlan();
  try {
    // Cheap and lexicon-free: refuses what the engine would refuse before anything is recorded.
    parseKeyword(input.keyword);
  } catch (error) {
    if (error instanceof NamegenInputError) throw createErrors.keywordRefused(error.message);
    throw error;
  }
  // Counted only for searches that would run (a refused keyword or plan costs nothing); 429 beyond it.
  await consumeRateLimit(db, rateLimits.createSearchUser, userId);
  const token = newSearchToken();
  // Most searches are in a project the caller already has: one statement finds it and records the search.
  const existing = await db.execute<CreateSearchRow & { project_description: string }>(sql`
    WITH project AS (
      SELECT id, name, description FROM projects
      WHERE user_id = ${userId}::uuid AND lower(name) = lower(${input.project_name})
    ), search AS (
      INSERT INTO create_searches (token, user_id, project_id, project_name, keyword, language, methods, created_at)
      SELECT ${token}, ${userId}::uuid, project.id, project.name, ${input.keyword}, ${input.language},
             ${sql.param(input.job_type)}::text[], clock_timestamp()
      FROM project
      RETURNING ${sql.raw(CREATE_SEARCH_COLUMNS)}
    )
    SELECT search.*, project.description AS project_description FROM search, project`);
  const found = existing.rows[0];
  if (found) {
    const search = toCreateSearch(found);
    return {
      search,
      project: {
        id: found.project_id ?? '',
        name: search.projectName,
        description: found.project_description,
      },
    };
  }
  const project = await selectOrCreateProject(db, userId, {
    name: input.project_name,
    description: input.project_description,
  });
  // clock_timestamp(): searches of one burst still get their own order in the history.
  const result = await db.execute<CreateSearchRow>(sql`
    INSERT INTO create_searches (token, user_id, project_id, project_name, keyword, language, methods, created_at)
    VALUES (${token}, ${userId}::uuid, ${project.id}::uuid, ${project.name}, ${input.keyword},
            ${input.language}, ${sql.param(input.job_type)}::text[], clock_timestamp())
    RETURNING ${sql.raw(CREATE_SEARCH_COLUMNS)}`);
  const row = result.rows[0];
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return { search: toCreateSearch(row), project };
}
