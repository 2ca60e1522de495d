import type { DbOrTx } from '@brandwright/db';
import type { ProjectSummary } from '@brandwright/contracts';
import { findOrCreateProject } from './create-project.ts';

export { projectErrors } from './project-errors.ts';

/**
 * The caller's project of this name (any case), or a new one: what a create search does with the
 * project name it is given. Same locking as POST /api/project (`findOrCreateProject`), so the unique
 * name and the per-user limit hold under any number of simultaneous calls; over the limit it throws
 * 409 LIMIT_REACHED.
 */
export async function selectOrCreateProject(
  db: DbOrTx,
  userId: string,
  input: { name: string; description: string },
): Promise<ProjectSummary> {
  return (await findOrCreateProject(db, userId, input)).project;
}
