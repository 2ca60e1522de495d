import { describe, expect, it } from 'vitest';
import { blend } from '../src/blend/index.ts';
import { combiSources } from '../src/methods/word-combi-stems.ts';
import { generateSync } from '../src/index.ts';
import type { Method } from '../src/index.ts';

function names(keyword: string, method: Method, limit = 50): string[] {
  return generateSync(keyword, { methods: [method], limit })[method].map((c) => c.name);
}

describe('generation methods on known inputs', () => {
  it('rhyme: true rhymes of brand, nothing for unknown words', () => {
    const rhymes = names('brand', 'rhyme');
    expect(rhymes).toEqual(expect.arrayContaining(['grand', 'hand']));
    expect(rhymes).not.toContain('brand');
    expect(names('zqxjkv', 'rhyme')).toEqual([]);
  });

  it('rewrite: Flickr-style dropped vowel and other respellings', () => {
    const respellings = names('flicker', 'rewrite');
    expect(respellings).toContain('flickr');
    expect(names('photo', 'rewrite')).toContain('foto');
    expect(names('cool', 'rewrite')).toContain('kool');
  });

  it('abbreviate: FedEx-style clipping and acronyms', () => {
    const clipped = names('federal express', 'abbreviate');
    expect(clipped).toContain('fedex');
    expect(names('international business machines', 'abbreviate')).toContain('ibm');
    expect(names('market', 'abbreviate').length).toBeGreaterThan(0);
  });

  it('associate: WordNet relations of light, nothing for unknown words', () => {
    const related = names('light', 'associate', 100);
    expect(related.some((name) => ['lamp', 'illumination', 'illuminate', 'lantern'].includes(name))).toBe(
      true,
    );
    expect(names('zqxjkv', 'associate')).toEqual([]);
  });

  it('urbanedge: x for cks, z plurals, -ify, number homophones', () => {
    expect(names('kicks', 'urbanedge')).toEqual(expect.arrayContaining(['kix', 'kickz']));
    expect(names('brand', 'urbanedge')).toContain('brandify');
    expect(names('great', 'urbanedge')).toContain('gr8');
  });

  it('autogen: invented, pronounceable, not dictionary words', () => {
    const invented = generateSync('brand', { methods: ['autogen'], limit: 30 }).autogen;
    expect(invented.length).toBeGreaterThan(10);
    for (const candidate of invented) {
      expect(candidate.name).toMatch(/^[a-z]{4,11}$/);
      expect(candidate.score).toBeGreaterThan(0.3);
      expect(candidate.why).toMatch(/invented/);
    }
  });

  it('word_combi: blends only for two or more words', () => {
    expect(names('brand', 'word_combi')).toEqual([]);
    expect(names('breakfast lunch', 'word_combi').length).toBeGreaterThan(0);
  });

  it('word_combi: ranked for naming, with the blend model as one term (issue 16)', () => {
    for (const keyword of ['breakfast lunch', 'smoke fog', 'yoga studio', 'craft beer']) {
      const candidates = generateSync(keyword, { methods: ['word_combi'], limit: 24 }).word_combi;
      const scores = candidates.map((c) => c.score);
      expect(new Set(scores).size, keyword).toBeGreaterThan(1);
      const alphabetical = [...candidates].map((c) => c.name).sort();
      expect(
        candidates.map((c) => c.name),
        keyword,
      ).not.toEqual(alphabetical);
      // Every name is a blend the blender makes of the two words or their stems, or a compound of a
      // stem (word-combi-stems.ts); the naming score only reorders them.
      const [first = '', second = ''] = keyword.split(' ');
      const made = new Set<string>();
      for (const one of combiSources(first)) {
        for (const two of combiSources(second)) {
          for (const name of blend(one, two, { limit: 400 })) made.add(name);
          made.add(one + two);
        }
      }
      expect(
        candidates.filter((c) => !made.has(c.name)).map((c) => c.name),
        keyword,
      ).toEqual([]);
    }
    // A word the dictionary defines by both words is their established blend and stays first.
    expect(names('breakfast lunch', 'word_combi')[0]).toBe('brunch');
  });

  it('translations: Spanish by default, other languages on request', () => {
    const spanish = generateSync('light', { methods: ['translations'] }).translations;
    expect(spanish.length).toBeGreaterThan(0);
    const french = generateSync('light', { methods: ['translations'], language: 'fr' }).translations;
    expect(french.map((c) => c.name)).not.toEqual(spanish.map((c) => c.name));
  });

  it('every list is ranked, de-duplicated, scored 0..1, explained and tagged with its method', () => {
    const result = generateSync('smart home', { limit: 40 });
    for (const [method, candidates] of Object.entries(result)) {
      const lower = candidates.map((c) => c.name.toLowerCase());
      expect(new Set(lower).size, method).toBe(lower.length);
      candidates.forEach((candidate, i) => {
        expect(candidate.method).toBe(method);
        expect(candidate.why.length).toBeGreaterThan(0);
        expect(candidate.score).toBeGreaterThanOrEqual(0);
        expect(candidate.score).toBeLessThanOrEqual(1);
        if (i > 0) expect(candidate.score).toBeLessThanOrEqual(candidates[i - 1]?.score ?? 1);
      });
    }
  });
});
