import { describe, expect, it } from 'vitest';
import { generateSync, RESULTS_PER_PAGE } from '../src/index.ts';
import type { Method } from '../src/index.ts';
import { backClippings } from '../src/methods/abbreviate.ts';
import { specificity } from '../src/methods/associate.ts';
import { brandEndings, doubledEndings } from '../src/methods/stylised-endings.ts';
import { isDemonymCoinage } from '../src/quality/demonyms.ts';
import { isKeywordTypo } from '../src/quality/keyword-typos.ts';
import { nameRejection } from '../src/quality/name-filter.ts';

/** Issue 16's third pass: looks-like, urbanize and abbreviate fill more of a first page, honestly. */
function page(keyword: string, method: Method): string[] {
  return generateSync(keyword, { methods: [method], limit: RESULTS_PER_PAGE })[method].map((c) => c.name);
}

const LIBFIXES = ['licious', 'tastic', 'palooza', 'rama', 'fest', 'topia', 'mania', 'zilla'];

describe('looks-like word endings', () => {
  it('puts a brand ending on a short stem, -ic becoming -ique and a c kept hard', () => {
    expect(brandEndings('clinic').map((e) => e.name)).toEqual(
      expect.arrayContaining(['clinique', 'clinica']),
    );
    const magic = brandEndings('magic').map((e) => e.name);
    expect(magic).toContain('magique');
    // Before e or i the c would soften: "magicex" reads "magisex".
    expect(magic.some((name) => /c[eiy]/.test(name))).toBe(false);
    const pizza = brandEndings('pizza').map((e) => e.name);
    expect(pizza).toEqual(expect.arrayContaining(['pizzette', 'pizzora']));
    // -ique only replaces an -ic.
    expect(pizza).not.toContain('pizzique');
  });

  it('puts none after an inflection, a long stem or an awkward cluster', () => {
    expect(brandEndings('plumbing')).toEqual([]);
    expect(brandEndings('photography')).toEqual([]);
    expect(brandEndings('candles')).toEqual([]);
  });

  it('doubles the consonant of a stressed last syllable only (shop, bar; not tailor)', () => {
    const shop = doubledEndings('shop');
    expect(shop.map((e) => e.name)).toEqual(['shopp', 'shoppe']);
    expect(shop.find((e) => e.name === 'shopp')?.needsStack).toBe(true);
    expect(doubledEndings('tailor')).toEqual([]);
    expect(doubledEndings('bookshop').map((e) => e.name)).toContain('bookshoppe');
  });
});

describe('looks-like pages', () => {
  it('gives Shoppe and Barre, but a doubled letter never alone (it reads as a slip)', () => {
    const bookshop = page('bookshop', 'rewrite');
    expect(bookshop).toContain('bookshoppe');
    expect(bookshop).not.toContain('bookshopp');
    expect(page('wine bar', 'rewrite')).toContain('winebarre');
  });

  it('restyles an inflected word through its base (tutoring → tutr, candles → kandle)', () => {
    expect(page('tutoring', 'rewrite')).toEqual(expect.arrayContaining(['tutr', 'tootor']));
    expect(page('candles', 'rewrite')).toContain('kandle');
    expect(page('plumbing', 'rewrite').length).toBeGreaterThanOrEqual(8);
  });

  it('undoubles a consonant only where a dropped vowel left it before another (planner → planr)', () => {
    expect(page('wedding planner', 'rewrite')).toContain('weddingplanr');
    expect(page('pizza', 'rewrite')).not.toContain('piza');
  });

  it('never reads ks across a compound (bookshop is book + shop, not booxhop)', () => {
    const bookshop = page('bookshop', 'rewrite');
    expect(bookshop.some((name) => name.includes('xh'))).toBe(false);
    // Too long a word for a brand ending, and so is its respelling (bukshop).
    expect(bookshop.some((name) => /(?:ex|ique|ette|elle|ora|eo|ia)$/.test(name))).toBe(false);
  });

  it('puts no brand ending after a phrase (a stock suffix on a whole phrase, issue 16)', () => {
    for (const keyword of ['web design', 'dental clinic', 'organic farm']) {
      for (const name of page(keyword, 'rewrite')) {
        expect(name, keyword).not.toMatch(/(?:ique|ette|elle|ora|ex|eo|ia)$/);
      }
    }
  });

  it('stacks an ending on the best two respellings only, not on every one', () => {
    const stacked = page('pizza', 'rewrite').filter(
      (name) => !name.startsWith('pizz') && /(?:ora|ette|elle|ex|eo|ia)$/.test(name),
    );
    expect(
      new Set(stacked.map((name) => name.replace(/(?:ora|ette|elle|ex|eo|ia)$/, ''))).size,
    ).toBeLessThanOrEqual(2);
  });

  it('fills a first page for short words with few letter stylings', () => {
    // Before this pass: pizza 9, tailor 6, florist 8 names.
    expect(page('pizza', 'rewrite')).toHaveLength(RESULTS_PER_PAGE);
    expect(page('tailor', 'rewrite').length).toBeGreaterThanOrEqual(20);
    expect(page('florist', 'rewrite').length).toBeGreaterThanOrEqual(15);
  });

  it('adds nothing that reads as a typo of the keyword', () => {
    for (const keyword of ['florist', 'bookshop', 'tutoring', 'wedding planner']) {
      for (const name of page(keyword, 'rewrite')) {
        expect(isKeywordTypo(name, keyword.split(' ')), `${keyword} → ${name}`).toBe(false);
      }
    }
  });
});

