import type { DbOrTx } from '@brandwright/db';
import type { CheckStatusResponse } from '@brandwright/contracts';
import { getOwnCheckSearch } from './check-search-row.ts';
import { findSourceRows, sourceProgressList, summariseProgress } from './source-progress.ts';

/** GET /api/dekonstruktor/status/{token}: overall percentage and each source's progress, from the database only. */
export async function getCheckStatus(
  db: DbOrTx,
  userId: string,
  token: string,
): Promise<CheckStatusResponse> {
  const search = await getOwnCheckSearch(db, userId, token);
  const rows = await findSourceRows(db, search.id);
  return summariseProgress(sourceProgressList(search.jobTypes, rows));
}
