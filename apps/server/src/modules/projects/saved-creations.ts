import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@brandwright/db';
import {
  bankItemNameSchema,
  PROJECT_LIMITS,
  projectMessages,
  type SavedCreation,
} from '@brandwright/contracts';
import { errors } from '../../errors.ts';
import { isRowId, projectErrors } from './project-errors.ts';
import { presentSavedCreation, type SavedCreationRow } from './present-project.ts';

/** Most saved creations the list answers (newest first); older ones stay stored. */
export const MAX_SAVED_CREATIONS_LISTED = 500;

/**
 * The words of a creation, given as a list or as the original's comma-separated string: trimmed,
 * empties and repeats (any case) dropped, each checked like a bank name. A bad word is a 400 on `words`.
 */
export function parseWords(words: readonly string[] | string): string[] {
  const parts = typeof words === 'string' ? words.split(',') : words;
  const seen = new Set<string>();
  const list: string[] = [];
  for (const part of parts) {
    const word = part.trim();
    if (!word || seen.has(word.toLowerCase())) continue;
    const checked = bankItemNameSchema.safeParse(word);
    if (!checked.success) {
      throw errors.invalidField('words', checked.error.issues[0]?.message ?? 'Invalid word');
    }
    seen.add(word.toLowerCase());
    list.push(checked.data);
  }
  if (list.length > PROJECT_LIMITS.itemsPerBank) throw errors.invalidField('words', projectMessages.bankFull);
  return list;
}

export interface SaveCreationInput {
  /** One of the caller's projects; without it, the caller's project named `konstruktorName`, if any. */
  projectId?: string | undefined;
  konstruktorName: string;
  words: readonly string[] | string;
}

/** Saves a creation (a project's name and its words) to the caller's history. */
export async function saveCreation(
  db: DbOrTx,
  userId: string,
  input: SaveCreationInput,
): Promise<SavedCreation> {
  const words = parseWords(input.words);
  const projectId = input.projectId?.trim() || undefined;
  if (projectId !== undefined && !isRowId(projectId)) throw projectErrors.notFound();
  const project = projectId
    ? sql`SELECT id FROM projects WHERE id = ${projectId}::uuid AND user_id = ${userId}::uuid`
    : // Always one row: the caller's project of that name, or null.
      sql`SELECT (SELECT id FROM projects
                  WHERE user_id = ${userId}::uuid AND lower(name) = lower(${input.konstruktorName})) AS id`;
  // A project_id that is not the caller's selects no row, so nothing is inserted: 404.
  const result = await db.execute<SavedCreationRow>(sql`
    INSERT INTO saved_creations (user_id, project_id, konstruktor_name, words, created_at)
    SELECT ${userId}::uuid, project.id, ${input.konstruktorName}, ${sql.param(words)}::text[], clock_timestamp()
    FROM (${project}) AS project
    RETURNING id, project_id, konstruktor_name, words, created_at`);
  const row = result.rows[0];
  if (!row) throw projectErrors.notFound();
  return presentSavedCreation(row);
}

/** The caller's saved creations, newest first. */
export async function findSavedCreations(db: DbOrTx, userId: string): Promise<SavedCreation[]> {
  const result = await db.execute<SavedCreationRow>(sql`
    SELECT id, project_id, konstruktor_name, words, created_at FROM saved_creations
    WHERE user_id = ${userId}::uuid
    ORDER BY created_at DESC, id DESC
    LIMIT ${MAX_SAVED_CREATIONS_LISTED}`);
  return result.rows.map(presentSavedCreation);
}

/** One of the caller's saved creations; another user's, a missing one or a malformed id is a 404. */
export async function getSavedCreation(db: DbOrTx, userId: string, id: string): Promise<SavedCreation> {
  if (!isRowId(id)) throw projectErrors.savedCreationNotFound();
  const result = await db.execute<SavedCreationRow>(sql`
    SELECT id, project_id, konstruktor_name, words, created_at FROM saved_creations
    WHERE id = ${id}::uuid AND user_id = ${userId}::uuid`);
  const row = result.rows[0];
  if (!row) throw projectErrors.savedCreationNotFound();
  return presentSavedCreation(row);
}
