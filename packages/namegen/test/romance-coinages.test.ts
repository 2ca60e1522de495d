import { describe, expect, it } from 'vitest';
import { generateSync } from '../src/index.ts';

/**
 * Random generation and Foreignize lead with a short root of the field and a Romance ending, the
 * names our raters liked best (bench/appeal: vinora 4.0, cutora, aquara, floria, liberora 3.5; -ora
 * 2.9–3.0 on average), before letter-model names (1.23) and whole words with a plain ending
 * (floristo, vinedus: 1.7–1.9).
 */
const ROMANCE_ENDING = /(?:ora|ia|ina|ita|ara|ito|ino)$/;

function page(keyword: string, method: 'autogen' | 'translations', limit = 24): string[] {
  return generateSync(keyword, { methods: [method], limit, seed: 1 })[method].map(({ name }) => name);
}

describe('Romance coinages on short roots (random generation and Foreignize)', () => {
  it("random generation's top 3 for one word are short roots with a Romance ending, not letter-model names", () => {
    for (const keyword of ['florist', 'photography', 'candles', 'pharmacy', 'tutoring', 'vineyard']) {
      const top = page(keyword, 'autogen').slice(0, 3);
      for (const name of top) {
        expect(name, `${keyword}: ${top.join(' ')}`).toMatch(ROMANCE_ENDING);
        expect(name.length, name).toBeGreaterThanOrEqual(5);
        expect(name.length, name).toBeLessThanOrEqual(8);
      }
    }
    // The letter model's names that led before (floress, photock, candly, tutator, pharme) follow.
    expect(page('florist', 'autogen', 3)).toContain('floria');
    expect(page('photography', 'autogen', 3)).not.toContain('photock');
    expect(page('tutoring', 'autogen', 3)).toContain('tutora');
    expect(page('candles', 'autogen', 3)[0]).toMatch(/^cand/);
    expect(page('pharmacy', 'autogen', 3)[0]).toMatch(/^pharm/);
  });

  it('random generation coins on the Latin root of the field before the keyword’s own syllable', () => {
    expect(page('skincare', 'autogen', 3)[0]).toBe('cutora');
    expect(page('vineyard', 'autogen', 3)).toEqual(expect.arrayContaining(['vinora', 'vinia']));
    // A long root cut to one syllable says little of it: metall- gives no met-.
    expect(page('jewelry', 'autogen').filter((name) => /^met(?!all)/.test(name))).toEqual([]);
  });

  it('keeps random generation’s phrase joins first (dogroom, smartlight)', () => {
    expect(page('dog grooming', 'autogen', 3)).toContain('dogroom');
    expect(page('smart lighting', 'autogen', 3)).toContain('smartlight');
  });

  it('Foreignize keeps the translation first and follows it with short-root coinages, not whole-word endings', () => {
    const expected: Record<string, string> = {
      florist: 'florista',
      bookshop: 'libreria',
      photography: 'fotografia',
      plumbing: 'fontaneria',
      'smart lighting': 'luz',
    };
    for (const [keyword, translation] of Object.entries(expected)) {
      expect(page(keyword, 'translations')[0], keyword).toBe(translation);
    }
    const florist = page('florist', 'translations', 3);
    expect(florist).toContain('floria');
    for (const [keyword, alteration] of [
      ['florist', 'floristo'],
      ['florist', 'floristex'],
      ['vineyard', 'vinedus'],
      ['insurance', 'segurus'],
      ['bookshop', 'librera'],
    ] as const) {
      expect(page(keyword, 'translations', 3), keyword).not.toContain(alteration);
    }
    expect(page('vineyard', 'translations', 3)).toContain('vinora');
    expect(page('wine bar', 'translations', 3)).toContain('vinora');
  });

  it('keeps a doubled consonant with its syllable and coins no word of its own (perro → perr-; salina)', () => {
    const dog = page('dog grooming', 'translations', 48);
    expect(dog).toContain('perrita');
    expect(dog).not.toContain('perora');
    expect(page('hair salon', 'translations', 48)).not.toContain('salina');
  });

  it('never coins a name that hides an offensive word (flor + ina → orina; anal- of analitica)', () => {
    expect(page('florist', 'autogen', 48)).not.toContain('florina');
    expect(page('florist', 'translations', 48)).not.toContain('florina');
    expect(page('data analytics', 'translations', 48).filter((name) => /^anal(?![iy])/.test(name))).toEqual(
      [],
    );
  });
});
