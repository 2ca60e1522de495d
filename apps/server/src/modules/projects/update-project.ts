import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@brandwright/db';
import type { ProjectDetail } from '@brandwright/contracts';
import { normaliseClasses } from './create-project.ts';
import { getProject } from './get-project.ts';
import { isRowId, projectErrors } from './project-errors.ts';

/** Sets the Nice classes of one of the caller's projects (each once, in order); answers the project. */
export async function updateProjectClasses(
  db: DbOrTx,
  userId: string,
  projectId: string,
  classes: readonly number[],
): Promise<ProjectDetail> {
  if (!isRowId(projectId)) throw projectErrors.notFound();
  const result = await db.execute(sql`
    UPDATE projects SET classes = ${sql.param(normaliseClasses(classes))}::integer[], updated_at = now()
    WHERE id = ${projectId}::uuid AND user_id = ${userId}::uuid
    RETURNING id`);
  if (result.rows.length === 0) throw projectErrors.notFound();
  return getProject(db, userId, projectId);
}
