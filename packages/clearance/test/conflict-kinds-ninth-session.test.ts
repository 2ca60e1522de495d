// Issue 15, ninth session: rules found on the tuning half of the conflict set (batch 8 and older tuning
// cases), scored without a database. The cases are our own, not pairs of the set.
import { describe, expect, it } from 'vitest';
import { profileName, scoreConflict } from '../src/registers/conflict-score.ts';
import { onsetSwapped } from '../src/registers/parody.ts';
import { foreignTranslationKeys, KEYS_PER_LANGUAGE } from '../src/registers/reverse-translations.ts';
import { compactName } from '../src/registers/text-fold.ts';
import { digitsReadAsCapitals } from '../src/registers/visual-skeleton.ts';
import { isWellKnownCompact } from '../src/registers/well-known-marks.ts';

/** Scored as the search scores a mark: as a well-known one when it is on our list. */
const score = (query: string, mark: string) =>
  scoreConflict(profileName(query), profileName(mark), { wellKnown: isWellKnownCompact(compactName(mark)) })
    .score;
const plainScore = (query: string, mark: string) =>
  scoreConflict(profileName(query), profileName(mark)).score;

describe('the first word of a well-known two-word mark kept, another English word after it', () => {
  it('knows more famous marks of two words', () => {
    for (const mark of ['CANADA DRY', 'STAR TREK', 'PINK PANTHER', 'TOMB RAIDER', 'CAPRI SUN'])
      expect(isWellKnownCompact(compactName(mark))).toBe(true);
  });
  it('is medium, whatever kind the second word is of', () => {
    expect(score('CANADA FIZZ', 'CANADA DRY')).toBeGreaterThanOrEqual(0.7);
    expect(score('TOMB DIGGER', 'TOMB RAIDER')).toBeGreaterThanOrEqual(0.7);
    expect(score('CAPRI SPLASH', 'CAPRI SUN')).toBeGreaterThanOrEqual(0.7);
    expect(score('CAPRI SPLASH', 'CAPRI SUN')).toBeLessThan(0.85);
  });
  it('stays low for an ordinary mark, an invented second word, a swapped second word kept first', () => {
    expect(score('CANADA FIZZ', 'CANADA MAPLEWOOD')).toBeLessThan(0.7);
    expect(score('CAPRI ZORVEL', 'CAPRI SUN')).toBeLessThan(0.7);
    expect(score('SPLASH CAPRI', 'CAPRI SUN')).toBeLessThan(0.7);
  });
  it('stays low for a head that opens several famous marks: it calls none of them to mind', () => {
    expect(score('RED PENCIL', 'RED LOBSTER')).toBeLessThan(0.7);
  });
});

describe('a digit written for the capital letter it looks like', () => {
  it('reads 6 as G and 2 as Z, on the query side', () => {
    expect(digitsReadAsCapitals('for6e')).toEqual(['forge']);
    expect(digitsReadAsCapitals('2enith')).toEqual(['zenith']);
    expect(digitsReadAsCapitals('forge')).toEqual([]);
  });
  it('scores the mark as the same word at a glance: high', () => {
    expect(score('FOR6E', 'FORGE')).toBeGreaterThanOrEqual(0.85);
  });
});

describe('a rhyme on a well-known mark that keeps five letters from its first vowel', () => {
  it('is a parody of a mark of our list, and of no ordinary mark', () => {
    expect(onsetSwapped('blinder', 'tinder')).toBe(false);
    expect(onsetSwapped('blinder', 'tinder', 5)).toBe(true);
    expect(score('BLINDER', 'TINDER')).toBeGreaterThanOrEqual(0.7);
    expect(score('BLINDER', 'TINDER')).toBeLessThan(0.85);
    expect(score('BLINDER', 'CINDER')).toBeLessThan(0.7);
  });
});

describe('a three-letter mark whose last letter begins the word after it', () => {
  it('is medium when the rest is a whole English word (QTV + VISION)', () => {
    expect(score('QTVISION', 'QTV')).toBeGreaterThanOrEqual(0.7);
    expect(score('QTVUNDEL', 'QTV')).toBeLessThan(0.7);
  });
});

describe("a near spelling of a one-word mark as the query's first word, with nothing distinctive after it", () => {
  it('is medium: the mark, misspelt, with a number or CO after it', () => {
    expect(score('KORVALLE NO 5', 'KORVELLE')).toBeGreaterThanOrEqual(0.7);
    expect(score('KORVALLE NO 5', 'KORVELLE')).toBeLessThan(0.85);
    expect(score('ZENTRIQ NO. 9', 'ZENTRICK')).toBeGreaterThanOrEqual(0.7);
  });
  it('stays low when a distinctive word follows, or the first word is not near the mark', () => {
    expect(score('KORVALLE GARDENS', 'KORVELLE')).toBeLessThan(0.7);
    expect(score('SELDOMRA NO 5', 'KORVELLE')).toBeLessThan(0.7);
  });
});

describe('an English name against a foreign mark that translates it', () => {
  it("writes the English words in each language, both orders, with and without the language's articles", () => {
    const keys = foreignTranslationKeys(['blue', 'parrot']);
    expect(keys).toContain('pappagalloblu');
    expect(keys).toContain('ilpappagalloblu');
    expect(keys).toContain('perroquetbleu');
    expect(foreignTranslationKeys(['the', 'parrot'])).toContain('opapagaio');
    // Bounded: at most KEYS_PER_LANGUAGE a language, none for three content words or an unknown word.
    expect(keys.length).toBeLessThanOrEqual(6 * KEYS_PER_LANGUAGE);
    expect(foreignTranslationKeys(['blue', 'green', 'parrot'])).toEqual([]);
    expect(foreignTranslationKeys(['zorvel', 'parrot'])).toEqual([]);
  });
  it('scores the foreign mark as a translation: high', () => {
    expect(plainScore('BLUE PARROT', 'IL PAPPAGALLO BLU')).toBeGreaterThanOrEqual(0.85);
    expect(plainScore('THE PARROT', 'O PAPAGAIO')).toBeGreaterThanOrEqual(0.85);
  });
});
