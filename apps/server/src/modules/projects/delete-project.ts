import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@brandwright/db';
import { isRowId, projectErrors } from './project-errors.ts';

/**
 * Deletes one of the caller's projects. Its words and brands go with it (ON DELETE CASCADE); saved
 * creations and create searches keep their rows with project_id set to null (migration 0007).
 */
export async function deleteProject(db: DbOrTx, userId: string, projectId: string): Promise<{ id: string }> {
  if (!isRowId(projectId)) throw projectErrors.notFound();
  const result = await db.execute<{ id: string }>(sql`
    DELETE FROM projects WHERE id = ${projectId}::uuid AND user_id = ${userId}::uuid RETURNING id`);
  const row = result.rows[0];
  if (!row) throw projectErrors.notFound();
  return { id: row.id };
}
