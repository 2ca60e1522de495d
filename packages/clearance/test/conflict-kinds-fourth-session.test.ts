// Issue 15, fourth session: rules found on the tuning half of the conflict set's batch 3, scored
// without a database. The cases are our own, not pairs of the set.
import { describe, expect, it } from 'vitest';
import { profileName, scoreConflict } from '../src/registers/conflict-score.ts';
import { onsetSwapped } from '../src/registers/parody.ts';
import { translateWord, translateWordMeanings } from '../src/registers/translations.ts';

const score = (query: string, mark: string) => scoreConflict(profileName(query), profileName(mark)).score;

describe('translations read more forms', () => {
  it('reads a Spanish plural in -CES back to its word in -Z', () => {
    expect(translateWord('nueces')).toBe('nut');
    expect(score('TIEMPOS FELICES', 'HAPPY TIMES')).toBeGreaterThanOrEqual(0.85);
  });
  it('reads an Italian feminine plural in -E, and a word that is also an inflected form both ways', () => {
    expect(translateWord('stelle')).toBe('star');
    expect(score("STELLE D'ORO", 'GOLDEN STARS')).toBeGreaterThanOrEqual(0.85);
    // German ALTER is a noun (age) and ALT + ER (old).
    expect(translateWordMeanings('alter')).toContain('old');
    expect(score('ALTER FUCHS', 'OLD FOX')).toBeGreaterThanOrEqual(0.85);
  });
  it('reads the silver adjectives and the city as a town too', () => {
    expect(score('LUNA PLATEADA', 'SILVER MOON')).toBeGreaterThanOrEqual(0.85);
    expect(score('CIUDAD NUEVA', 'NEW TOWN')).toBeGreaterThanOrEqual(0.85);
  });
});

describe('a translation in English word order', () => {
  it('ranks the adjective-first reading above the word-for-word gloss, both high', () => {
    const english = score('PERRO NEGRO', 'BLACK DOG');
    const gloss = score('PERRO NEGRO', 'DOG BLACK');
    expect(gloss).toBeGreaterThanOrEqual(0.85);
    // More than two further filings' ranking weight (0.02) apart.
    expect(english - gloss).toBeGreaterThan(0.02);
  });
  it('leaves a name whose adjective already comes first as it is', () => {
    expect(score('ALTES HAUS', 'OLD HOUSE')).toBe(0.9);
  });
});

describe('a parody that rhymes with the whole mark', () => {
  it('finds a mark whose opening consonants alone were swapped medium, never high', () => {
    const value = score('GLOBLERONE', 'TOBLERONE');
    expect(value).toBeGreaterThanOrEqual(0.7);
    expect(value).toBeLessThan(0.85);
  });
  it('needs six letters kept from the first vowel on', () => {
    expect(onsetSwapped('globlerone', 'toblerone')).toBe(true);
    expect(onsetSwapped('plorix', 'florix')).toBe(false);
    expect(onsetSwapped('trance', 'brance')).toBe(false);
    expect(onsetSwapped('toblerone', 'toblerone')).toBe(false);
  });
});

describe('the nearer reading first', () => {
  it('ranks a translation through the commonest meaning above one through a later meaning', () => {
    const commonest = score('CASA AZUL', 'BLUE HOUSE');
    const later = score('CASA AZUL', 'BLUE HOME');
    expect(later).toBeGreaterThanOrEqual(0.85);
    expect(commonest).toBeGreaterThan(later);
  });
  it('scores a name whose SH/X or SKW/SCHW respelling is the mark letter for letter above a sound-alike', () => {
    expect(score('XIMEI', 'SHIMEI')).toBeGreaterThanOrEqual(0.95);
    expect(score('SKWEEGEE', 'SQUEEGEE')).toBeGreaterThanOrEqual(0.95);
    expect(score('XIMEI', 'SHIMEI')).toBeGreaterThan(score('XIMEI', 'SIMEY'));
  });
});

describe("a parody that keeps the mark's tail", () => {
  it('finds an English word swapped in before four kept letters medium', () => {
    const value = score('DIZZYLAND', 'DISNEYLAND');
    expect(value).toBeGreaterThanOrEqual(0.7);
    expect(value).toBeLessThan(0.85);
    expect(score('BOLDGATE', 'COLGATE')).toBeGreaterThanOrEqual(0.7);
  });
  it('leaves a coined name that shares only an ending and a shape low', () => {
    expect(score('ZOMPERLY', 'QUIPERLY')).toBeLessThan(0.7);
    expect(score('KORANTEX', 'LUBANTEX')).toBeLessThan(0.7);
  });
});
