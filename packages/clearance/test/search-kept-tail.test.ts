// Issue 15: a parody that keeps a mark's tail (HATERADE / GATORADE) shares too few trigrams with it to
// pass the spelling neighbours' similarity floor; the marks those pieces read that end as the name does
// must still go on to scoring.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '@brandwright/db';
import { searchMarks } from '../src/registers/search-marks.ts';
import { importNamedMarks, openFreshDatabase } from './helpers/fresh-database.ts';

let database: Database;

beforeAll(async () => {
  database = await openFreshDatabase();
  await importNamedMarks(database, ['GATORADE', 'LEMONADE', 'HATEFUL', 'DISNEYLAND', 'LANDMARK'], {
    office: 'US',
    classes: [32],
    numberPrefix: 'T',
  });
}, 60_000);

afterAll(async () => {
  await database?.close();
});

it('finds the mark whose tail a parody keeps, at medium risk', async () => {
  const hits = await searchMarks(database, { name: 'HATERADE' });
  const parody = hits.find((hit) => hit.name === 'GATORADE');
  expect(parody?.risk).toBe('medium');
  expect(parody?.reasons).toContain('contained');
  expect(hits.map((hit) => hit.name)).not.toContain('LEMONADE');
});
