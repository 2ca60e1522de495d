import { describe, expect, it, vi } from 'vitest';
import { CharGramIndex } from '../src/classes/char-gram-index.ts';
import {
  bagKey,
  buildClassIndex,
  effectiveClassCount,
  qualifiedPhraseKey,
  CLASS_SLOTS,
} from '../src/classes/class-index.ts';
import { findClasses } from '../src/classes/index.ts';
import { analysePhrase } from '../src/classes/phrase-analysis.ts';
import { contentStems } from '../src/classes/normalise.ts';
import { lookupNoun } from '../src/classes/wordnet-lookup.ts';

function topClass(term: string): number | undefined {
  return findClasses(term, { limit: 1 })[0]?.class;
}

function weights(entries: Record<number, number>): Float64Array {
  const result = new Float64Array(CLASS_SLOTS);
  for (const [classNumber, value] of Object.entries(entries)) result[Number(classNumber)] = value;
  return result;
}

describe('phrase analysis: compound participles and negated words', () => {
  it('keeps "X-based" and "X-made" before a noun in the core instead of starting a qualifier', () => {
    expect(analysePhrase('oil-based paints').core).toEqual(contentStems('oil paints'));
    expect(analysePhrase('hand-made paper').core).toEqual(contentStems('hand paper'));
  });

  it('still starts a qualifier at "based on" and "made of"', () => {
    const madeOf = analysePhrase('shoes made of leather');
    expect(madeOf.core).toEqual(contentStems('shoes'));
    expect(madeOf.qualifiers).toEqual(contentStems('leather'));
    expect(analysePhrase('sauces based on tomatoes').core).toEqual(contentStems('sauces'));
  });

  it('drops a single negated word from the evidence ("not live", "non-luminous")', () => {
    const prawns = analysePhrase('prawns, not live');
    expect(prawns.qualifiers).toEqual([]);
    expect(prawns.ruleText).not.toMatch(/\blive\b/);
    const numbers = analysePhrase('house numbers, non-luminous');
    expect(numbers.qualifiers).toEqual([]);
  });

  it('keeps what an "other than" clause excludes apart', () => {
    expect(analysePhrase('charms, other than for jewellery').excluded).toEqual(contentStems('jewellery'));
    expect(analysePhrase('prawns, not live').excluded).toEqual(contentStems('live'));
    expect(analysePhrase('charms for bracelets').excluded).toEqual([]);
  });

  it('keeps "not of metal" and "non-electric" in the full text for the material rules', () => {
    expect(analysePhrase('fans, non-electric').folded).toContain('non electric');
    expect(analysePhrase('hinges, not of metal').folded).toContain('not of metal');
  });
});

describe('class index: qualified phrases and effective class counts', () => {
  it('counts exp(entropy) of a distribution: 1 for one class, n for n equal classes', () => {
    expect(effectiveClassCount(weights({ 21: 7 }))).toBeCloseTo(1, 6);
    expect(effectiveClassCount(weights({ 1: 2, 2: 2, 3: 2 }))).toBeCloseTo(3, 6);
    const skewed = effectiveClassCount(weights({ 21: 25, 11: 2, 15: 1 }));
    expect(skewed).toBeGreaterThan(1);
    expect(skewed).toBeLessThan(2);
  });

  it('keys a term by its stems in any order', () => {
    expect(bagKey(['electr', 'convert'])).toBe(bagKey(['convert', 'electr', 'convert']));
  });

  it('keeps a term with a qualifier under its own key, apart from the bare core', () => {
    expect(qualifiedPhraseKey(['beverag'], ['pet'])).not.toBe('beverag');
    const index = buildClassIndex();
    const bare = index.phrases.get(contentStems('beverages').join(' '));
    expect(bare).toBeDefined();
    // Bare "beverages" are drinks (32) before anything a qualified "beverages for ..." adds.
    let best = 0;
    for (let classNumber = 1; classNumber < CLASS_SLOTS; classNumber += 1) {
      if ((bare?.[classNumber] ?? 0) > (bare?.[best] ?? 0)) best = classNumber;
    }
    expect(best).toBe(32);
  });
});

describe('WordNet look-up of plural head nouns', () => {
  it('finds irregular plurals (knives, matrices, shelves, algae)', () => {
    for (const word of ['knives', 'matrices', 'shelves', 'algae'])
      expect(lookupNoun(word).length).toBeGreaterThan(0);
    expect(lookupNoun('knives')[0]?.lexFile).toBe(6);
  });

  it('does not let a one-sense answer stand in for a two-sense one', () => {
    expect(lookupNoun('drums', 1)).toHaveLength(1);
    expect(lookupNoun('drums')).toHaveLength(2);
  });
});

