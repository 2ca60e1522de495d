import { describe, expect, it } from 'vitest';
import { generateSync } from '../src/index.ts';
import type { Method } from '../src/index.ts';
import { isExistingWord } from '../src/lexicon/index.ts';
import { fieldStylingWords } from '../src/methods/field-styling-words.ts';
import { phraseLengthFactor } from '../src/methods/phrase-length.ts';
import { fieldWordStylings } from '../src/methods/rewrite.ts';

/**
 * Issue 16: looks-like restyles short evocative words of the field (Lyft from lift,
 * Flickr from flicker), not only the trade's generic name. The field words come from describe-like's
 * imagery, which another pass tunes: these tests ask for the shape of what comes out, not for one word.
 */
function top(keyword: string, method: Method, limit = 3): Array<{ name: string; why: string }> {
  return generateSync(keyword, { methods: [method], limit })[method].map(({ name, why }) => ({ name, why }));
}

const FIELD_WHY = (keyword: string): RegExp =>
  new RegExp(`\\(from [a-z]+, (?:imagery of|in the definition of|head of) ${keyword}\\)$`);

describe('field words to restyle', () => {
  it('are short known nouns of the field, none of them the keyword or inside it', () => {
    for (const keyword of ['jewelry', 'vineyard', 'bicycle']) {
      const words = fieldStylingWords(keyword);
      expect(words.length, keyword).toBeGreaterThan(0);
      for (const { word, strength } of words) {
        expect(word, keyword).toMatch(/^[a-z]{3,6}$/);
        expect(isExistingWord(word)).toBe(true);
        expect(strength).toBeGreaterThan(0);
      }
    }
  });

  it("take the keyword's short head (photography → photo), but not a word an agent ending hides (tail in tailor)", () => {
    expect(fieldStylingWords('photography').map((w) => w.word)).toContain('photo');
    expect(fieldStylingWords('tailor').map((w) => w.word)).not.toContain('tail');
  });

  it('leave out waste and drug words no founder would restyle (plumbing → sewage)', () => {
    expect(fieldStylingWords('plumbing').map((w) => w.word)).not.toContain('sewage');
  });

  it('are none for a phrase or an unknown word', () => {
    expect(fieldStylingWords('zqxjkv')).toEqual([]);
    expect(fieldStylingWords('surf school')).toEqual([]);
  });
});

describe('looks-like restyles the field', () => {
  it('leads with one styling of a field word, saying where the word came from', () => {
    for (const keyword of ['jewelry', 'vineyard']) {
      const lead = top(keyword, 'rewrite');
      expect(
        lead.some(({ why }) => FIELD_WHY(keyword).test(why)),
        `${keyword}: ${JSON.stringify(lead)}`,
      ).toBe(true);
    }
  });

  it('uses one typical styling, 4–8 letters, never a dictionary word (flower → flowr, not phlower)', () => {
    const stylings = fieldWordStylings('florist');
    const names = stylings.map((idea) => idea.name);
    expect(names).toContain('flowr');
    // f → ph (Phresh) is a stretch on a word the reader must first recognise.
    expect(names).not.toContain('phlower');
    expect(fieldWordStylings('photography').map((idea) => idea.name)).not.toContain('screeen');
    // A vowel dropped before a final n or l reads as a typo (jewel → jewl); before r it is Flickr's.
    expect(fieldWordStylings('jewelry').map((idea) => idea.name)).not.toContain('jewl');
    for (const { name, why } of stylings) {
      expect(name).toMatch(/^[a-z]{4,8}$/);
      expect(isExistingWord(name)).toBe(false);
      expect(why).toMatch(FIELD_WHY('florist'));
    }
  });
});

describe('a phrase restyled whole ranks below its short forms', () => {
  it('weighs long joined phrases and unsayable consonant runs down', () => {
    expect(phraseLengthFactor('yogastud')).toBe(1);
    expect(phraseLengthFactor('yogastoodio')).toBeLessThan(phraseLengthFactor('yogastud'));
    expect(phraseLengthFactor('yogstd')).toBeLessThan(phraseLengthFactor('yogastud'));
  });

  it('ranks a styling that ends on consonants a dropped vowel left below the others (legaladvc, datnlytcs)', () => {
    for (const keyword of ['legal advice', 'data analytics']) {
      for (const { name } of top(keyword, 'rewrite')) {
        expect(name, keyword).not.toMatch(/[^aeiouyr][^aeiouy]{2}$/);
      }
    }
  });

  it('leads looks-like for yoga studio with a name of 9 letters or fewer', () => {
    const [first] = top('yoga studio', 'rewrite');
    expect(first?.name.length ?? 99).toBeLessThanOrEqual(9);
  });
});
