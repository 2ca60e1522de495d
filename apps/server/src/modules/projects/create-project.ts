import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@brandwright/db';
import { PROJECT_LIMITS, type ProjectSummary } from '@brandwright/contracts';
import { errors } from '../../errors.ts';
import { projectErrors } from './project-errors.ts';
import { presentProjectSummary, type ProjectRow } from './present-project.ts';

export interface CreateProjectInput {
  name: string;
  description?: string | undefined;
  classes?: number[] | undefined;
}

/**
 * The caller's project of this name (any case), or a new one (spec 001 section 4: a known name selects
 * that project instead of creating a second). `created` tells which.
 *
 * One short transaction (a savepoint inside a caller's) that first locks the user's row, so every
 * create of one user runs one after another: the name check and the count then see every project
 * committed before, and neither simultaneous calls with one name nor a burst of different names can
 * pass the unique name or the limit. FOR NO KEY UPDATE, not FOR UPDATE: these calls still wait for
 * each other (and for the credit ledger's own lock on the row), but inserts elsewhere that only take a
 * key-share lock on the user (sessions, ledger rows) never wait on a project being created.
 */
export async function findOrCreateProject(
  db: DbOrTx,
  userId: string,
  input: CreateProjectInput,
): Promise<{ project: ProjectSummary; created: boolean }> {
  return db.transaction(async (tx) => {
    const user = await tx.execute(sql`SELECT 1 FROM users WHERE id = ${userId}::uuid FOR NO KEY UPDATE`);
    if (user.rows.length === 0) throw errors.unauthenticated();

    const existing = await tx.execute<ProjectRow>(sql`
      SELECT id, name, description FROM projects
      WHERE user_id = ${userId}::uuid AND lower(name) = lower(${input.name})`);
    const found = existing.rows[0];
    if (found) return { project: presentProjectSummary(found), created: false };

    const count = await tx.execute<{ n: number }>(
      sql`SELECT count(*)::integer AS n FROM projects WHERE user_id = ${userId}::uuid`,
    );
    if (Number(count.rows[0]?.n ?? 0) >= PROJECT_LIMITS.projectsPerUser) throw projectErrors.tooMany();

    // clock_timestamp(), not now(): the time of this insert, taken under the lock, orders the list.
    const inserted = await tx.execute<ProjectRow>(sql`
      INSERT INTO projects (user_id, name, description, classes, created_at, updated_at)
      VALUES (${userId}::uuid, ${input.name}, ${input.description ?? ''},
              ${sql.param(normaliseClasses(input.classes ?? []))}::integer[], clock_timestamp(), clock_timestamp())
      RETURNING id, name, description`);
    const row = inserted.rows[0];
    if (!row) throw new Error('INSERT … RETURNING gave no row');
    return { project: presentProjectSummary(row), created: true };
  });
}

/** Nice classes stored once each, in order. */
export function normaliseClasses(classes: readonly number[]): number[] {
  return [...new Set(classes)].sort((a, b) => a - b);
}
