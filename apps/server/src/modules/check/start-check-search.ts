import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '@brandwright/db';
import {
  CHECK_SOURCE_OF_JOB_TYPE,
  CHECK_SOURCES,
  splitCheckNames,
  type CheckSource,
  type ParsedDekonstruktorRequest,
} from '@brandwright/contracts';
import { spendSearchCredit } from '../credits/index.ts';
import type { CheckRuntime } from './check-runtime.ts';
import { completeSearchIfFinished } from './source-progress.ts';

/** A search token: 128 random bits, url-safe, meaningless without the session that owns it. */
function newSearchToken(): string {
  return randomBytes(16).toString('base64url');
}

export interface StartedCheckSearch {
  id: string;
  token: string;
  /** Sources a job was queued for. */
  queued: CheckSource[];
}

/**
 * Starts a Check search (the request already validated): in one short transaction the credit is spent
 * (402 INSUFFICIENT_CREDITS / NO_ACTIVE_PLAN from the ledger roll everything back), the search and one
 * progress row per chosen source are recorded, and one job per checkable source is queued in the same
 * transaction. Then this process's runners are woken.
 */
export async function startCheckSearch(
  deps: { db: Db; runtime: CheckRuntime },
  userId: string,
  input: ParsedDekonstruktorRequest,
): Promise<StartedCheckSearch> {
  await deps.runtime.start();
  const id = randomUUID();
  const token = newSearchToken();
  const chosen = new Set(input.job_type.map((jobType) => CHECK_SOURCE_OF_JOB_TYPE[jobType]));
  const sources = CHECK_SOURCES.filter((source) => chosen.has(source));
  // A source this deployment cannot check (not built, or not configured) ends not_checked with why.
  const reasons = new Map(sources.map((source) => [source, deps.runtime.notCheckedReason(source)]));
  const queued = sources.filter((source) => reasons.get(source) === null);
  const options = {
    social_search_options: input.social_search_options ?? {},
    domain_search_options: {
      hyphenate: input.domain_search_options?.hyphenate ?? false,
      industry: input.domain_search_options?.industry || null,
    },
  };
  await deps.db.transaction(async (tx) => {
    const charge = await spendSearchCredit(tx, userId, id);
    const rows = sources.map((source) =>
      reasons.get(source) === null
        ? { source, state: 'queued', reason: null }
        : { source, state: 'not_checked', reason: reasons.get(source) },
    );
    // One statement for the search and its sources (round trips inside a transaction hold the
    // embedded database's only session). clock_timestamp(): searches of one burst keep their order.
    await tx.execute(sql`
      WITH search AS (
        INSERT INTO check_searches (id, token, user_id, keyword, names, job_types, trademark_cat, options, demo, charged, created_at)
        VALUES (${id}::uuid, ${token}, ${userId}::uuid, ${input.keyword}, ${sql.param(splitCheckNames(input.keyword))}::text[],
                ${sql.param([...new Set(input.job_type)])}::text[], ${sql.param(input.trademark_cat)}::integer[],
                ${JSON.stringify(options)}::jsonb, ${deps.runtime.isDemo}, ${charge.charged}, clock_timestamp())
        RETURNING id
      )
      INSERT INTO check_search_sources (search_id, source, state, reason, percentage, finished_at)
      SELECT search.id, row.source, row.state, row.reason,
             CASE WHEN row.state = 'queued' THEN 0 ELSE 100 END,
             CASE WHEN row.state = 'queued' THEN NULL ELSE now() END
      FROM search, jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS row(source text, state text, reason text)`);
    await deps.runtime.enqueue(tx, id, queued);
    // Nothing to wait for (only part-2 sources chosen): the search is complete, and refunded.
    if (queued.length === 0) await completeSearchIfFinished(tx, id);
  });
  deps.runtime.wake(queued);
  return { id, token, queued };
}
