import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@brandwright/db';
import type { ProjectSummary } from '@brandwright/contracts';
import { presentProjectSummary, type ProjectRow } from './present-project.ts';

/** The caller's projects, newest first (at most PROJECT_LIMITS.projectsPerUser exist). */
export async function findProjects(db: DbOrTx, userId: string): Promise<ProjectSummary[]> {
  const result = await db.execute<ProjectRow>(sql`
    SELECT id, name, description FROM projects
    WHERE user_id = ${userId}::uuid
    ORDER BY created_at DESC, id DESC`);
  return result.rows.map(presentProjectSummary);
}
