// Issue 15: the everyday words a mark is made of (decision 0028), read in six languages, so that a
// foreign name whose words the bilingual lexicon lacks (lost, broken, hungry, forgotten, nightmare)
// still meets its English equivalent. The register holds only English marks and look-alikes of the
// foreign names' spelling, so a hit with the translation reason comes from the meaning alone.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '@brandwright/db';
import { searchMarks } from '../src/index.ts';
import { importNamedMarks, openFreshDatabase } from './helpers/fresh-database.ts';

let database: Database;

const ENGLISH_MARKS = [
  'BROKEN CROWN',
  'NIGHTMARE',
  'LOST ISLAND',
  'FORGOTTEN GARDEN',
  'HUNGRY WOLF',
  'FALLING STAR',
  'AFRAID',
  // Marks that share a word with one of the names but not its meaning.
  'CROWN JEWEL',
  'ISLAND BREEZE',
  'WOLF PACK',
];

beforeAll(async () => {
  database = await openFreshDatabase();
  await importNamedMarks(database, ENGLISH_MARKS, { office: 'EU', classes: [25], numberPrefix: 'V' });
}, 60_000);

afterAll(async () => {
  await database?.close();
});

async function translationHit(name: string, mark: string) {
  const hits = await searchMarks(database, { name, limit: 10 });
  return hits.find((hit) => hit.name === mark && hit.reasons.includes('translation'));
}

it.each([
  // Spanish, with the feminine the endings make (ROTA of ROTO).
  ['CORONA ROTA', 'BROKEN CROWN'],
  // French, one word.
  ['CAUCHEMAR', 'NIGHTMARE'],
  // German, with an adjective ending (VERLORENE of VERLOREN).
  ['VERLORENE INSEL', 'LOST ISLAND'],
  // Dutch, with its article.
  ['DE VERGETEN TUIN', 'FORGOTTEN GARDEN'],
  // Italian.
  ['LUPO AFFAMATO', 'HUNGRY WOLF'],
  // Portuguese.
  ['ESTRELA CADENTE', 'FALLING STAR'],
])('reads %s as its English equivalent %s', async (name, mark) => {
  const hit = await translationHit(name, mark);
  expect(hit?.risk).toMatch(/^(high|medium)$/);
});

it('leaves out a form spelled like a common English word of another meaning (Dutch BANG, afraid)', async () => {
  // An English mark BANG is no Dutch word for afraid: the vocabulary leaves such forms out.
  expect(await translationHit('BANG', 'AFRAID')).toBeUndefined();
});
