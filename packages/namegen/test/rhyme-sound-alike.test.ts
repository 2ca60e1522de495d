import { describe, expect, it } from 'vitest';
import { generateSync } from '../src/index.ts';
import { getPronunciation, stripStress } from '../src/lexicon/index.ts';
import { NATURAL_THING_FILES, rhymingCompounds, suitsField } from '../src/methods/rhyme-compounds.ts';
import { fitsMeaning } from '../src/methods/rhyme-meaning-fit.ts';
import { fieldStems } from '../src/methods/rhyme-stems.ts';
import {
  isBodilyContact,
  isPairPartner,
  isProperName,
  pairWorth,
  soundAlikeWorth,
} from '../src/methods/rhyme-worth.ts';
import { halfRhymeSound } from '../src/methods/rhyme.ts';

function rhymes(keyword: string, limit = 24): { name: string; why: string }[] {
  return generateSync(keyword, { methods: ['rhyme'], limit }).rhyme.map(({ name, why }) => ({ name, why }));
}

function top(keyword: string, count = 3): string[] {
  return rhymes(keyword, count).map((idea) => idea.name);
}

function plain(word: string): string[] {
  return stripStress(getPronunciation(word) ?? []);
}

describe('sounds-like names a founder would keep (issue 16)', () => {
  it('keeps obscure words, proper names and adverbs out of a rhyme’s worth', () => {
    expect(isProperName('kennedy')).toBe(true);
    expect(isProperName('harvard')).toBe(true);
    expect(isProperName('forest')).toBe(false);
    for (const word of ['czarist', 'kennedy', 'quickly']) expect(soundAlikeWorth(word), word).toBe(0);
    expect(soundAlikeWorth('forest')).toBeGreaterThan(0.4);
    // Florist's first rhymes were czarist, guitarist, polished; brewery's held kennedy and harvard.
    expect(rhymes('florist').map((idea) => idea.name)).not.toContain('czarist');
    for (const name of ['guitarist', 'nudist']) expect(top('florist', 12)).not.toContain(name);
    const brewery = rhymes('brewery', 50).map((idea) => idea.name);
    for (const name of ['kennedy', 'harvard']) expect(brewery).not.toContain(name);
  });

  it('counts a positive meaning again in a pair, without capping it away', () => {
    // Both are namer's words of high worth; supreme is also positive.
    expect(pairWorth('supreme')).toBeGreaterThan(pairWorth('steam'));
    expect(pairWorth('charm')).toBeGreaterThan(pairWorth('mule'));
    expect(isPairPartner('charm')).toBe(true);
    expect(isPairPartner('mule')).toBe(false);
    // A verb alone ends a pair as an action: brewery → brew woo was second.
    expect(isPairPartner('woo')).toBe(false);
    expect(top('brewery', 6)).not.toContain('brew woo');
  });

  it('builds rhyming compounds on short words of the field: florist → flower power, organic farm → farm charm', () => {
    expect(fieldStems('bicycle', 3)).toContain('wheel');
    expect(fieldStems('brewery', 3)[0]).toBe('brew');
    // Other senses and places paired oddly: grooming → train, yoga → state.
    expect(fieldStems('grooming', 3)).not.toContain('train');
    expect(fieldStems('yoga', 3)).not.toContain('state');
    // A closed compound's first word, when both words are heard in it (book-shop, not books-hop).
    expect(fieldStems('bookshop', 3)).toContain('book');
    expect(fieldStems('bookshop', 3)).not.toContain('books');
    expect(fieldStems('plumbing', 3)).not.toContain('plum');
    expect(fieldStems('estate', 3)).not.toContain('est');
    const florist = rhymes('florist', 3);
    expect(florist.map((idea) => idea.name)).toContain('flower power');
    expect(florist.find((idea) => idea.name === 'flower power')?.why).toBe(
      'rhymes with flower, from florist',
    );
    expect(top('organic farm')).toContain('farm charm');
  });

  it('ends a pair on a namer’s or positive word, never on a homophone', () => {
    const source = (perfect: string[]) => ({ perfect: () => perfect, endRhymes: () => [] });
    const names = rhymingCompounds(['wine'], 'wine', source(['swine', 'shine', 'whine'])).map((i) => i.name);
    expect(names).toContain('wine shine');
    expect(names).not.toContain('wine swine');
    expect(names).not.toContain('wine whine');
    expect(rhymingCompounds(['flower'], 'flower', source(['flour', 'power'])).map((i) => i.name)).toEqual([
      'flower power',
    ]);
  });

  it('pairs a half rhyme with a namer’s word when the ending is heard: data → data delta, not jewel loyal', () => {
    const data = rhymes('data analytics', 3);
    expect(data.map((idea) => idea.name)).toContain('data delta');
    expect(data.find((idea) => idea.name === 'data delta')?.why).toBe('half rhyme of data');
    // A weak vowel and a consonant (-el, -le) end too many words to echo anything.
    const jewelry = rhymes('jewelry', 50).map((idea) => idea.name);
    for (const name of ['jewel loyal', 'jewel stable']) expect(jewelry).not.toContain(name);
  });

  it('alliterates a field word with a positive namer’s word where rhymes are few: tutoring → tutor talent', () => {
    const tutoring = rhymes('tutoring', 3);
    expect(tutoring.map((idea) => idea.name)).toContain('tutor talent');
    expect(tutoring.find((idea) => idea.name === 'tutor talent')?.why).toBe(
      'alliterates with tutor, from tutoring',
    );
    // A true rhyme of a namer's word still leads an alliteration: flower power before flower fun.
    const florist = rhymes('florist');
    const firstAlliteration = florist.findIndex((idea) => idea.why.startsWith('alliterates'));
    expect(firstAlliteration).toBeGreaterThan(0);
    expect(florist.findIndex((idea) => idea.name === 'flower power')).toBeLessThan(firstAlliteration);
    // A vowel start does not alliterate to the ear.
    expect(
      rhymes('office furniture', 50).some((idea) => idea.why.startsWith('alliterates with office')),
    ).toBe(false);
  });

  it('swaps a phrase’s last word for a rhyme worth keeping: car rental → car star, not car mental', () => {
    const carRental = top('car rental');
    expect(carRental).toContain('car star');
    expect(carRental).not.toContain('car mental');
    expect(top('wine bar')).toContain('wine star');
    // A bare rhyme has lost the trade: for a phrase its pair leads it (hair salon → flare led).
    const hair = rhymes('hair salon').map((idea) => idea.name);
    expect(hair.indexOf('hair flare')).toBeLessThan(hair.indexOf('flare'));
    expect(hair[0]).toContain(' ');
    // A word's own ending is no rhyme: legal advice → legal ice led.
    expect(rhymes('legal advice', 50).map((idea) => idea.name)).not.toContain('legal ice');
  });

  it('hears consonance (florist ~ forest) and not a shared ending alone (pharmacy ~ victory)', () => {
    const forest = rhymes('florist').find((idea) => idea.name === 'forest');
    expect(forest?.why).toBe('sounds like florist');
    expect(top('florist')).toContain('forest');
    expect(halfRhymeSound(plain('pharmacy'), 'fancy')).toBeGreaterThan(
      halfRhymeSound(plain('pharmacy'), 'victory'),
    );
    // Two consonants are too few for consonance: car is not kiss.
    expect(rhymes('car rental', 50).map((idea) => idea.name)).not.toContain('kiss');
  });

  it('still fills a first page and gives nothing for an unknown word', () => {
    for (const keyword of ['tutoring', 'office furniture']) expect(rhymes(keyword)).toHaveLength(24);
    expect(rhymes('zqxjkv')).toEqual([]);
  });
});

