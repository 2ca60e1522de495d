import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@brandwright/db';
import { PROJECT_LIMITS, projectMessages, type ProjectSummary } from '@brandwright/contracts';
import { AppError } from '../../errors.ts';

export const projectErrors = {
  notFound: () => new AppError(404, 'NOT_FOUND', projectMessages.notFound),
  tooMany: () => new AppError(409, 'LIMIT_REACHED', projectMessages.tooManyProjects),
};

interface ProjectRow extends Record<string, unknown> {
  id: string;
  name: string;
  description: string;
}

/**
 * The caller's project of this name (any case), or a new one (spec 001 section 4: a known name selects
 * that project instead of creating a second). One statement: the unique (user, lower(name)) index makes
 * simultaneous calls with one name agree on one project. The per-user limit is checked in the same
 * statement; a burst of different names may pass it by a few (PostgreSQL's READ COMMITTED), which
 * `createProject`'s locked form does not allow, so callers that create on purpose use that.
 */
export async function selectOrCreateProject(
  db: DbOrTx,
  userId: string,
  input: { name: string; description: string },
): Promise<ProjectSummary> {
  const result = await db.execute<ProjectRow & { created: boolean }>(sql`
    WITH existing AS (
      SELECT id, name, description FROM projects WHERE user_id = ${userId}::uuid AND lower(name) = lower(${input.name})
    ), inserted AS (
      INSERT INTO projects (user_id, name, description)
      SELECT ${userId}::uuid, ${input.name}, ${input.description}
      WHERE NOT EXISTS (SELECT 1 FROM existing)
        AND (SELECT count(*) FROM projects WHERE user_id = ${userId}::uuid) < ${PROJECT_LIMITS.projectsPerUser}
      ON CONFLICT (user_id, lower(name)) DO NOTHING
      RETURNING id, name, description
    )
    SELECT id, name, description, true AS created FROM inserted
    UNION ALL SELECT id, name, description, false AS created FROM existing`);
  const row = result.rows[0];
  if (row) return { id: row.id, name: row.name, description: row.description };
  // Lost a race to a simultaneous insert of the same name: that project now exists.
  const again = await db.execute<ProjectRow>(sql`
    SELECT id, name, description FROM projects WHERE user_id = ${userId}::uuid AND lower(name) = lower(${input.name})`);
  const found = again.rows[0];
  if (found) return { id: found.id, name: found.name, description: found.description };
  throw projectErrors.tooMany();
}
