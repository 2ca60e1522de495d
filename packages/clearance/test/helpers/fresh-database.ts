// The path of our own fixtures, and a fresh migrated database per test file (the shared samples: shared-data.ts).
import { fileURLToPath } from 'node:url';
import type { Database } from '@brandwright/db';
import { openTestDatabase } from '@brandwright/db/testing';
import { importRecords } from '../../src/registers/import-marks.ts';
import type { MarkRecord } from '../../src/registers/types.ts';

/** PostgreSQL when TEST_DATABASE_URL is set, an in-memory PGlite otherwise. */
export function openFreshDatabase(): Promise<Database> {
  return openTestDatabase();
}

export const FIXTURES = fileURLToPath(new URL('../fixtures/', import.meta.url));

/** Imports one registered mark per name (office, classes and a numbered id alike), in the given order. */
export async function importNamedMarks(
  database: Database,
  names: readonly string[],
  {
    office,
    classes,
    numberPrefix,
  }: { office: MarkRecord['office']; classes: number[]; numberPrefix: string },
): Promise<void> {
  const items = names.map((name, index) => {
    const mark: MarkRecord = {
      office,
      number: `${numberPrefix}${index}`,
      name,
      classes,
      status: 'registered',
    };
    return { kind: 'mark' as const, mark, at: String(index) };
  });
  await importRecords(database.pool, items);
}
