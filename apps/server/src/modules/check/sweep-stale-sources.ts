import { sql } from 'drizzle-orm';
import { CHECK_SOURCE_LABELS, CHECK_SOURCES } from '@brandwright/contracts';
import type { Db } from '@brandwright/db';
import { CHECK_DEAD_LETTER_QUEUE, CHECK_QUEUE_OF_SOURCE } from './jobs/check-job-definitions.ts';
import { finishSource } from './source-progress.ts';

/** Most sources one sweep ends: it stays a short piece of work whatever happened before. */
const SWEEP_BATCH = 100;

/**
 * Ends, as `unknown`, unfinished sources that no live job will ever finish: their job is completed,
 * failed, cancelled or gone (archived or deleted) while the source is still queued or running. Normal
 * runs never leave that behind (a handler ends its source before its job completes, and an exhausted
 * job goes to the dead letter); it covers the rare rest, such as a slow attempt that completed a job
 * a newer attempt of it still held when that newer attempt's process died. Only sources untouched for
 * `idleSeconds` are looked at, so a finish in progress always wins. Answers how many it ended.
 */
export async function sweepStaleSources(db: Db, bossSchema: string, idleSeconds: number): Promise<number> {
  const queues = sql.raw(
    `(VALUES ${Object.entries(CHECK_QUEUE_OF_SOURCE)
      .map(([source, queue]) => `('${source}', '${queue}')`)
      .join(', ')})`,
  );
  const stale = await db.execute<{ search_id: string; source: string }>(sql`
    SELECT c.search_id, c.source
    FROM check_searches s
    JOIN check_search_sources c ON c.search_id = s.id
    JOIN ${queues} AS q(source, queue) ON q.source = c.source
    WHERE s.completed_at IS NULL AND c.finished_at IS NULL
      AND c.updated_at < now() - make_interval(secs => ${idleSeconds}::float8)
      AND NOT EXISTS (
        SELECT 1 FROM ${sql.raw(bossSchema)}.job j
        WHERE j.name IN (q.queue, ${CHECK_DEAD_LETTER_QUEUE}) AND j.data->>'searchId' = c.search_id::text
          AND j.data->>'source' = c.source AND j.state IN ('created', 'retry', 'active')
      )
    ORDER BY s.created_at
    LIMIT ${SWEEP_BATCH}`);
  let ended = 0;
  for (const row of stale.rows) {
    const source = CHECK_SOURCES.find((candidate) => candidate === row.source);
    if (!source) continue;
    const result = await finishSource(
      db,
      { searchId: row.search_id, source, attempt: null },
      {
        state: 'unknown',
        reason: `${CHECK_SOURCE_LABELS[source]} could not be checked: the search job ended without an answer`,
      },
    );
    if (result.finished) ended += 1;
  }
  return ended;
}
