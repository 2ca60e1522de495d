// Issue 15, sixth session: a well-known mark the query resembles only at medium (a held half) gains
// a little in the ranking, not enough to pass an ordinary mark one letter from the query.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '@brandwright/db';
import { importRecords } from '../src/registers/import-marks.ts';
import { searchMarks } from '../src/registers/search-marks.ts';
import type { MarkRecord, Office } from '../src/registers/types.ts';
import { openFreshDatabase } from './helpers/fresh-database.ts';

let database: Database;

// Each filed once, for one class: only the list of well-known marks tells them apart.
const MARKS: Array<[Office, string, string]> = [
  ['UK', 'S1', 'SNAPCUBE'],
  ['UK', 'S2', 'YOUTUBE'],
  ['UK', 'S3', 'SNAPCHAT'],
];

beforeAll(async () => {
  database = await openFreshDatabase();
  const items = MARKS.map(([office, number, name]) => {
    const mark: MarkRecord = { office, number, name, classes: [9], status: 'registered' };
    return { kind: 'mark' as const, mark, at: number };
  });
  await importRecords(database.pool, items);
}, 60_000);

afterAll(async () => {
  await database?.close();
});

it('ranks an ordinary mark one letter from the query above well-known marks held by a half', async () => {
  const hits = await searchMarks(database, { name: 'SNAPTUBE' });
  const score = (name: string) => hits.find((hit) => hit.name === name)?.score;
  // The premise: the ordinary mark is nearer, the well-known ones medium.
  expect(score('SNAPCUBE')).toBeGreaterThan(score('YOUTUBE') ?? 1);
  expect(score('YOUTUBE')).toBeGreaterThanOrEqual(0.7);
  expect(hits[0]?.name).toBe('SNAPCUBE');
  // The well-known ones still come before ordinary marks as near as they are.
  expect(
    hits
      .slice(1, 3)
      .map((hit) => hit.name)
      .sort(),
  ).toEqual(['SNAPCHAT', 'YOUTUBE']);
});
