// Issue 15: the register search must propose the marks that a parody or a three-letter mark held in the
// query conflict with; scoring them (conflict-kinds.test.ts) is no use if no branch reads them.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '@brandwright/db';
import { searchMarks } from '../src/registers/search-marks.ts';
import { importNamedMarks, openFreshDatabase } from './helpers/fresh-database.ts';

let database: Database;

const NAMES = [
  'DUOLINGO',
  // A strong conflict of its own, so the search does not go on to spelling neighbours: the parody must
  // come from the branch that reads the name's neighbours in name order.
  'DUOFLAMINGOS',
  // Marks sharing the head on both sides of the query in name order.
  'DUOBAKERY',
  'DUOMATIC',
  'DUOPRINT',
  'FACEBOOK',
  // As DUOFLAMINGOS: a strong conflict, so only the name-order branch can propose FACEBOOK for FACEPALM.
  'FACEPALMS',
  'FACETIME',
  'FACEGUARD',
  'IBM',
  'KIA',
  'KIAMOTION PARTS',
  'MOTIONS',
];

beforeAll(async () => {
  database = await openFreshDatabase();
  await importNamedMarks(database, NAMES, { office: 'UK', classes: [12], numberPrefix: 'P' });
}, 60_000);

afterAll(async () => {
  await database?.close();
});

it('finds the mark a one-word parody keeps the head of, at medium risk', async () => {
  const hits = await searchMarks(database, { name: 'DUOFLAMINGO' });
  expect(hits[0]?.name).toBe('DUOFLAMINGOS');
  const parody = hits.find((hit) => hit.name === 'DUOLINGO');
  expect(parody?.risk).toBe('medium');
  expect(parody?.reasons).toContain('contained');
  // Marks that share only the head, with no echo of the rest, are read but not reported.
  expect(hits.map((hit) => hit.name)).not.toContain('DUOPRINT');
});

it('finds a three-letter mark the query opens with, at medium risk', async () => {
  const hits = await searchMarks(database, { name: 'KIAMOTIONS' });
  const kia = hits.find((hit) => hit.name === 'KIA');
  expect(kia?.risk).toBe('medium');
  expect(kia?.reasons).toEqual(['contained']);
});

it('finds the mark a parody keeps the head of and swaps the rest for an English word, at medium risk', async () => {
  const hits = await searchMarks(database, { name: 'FACEPALM' });
  const parody = hits.find((hit) => hit.name === 'FACEBOOK');
  expect(parody?.risk).toBe('medium');
  expect(parody?.reasons).toContain('contained');
});

it('finds a three-letter mark with two adjacent letters swapped, at medium risk', async () => {
  const hits = await searchMarks(database, { name: 'IMB' });
  const ibm = hits.find((hit) => hit.name === 'IBM');
  expect(ibm?.risk).toBe('medium');
  expect(ibm?.reasons).toContain('visual');
});
