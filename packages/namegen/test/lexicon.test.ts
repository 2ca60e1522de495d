import { describe, expect, it } from 'vitest';
import {
  getFrequency,
  getPronunciation,
  getSynset,
  isExistingWord,
  isOffensive,
  lookupWord,
} from '../src/lexicon/index.ts';
import { pronounceability, PRONOUNCEABLE_THRESHOLD } from '../src/phonotactics/index.ts';

describe('lexical data loaders', () => {
  it('reads CMU pronunciations', () => {
    expect(getPronunciation('brand')).toEqual(['B', 'R', 'AE1', 'N', 'D']);
    expect(getPronunciation('qzxv')).toBeUndefined();
  });

  it('reads SUBTLEX frequencies case-insensitively', () => {
    expect(getFrequency('the')).toBeGreaterThan(getFrequency('light'));
    expect(getFrequency('Light')).toBe(getFrequency('light'));
    expect(getFrequency('brandwrightish')).toBe(0);
  });

  it('reads WordNet synsets with their pointers', () => {
    const senses = lookupWord('lights').map(getSynset);
    expect(senses.length).toBeGreaterThan(5);
    expect(senses.some((synset) => synset.words.includes('illumination'))).toBe(true);
    expect(senses[0]?.pointers.some((pointer) => pointer.symbol === '@')).toBe(true);
  });

  it('knows existing words, inflections included, and rejects invented ones', () => {
    for (const word of ['light', 'kicks', 'running', 'the', 'Bigger']) {
      expect(isExistingWord(word), word).toBe(true);
    }
    for (const word of ['flickr', 'brandwright', 'zorblat', '', '123']) {
      expect(isExistingWord(word), word).toBe(false);
    }
  });

  it('flags offensive names, whole or embedded, but not innocent look-alikes', () => {
    expect(isOffensive('fuck')).toBe(true);
    expect(isOffensive('shitbox')).toBe(true);
    expect(isOffensive('classic')).toBe(false);
    expect(isOffensive('brandly')).toBe(false);
    // Spanish for insurance, which the embedded list's "guro" had kept from every insurance page.
    expect(isOffensive('seguro')).toBe(false);
    expect(isOffensive('xguro')).toBe(true);
  });
});

describe('pronounceability', () => {
  it('scores English-looking words above letter salad', () => {
    for (const word of ['brand', 'google', 'spotify', 'lumino']) {
      expect(pronounceability(word), word).toBeGreaterThan(PRONOUNCEABLE_THRESHOLD);
    }
    for (const word of ['xqzt', 'mnbvcx', 'bfrt', 'aaaa']) {
      expect(pronounceability(word), word).toBeLessThan(PRONOUNCEABLE_THRESHOLD);
    }
  });

  it('stays in 0..1 and handles non-letters', () => {
    expect(pronounceability('')).toBe(0);
    expect(pronounceability('4567')).toBe(0);
    const score = pronounceability('Gr8-Brand!');
    expect(score).toBeGreaterThanOrEqual(0);
    expect(score).toBeLessThanOrEqual(1);
  });
});