describe('looks-like: a barely said vowel dropped', () => {
  it('drops an unstressed vowel before l, n or r only stacked on another styling (jewelry → joolry)', () => {
    const jewelry = page('jewelry', 'rewrite');
    expect(jewelry).toContain('joolry');
    // Alone the drop is one letter missing: a typo.
    expect(jewelry).not.toContain('jewlry');
    expect(page('car rental', 'rewrite')).not.toContain('carrentl');
  });

  it("keeps a word before a phrase's head whole of its vowels (no legladvice, dentlklinik)", () => {
    // Tumblr's style drops every later vowel of the whole name (dentlclnc); one dropped vowel
    // before a head kept whole runs the words' consonants together.
    expect(page('legal advice', 'rewrite').some((name) => /^legl.*adv[iy]/.test(name))).toBe(false);
    expect(page('dental clinic', 'rewrite').some((name) => /^dentl[ck]l[iy]n/.test(name))).toBe(false);
  });
});

describe('looks-like inside a phrase', () => {
  it('lets a word before the head close on its brand consonant (surph school, kidz klothing)', () => {
    expect(page('surf school', 'rewrite').some((name) => name.startsWith('surph'))).toBe(true);
    expect(page('kids clothing', 'rewrite')).toContain('kidzklothing');
  });
});

describe('describe-like tops', () => {
  it('ranks a word of many senses below one of few, and a two-word term lower still', () => {
    expect(specificity('line')).toBeLessThan(specificity('tomato'));
    expect(specificity('tomato')).toBeGreaterThan(0.9);
    expect(specificity('market keeper')).toBeLessThan(specificity('keeper'));
  });

  it('reads a modifier as a noun or adjective (dog grooming: not track, chase, tail)', () => {
    const dogGrooming = page('dog grooming', 'associate');
    for (const verbSense of ['track', 'chase', 'tag', 'tail', 'trail'])
      expect(dogGrooming).not.toContain(verbSense);
    expect(dogGrooming.slice(0, 8)).toEqual(expect.arrayContaining(['puppy']));
  });

  it('puts other trades (sister terms) and broader terms below the field’s own words', () => {
    expect(page('florist', 'associate').slice(0, 6)).not.toEqual(expect.arrayContaining(['bakery']));
    expect(page('florist', 'associate').slice(0, 6)).not.toEqual(expect.arrayContaining(['deli']));
    expect(page('pharmacy', 'associate').slice(0, 8)).not.toContain('bakery');
  });

  it("reads a phrase's head in its first sense (yoga studio: no studio apartment's kitchen)", () => {
    expect(page('yoga studio', 'associate')).not.toContain('kitchen');
  });
});