describe('letter-piece evidence for unknown words', () => {
  it('sends an unseen word to the class whose words share its pieces', () => {
    const index = new CharGramIndex();
    for (const word of ['methylamine', 'ethylamine', 'dimethylamine', 'propylamine']) index.add(word, 1, 1);
    for (const word of ['pullovers', 'jumpers', 'cardigans', 'overcoats']) index.add(word, 25, 1);
    const amine = index.evidence('butylamine');
    expect(amine).toBeDefined();
    expect(amine?.[1] ?? 0).toBeGreaterThan(0.9);
    const total = [...(amine ?? [])].reduce((sum, value) => sum + value, 0);
    expect(total).toBeCloseTo(1, 6);
  });

  it('ignores pieces seen only once and words with no known piece', () => {
    const index = new CharGramIndex();
    index.add('zyxwvut', 9, 1);
    expect(index.evidence('zyxwvuq')).toBeUndefined();
    expect(index.evidence('qqqq')).toBeUndefined();
  });

  it('counts a word once per class however often it is added', () => {
    const index = new CharGramIndex();
    for (let count = 0; count < 5; count += 1) index.add('amines', 1, 1);
    index.add('amines', 5, 1);
    index.add('aminesx', 5, 1);
    const evidence = index.evidence('amines');
    expect(evidence?.[5] ?? 0).toBeGreaterThan(evidence?.[1] ?? 0);
  });
});

describe('findClasses: kinds fixed for issue 15', () => {
  it('reads a bare plural by its plain sense, not by one qualified or hyphenated entry', () => {
    expect(topClass('vegetables')).toBe(29);
    expect(topClass('beverages')).toBe(32);
  });

  it('does not count a negated "live" as live produce', () => {
    expect(topClass('prawns, not live')).toBe(29);
    expect(topClass('live prawns')).toBe(31);
  });

  it('scales down the class an excluded use points to', () => {
    expect(topClass('telescopic sights')).toBe(9);
    expect(topClass('sights, other than telescopic sights')).toBe(13);
    expect(topClass('bed linen')).toBe(24);
    expect(topClass('covers, other than bed linen')).not.toBe(24);
  });

  it('lets a plural kind-of-thing word ending the core rule out the other kinds', () => {
    // Preparations are substances, not machines; apparatus and instruments are not substances or services.
    expect(topClass('lubricating preparations for machines')).toBe(4);
    expect(topClass('instruments for cleaning teeth')).not.toBe(3);
    expect(topClass('apparatus for brewing beer')).not.toBe(40);
    // The singular is an action: a service.
    expect(topClass('preparation of tax returns')).toBe(35);
  });

  it('takes the kind of an unlisted head noun from its most common WordNet sense (bottles and jars are objects)', () => {
    const bottles = findClasses('vinegar bottles', { limit: 5 });
    expect(bottles[0]?.class).toBe(21);
    // The food the container holds (vinegar, 30) weighs less against an object head.
    expect(bottles.find((match) => match.class === 30)?.score ?? 0).toBeLessThan(0.3);
    const jars = findClasses('honey jars', { limit: 5 });
    expect(jars[0]?.class).toBe(21);
    expect(jars.find((match) => match.class === 30)?.score ?? 0).toBeLessThan(0.18);
  });

  it('reads a core ending in an action word as a service description', () => {
    const restoration = findClasses('furniture restoration', { limit: 5 });
    expect(restoration[0]?.class).toBe(37);
    // The goods the action is done to (furniture, 20) no longer compete with the service.
    expect(restoration.find((match) => match.class === 20)?.score ?? 0).toBeLessThan(0.15);
  });

  it('matches a listed term written the other way round ("bags, paper" is "paper bags")', () => {
    const bags = findClasses('bags, paper', { limit: 3 });
    expect(bags[0]?.class).toBe(16);
    expect(bags[0]?.score ?? 0).toBeGreaterThan(0.6);
  });

  it("reads 'for the pharmaceutical industry' as the buyer's trade, not a medical use", () => {
    expect(topClass('stabilizers for the pharmaceutical industry')).toBe(1);
    expect(topClass('solvents for use in the pharmaceutical industry')).toBe(1);
    expect(topClass('salts for medical purposes')).toBe(5);
  });

  it('reads a lexicalised two-word compound through WordNet ("toilet water" is a perfume)', () => {
    expect(topClass('toilet water')).toBe(3);
  });

  it('lets letter pieces place a word no list, dictionary or typo fix explains', () => {
    expect(topClass('fluorometers')).toBe(9);
    expect(topClass('nebulisators')).toBe(10);
  });
});

describe('findClasses: a head noun read in the kind its modifiers share', () => {
  it('puts seats that are no vehicle part with furniture (20), where the modifier also points', () => {
    expect(topClass('camping seats')).toBe(20);
    expect(topClass('plastic seats')).toBe(20);
  });
});

describe('findClasses: answers do not depend on earlier queries', () => {
  const terms = [
    'mousetraps',
    'mouse traps',
    'wheelbarrows',
    'wheel barrows',
    'bedpans',
    'bed pans',
    'teapots',
    'tea pots',
    'megaphones',
    'honey jars',
    'toilet water',
    'nebulisators',
  ];

  async function answersInOrder(order: readonly string[]): Promise<Map<string, string>> {
    vi.resetModules();
    const fresh = await import('../src/classes/find-classes.ts');
    const answers = new Map<string, string>();
    for (const term of order) answers.set(term, JSON.stringify(fresh.findClasses(term, { limit: 5 })));
    return answers;
  }

  it('gives the same answers whichever term a fresh process is asked first', async () => {
    const forward = await answersInOrder(terms);
    const backward = await answersInOrder([...terms].reverse());
    for (const term of terms) expect(backward.get(term)).toBe(forward.get(term));
  });
});
