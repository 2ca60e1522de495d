// Issue 15, fifth session: rules found on the tuning half of the conflict set's batch 4 (and older
// tuning misses), scored without a database. The cases are our own, not pairs of the set.
import { describe, expect, it } from 'vitest';
import { profileName, scoreConflict } from '../src/registers/conflict-score.ts';
import { syllablesRhyme } from '../src/registers/parody.ts';
import { translateWordMeanings } from '../src/registers/translations.ts';

const score = (query: string, mark: string) => scoreConflict(profileName(query), profileName(mark)).score;

describe('translations in looser senses and irregular feminines', () => {
  it('reads French FRAÎCHE as fresh', () => {
    expect(translateWordMeanings('fraiche')).toContain('fresh');
    expect(score('FLEUR FRAÎCHE', 'FRESH FLOWER')).toBeGreaterThanOrEqual(0.85);
  });
  it('reads DAMA and DAME as lady', () => {
    expect(score('DAMA ROJA', 'RED LADY')).toBeGreaterThanOrEqual(0.85);
    expect(score('SCHWARZE DAME', 'BLACK LADY')).toBeGreaterThanOrEqual(0.85);
  });
  it('reads German HASE as a rabbit as well as a hare', () => {
    expect(translateWordMeanings('hase')).toEqual(expect.arrayContaining(['rabbit', 'hare']));
    expect(score('BLAUER HASE', 'BLUE RABBIT')).toBeGreaterThanOrEqual(0.85);
    expect(score('BLAUER HASE', 'BLUE HARE')).toBeGreaterThanOrEqual(0.85);
  });
});

describe('several kinds of likeness make no high risk that none reaches alone', () => {
  it('keeps one inserted letter, seen by sound, look and containment alike, at medium', () => {
    for (const [query, mark] of [
      ['PELMORA', 'PELORA'],
      ['DRAVEKIN', 'DRAVEIN'],
    ] as const) {
      const result = scoreConflict(profileName(query), profileName(mark));
      expect(result.reasons.length).toBeGreaterThan(1);
      expect(result.score).toBeGreaterThanOrEqual(0.7);
      expect(result.score).toBeLessThan(0.85);
    }
  });
  it('still adds the other kinds to a kind that is high by itself', () => {
    // KLENEX / KLEENEX: sound 0.92 alone, with the look and the containment 0.96.
    expect(score('KLENEX', 'KLEENEX')).toBeGreaterThan(0.92);
  });
});

describe('a two-word parody that keeps a short word and rhymes the other', () => {
  it('hears a rhyme by the last vowel and what follows', () => {
    expect(syllablesRhyme('jock', 'doc')).toBe(true);
    expect(syllablesRhyme('snack', 'mac')).toBe(true);
    expect(syllablesRhyme('stab', 'crab')).toBe(true);
    expect(syllablesRhyme('tower', 'tiger')).toBe(false);
  });
  it('finds a three-letter word kept and a rhyme swapped in medium, never high', () => {
    for (const [query, mark] of [
      ['OLD SPROCK', 'OLD DOC'],
      ['HOT STAB', 'HOT CRAB'],
    ] as const) {
      const value = score(query, mark);
      expect(value).toBeGreaterThanOrEqual(0.7);
      expect(value).toBeLessThan(0.85);
    }
  });
  it('leaves a three-letter word kept with a word of the same shape only, or none, low', () => {
    expect(score('BIG TOWER', 'BIG TIGER')).toBeLessThan(0.7);
    expect(score('OLD JOCK', 'OLD MILL')).toBeLessThan(0.7);
  });
});

describe('a registered mark that only opens an English word of the query', () => {
  it('is held, but not at the head of a coined name', () => {
    const inWord = score('ARTISAN BAKERY', 'ARTI');
    expect(inWord).toBeGreaterThanOrEqual(0.7);
    expect(inWord).toBeLessThan(score('ARTIVOLA', 'ARTI'));
    expect(score('ARTIVOLA', 'ARTI')).toBe(0.8);
  });
});

describe('two Romance nouns side by side read in English order', () => {
  it('ranks the qualifying noun first (PERRO LOBO: WOLF DOG) above the word-for-word gloss, both high', () => {
    const english = score('PERRO LOBO', 'WOLF DOG');
    const gloss = score('PERRO LOBO', 'DOG WOLF');
    expect(gloss).toBeGreaterThanOrEqual(0.85);
    expect(english - gloss).toBeGreaterThan(0.02);
  });
  it('leaves German nouns, which English order follows, as they are', () => {
    expect(score('KÖNIG LÖWE', 'KING LION')).toBe(0.9);
  });
});
