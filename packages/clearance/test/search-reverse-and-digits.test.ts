// Issue 15, ninth session, through the whole search: an English name reaches the foreign mark it
// translates only by the reverse-translation keys (the two share no letters), and a name with digits
// for capitals is scored as the mark it looks like. The scoring alone is in
// conflict-kinds-ninth-session.test.ts. Marks and names are our own.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '@brandwright/db';
import { searchMarks } from '../src/index.ts';
import { importNamedMarks, openFreshDatabase } from './helpers/fresh-database.ts';

let database: Database;

const MARKS = [
  // Foreign marks whose English names share no letters with them.
  'IL PAPPAGALLO BLU',
  'O PAPAGAIO',
  'EL GATO NEGRO',
  // Marks written with letters digits can stand for, among marks near their spelling.
  'ZORVEGA',
  'SORVEGA',
  'GOZARIA',
  'BLUE PARROT CAFE',
];

beforeAll(async () => {
  database = await openFreshDatabase();
  await importNamedMarks(database, MARKS, { office: 'EU', classes: [30], numberPrefix: 'R' });
}, 60_000);

afterAll(async () => {
  await database?.close();
});

async function hit(name: string, mark: string) {
  const hits = await searchMarks(database, { name, limit: 10 });
  return hits.find((found) => found.name === mark);
}

it.each([
  ['BLUE PARROT', 'IL PAPPAGALLO BLU'],
  ['THE PARROT', 'O PAPAGAIO'],
  ['BLACK CAT', 'EL GATO NEGRO'],
])('finds the foreign mark %s translates (%s) as a translation', async (name, mark) => {
  const found = await hit(name, mark);
  expect(found?.reasons).toContain('translation');
  expect(found?.risk).toBe('high');
});

it('finds a mark written with the capitals digits stand for (2ORVEGA: ZORVEGA; 6O2ARIA: GOZARIA)', async () => {
  expect((await hit('2ORVEGA', 'ZORVEGA'))?.risk).toMatch(/^(high|medium)$/);
  expect((await hit('6O2ARIA', 'GOZARIA'))?.risk).toBe('high');
});
