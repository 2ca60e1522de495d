// Issue 15: a translated name held inside a longer mark (GATO NEGRO / BLACK CAT TAVERN), or holding a
// shorter one (GATO NEGRO TABERNA / BLACK CAT). The register is crowded with marks sharing one of the
// words, so that only a look-up by all the translated words together reaches the mark.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '@brandwright/db';
import { searchMarks } from '../src/registers/search-marks.ts';
import { importNamedMarks, openFreshDatabase } from './helpers/fresh-database.ts';

let database: Database;

const FILLERS = ['ROAD', 'STONE', 'HOUSE', 'PEAK', 'FORGE', 'LANE', 'GATE', 'WORKS', 'LABS', 'HILL'];

beforeAll(async () => {
  database = await openFreshDatabase();
  // Two hundred marks with BLACK or CAT among their words come first in the table: a branch that
  // reads any mark sharing a word (60 at most) never reaches the two below.
  const names: string[] = [];
  for (let index = 0; index < 100; index += 1) {
    const filler = `${FILLERS[index % FILLERS.length]} ${index}`;
    names.push(`BLACK ${filler}`, `${filler} CAT`);
  }
  names.push('BLACK CAT TAVERN', 'BLACK CAT');
  await importNamedMarks(database, names, { office: 'EU', classes: [43], numberPrefix: 'T' });
}, 60_000);

afterAll(async () => {
  await database?.close();
});

it('finds the longer mark a translation is held in, at medium risk', async () => {
  const hits = await searchMarks(database, { name: 'GATO NEGRO', limit: 10 });
  // The translation proper first, the mark holding it next.
  expect(hits[0]?.name).toBe('BLACK CAT');
  expect(hits[0]?.risk).toBe('high');
  const tavern = hits.find((hit) => hit.name === 'BLACK CAT TAVERN');
  expect(tavern?.risk).toBe('medium');
  expect(tavern?.reasons).toContain('translation');
});

it('finds the shorter mark that the translated words of a longer name hold, at medium risk', async () => {
  const hits = await searchMarks(database, { name: 'GATO NEGRO ZORBELIA', limit: 10 });
  const cat = hits.find((hit) => hit.name === 'BLACK CAT');
  expect(cat?.risk).toBe('medium');
  expect(cat?.reasons).toContain('translation');
});
