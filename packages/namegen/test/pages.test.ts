import { describe, expect, it } from 'vitest';
import { showsEnoughOfPhrase } from '../src/quality/phrase-coverage.ts';
import { generateSync, RESULTS_PER_PAGE } from '../src/index.ts';
import type { Method } from '../src/index.ts';
import { isKeywordTypo } from '../src/quality/keyword-typos.ts';
import { fieldRoots } from '../src/methods/field-roots.ts';
import { soundRespellings } from '../src/methods/sound-respell.ts';
import { nameRejection } from '../src/quality/name-filter.ts';

function page(keyword: string, method: Method): string[] {
  return generateSync(keyword, { methods: [method], limit: RESULTS_PER_PAGE })[method].map((c) => c.name);
}

describe('first pages (issue 16)', () => {
  it('autogen fills a page for phrases too, building on every word', () => {
    for (const keyword of ['pet care', 'money transfer', 'yoga studio']) {
      const names = page(keyword, 'autogen');
      expect(names, keyword).toHaveLength(RESULTS_PER_PAGE);
      const [first = '', second = ''] = keyword.split(' ');
      for (const name of names) {
        expect(name.startsWith(first.slice(0, 2)), name).toBe(true);
        expect(name.includes(second.slice(0, 2)) || name.endsWith(second.slice(-2)), name).toBe(true);
      }
    }
  });

  it('random generation builds on Latin roots of the field, not only letter noise (bakery → panis → panora)', () => {
    const roots = fieldRoots('bakery').map((root) => root.root);
    expect(roots).toContain('pan');
    // Long stems and phrases make no root ("placenta" for cake reads as itself).
    expect(roots.every((root) => /^[a-z]+$/.test(root))).toBe(true);
    const bakery = generateSync('bakery', { methods: ['autogen'], limit: RESULTS_PER_PAGE }).autogen;
    const latin = bakery.filter((candidate) => candidate.why.includes('Latin'));
    expect(latin.map((candidate) => candidate.name)).toEqual(expect.arrayContaining(['panora']));
    expect(latin.some((candidate) => candidate.name.startsWith('placent'))).toBe(false);
  });

  it('random generation leads with field-root coinages, two per root (songbook → libera before songbook letters)', () => {
    const top = (keyword: string) =>
      generateSync(keyword, { methods: ['autogen'], limit: 6, seed: 1 }).autogen.slice(0, 3);
    // A keyword the lexicon lacks: its roots are those of its field (book → liber, song → carmen).
    const songbook = top('songbook');
    expect(songbook[0]?.why).toMatch(/Latin liber/);
    for (const keyword of ['jewelry', 'vineyard', 'skincare']) {
      const first = top(keyword);
      expect(first.filter((c) => c.why.includes('Latin')).length, keyword).toBeGreaterThanOrEqual(2);
      const perRoot = new Map<string, number>();
      for (const { why } of first) perRoot.set(why, (perRoot.get(why) ?? 0) + 1);
      expect(Math.max(...perRoot.values()), keyword).toBeLessThanOrEqual(2);
    }
  });

  it('random generation gives a phrase clipped heads with a Romance ending near the top (car rental → carrento)', () => {
    for (const keyword of ['car rental', 'wedding planner', 'wine bar']) {
      const top = generateSync(keyword, { methods: ['autogen'], limit: 12, seed: 1 }).autogen;
      const ending = top.filter((c) => c.why.includes(', with -'));
      expect(ending.length, keyword).toBeGreaterThanOrEqual(1);
      for (const { name } of ending) {
        expect(showsEnoughOfPhrase(name, keyword.split(' ')), name).toBe(true);
        expect(name).not.toMatch(/(.)\1\1/);
      }
    }
    const office = generateSync('office furniture', { methods: ['autogen'], limit: 48, seed: 1 }).autogen;
    expect(office.map((c) => c.name).filter((name) => /(.)\1\1/.test(name))).toEqual([]);
  });

  it('ranks the names a method invents by length too: florist → florify before floristify', () => {
    const florist = generateSync('florist', { methods: ['urbanedge'], limit: 12, seed: 1 }).urbanedge.map(
      (c) => c.name,
    );
    expect(florist.indexOf('florify')).toBeLessThan(florist.indexOf('floristify'));
    const insurance = generateSync('insurance', { methods: ['urbanedge'], limit: 3, seed: 1 }).urbanedge;
    expect(insurance.map((c) => c.name)).not.toContain('insurancify');
    // Real words are not invented: rhymes keep their order whatever their length.
    const rhymes = generateSync('insurance', { methods: ['rhyme'], limit: 3 }).rhyme.map((c) => c.name);
    // Assurance and excellence (9 and 10 letters) stay in the top 3, where a length prior would put
    // silence or balance.
    expect(rhymes).toEqual(['assurance', 'essence', 'excellence']);
  });

  it('random generation keeps the keyword: no new start before a bare suffix (tutoring → rering)', () => {
    for (const keyword of ['fitness', 'tutoring']) {
      const page = generateSync(keyword, { methods: ['autogen'], limit: RESULTS_PER_PAGE }).autogen;
      expect(page).toHaveLength(RESULTS_PER_PAGE);
      for (const { name, why } of page) {
        expect(name.startsWith(keyword.slice(0, 2)) || why.includes('Latin'), `${keyword} → ${name}`).toBe(
          true,
        );
      }
    }
    const fitness = page('fitness', 'autogen');
    expect(fitness.some((name) => /(?:ed|ing)$/.test(name))).toBe(false);
  });

  it('looks-like makes stylings (c→k, -er→-r, ph→f), never typos of the keyword', () => {
    expect(page('coffee', 'rewrite')).toContain('koffee');
    expect(page('flicker', 'rewrite')).toContain('flickr');
    expect(page('photo', 'rewrite')).toContain('foto');
    for (const keyword of ['coffee', 'bakery', 'florist', 'insurance', 'pet care']) {
      for (const name of page(keyword, 'rewrite')) {
        expect(isKeywordTypo(name, keyword.split(' ')), `${keyword} → ${name}`).toBe(false);
      }
    }
    expect(page('coffee', 'rewrite')).not.toContain('cofee');
  });

  it('urbanize fills a page for a word it can restyle and puts no stock ending on a whole phrase', () => {
    expect(page('kicks', 'urbanedge')).toHaveLength(RESULTS_PER_PAGE);
    expect(page('brand', 'urbanedge').length).toBeGreaterThanOrEqual(18);
    const phrase = page('money transfer', 'urbanedge');
    expect(phrase.length).toBeGreaterThan(10);
    for (const name of phrase) expect(name, name).not.toMatch(/^moneytransfer(?:ify|ly|io|oo|ster)$/);
  });

  it('abbreviate offers clipping mixes of a phrase and colloquial clippings of a word', () => {
    expect(page('federal express', 'abbreviate')).toHaveLength(RESULTS_PER_PAGE);
    expect(page('yoga studio', 'abbreviate').length).toBeGreaterThanOrEqual(10);
    expect(page('insurance', 'abbreviate').length).toBeGreaterThanOrEqual(12);
  });

  it('looks-like restyles vowels and endings the way brands do, and every word of a phrase at once', () => {
    expect(page('fitness', 'rewrite').length).toBeGreaterThanOrEqual(20);
    expect(page('fitness', 'rewrite')).toContain('fitnezz');
    expect(page('pet care', 'rewrite')).toEqual(expect.arrayContaining(['petkare', 'petcair']));
    expect(page('data analytics', 'rewrite')).toContain('dataanalytix');
    // A phrase's first word keeps its ending: the styling goes at the end of the name.
    expect(page('data analytics', 'rewrite').some((name) => name.startsWith('datah'))).toBe(false);
  });

  it('looks-like respells a sound only where the pronunciation has it (Kwik, Skool, Froot, Peetza)', () => {
    const of = (word: string): string[] => soundRespellings(word).map((respelling) => respelling.name);
    expect(of('quick')).toContain('kwik');
    expect(of('school')).toContain('skool');
    expect(of('fruit')).toContain('froot');
    expect(of('pizza')).toEqual(expect.arrayContaining(['peetza', 'pitza']));
    expect(of('wine')).toContain('wyne');
    // u for oo only at the end (Tru); inside a word it reads as a slip ("tuthpaste").
    expect(of('true')).toContain('tru');
    expect(of('true')).not.toContain('trooe');
    expect(of('toothpaste')).not.toContain('tuthpaste');
    // The c of "ice" sounds s, so it never becomes a k; undoubling a letter is a typo, not a styling.
    expect(of('ice').some((name) => name.includes('k'))).toBe(false);
    expect(of('coffee')).not.toContain('cofee');
    expect(of('zqxjkv')).toEqual([]);
    expect(page('pizza', 'rewrite')).toContain('peetza');
  });

  it('urbanize clips a word before giving it an ending, and a typed word never hides a swear word', () => {
    const florist = page('florist', 'urbanedge');
    expect(florist).toHaveLength(RESULTS_PER_PAGE);
    expect(florist).toEqual(expect.arrayContaining(['florio', 'floristo']));
    expect(page('pizza', 'urbanedge')).not.toContain('pizzaah');
    // Every word of a phrase may be restyled at once, with no stock ending on the phrase.
    expect(page('surf school', 'urbanedge')).toEqual(expect.arrayContaining(['surfskool', 'surfzskool']));
    expect(page('kids clothing', 'urbanedge')).toContain('kidzclothin');
    for (const name of page('kids clothing', 'urbanedge')) expect(name).not.toMatch(/clothingify|clothingly/);
    // "hoes" hides in "shoes", which the user typed: it must not empty the group.
    expect(page('running shoes', 'urbanedge').length).toBeGreaterThanOrEqual(10);
    expect(nameRejection('runshoesly', { method: 'urbanedge', keywordWords: ['running', 'shoes'] })).toBe(
      undefined,
    );
    expect(nameRejection('hoesly', { method: 'urbanedge', keywordWords: ['garden', 'tools'] })).toBe(
      'offensive',
    );
  });

  it('abbreviate adds two-syllable clippings and company endings', () => {
    const florist = page('florist', 'abbreviate');
    expect(florist.length).toBeGreaterThanOrEqual(18);
    expect(page('photography', 'abbreviate')).toEqual(expect.arrayContaining(['photo', 'photco']));
  });

  it('describe-like reads the keyword’s definition: bakery gives pastry and bread, florist gives flower', () => {
    expect(page('bakery', 'associate')).toEqual(expect.arrayContaining(['pastry', 'bread', 'cake']));
    expect(page('florist', 'associate')).toEqual(expect.arrayContaining(['flower', 'plant']));
    // Participles of a definition describe an action, not the field ("sold", "baked").
    for (const name of ['sold', 'baked', 'grows']) expect(page('florist', 'associate')).not.toContain(name);
    // Sister terms are other trades: they rank below the definition's words.
    // (Since the field's imagery came in, the sister term farm is off the first page altogether.)
    const bakery = page('bakery', 'associate');
    expect(bakery).toContain('bread');
    expect(bakery).not.toContain('farm');
  });

  it('describe-like is never empty for a known word: solar reaches the sun and its field', () => {
    const solar = page('solar', 'associate');
    expect(solar.length).toBeGreaterThanOrEqual(12);
    expect(solar).toEqual(expect.arrayContaining(['sun', 'sunshine']));
  });

  it('sounds-like rhymes a compound on its head word and fills a page for long words', () => {
    const skincare = page('skincare', 'rhyme');
    expect(skincare).toHaveLength(RESULTS_PER_PAGE);
    expect(skincare.some((name) => name.startsWith('skin') && name !== 'skincare')).toBe(true);
    expect(skincare).not.toContain('skinthere');
    expect(page('pharmacy', 'rhyme')).toHaveLength(RESULTS_PER_PAGE);
  });
});
