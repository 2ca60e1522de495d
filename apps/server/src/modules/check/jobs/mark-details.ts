import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@brandwright/db';
import type { Office } from '@brandwright/clearance';

/** Register fields the conflict search does not return but the result tables show (spec 3 'Records'). */
export interface MarkDetails {
  owners: string[];
  representatives: string[];
  /** yyyy-mm-dd, when the register published it. */
  registered: string | null;
}

export const markKey = (office: Office, number: string): string => `${office}:${number}`;

/** One query for every hit of a source, keyed by (office, number): the register's unique key. */
export async function findMarkDetails(
  db: DbOrTx,
  marks: ReadonlyArray<{ office: Office; number: string }>,
): Promise<Map<string, MarkDetails>> {
  const details = new Map<string, MarkDetails>();
  if (marks.length === 0) return details;
  const result = await db.execute<{
    office: Office;
    number: string;
    owners: string[];
    representatives: string[];
    registered: string | null;
  }>(sql`
    SELECT m.office, m.number, m.owners, m.representatives, to_char(m.registered, 'YYYY-MM-DD') AS registered
    FROM marks m
    JOIN unnest(${sql.param(marks.map((mark) => mark.office))}::text[],
                ${sql.param(marks.map((mark) => mark.number))}::text[]) AS wanted(office, number)
      ON m.office = wanted.office AND m.number = wanted.number`);
  for (const row of result.rows)
    details.set(markKey(row.office, row.number), {
      owners: row.owners ?? [],
      representatives: row.representatives ?? [],
      registered: row.registered,
    });
  return details;
}

/**
 * What the register holds for the office: imported marks ('real'), only the demo register's rows
 * ('demo': an empty answer there is no clearance, and the result says demo), or nothing ('empty': "no
 * conflict found" would be a lie, so the source answers unknown).
 */
export async function registerKindOf(db: DbOrTx, office: Office): Promise<'real' | 'demo' | 'empty'> {
  const result = await db.execute<{ has_real: boolean; has_any: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM marks WHERE office = ${office} AND source <> 'demo') AS has_real,
           EXISTS (SELECT 1 FROM marks WHERE office = ${office}) AS has_any`);
  const row = result.rows[0];
  if (row?.has_real === true) return 'real';
  return row?.has_any === true ? 'demo' : 'empty';
}
