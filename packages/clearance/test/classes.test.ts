import { describe, expect, it } from 'vitest';
import { CLASS_HEADINGS, findClasses } from '../src/classes/index.ts';

function topClass(term: string): number | undefined {
  return findClasses(term, { limit: 1 })[0]?.class;
}

function topThree(term: string): number[] {
  return findClasses(term, { limit: 3 }).map((match) => match.class);
}

describe('findClasses: everyday terms', () => {
  it.each([
    ['running shoes', 25],
    ['coffee', 30],
    ['beer', 32],
    ['software', 9],
    ['legal services', 45],
    ['restaurant services', 43],
    ['advertising', 35],
    ['toys', 28],
    ['t-shirts', 25],
    ['dog food', 31],
    ['mobile apps', 9],
    ['coffee shop', 43],
    ['wine', 33],
    ['lipstick', 3],
    ['vitamin supplements', 5],
    ['books', 16],
    ['handbags', 18],
    ['sofas', 20],
    ['car repair', 37],
    ['insurance', 36],
    ['web hosting', 42],
    ['hotel', 43],
    ['hairdressing', 44],
    ['cigarettes', 34],
    ['guitars', 15],
    ['diamond rings', 14],
    ['bicycles', 12],
    ['fireworks', 13],
    ['yoga classes', 41],
    ['parcel delivery', 39],
  ])('%s -> class %i', (term, expected) => {
    expect(topClass(term)).toBe(expected);
  });

  it('lets the head noun decide over the modifier', () => {
    expect(topClass('leather shoes')).toBe(25);
    expect(topClass('shoe polish')).toBe(3);
    expect(topClass('coffee machines')).not.toBe(30);
  });

  it('applies material and purpose rules', () => {
    expect(topClass('door handles of metal')).toBe(6);
    expect(topClass('salts for medical purposes')).toBe(5);
    expect(topClass('apparatus for medical purposes')).toBe(10);
    expect(topClass('furniture of metal')).toBe(20);
    expect(topThree('non-alcoholic beer')[0]).toBe(32);
  });

  it('reads "... services" and "rental of ..." as services', () => {
    expect(topClass('cleaning services')).toBe(37);
    expect(topClass('rental of cars')).toBe(39);
    expect(topClass('printing services')).toBe(40);
  });

  it('ignores excluded uses', () => {
    expect(topClass('soaps, other than for medical purposes')).toBe(3);
    expect(topClass('soaps for medical purposes')).toBe(5);
  });

  it('tolerates misspellings, synonyms and British or American spelling', () => {
    expect(topClass('sneekers')).toBe(25);
    expect(topClass('resturant')).toBe(43);
    expect(topClass('jewellery')).toBe(14);
    expect(topClass('jewelry')).toBe(14);
    expect(topClass('hoodies')).toBe(25);
    expect(topClass('lawyer')).toBe(45);
  });

  it('explains unknown nouns through WordNet', () => {
    expect(topThree('megaphones')).toContain(9);
    expect(topThree('vermicelli')).toContain(30);
  });
});

describe('findClasses: class numbers and vague input', () => {
  it('answers "25", "class 25" and "Nice class 25" with that class', () => {
    for (const term of ['25', 'class 25', 'Nice Class 25', ' CLASS25 ']) {
      expect(findClasses(term)).toEqual([{ class: 25, description: CLASS_HEADINGS[25], score: 1 }]);
    }
    expect(findClasses('class 46')).toEqual([]);
    expect(findClasses('0')).toEqual([]);
  });

  it('returns [] for words that say nothing about a class', () => {
    for (const term of ['services', 'products', 'goods and services', 'x', 'the of and']) {
      expect(findClasses(term)).toEqual([]);
    }
  });
});

describe('findClasses: result shape', () => {
  it('returns class, our description and a score, best first, within the limit', () => {
    const matches = findClasses('running shoes', { limit: 3 });
    expect(matches.length).toBeGreaterThan(0);
    expect(matches.length).toBeLessThanOrEqual(3);
    for (const match of matches) {
      expect(match.description).toBe(CLASS_HEADINGS[match.class]);
      expect(match.score).toBeGreaterThan(0);
      expect(match.score).toBeLessThanOrEqual(1);
    }
    const scores = matches.map((match) => match.score);
    expect([...scores].sort((left, right) => right - left)).toEqual(scores);
  });

  it('defaults to five results and caps the limit at 45', () => {
    expect(findClasses('bags').length).toBeLessThanOrEqual(5);
    expect(findClasses('clothing and food and tools', { limit: 1000 }).length).toBeLessThanOrEqual(45);
    expect(findClasses('clothing', { limit: 0 }).length).toBeLessThanOrEqual(1);
  });

  it('is deterministic', () => {
    expect(findClasses('metal boxes for tools', { limit: 10 })).toEqual(
      findClasses('metal boxes for tools', { limit: 10 }),
    );
  });

  it('has 45 headings', () => {
    expect(Object.keys(CLASS_HEADINGS)).toHaveLength(45);
  });
});

describe('findClasses: bad input', () => {
  it.each(['', '   ', '!!!', '???///;;;', '12345', '46', 'xqzvbnw', '\u0000\u0001', '\uD800'])(
    'returns [] for %j',
    (term) => {
      expect(findClasses(term)).toEqual([]);
    },
  );

  it('handles any Unicode without crashing', () => {
    for (const term of [
      '🙂👟',
      'Schuhe für Läufer',
      'chaussures de course',
      '运动鞋',
      'обувь',
      'ＲＵＮＮＩＮＧ　ＳＨＯＥＳ',
      'café',
      'a\u0301b\u0327c',
    ]) {
      expect(() => findClasses(term)).not.toThrow();
    }
    expect(topClass('ＲＵＮＮＩＮＧ　ＳＨＯＥＳ')).toBe(25);
    expect(topClass('CAFÉ')).toBe(43);
  });

  it('bounds very long input and stays fast', () => {
    const long = 'shoes '.repeat(10_000);
    const started = performance.now();
    expect(topClass(long)).toBe(25);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('answers in well under 5 ms per term once loaded', () => {
    findClasses('warm up');
    const terms = [
      'running shoes',
      'coffee',
      'legal services',
      'metal boxes',
      'electric kettles',
      'organic dog food',
    ];
    const started = performance.now();
    for (let round = 0; round < 20; round += 1) for (const term of terms) findClasses(term);
    expect((performance.now() - started) / (20 * terms.length)).toBeLessThan(5);
  });
});