describe('urbanize pages', () => {
  it('gives pop slang endings on a short word (pizzalicious, pizzatastic)', () => {
    expect(page('pizza', 'urbanedge')).toEqual(expect.arrayContaining(['pizzalicious', 'pizzatastic']));
  });

  it('puts them on the whole keyword only: not on a clipping, a long word or a phrase', () => {
    for (const keyword of ['florist', 'photography', 'wine bar', 'organic farm']) {
      for (const name of page(keyword, 'urbanedge')) {
        expect(
          LIBFIXES.some((ending) => name.endsWith(ending)),
          `${keyword} → ${name}`,
        ).toBe(false);
      }
    }
  });

  it('writes no letter three times (pizzzy, offfurn) and puts an ending on a plural’s singular', () => {
    for (const keyword of ['pizza', 'office furniture', 'candles']) {
      expect(
        page(keyword, 'urbanedge').filter((name) => /(.)\1\1/.test(name)),
        keyword,
      ).toEqual([]);
    }
    expect(page('office furniture', 'urbanedge')).toContain('offurnify');
    const candles = page('candles', 'urbanedge');
    expect(candles).toContain('candlify');
    expect(candles).not.toContain('candlesify');
  });

  it('writes a hard c before l or r as k (kidz klothin)', () => {
    expect(page('kids clothing', 'urbanedge').some((name) => name.includes('kloth'))).toBe(true);
  });
});

describe('tops of urbanize and abbreviate', () => {
  it('ranks a digit inside a word (pho2graphy, tu2ring) below the top five', () => {
    for (const keyword of ['photography', 'tutoring']) {
      expect(
        page(keyword, 'urbanedge')
          .slice(0, 5)
          .some((name) => /[a-z]\d[a-z]/.test(name)),
        keyword,
      ).toBe(false);
    }
  });

  it('puts a stock ending on a short stem above the same ending on a long one (bookify over bookshopify)', () => {
    const bookshop = page('bookshop', 'urbanedge');
    expect(bookshop.indexOf('bookify')).toBeGreaterThanOrEqual(0);
    expect(bookshop.indexOf('bookify')).toBeLessThan(bookshop.indexOf('bookshopify'));
  });

  it('leads with clippings people say: known words and two syllables over three-letter scraps', () => {
    const photography = page('photography', 'abbreviate');
    expect(photography[0]).toBe('photo');
    const gardening = page('gardening', 'abbreviate');
    expect(gardening.indexOf('garden')).toBeLessThan(gardening.indexOf('gar'));
  });
});

describe('abbreviate pages', () => {
  it('clips a word from its end where the end is a known word (bicycle → cycle, vineyard → yard)', () => {
    expect(backClippings('bicycle')).toEqual(['cycle']);
    expect(backClippings('vineyard')).toContain('yard');
    // A suffix or a rare word is no clipping (tuto|ring, tai|lor).
    expect(backClippings('tutoring')).toEqual([]);
    expect(backClippings('tailor')).toEqual([]);
  });

  it('gives no two-letter clipping of one word, and a FedEx-style -ex', () => {
    const pizza = page('pizza', 'abbreviate');
    expect(pizza.filter((name) => name.length < 3)).toEqual([]);
    expect(page('florist', 'abbreviate')).toContain('florex');
  });
});

describe("a people's name with a coinage ending", () => {
  it('is rejected as a demonym (jewelry clipped to jew gave jewie, jewster)', () => {
    expect(isDemonymCoinage('jewie')).toBe(true);
    expect(isDemonymCoinage('jewster')).toBe(true);
    expect(isDemonymCoinage('jewelo')).toBe(false);
    expect(nameRejection('jewify', { method: 'urbanedge', keywordWords: ['jewelry'] })).toBe('demonym');
    for (const method of ['urbanedge', 'abbreviate'] as const) {
      expect(
        page('jewelry', method).some((name) => isDemonymCoinage(name)),
        method,
      ).toBe(false);
    }
  });
});
