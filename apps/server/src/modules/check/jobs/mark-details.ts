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

/** Whether the register holds any mark of the office: with none, "no conflict found" would be a lie. */
export async function hasMarksOf(db: DbOrTx, office: Office): Promise<boolean> {
  const result = await db.execute<{ present: boolean }>(
    sql`SELECT EXISTS (SELECT 1 FROM marks WHERE office = ${office}) AS present`,
  );
  return result.rows[0]?.present === true;
}
