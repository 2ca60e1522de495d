import { describe, expect, it } from 'vitest';
import { generateSync, RESULTS_PER_PAGE } from '../src/index.ts';
import { cutsAtSyllable, isFieldClipping, keepsHead } from '../src/methods/clipping-fit.ts';

/** Issue 16: abbreviate led with scraps (flor, flo, flort, fly) and put flora tenth. */
function page(keyword: string): string[] {
  return generateSync(keyword, { methods: ['abbreviate'], limit: RESULTS_PER_PAGE }).abbreviate.map(
    (candidate) => candidate.name,
  );
}

describe('clipping fit', () => {
  it("reads a clipping that is a word of the keyword's field, and not one of another meaning", () => {
    expect(isFieldClipping('flora', 'florist')).toBe(true);
    expect(isFieldClipping('brew', 'brewery')).toBe(true);
    expect(isFieldClipping('cycle', 'bicycle')).toBe(true);
    expect(isFieldClipping('garden', 'gardening')).toBe(true);
    expect(isFieldClipping('fly', 'florist')).toBe(false);
    expect(isFieldClipping('candy', 'candles')).toBe(false);
    expect(isFieldClipping('tail', 'tailor')).toBe(false);
  });

  it('keeps a head a reader maps back: the first syllable, or an open syllable before another', () => {
    expect(keepsHead('flo', 'florist')).toBe(true);
    expect(keepsHead('cand', 'candles')).toBe(true);
    expect(keepsHead('insu', 'insurance')).toBe(true);
    // Two letters, a prefix-like first syllable, or a syllable less its end are scraps.
    expect(keepsHead('fl', 'florist')).toBe(false);
    expect(keepsHead('ins', 'insurance')).toBe(false);
    expect(keepsHead('cra', 'craft')).toBe(false);
    expect(keepsHead('do', 'dog')).toBe(false);
  });

  it('cuts where syllables part, not inside one', () => {
    expect(cutsAtSyllable('cand', 'candles')).toBe(true);
    expect(cutsAtSyllable('insura', 'insurance')).toBe(true);
    expect(cutsAtSyllable('candl', 'candles')).toBe(false);
    expect(cutsAtSyllable('photogr', 'photography')).toBe(false);
    // A cut that drops only the last consonants leaves no syllable off: the word misspelt.
    expect(cutsAtSyllable('flori', 'florist')).toBe(false);
    expect(cutsAtSyllable('groomi', 'grooming')).toBe(false);
  });
});

describe('abbreviate ranks what a founder keeps', () => {
  it('leads with a clipping that is a word of the field, and puts words of another meaning low', () => {
    const florist = page('florist');
    expect(florist[0]).toBe('flora');
    expect(florist.indexOf('fly')).toBeGreaterThanOrEqual(10);
    const candles = page('candles');
    expect(candles.slice(0, 10)).not.toContain('candy');
    expect(page('tailor').indexOf('tail')).toBeGreaterThanOrEqual(3);
  });

  it('ranks letter scraps and the first syllable plus the last letter below clippings that keep a head', () => {
    const insurance = page('insurance').slice(0, 8);
    for (const scrap of ['ins', 'ine', 'iny', 'ina', 'ino']) expect(insurance).not.toContain(scrap);
    expect(page('florist').slice(0, 6)).not.toContain('flort');
  });

  it('clips each word of a phrase to a head a reader recognises; two initials come last', () => {
    expect(page('language school')[0]).toBe('langschool');
    const dogGrooming = page('dog grooming');
    expect(dogGrooming.slice(0, 3)).not.toContain('dogro');
    expect(dogGrooming.indexOf('dg')).toBeGreaterThanOrEqual(10);
    // or of organic is two letters a reader cannot place; orga keeps its first syllable and a vowel.
    const organicFarm = page('organic farm');
    expect(organicFarm.indexOf('orgafarm')).toBeLessThan(organicFarm.indexOf('orfarm'));
    // Three initials still make a name: methods.test.ts asks for ibm.
  });
});
