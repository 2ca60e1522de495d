import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@brandwright/db';
import { PROJECT_LIMITS, type BankItem } from '@brandwright/contracts';
import { isRowId, projectErrors, type BankKind } from './project-errors.ts';
import { presentBankItem, type ProjectItemRow } from './present-project.ts';

/**
 * Adds a word (Word Bank) or a brand (Brand Bank) to one of the caller's projects; an equal name in
 * that bank (any case) is answered as it is (`created` false). 404 for a project that is not the
 * caller's, 409 LIMIT_REACHED when the bank holds PROJECT_LIMITS.itemsPerBank names.
 *
 * One short transaction that first locks the project's row, so adds to one project run one after
 * another and the count is exact under any number of simultaneous calls. FOR NO KEY UPDATE leaves
 * the key-share lock each item insert takes on the project alone.
 */
export async function addBankItem(
  db: DbOrTx,
  userId: string,
  projectId: string,
  kind: BankKind,
  name: string,
): Promise<{ item: BankItem; created: boolean }> {
  if (!isRowId(projectId)) throw projectErrors.notFound();
  return db.transaction(async (tx) => {
    const project = await tx.execute(sql`
      SELECT 1 FROM projects WHERE id = ${projectId}::uuid AND user_id = ${userId}::uuid FOR NO KEY UPDATE`);
    if (project.rows.length === 0) throw projectErrors.notFound();

    const existing = await tx.execute<ProjectItemRow>(sql`
      SELECT id, name FROM project_items
      WHERE project_id = ${projectId}::uuid AND kind = ${kind} AND lower(name) = lower(${name})`);
    const found = existing.rows[0];
    if (found) return { item: presentBankItem(found), created: false };

    const count = await tx.execute<{ n: number }>(sql`
      SELECT count(*)::integer AS n FROM project_items WHERE project_id = ${projectId}::uuid AND kind = ${kind}`);
    if (Number(count.rows[0]?.n ?? 0) >= PROJECT_LIMITS.itemsPerBank) throw projectErrors.bankFull();

    // clock_timestamp(), taken under the lock: the banks list in the order the names were added.
    const inserted = await tx.execute<ProjectItemRow>(sql`
      INSERT INTO project_items (project_id, user_id, kind, name, created_at)
      VALUES (${projectId}::uuid, ${userId}::uuid, ${kind}, ${name}, clock_timestamp())
      RETURNING id, name`);
    const row = inserted.rows[0];
    if (!row) throw new Error('INSERT … RETURNING gave no row');
    return { item: presentBankItem(row), created: true };
  });
}
