import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@brandwright/db';
import { projectErrors } from './project-errors.ts';
import { joinWords } from './present-project.ts';

export interface WordBank {
  project_id: string;
  project_name: string;
  words: string;
  word_list: string[];
}

/** The Word Bank of the caller's project of this name (any case), in insertion order; else 404. */
export async function getWordBankByProjectName(
  db: DbOrTx,
  userId: string,
  projectName: string,
): Promise<WordBank> {
  const result = await db.execute<{ id: string; name: string; words: string[] }>(sql`
    SELECT p.id, p.name,
      ARRAY(SELECT i.name FROM project_items i
            WHERE i.project_id = p.id AND i.kind = 'word' ORDER BY i.created_at, i.id) AS words
    FROM projects p
    WHERE p.user_id = ${userId}::uuid AND lower(p.name) = lower(${projectName})`);
  const row = result.rows[0];
  if (!row) throw projectErrors.notFound();
  return { project_id: row.id, project_name: row.name, words: joinWords(row.words), word_list: row.words };
}
