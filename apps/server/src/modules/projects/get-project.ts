import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@brandwright/db';
import type { ProjectDetail } from '@brandwright/contracts';
import { isRowId, projectErrors } from './project-errors.ts';
import { presentProjectDetail, type ProjectItemRow, type ProjectRow } from './present-project.ts';

type ProjectWithItems = ProjectRow & { classes: number[]; items: ProjectItemRow[] };

/** One of the caller's projects with its Word Bank and Brand Bank in insertion order; else 404. */
export async function getProject(db: DbOrTx, userId: string, projectId: string): Promise<ProjectDetail> {
  if (!isRowId(projectId)) throw projectErrors.notFound();
  const result = await db.execute<ProjectWithItems>(sql`
    SELECT p.id, p.name, p.description, p.classes,
      COALESCE((
        SELECT json_agg(json_build_object('id', i.id, 'name', i.name, 'kind', i.kind) ORDER BY i.created_at, i.id)
        FROM project_items i WHERE i.project_id = p.id
      ), '[]'::json) AS items
    FROM projects p
    WHERE p.id = ${projectId}::uuid AND p.user_id = ${userId}::uuid`);
  const row = result.rows[0];
  if (!row) throw projectErrors.notFound();
  return presentProjectDetail(row, row.items);
}
