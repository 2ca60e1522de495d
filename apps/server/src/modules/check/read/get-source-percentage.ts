import { isFinishedSourceState, type CheckSource } from '@brandwright/contracts';
import type { DbOrTx } from '@brandwright/db';
import { getOwnCheckSearchWithSources } from './check-search-row.ts';
import { sourceProgressList } from './source-progress.ts';

export interface SourcePercentage {
  percentage_complete: number;
  ready: boolean;
  state: 'queued' | 'running' | 'done' | 'unknown' | 'not_checked';
  reason: string | null;
}

/** The reason given for a source the search did not choose. */
export const NOT_CHOSEN_REASON = 'Not chosen for this search';

/**
 * POST /api/dekonstruktor/{…}searchPercetage: one source's readiness. A source the search did not
 * choose answers 200 `not_checked` with a reason, 0% and ready (nothing to wait for), rather than a
 * 404 that the original client's wrappers would take for a failure and keep polling; it is never
 * "available".
 */
export async function getSourcePercentage(
  db: DbOrTx,
  userId: string,
  token: string,
  source: CheckSource,
): Promise<SourcePercentage> {
  const { search, sources } = await getOwnCheckSearchWithSources(db, userId, token);
  const progress = sourceProgressList(search.jobTypes, sources).find((entry) => entry.source === source);
  if (!progress)
    return { percentage_complete: 0, ready: true, state: 'not_checked', reason: NOT_CHOSEN_REASON };
  return {
    percentage_complete: progress.percentage,
    ready: isFinishedSourceState(progress.state),
    state: progress.state,
    reason: progress.reason,
  };
}
