import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@brandwright/db';
import { isRowId, projectErrors, type BankKind } from './project-errors.ts';

/**
 * Removes a word or a brand from one of the caller's projects. The item must be of that project, of
 * that kind and the caller's: a word's id on the brand path is a 404 like any unknown id.
 */
export async function removeBankItem(
  db: DbOrTx,
  userId: string,
  projectId: string,
  kind: BankKind,
  itemId: string,
): Promise<{ id: string }> {
  if (!isRowId(projectId)) throw projectErrors.notFound();
  if (!isRowId(itemId)) throw projectErrors.itemNotFound(kind);
  const result = await db.execute<{ id: string }>(sql`
    DELETE FROM project_items
    WHERE id = ${itemId}::uuid AND project_id = ${projectId}::uuid AND kind = ${kind} AND user_id = ${userId}::uuid
    RETURNING id`);
  const row = result.rows[0];
  if (!row) throw projectErrors.itemNotFound(kind);
  return { id: row.id };
}
