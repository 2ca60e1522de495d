import { describe, expect, it } from 'vitest';
import { generateSync } from '../src/index.ts';
import { getSynset, lookupLemma, type Synset } from '../src/lexicon/index.ts';
import { readsAsOtherThing } from '../src/methods/field-imagery.ts';
import { isMarkedSense } from '../src/methods/gloss-connotation.ts';
import { isAdjectiveOnly, isDefinitionFiller } from '../src/methods/gloss-words.ts';

/**
 * Describe-like reads a related word only through the sense that agrees with the keyword's field
 * (issue 16: names from the wrong sense of a word lose on every panel). Trades from our tuning set
 * and words of our own; none of the or the panel's trades.
 */
const PAGE = 24;

function page(keyword: string): string[] {
  return generateSync(keyword, { methods: ['associate'], limit: PAGE }).associate.map((c) => c.name);
}

function ideas(keyword: string, limit = PAGE): Array<{ name: string; why: string }> {
  return generateSync(keyword, { methods: ['associate'], limit }).associate;
}

function senseWith(lemma: string, member: string): Synset {
  const found = lookupLemma(lemma, 'n')
    .map(getSynset)
    .find((synset) => synset.words.includes(member));
  if (!found) throw new Error(`no sense of ${lemma} with ${member}`);
  return found;
}

