import { describe, expect, it } from 'vitest';
import { generateSync, isExistingWord, RESULTS_PER_PAGE } from '../src/index.ts';
import type { Method } from '../src/index.ts';
import { nameRejection } from '../src/quality/name-filter.ts';

/**
 * Issue 16: looks-like and urbanize fill a first page from honest sources (decision 0027): each word
 * of a phrase restyled and written apart, rewrite's brand endings and urbanize's endings on words of
 * the keyword's field. A styling counts for the shared filters by its letters only, and the fill never
 * moves a name the panel judges (the top 3).
 */
function page(keyword: string, method: Method): Array<{ name: string; why: string }> {
  return generateSync(keyword, { methods: [method], limit: RESULTS_PER_PAGE, seed: 1 })[method].map(
    ({ name, why }) => ({ name, why }),
  );
}
const names = (keyword: string, method: Method): string[] => page(keyword, method).map(({ name }) => name);

describe('first pages of looks-like and urbanize', () => {
  it('are full for tuning keywords that were short (pizza, surf school, dental clinic)', () => {
    expect(names('pizza', 'urbanedge')).toHaveLength(RESULTS_PER_PAGE);
    expect(names('surf school', 'rewrite')).toHaveLength(RESULTS_PER_PAGE);
    expect(names('dental clinic', 'rewrite')).toHaveLength(RESULTS_PER_PAGE);
  });

  it('keep the top 3 they had before the fill', () => {
    expect(names('surf school', 'rewrite').slice(0, 3)).toEqual(['surfskool', 'surfschul', 'zurfskool']);
    expect(names('surf school', 'urbanedge').slice(0, 3)).toEqual(['surfskool', 'surfschul', 'surfschoolz']);
    expect(names('hair salon', 'rewrite').slice(0, 3)).toEqual(['hairzalon', 'hayrzalon', 'hayrslon']);
    expect(names('pizza', 'urbanedge').slice(0, 3)).toEqual(['pizzify', 'pizzly', 'pizzio']);
    expect(names('jewelry', 'rewrite').slice(0, 3)).toEqual(['jooel', 'jooelry', 'joolry']);
  });
});

describe('a phrase written apart with a word restyled', () => {
  it('is offered, each word styled by a named rule (hair zalon, surf skool, kids klothing)', () => {
    expect(names('hair salon', 'rewrite')).toContain('hair zalon');
    expect(names('kids clothing', 'rewrite')).toContain('kids klothing');
    expect(names('surf school', 'urbanedge')).toContain('surf skool');
  });

  it('never shows a restyled word that is another word (craft bear, reel estate)', () => {
    let checked = 0;
    for (const [keyword, method] of [
      ['craft beer', 'rewrite'],
      ['real estate', 'rewrite'],
      ['wine bar', 'urbanedge'],
      ['organic farm', 'urbanedge'],
    ] as const) {
      const typed = keyword.split(' ');
      const apart = names(keyword, method).filter((n) => n.includes(' '));
      checked += apart.length;
      for (const name of apart) {
        for (const word of name.split(' ')) {
          if (!typed.includes(word)) expect(isExistingWord(word), `${keyword}: ${name}`).toBe(false);
        }
      }
    }
    // The loop above must have had names to look at.
    expect(checked).toBeGreaterThan(0);
  });

  it('keeps a z for a plural on the last word only (no surfz skool)', () => {
    const apart = names('surf school', 'urbanedge').filter((n) => n.includes(' '));
    expect(apart.length).toBeGreaterThan(0);
    for (const name of apart) expect(name.split(' ')[0], name).toBe('surf');
  });
});

describe('words of the field', () => {
  it("take one of looks-like's brand endings when they are the field's clear pictures (vineyard)", () => {
    const ending = page('vineyard', 'rewrite').filter(({ why }) =>
      /ending, like .*\(from [a-z]+, /.test(why),
    );
    expect(ending.length).toBeGreaterThan(0);
    for (const { name } of ending) expect(isExistingWord(name)).toBe(false);
  });

  it("take urbanize's endings below the keyword's own (pizza → tomatio)", () => {
    const fill = page('pizza', 'urbanedge').filter(({ why }) =>
      /\(from [a-z]+, (imagery|in the definition) of pizza\)$/.test(why),
    );
    expect(fill.length).toBeGreaterThan(0);
    const all = names('pizza', 'urbanedge');
    for (const { name } of fill) expect(all.indexOf(name)).toBeGreaterThanOrEqual(3);
  });
});

describe('a styling is judged by its letters (decision 0027)', () => {
  const context = (keyword: string) => ({ method: 'rewrite' as const, keywordWords: keyword.split(' ') });

  it('accepts a named styling whose letters still show each word (dental klinik, kidz clothing)', () => {
    expect(nameRejection('dental klinik', context('dental clinic'))).toBeUndefined();
    expect(nameRejection('kidz clothing', context('kids clothing'))).toBeUndefined();
  });

  it('still rejects an arbitrary one-letter edit of a phrase word (wine baar, hair slon)', () => {
    expect(nameRejection('wine baar', context('wine bar'))).toBe('keyword-typo');
    expect(nameRejection('hair slon', context('hair salon'))).toBe('keyword-typo');
  });

  it('does not count a restyled word that hides its letters as showing it (kar rental, wyne bar)', () => {
    // c → k is a named styling, so no typo, but "kar" no longer shows "car".
    expect(nameRejection('kar rental', context('car rental'))).toBe('one-word-of-phrase');
    expect(names('car rental', 'rewrite')).not.toContain('kar rental');
    // Whatever rule made it, one letter changed in a word of two vowels reads as a slip.
    expect(nameRejection('wyne bar', context('wine bar'))).toBe('keyword-typo');
    expect(names('wine bar', 'rewrite')).not.toContain('wyne bar');
  });
});
