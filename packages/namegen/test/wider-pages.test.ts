import { describe, expect, it } from 'vitest';
import { generateSync, RESULTS_PER_PAGE } from '../src/index.ts';
import type { Method } from '../src/index.ts';
import { compoundParts } from '../src/methods/rewrite.ts';
import { doubledEndings } from '../src/methods/stylised-endings.ts';
import { nameRejection } from '../src/quality/name-filter.ts';

/** Issue 16's fourth pass: wider generation for the groups that were still short (docs/benchmarks.md, bench:names, fourth pass). */
function page(keyword: string, method: Method): string[] {
  return generateSync(keyword, { methods: [method], limit: RESULTS_PER_PAGE })[method].map((c) => c.name);
}

describe('looks-like: compounds and doubled endings', () => {
  it('reads a closed compound as the two words it says (bookshop, not plum + bing or off + ice)', () => {
    expect(compoundParts('bookshop')).toEqual(['book', 'shop']);
    expect(compoundParts('plumbing')).toBeUndefined();
    expect(compoundParts('office')).toBeUndefined();
    expect(compoundParts('estate')).toBeUndefined();
  });

  it("restyles a compound's parts, the last one ending like Shoppe or Webby", () => {
    expect(page('bookshop', 'rewrite')).toEqual(
      expect.arrayContaining(['bukshop', 'bookshoppe', 'bookshoppy']),
    );
  });

  it('gives a doubled letter before -y or -o only where endings are allowed (never after a phrase)', () => {
    expect(doubledEndings('web', true).map((ending) => ending.name)).toEqual(
      expect.arrayContaining(['webby', 'webbo']),
    );
    expect(doubledEndings('web').map((ending) => ending.name)).not.toContain('webby');
    expect(page('wine bar', 'rewrite').some((name) => /barr[yo]$/.test(name))).toBe(false);
  });

  it('respells brew as bru (The Bruery) and a closing -en as -yn (Gardyn)', () => {
    expect(page('brewery', 'rewrite')).toContain('bruery');
    expect(page('gardening', 'rewrite')).toContain('gardyn');
    // Not inside a word where ew is not after r or l.
    expect(page('jewelry', 'rewrite').some((name) => name.startsWith('ju'))).toBe(false);
  });
});

describe('abbreviate: heads of short words', () => {
  it('clips a three-letter word of a phrase to its first two letters (car rental → carent, dog grooming → dogroom)', () => {
    expect(page('car rental', 'abbreviate')).toEqual(expect.arrayContaining(['carent', 'carento']));
    expect(page('dog grooming', 'abbreviate')).toContain('dogroom');
  });
});

describe('filters read a name as it is said', () => {
  it('finds an offensive word between an ampersand, digit or apostrophe, as bench:names does', () => {
    expect(nameRejection('w&b', { method: 'abbreviate', keywordWords: ['wine', 'bar'] })).toBe('offensive');
    expect(nameRejection('wb', { method: 'abbreviate', keywordWords: ['wine', 'bar'] })).toBeUndefined();
  });
});