describe('describe-like senses (issue 16)', () => {
  it('reads a noun trade in its verb senses only where WordNet derives them from it, by their synonyms', () => {
    const tailor = page('tailor');
    // "to tailor" = to adjust (its broader adapt), and the kinds and broader acts of sewing.
    for (const name of ['forge', 'gore', 'quilt', 'orient', 'adapt']) expect(tailor).not.toContain(name);
    expect(tailor).toEqual(expect.arrayContaining(['sew', 'sartor', 'garment']));
    // candle's verb (to examine eggs) is derived from the light unit, not the candle.
    expect(page('candles')).not.toContain('examine');
  });

  it('reads a field noun in the sense its kinds, files and definitions agree on', () => {
    const florist = page('florist');
    // plant: the living plant (a flower is a kind of it), not the factory.
    for (const name of ['winery', 'brewery', 'refinery', 'factory', 'mint'])
      expect(florist).not.toContain(name);
    expect(florist).toEqual(expect.arrayContaining(['peony', 'bud', 'blossom']));
    // pipe: the one "used to carry water or gas", not the tobacco pipe.
    const plumbing = page('plumbing');
    for (const name of ['calumet', 'chicha']) expect(plumbing).not.toContain(name);
    expect(plumbing).toContain('drainpipe');
  });

  it('keeps WordNet’s first sense unless a later one has the keyword’s file or two kinds of evidence', () => {
    // lighting, "having abundant light or illumination": light the radiation, not the lamp.
    const lighting = ideas('smart lighting', 5).map((idea) => idea.name);
    expect(lighting).toEqual(expect.arrayContaining(['starlight', 'ray']));
    for (const name of ['torch', 'blinker']) expect(lighting).not.toContain(name);
    // analytics, "using algebra and calculus": the mathematics (the keyword's file), not tartar.
    for (const name of ['tartar', 'gallstone']) expect(page('data analytics')).not.toContain(name);
  });

  it('does not read the group the keyword belongs to as its field (dog: the genus Canis)', () => {
    const dog = ideas('dog grooming');
    expect(dog.filter((idea) => idea.why.endsWith(': canis'))).toEqual([]);
  });

  it('leaves out senses WordNet marks as disparaging, slang, archaic or a trademark, and insults', () => {
    expect(isMarkedSense(senseWith('dog', 'frump'))).toBe(true);
    expect(isMarkedSense(senseWith('band aid', 'band aid'))).toBe(true);
    // A pharmacist "dispensing drugs" is no insult: one negative word is the trade's object.
    expect(isMarkedSense(senseWith('pharmacist', 'chemist'))).toBe(false);
    expect(isMarkedSense(senseWith('tailor', 'sartor'))).toBe(false);
    expect(page('dog grooming')).not.toContain('frump');
  });

  it('ranks a related word whose own first sense is another kind of thing lower', () => {
    // kid → monkey (the mischievous child; first the animal).
    const kids = ideas('kids clothing', 12).map((idea) => idea.name);
    expect(kids).not.toContain('monkey');
    // Loosely, only a person sense counts (rare words' first senses are often technical: lager, the
    // laager camp; tandem, the arrangement); strictly, for a word found only by a definition, any
    // first sense one pictures (main, the water main, is first the open sea).
    expect(readsAsOtherThing('monkey', senseWith('monkey', 'imp'))).toBe(true);
    expect(readsAsOtherThing('lager', senseWith('lager', 'lager beer'))).toBe(false);
    expect(readsAsOtherThing('main', senseWith('main', 'main'), true)).toBe(false);
    const waterMain = lookupLemma('main', 'n').map(getSynset)[1];
    expect(waterMain && readsAsOtherThing('main', waterMain, true)).toBe(true);
    expect(waterMain && readsAsOtherThing('main', waterMain)).toBe(false);
    expect(readsAsOtherThing('tandem', senseWith('tandem', 'tandem bicycle'), true)).toBe(false);
    expect(page('butcher')).toContain('lamb');
  });

  it('gives no name from a definition’s filler and ranks its bare adjectives lower', () => {
    expect(isDefinitionFiller('case')).toBe(true);
    expect(isDefinitionFiller('parts')).toBe(true);
    expect(isDefinitionFiller('book')).toBe(false);
    expect(isAdjectiveOnly('written')).toBe(true);
    expect(isAdjectiveOnly('silver')).toBe(false);
    expect(page('insurance')).not.toContain('case');
    const massage = page('massage');
    expect(massage).not.toContain('parts');
    // A definition's bare adjective falls below the field's nouns it tied with (video, "a visible
    // recording": the cable; language, "systematic means of communicating": speech, its synonym).
    const rank = (keyword: string, name: string): number => page(keyword).indexOf(name);
    expect(rank('video games', 'cable')).toBeLessThan(rank('video games', 'visible'));
    expect(rank('language school', 'speech')).toBeLessThan(rank('language school', 'systematic'));
  });

  it('reads no kinds of a top category (food, event): they are every other trade', () => {
    const baby = page('baby food');
    for (const name of ['beverage', 'pasta', 'coconut', 'squid']) expect(baby).not.toContain(name);
    const tickets = page('event tickets');
    for (const name of ['miracle', 'zap', 'makeup']) expect(tickets).not.toContain(name);
  });

  it('reads no imagery from the genus a definition names in words (candle, "stick of wax")', () => {
    const candles = page('candles');
    for (const name of ['spindle', 'staff', 'bow', 'stob', 'joystick']) expect(candles).not.toContain(name);
    // insurance, "promise of reimbursement": other kinds of promise are its sisters.
    const insurance = page('insurance');
    for (const name of ['troth', 'parole', 'verbal']) expect(insurance).not.toContain(name);
  });

  it('takes no step from a person’s topic to its kinds (tutor, "as in singing": humming, karaoke)', () => {
    const tutoring = page('tutoring');
    for (const name of ['humming', 'karaoke', 'vocalize', 'chorus', 'yodeling'])
      expect(tutoring).not.toContain(name);
    expect(tutoring).toEqual(expect.arrayContaining(['coach', 'tutor', 'teacher', 'singing']));
  });

  it('ranks a definition’s bare adjective below the field’s nouns (insurance, "written contract")', () => {
    const insurance = page('insurance');
    expect(insurance.indexOf('written')).toBeGreaterThan(insurance.indexOf('assurance'));
    expect(insurance.indexOf('written')).toBeGreaterThan(insurance.indexOf('floater'));
  });

  it('reads no chemistry of a substance among the field’s imagery (water → oxygen, hydrogen)', () => {
    for (const keyword of ['plumbing', 'ice cream']) {
      const names = ideas(keyword, 10).map((idea) => idea.name);
      for (const name of ['oxygen', 'hydrogen']) expect(names, keyword).not.toContain(name);
      expect(names, keyword).toContain('water');
    }
    // A food's is what one pictures in it (pizza: dough → flour).
    expect(page('pizza')).toContain('flour');
  });

  it('reads a substance’s kinds only where their definition names the field (water: not bilge, brine)', () => {
    const first = (keyword: string): string[] => ideas(keyword, 10).map((idea) => idea.name);
    for (const keyword of ['plumbing', 'ice cream']) {
      for (const name of ['bilge', 'brine']) expect(first(keyword), keyword).not.toContain(name);
    }
    // jewelry, "made of precious metals": silver is "precious", cobalt and copper are not.
    const jewelry = first('jewelry');
    for (const name of ['cobalt', 'copper']) expect(jewelry).not.toContain(name);
    expect(jewelry).toContain('silver');
  });

  it('keeps describe-like full for known words of our own', () => {
    for (const word of ['barber', 'locksmith', 'butcher', 'violin', 'pottery', 'greenhouse', 'massage']) {
      expect(page(word), word).toHaveLength(PAGE);
    }
  });
});
