import type { DbOrTx } from '@brandwright/db';
import type { CheckStatusResponse } from '@brandwright/contracts';
import { getOwnCheckSearchWithSources } from './check-search-row.ts';
import { sourceProgressList, summariseProgress } from './source-progress.ts';

/** GET /api/dekonstruktor/status/{token}: overall percentage and each source's progress, from the database only. */
export async function getCheckStatus(
  db: DbOrTx,
  userId: string,
  token: string,
): Promise<CheckStatusResponse> {
  const { search, sources } = await getOwnCheckSearchWithSources(db, userId, token);
  return summariseProgress(sourceProgressList(search.jobTypes, sources));
}
