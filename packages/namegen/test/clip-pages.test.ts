import { describe, expect, it } from 'vitest';
import { generateSync, RESULTS_PER_PAGE } from '../src/index.ts';
import type { Method } from '../src/index.ts';
import { wordFamily, wordVariants } from '../src/methods/word-family.ts';
import { finalizeIdeas } from '../src/rank.ts';

/** Issue 16: abbreviate and word combination left short first pages (pizza: four names). */
function page(keyword: string, method: Method): string[] {
  return generateSync(keyword, { methods: [method], limit: RESULTS_PER_PAGE })[method].map(
    (candidate) => candidate.name,
  );
}

describe('fill ideas', () => {
  it("rank after every one of the method's own names, whatever their scores", () => {
    const ideas = [
      { name: 'lowown', score: 0.1, why: 'own' },
      { name: 'highfill', score: 0.95, why: 'fill', fill: true },
      { name: 'midown', score: 0.5, why: 'own' },
    ];
    const ranked = finalizeIdeas('abbreviate', ideas, ['pizza'], 10);
    expect(ranked.map((candidate) => candidate.name)).toEqual(['midown', 'lowown', 'highfill']);
    // Still in score order: the fill is scaled under the last own score.
    expect(ranked[2]?.score).toBeLessThanOrEqual(ranked[1]?.score ?? 0);
  });

  it('only fill a list the own names leave short', () => {
    const ideas = [
      { name: 'oneown', score: 0.4, why: 'own' },
      { name: 'twoown', score: 0.3, why: 'own' },
      { name: 'afill', score: 0.9, why: 'fill', fill: true },
    ];
    expect(finalizeIdeas('abbreviate', ideas, ['pizza'], 2).map((candidate) => candidate.name)).toEqual([
      'oneown',
      'twoown',
    ]);
  });
});

describe("a keyword word's family", () => {
  it('takes words that start as the word does and that WordNet ties to it', () => {
    expect(wordFamily('pizza').kin).toContain('pizzeria');
    expect(wordFamily('jewelry').kin).toContain('jewel');
    expect(wordFamily('bicycle').field).toContain('bike');
  });

  it('leaves out other spellings and words that only look like the word', () => {
    // jewellery is jewelry spelt otherwise; everyday and legitimate part from event and legal early.
    expect(wordFamily('jewelry').kin).not.toContain('jewellery');
    expect(wordFamily('event').kin).not.toContain('everyday');
    expect(wordFamily('legal').kin).not.toContain('legitimate');
  });

  it("gives a phrase's word its stems and its suffixed kin, not compounds or other kinds of word", () => {
    expect(wordVariants('wine')).toContain('winery');
    expect(wordVariants('dog')).toContain('doggy');
    expect(wordVariants('dog')).not.toContain('doghouse');
    expect(wordVariants('design')).toContain('designer');
    expect(wordVariants('design')).not.toContain('designing');
    expect(wordVariants('grooming')).toContain('groom');
  });
});

describe('abbreviate fills its first page', () => {
  it("with clippings of a one-word keyword's kin, and endings as long as the word", () => {
    const pizza = page('pizza', 'abbreviate');
    expect(pizza.length).toBeGreaterThanOrEqual(15);
    expect(pizza).toContain('pizzer');
    expect(pizza.slice(0, 4)).not.toContain('pizzer');
    expect(page('tailor', 'abbreviate')).toContain('tailco');
  });

  it('with no relative less its last letters, which reads as that word misspelt', () => {
    expect(page('pizza', 'abbreviate')).not.toContain('pizzeri');
    expect(page('bicycle', 'abbreviate')).not.toContain('bik');
  });

  it("with a phrase's clippings on its stems and kin, and endings on mixes up to eight letters", () => {
    expect(page('organic farm', 'abbreviate')).toContain('orgafarmer');
    expect(page('craft beer', 'abbreviate')).toContain('crabeery');
    expect(page('dog grooming', 'abbreviate')).toHaveLength(RESULTS_PER_PAGE);
  });

  it('with no compound of whole words, which abbreviates nothing', () => {
    expect(page('wine bar', 'abbreviate')).not.toContain('winerybar');
    expect(page('web design', 'abbreviate')).not.toContain('webdesigner');
  });
});

describe('word combination fills its first page', () => {
  it("with blends of the words' suffixed kin, below the blends of the words", () => {
    const web = page('web design', 'word_combi');
    expect(web).toHaveLength(RESULTS_PER_PAGE);
    expect(web).toContain('websigner');
    // The words' own blends keep their places: the last of them (wede) still leads every kin blend.
    expect(web).toContain('wede');
    expect(web.indexOf('websigner')).toBeGreaterThan(web.indexOf('wede'));
    expect(page('wine bar', 'word_combi').length).toBeGreaterThanOrEqual(16);
  });
});
