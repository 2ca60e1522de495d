import { describe, expect, it } from 'vitest';
import { generateSync } from '../src/index.ts';
import { wordParts } from '../src/methods/phrase-clippings.ts';
import { nameRejection } from '../src/quality/name-filter.ts';
import { visibleBadWords } from '../src/quality/visible-words.ts';

function autogenPage(keyword: string, limit = 24): string[] {
  return generateSync(keyword, { methods: ['autogen'], limit }).autogen.map((c) => c.name);
}

describe('random generation builds on recognisable parts (issue 16)', () => {
  it('finds the parts a reader recognises: whole word, stem, head at a syllable boundary, own Latin root', () => {
    const parts = (word: string) => wordParts(word).map(({ part }) => part);
    expect(parts('clothing')).toContain('cloth');
    expect(parts('planner')).toContain('plan');
    expect(parts('wedding')).toContain('wed');
    expect(parts('kids')).toContain('kid');
    expect(parts('furniture')).toContain('furn');
    expect(parts('analytics')).toContain('analyt');
    expect(parts('school')).toContain('schol');
    // beer is no bee; a head that is another word is read as that word (stud, organ).
    expect(parts('beer')).not.toContain('bee');
    expect(parts('studio')).not.toContain('stud');
    expect(parts('organic')).not.toContain('organ');
    // A root of another word of the field (food → fons, source) is not read as food.
    expect(parts('food')).not.toContain('fons');
  });

  it('joins both words of a phrase where the sounds flow (dogroom, kidcloth, smartlight), not letter noise', () => {
    // At 8e2f60e these led with dogrook, dograge; kiclots, kihing; smating, smaring.
    expect(autogenPage('dog grooming', 3)).toContain('dogroom');
    expect(autogenPage('kids clothing', 3)).toContain('kidcloth');
    expect(autogenPage('smart lighting', 3)).toContain('smartlight');
    expect(autogenPage('video games', 3)).toContain('vidgame');
    // surf + schol- (Latin schola, school): the seam's sch is one sound. A phrase still fills a page.
    expect(autogenPage('surf school', 3)).toContain('surfschola');
    expect(autogenPage('surf school')).toHaveLength(24);
    // Without a recognisable join (two short words whole) the earlier coinages keep their order, less
    // those that read as another word after a scrap of the first (win-bard, ba-fores).
    expect(autogenPage('wine bar', 3)).toEqual(['winebaria', 'winebario', 'winebara']);
    // Nor does a join the filters drop push them down (babfood reads as a typo of babyfood).
    expect(autogenPage('baby food', 3)).toEqual(['babood', 'babfora', 'bafood']);
    // dog grooming → dog-rook, dog-rose, do-grown; kids clothing → ki-clots: another word after a scrap.
    const dog = autogenPage('dog grooming');
    for (const name of ['dogrook', 'dogrose', 'dogrown', 'dograge']) expect(dog).not.toContain(name);
    expect(autogenPage('kids clothing')).not.toContain('kiclots');
    // A Latin root that is the word cut short (offic- of office) reads as a typo: office is whole.
    const office = autogenPage('office furniture', 3);
    expect(office).toContain('officefurn');
    expect(office.filter((name) => name.startsWith('offic') && !name.startsWith('office'))).toEqual([]);
  });

  it('drops the letter model’s scraps of a one-word keyword (ince, intray, cand, flors), keeps its roots', () => {
    const insurance = autogenPage('insurance');
    for (const scrap of ['ince', 'inse', 'intray', 'instrip']) expect(insurance).not.toContain(scrap);
    const candles = autogenPage('candles');
    for (const scrap of ['cand', 'cands']) expect(candles).not.toContain(scrap);
    const florist = autogenPage('florist');
    for (const scrap of ['flors', 'flord']) expect(florist).not.toContain(scrap);
    expect(insurance[0]).toBe('cautora');
    expect(autogenPage('vineyard', 3)).toContain('vinia');
  });

  it('never ends a coinage on an adult word its keyword hides (data analytics → datanal)', () => {
    expect(autogenPage('data analytics', 50).filter((name) => /anal$|anal[aeiou]$/.test(name))).toEqual([]);
  });
});

describe('short adult or negative words visible in an invented name (issue 16)', () => {
  it('finds them at an edge of the name, and sex anywhere', () => {
    expect(visibleBadWords('flosex').map(({ word }) => word)).toEqual(['sex']);
    expect(visibleBadWords('dograge').map(({ word }) => word)).toEqual(['rage']);
    expect(visibleBadWords('killora').map(({ word }) => word)).toEqual(['kill']);
    expect(visibleBadWords('flosexia').map(({ word }) => word)).toEqual(['sex']);
    expect(visibleBadWords('datanali').map(({ word }) => word)).toEqual(['anal']);
    // surf school → surfool reads as surf + fool (word combination's first name at 3deccdc).
    expect(visibleBadWords('surfool').map(({ word }) => word)).toEqual(['fool']);
    expect(visibleBadWords('junkora').map(({ word }) => word)).toEqual(['junk']);
    expect(visibleBadWords('analyza')).toEqual([]);
    // anal, ass and cum open ordinary words and their coinages: only the end counts.
    expect(visibleBadWords('assura')).toEqual([]);
    expect(visibleBadWords('pizzass').map(({ word }) => word)).toEqual(['ass']);
    // Inside a name, most short words are only letters (skillor: ski-llor).
    expect(visibleBadWords('skillor')).toEqual([]);
  });

  it('excuses a real word that holds them and the keyword’s own letters', () => {
    for (const name of ['essexo', 'unisexa', 'hellorio', 'garageo'])
      expect(visibleBadWords(name), name).toEqual([]);
    expect(visibleBadWords('dograge', 'rage room')).toEqual([]);
  });

  it('rejects them for every method’s names in the shared filter', () => {
    expect(nameRejection('flosex', { method: 'autogen', keywordWords: ['florist'] })).toBe('offensive');
    expect(nameRejection('dograge', { method: 'autogen', keywordWords: ['dog', 'grooming'] })).toBe(
      'negative',
    );
    expect(nameRejection('booksex', { method: 'abbreviate', keywordWords: ['bookshop'] })).toBe('offensive');
    expect(nameRejection('peetza', { method: 'rewrite', keywordWords: ['pizza'] })).toBeUndefined();
    expect(nameRejection('sussex', { method: 'rhyme', keywordWords: ['florist'] })).toBeUndefined();
    const florist = Object.values(generateSync('florist', { limit: 50 })).flatMap((list) =>
      list.map((c) => c.name),
    );
    expect(florist).not.toContain('flosex');
  });
});
