// Issue 15, seventh session: rules found on the tuning half of the conflict set (batch 6 and older tuning
// cases), scored without a database, and the search keys they need, on a small register. The cases are
// our own, not pairs of the set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@brandwright/db';
import { profileName, scoreConflict } from '../src/registers/conflict-score.ts';
import { importRecords } from '../src/registers/import-marks.ts';
import { englishLoanwordSpelling, latinReadings } from '../src/registers/latin-readings.ts';
import { meaningSwapScore, sameKindWords } from '../src/registers/meaning-swap.ts';
import { searchMarks } from '../src/registers/search-marks.ts';
import { translateWordMeanings } from '../src/registers/translations.ts';
import type { MarkRecord } from '../src/registers/types.ts';
import { wellKnownSharingWordInPlace } from '../src/registers/well-known-marks.ts';
import { openFreshDatabase } from './helpers/fresh-database.ts';

const score = (query: string, mark: string) => scoreConflict(profileName(query), profileName(mark)).score;

/** A fresh register holding these marks, filed in the UK in one class, numbered from a prefix. */
async function registerOf(names: readonly string[], prefix: string, niceClass: number): Promise<Database> {
  const database = await openFreshDatabase();
  const items = names.map((name, index) => {
    const mark: MarkRecord = {
      office: 'UK',
      number: `${prefix}${index}`,
      name,
      classes: [niceClass],
      status: 'registered',
    };
    return { kind: 'mark' as const, mark, at: mark.number };
  });
  await importRecords(database.pool, items);
  return database;
}

describe('a name in Greek, Cyrillic or kana, read in Latin letters', () => {
  it('reads Greek and Cyrillic letter for letter, and Greek MP, NT at the head of a word as B, D', () => {
    expect(latinReadings('ΠΕΨΙ').map((reading) => reading.toLowerCase())).toEqual(['pepsi']);
    expect(latinReadings('АДИДАС').map((reading) => reading.toLowerCase())).toEqual(['adidas']);
    expect(latinReadings('ΜΠΑΡ').map((reading) => reading.toLowerCase())).toEqual(['bar']);
    expect(latinReadings('ADIDAS')).toEqual([]);
  });
  it('spells a kana loanword back in English (Japanese vowels dropped, R also read as L)', () => {
    expect(englishLoanwordSpelling('makudonarudo')).toBe('makdonard');
    expect(englishLoanwordSpelling('sutoraiki')).toBe('storike');
    expect(englishLoanwordSpelling('sonii')).toBe('soni');
    expect(latinReadings('マクドナルド')).toEqual(['makudonarudo', 'makdonard', 'makdonald']);
  });
  it('scores the reading as the mark said the same way: high, by sound, below an identical name', () => {
    expect(score('ΠΕΨΙ', 'PEPSI')).toBe(0.95);
    expect(scoreConflict(profileName('ΠΕΨΙ'), profileName('PEPSI')).reasons).toEqual(['phonetic']);
    expect(score('АДИДАС', 'ADIDAS')).toBeGreaterThanOrEqual(0.85);
    expect(score('ソニー', 'SONY')).toBeGreaterThanOrEqual(0.85);
    expect(score('マクドナルド', 'MCDONALD')).toBeGreaterThanOrEqual(0.85);
    // A reading of another name is no closer than the Latin names are.
    expect(score('ΠΕΨΙ', 'PUMA')).toBeLessThan(0.7);
  });
});

describe('translations: angry, and German written without umlauts', () => {
  it('reads angry and furious in six languages, with their endings', () => {
    expect(score('ZORNIGE KATZE', 'ANGRY CAT')).toBeGreaterThanOrEqual(0.85);
    expect(score('LOUP FURIEUX', 'ANGRY WOLF')).toBeGreaterThanOrEqual(0.85);
    expect(translateWordMeanings('furiosa')).toContain('furious');
  });
  it('reads AE, OE, UE as the umlauts they spell, for German words only', () => {
    expect(translateWordMeanings('gruene')).toContain('green');
    expect(score('GRUENE AEPFEL', 'GREEN APPLES')).toBeGreaterThanOrEqual(0.85);
    expect(score('SCHOENE BLUMEN', 'BEAUTIFUL FLOWERS')).toBeGreaterThanOrEqual(0.85);
    // A Spanish word with UE is read as written (FUEGO: fire), never as an umlaut.
    expect(translateWordMeanings('fuego')).toEqual(['fire']);
    expect(translateWordMeanings('tuerta')).toBeUndefined();
  });
});