describe('sounds-like pairs that suit the trade (issue 16, session 10)', () => {
  it('never pairs or offers an act of bodily contact: no clinic kiss, kid kiss or drug hug', () => {
    for (const word of ['kiss', 'hug', 'cuddle', 'punch']) {
      expect(isBodilyContact(word), word).toBe(true);
      expect(soundAlikeWorth(word), word).toBe(0);
    }
    for (const word of ['charm', 'triumph', 'wish', 'smile']) expect(isBodilyContact(word), word).toBe(false);
    for (const trade of ['pharmacy', 'dental clinic', 'kids clothing', 'office furniture']) {
      const words = rhymes(trade).flatMap((idea) => idea.name.split(' '));
      for (const word of ['kiss', 'hug']) expect(words, trade).not.toContain(word);
    }
  });

  it('ranks a rhyme of the trade’s own field first: insurance → assurance before essence, silence', () => {
    expect(fitsMeaning('assurance', 'insurance')).toBe(true);
    expect(fitsMeaning('flower', 'florist')).toBe(true);
    for (const word of ['essence', 'silence', 'reassurance'])
      expect(fitsMeaning(word, 'insurance'), word).toBe(false);
    // A form of the keyword is the keyword again, not a pun on it.
    expect(fitsMeaning('plumber', 'plumbing')).toBe(false);
    expect(fitsMeaning('photographic', 'photography')).toBe(false);
    const insurance = top('insurance');
    expect(insurance[0]).toBe('assurance');
  });

  it('alliterates on the sounds a partner shares with the stem, each partner once a page', () => {
    // Tutor and talent share a second T; triumph shares the first sound only.
    const tutoring = top('tutoring', 24);
    expect(tutoring.indexOf('tutor talent')).toBeGreaterThanOrEqual(0);
    expect(tutoring.indexOf('tutor talent')).toBeLessThan(
      tutoring.includes('tutor triumph') ? tutoring.indexOf('tutor triumph') : Infinity,
    );
    // Wed wish and wedding wish said the same thing twice.
    for (const trade of ['wedding planner', 'florist', 'vineyard', 'gardening']) {
      const partners = rhymes(trade)
        .filter((idea) => idea.why.startsWith('alliterates'))
        .map((idea) => idea.name.split(' ').at(-1));
      expect(new Set(partners).size, trade).toBe(partners.length);
    }
  });

  it('pairs a thing only within its field: no web pine, language mule; yoga studio leads with no toga', () => {
    expect(suitsField('pine', 'design', 'web')).toBe(false);
    expect(suitsField('mule', 'school', 'language')).toBe(false);
    // A thing in its second sense too: grid is first a pattern, then power lines.
    expect(suitsField('grid', 'kid', 'kids')).toBe(false);
    // Swapped into a phrase, a building or tool may be the trade's place; a plant or animal is not.
    expect(suitsField('manor', 'planner', 'wedding', NATURAL_THING_FILES)).toBe(true);
    expect(suitsField('pine', 'design', 'web', NATURAL_THING_FILES)).toBe(false);
    // A quality or feeling suits any trade.
    expect(suitsField('charm', 'farm', 'organic')).toBe(true);
    for (const [trade, name] of [
      ['web design', 'web pine'],
      ['web design', 'web swine'],
      ['language school', 'language mule'],
      ['surf school', 'surf mule'],
      ['baby food', 'baby lube'],
      ['kids clothing', 'kid grid'],
    ] as const) {
      expect(top(trade, 24), trade).not.toContain(name);
    }
    const yoga = top('yoga studio');
    for (const name of ['toga', 'coca', 'soda']) expect(yoga).not.toContain(name);
    expect(top('language school')).not.toContain('mule');
  });
});
