// Issue 15: a well-known mark must not rank below an ordinary mark that the query resembles just as
// much. The register carries reputation as filings: the same name in several offices.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '@brandwright/db';
import { importRecords } from '../src/registers/import-marks.ts';
import { searchMarks } from '../src/registers/search-marks.ts';
import type { MarkRecord, Office } from '../src/registers/types.ts';
import { openFreshDatabase } from './helpers/fresh-database.ts';

let database: Database;

const MARKS: Array<[Office, string, string, number[]]> = [
  // An ordinary mark, filed once, sorting first by name.
  ['UK', 'K1', 'KLEANEX', [16]],
  // A well-known one, filed in every office for much.
  ['UK', 'K2', 'KLEENEX', [3, 5, 16, 21]],
  ['EU', 'E2', 'KLEENEX', [3, 5, 16, 21]],
  ['US', 'U2', 'KLEENEX', [3, 5, 16, 21]],
];

beforeAll(async () => {
  database = await openFreshDatabase();
  const items = MARKS.map(([office, number, name, classes]) => {
    const mark: MarkRecord = { office, number, name, classes, status: 'registered' };
    return { kind: 'mark' as const, mark, at: number };
  });
  await importRecords(database.pool, items);
}, 60_000);

afterAll(async () => {
  await database?.close();
});

it('ranks the mark filed in more offices first when two score the same', async () => {
  const hits = await searchMarks(database, { name: 'KLENEX' });
  const kleenex = hits.find((hit) => hit.name === 'KLEENEX');
  const kleanex = hits.find((hit) => hit.name === 'KLEANEX');
  // The premise: the query is as close to both (one letter each), so only reputation can order them.
  expect(kleenex?.score).toBe(kleanex?.score);
  expect(hits[0]?.name).toBe('KLEENEX');
});