describe('the search finds a Latin mark by the Latin reading of a name in another script', () => {
  let database: Database;
  const names = ['PEPSI', 'SONY', 'PEPPER', 'SONIC'];
  beforeAll(async () => {
    database = await registerOf(names, 'T', 9);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it('puts PEPSI first for ΠΕΨΙ and SONY first for ソニー, at high risk', async () => {
    for (const [query, mark] of [
      ['ΠΕΨΙ', 'PEPSI'],
      ['ソニー', 'SONY'],
    ] as const) {
      const hits = await searchMarks(database, { name: query });
      expect(hits[0]?.name).toBe(mark);
      expect(hits[0]?.risk).toBe('high');
    }
  });
});

describe('a two-word parody that swaps a word for a rhyme said alike', () => {
  it('hears a plural by its singular and WAR as said (BORES / WARS), medium', () => {
    expect(score('BLUE BORES', 'BLUE WARS')).toBeGreaterThanOrEqual(0.7);
    expect(score('BLUE BORES', 'BLUE WARS')).toBeLessThan(0.85);
    // A word that only shares its last letters is still no rhyme.
    expect(score('BLUE BRASS', 'BLUE WARS')).toBeLessThan(0.7);
  });
});

describe('well-known marks sharing a word of the name in its place', () => {
  it('lists them by word and place, for names of as many words', () => {
    expect(wellKnownSharingWordInPlace(['star', 'bores'])).toContain('starwars');
    expect(wellKnownSharingWordInPlace(['old', 'musk'])).toEqual(
      expect.arrayContaining(['oldspice', 'oldnavy']),
    );
    expect(wellKnownSharingWordInPlace(['bores', 'star'])).not.toContain('starwars');
    expect(wellKnownSharingWordInPlace(['star'])).toEqual([]);
  });

  let database: Database;
  // More marks with STAR than the branches that read shared words and name order read.
  const fillers = Array.from(
    { length: 150 },
    (_, index) => `STAR ${String.fromCharCode(97 + (index % 26))}${index}XQ`,
  );
  beforeAll(async () => {
    // STAR WARS filed last, so that no branch reads it first by chance of order.
    database = await registerOf([...fillers, 'STAR WARS'], 'W', 9);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it('finds STAR WARS for a parody among many marks with STAR', async () => {
    const hits = await searchMarks(database, { name: 'STAR BORES' });
    expect(hits[0]?.name).toBe('STAR WARS');
    expect(hits[0]?.risk).toBe('medium');
  });
});

describe('a well-known mark with one word kept and another swapped for one of its kind', () => {
  const wellKnown = (query: string, mark: string) =>
    scoreConflict(profileName(query), profileName(mark), { wellKnown: true }).score;
  it('tells words of one kind: nouns of one WordNet file, antonyms, a word defined by the other', () => {
    expect(sameKindWords('horse', 'bull')).toBe(true);
    expect(sameKindWords('new', 'old')).toBe(true);
    expect(sameKindWords('fuel', 'energy')).toBe(true);
    expect(sameKindWords('town', 'navy')).toBe(false);
    expect(sameKindWords('box', 'bull')).toBe(false);
  });
  it('is medium for a well-known mark, and only when a distinctive word is kept in its place', () => {
    expect(wellKnown('RED HORSE', 'RED BULL')).toBeGreaterThanOrEqual(0.7);
    expect(wellKnown('RED HORSE', 'RED BULL')).toBeLessThan(0.85);
    expect(wellKnown('PIZZA SHACK', 'PIZZA HUT')).toBeGreaterThanOrEqual(0.7);
    expect(wellKnown('OLD TOWN', 'OLD NAVY')).toBeLessThan(0.7);
    expect(wellKnown('HORSE RED', 'RED BULL')).toBeLessThan(0.7);
    expect(meaningSwapScore(['the', 'horse'], ['the', 'bull'], ['horse'])).toBe(0);
  });
  it('gives an ordinary mark no such scope', () => {
    expect(score('RED HORSE', 'RED BULL')).toBeLessThan(0.7);
  });
});

describe('the search weighs a kind swap against the well-known marks of our list only', () => {
  let database: Database;
  beforeAll(async () => {
    database = await registerOf(['RED BULL', 'BLUE BULL'], 'K', 32);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it('gives RED BULL medium for RED HORSE, and the ordinary BLUE BULL nothing of it for BLUE HORSE', async () => {
    const red = await searchMarks(database, { name: 'RED HORSE' });
    expect(red[0]?.name).toBe('RED BULL');
    expect(red[0]?.risk).toBe('medium');
    const blue = await searchMarks(database, { name: 'BLUE HORSE' });
    expect(blue.find((hit) => hit.name === 'BLUE BULL')?.risk ?? 'low').toBe('low');
  });
});
