import { beforeAll, describe, expect, it } from 'vitest';
import { generateSync, RESULTS_PER_PAGE, warmUp, type Method } from '../src/index.ts';
import { evocativeness, isAbstractOrPerson } from '../src/methods/evocativeness.ts';
import { fieldRoots } from '../src/methods/field-roots.ts';
import { sensesMentioning } from '../src/methods/gloss-mentions.ts';
import { isSettingHead, phraseFieldWeights } from '../src/methods/phrase-field.ts';
import { getSynset, lookupWord } from '../src/lexicon/index.ts';
import { mentionedFieldNouns } from '../src/methods/field-imagery.ts';
import { isColourWord } from '../src/methods/colour-words.ts';
import { weighByPaths } from '../src/methods/field-coherence.ts';
import { hasNegativeDefinition, isTabooSense } from '../src/methods/gloss-connotation.ts';

function page(keyword: string, method: Method = 'associate'): string[] {
  return generateSync(keyword, { methods: [method], limit: RESULTS_PER_PAGE })[method].map((c) => c.name);
}

beforeAll(() => warmUp(), 60_000);

describe('evocativeness', () => {
  it('prefers concrete, imageable and positive words to abstract and generic person nouns', () => {
    for (const vivid of ['blossom', 'water', 'peony', 'lantern']) {
      for (const plain of ['knowledge', 'tradesman', 'storekeeper', 'case']) {
        expect(evocativeness(vivid), `${vivid} over ${plain}`).toBeGreaterThan(evocativeness(plain));
      }
    }
    expect(isAbstractOrPerson('tradesman')).toBe(true);
    expect(isAbstractOrPerson('knowledge')).toBe(true);
    expect(isAbstractOrPerson('peony')).toBe(false);
  });

  it('judges a two-word term below a one-word one of the same head', () => {
    expect(evocativeness('term insurance')).toBeLessThan(evocativeness('insurance'));
  });
});

describe('describe-like imagery (issue 16)', () => {
  it('reaches the field’s imagery one hop from the definition’s nouns: florist → flower → bud, blossom', () => {
    const florist = page('florist');
    expect(florist).toHaveLength(RESULTS_PER_PAGE);
    expect(florist.slice(0, 8)).toEqual(expect.arrayContaining(['flower', 'bud', 'blossom']));
    expect(florist.slice(0, 8)).toContain('peony');
  });

  it('leaves generic trade nouns and thin abstractions off the top', () => {
    const florist = page('florist').slice(0, 8);
    for (const generic of ['tradesman', 'storekeeper', 'market keeper', 'deal'])
      expect(florist).not.toContain(generic);
    const insurance = page('insurance').slice(0, 6);
    expect(insurance).toContain('shelter');
    expect(insurance).not.toContain('term insurance');
  });

  it('does not read the genus of a definition as the field (brewery is a plant: no flora, no other factories)', () => {
    const brewery = page('brewery').slice(0, 12);
    expect(brewery).toEqual(expect.arrayContaining(['beer', 'ale', 'lager']));
    for (const other of ['flora', 'rock plant', 'factory', 'winery']) expect(brewery).not.toContain(other);
    const gardening = page('gardening').slice(0, 12);
    for (const other of ['factory', 'brewery', 'refinery', 'mill']) expect(gardening).not.toContain(other);
  });

  it('keeps a full page for known words and the empty group for unknown ones', () => {
    for (const keyword of ['plumbing', 'tutoring', 'yoga studio', 'candles']) {
      expect(page(keyword), keyword).toHaveLength(RESULTS_PER_PAGE);
    }
    expect(page('zxqvtrade')).toEqual([]);
  });
});

describe('field roots read the better field words', () => {
  it('florist: flower (flos), not deal (pactum) nor a verb infinitive (plant → serere)', () => {
    const latin = fieldRoots('florist').map((root) => root.latin);
    expect(latin).toContain('flos');
    expect(latin).not.toContain('pactum');
    expect(latin).not.toContain('serere');
    expect(fieldRoots('gardening').map((root) => root.latin)).not.toContain('serere');
  });

  it('a field with fewer than two concrete roots also reads its abstract words (insurance → promissum, games → lusus)', () => {
    const latin = (word: string) => fieldRoots(word).map((root) => root.latin);
    expect(latin('insurance')).toEqual(expect.arrayContaining(['cautio', 'promissum']));
    expect(latin('games')).toContain('lusus');
    // A field with two concrete roots does not: the florist's deal stays out.
    expect(latin('florist')).not.toContain('pactum');
  });
});

describe('describe-like reads what the trade defines (gloss mentions)', () => {
  it('finds the senses whose definition names a word, and none for a word every definition names', () => {
    const words = (word: string) => sensesMentioning(word).flatMap((ref) => getSynset(ref).words);
    expect(words('bicycle')).toEqual(expect.arrayContaining(['tandem', 'handlebar', 'pannier']));
    expect(words('candle')).toEqual(expect.arrayContaining(['wick', 'sconce']));
    expect(sensesMentioning('water')).toEqual([]);
  });

  it('offers the things a keyword defines: yoga → lotus, asana (from lotus position, asana)', () => {
    const yoga = page('yoga studio');
    expect(yoga.slice(0, 12)).toContain('lotus');
    expect(yoga).toContain('asana');
  });

  it('leaves out mentions of another sense and of the definition’s genus', () => {
    // web: a duck's and a flamingo's webbed feet are another web.
    const web = page('web design').slice(0, 12);
    for (const bird of ['flamingo', 'duck', 'goose']) expect(web).not.toContain(bird);
    // creamery, "a workplace where dairy products are produced": every workplace's definition names it.
    const creamery = mentionedFieldNouns('creamery', lookupWord('creamery'), 2);
    expect(creamery).toContain('dairy');
    expect(creamery).not.toContain('workplace');
  });
});

describe('a phrase is described by the words that name its trade', () => {
  it('weighs a setting head (studio, salon, clinic, rental) below a noun modifier, a thing head above', () => {
    expect(phraseFieldWeights(['yoga', 'studio'])).toEqual([1, 0.6]);
    expect(phraseFieldWeights(['hair', 'salon'])).toEqual([1, 0.6]);
    expect(phraseFieldWeights(['car', 'rental'])).toEqual([1, 0.6]);
    expect(phraseFieldWeights(['craft', 'beer'])).toEqual([0.8, 1]);
    // A descriptive adjective only qualifies the head: the farm stays the field.
    expect(phraseFieldWeights(['organic', 'farm'])).toEqual([0.8, 1]);
    expect(isSettingHead('studio')).toBe(true);
    expect(isSettingHead('beer')).toBe(false);
  });

  it('keeps the setting’s own words off the top: yoga studio is not a workplace', () => {
    const yoga = page('yoga studio').slice(0, 8);
    for (const setting of ['workplace', 'atelier', 'apartment']) expect(yoga).not.toContain(setting);
  });
});

describe('describe-like ranks what a namer would keep', () => {
  it('reads a colour alone as a colour (pink, blue), not a flower or a wine (rose, burgundy)', () => {
    expect(isColourWord('pink')).toBe(true);
    expect(isColourWord('blue')).toBe(true);
    expect(isColourWord('rose')).toBe(false);
    expect(isColourWord('burgundy')).toBe(false);
    // florist: the flowers lead, not the swatch.
    expect(page('florist').slice(0, 4)).not.toContain('pink');
  });

  it('offers a compound’s first word alone only when it is vivid (lotus position → lotus; jacket crown → no jacket)', () => {
    expect(page('dental clinic').slice(0, 8)).not.toContain('jacket');
  });

  it('counts a word the field reaches by several paths above one reached once, and a two-word name lower', () => {
    const [once, twice, phrase] = weighByPaths([
      { name: 'alpha', score: 0.5, why: 'a kind of x' },
      { name: 'beta', score: 0.5, why: 'a kind of x' },
      { name: 'beta', score: 0.4, why: 'defined by x' },
      { name: 'gamma delta', score: 0.5, why: 'a kind of x' },
    ]);
    expect(twice?.score).toBeGreaterThan(once?.score ?? 1);
    expect(phrase?.score).toBeLessThan(once?.score ?? 0);
  });
});

describe('a word its own definition runs down', () => {
  it('reads cheap, inferior, waste and dysphemism in the first definition, not what a thing guards against', () => {
    expect(hasNegativeDefinition('plonk')).toBe(true);
    expect(hasNegativeDefinition('sewage')).toBe(true);
    // shelter is "protection from danger": the danger is not the shelter's.
    expect(hasNegativeDefinition('shelter')).toBe(false);
    expect(hasNegativeDefinition('peony')).toBe(false);
  });

  it('ranks such a word lower: plumbing does not lead with sewage', () => {
    expect(page('plumbing').slice(0, 5)).not.toContain('sewage');
  });
});

describe('describe-like reads the keyword’s derived nouns and keeps swear stems down', () => {
  it('reads what a derived noun defines: photography → photograph → hologram, collage', () => {
    expect(page('photography').slice(0, 8)).toEqual(expect.arrayContaining(['hologram', 'collage']));
  });

  it('keeps a word built on a swear word off the page (plumbing: no crapper)', () => {
    expect(page('plumbing')).not.toContain('crapper');
  });
});

describe('describe-like: kinds of weak leads (session 10)', () => {
  it('ranks a word reached through a verb sense below the field’s nouns unless vivid: legal advice → not urge, commend', () => {
    const top = page('legal advice').slice(0, 3);
    expect(top).not.toContain('urge');
    expect(top).not.toContain('commend');
  });

  it('reads a pertained noun in its first sense’s field only: dental → tooth → canine, not the gear’s cog, sprocket', () => {
    const top = page('dental clinic').slice(0, 12);
    expect(top).toContain('canine');
    expect(top).not.toContain('cog');
    expect(top).not.toContain('sprocket');
  });

  it('reads a definition’s noun in the keyword’s own field: analytics → calculus the mathematics, not tartar', () => {
    const names = page('data analytics');
    expect(names.slice(0, 12)).not.toContain('tartar');
    expect(names).not.toContain('tophus');
  });

  it('lets the modifier name the field under a top-category head: baby food → babe, infant, not beverage, pasta', () => {
    expect(isSettingHead('food')).toBe(true);
    expect(phraseFieldWeights(['baby', 'food'])).toEqual([1, 0.6]);
    expect(phraseFieldWeights(['craft', 'beer'])[1]).toBe(1);
    const top = page('baby food').slice(0, 3);
    expect(top).not.toContain('beverage');
    expect(top).not.toContain('pasta');
  });

  it('reads no imagery from the keyword’s broader terms a few levels up: ice cream → not dessert’s flan, junket', () => {
    const top = page('ice cream').slice(0, 5);
    for (const sister of ['flan', 'junket', 'pud', 'mousse']) expect(top).not.toContain(sister);
    expect(page('craft beer').slice(0, 3)).not.toContain('beverage');
  });

  it('weighs an activity’s instrument less than its field: video games → not the computer’s diskette, hardware', () => {
    const top = page('video games').slice(0, 5);
    for (const part of ['diskette', 'hardware', 'storage', 'floppy']) expect(top).not.toContain(part);
  });

  it('takes no name from a taboo sense WordNet does not mark as slang: plumbing → not potty, commode, throne', () => {
    const toilet = lookupWord('potty', 'n')[0];
    const sink = lookupWord('sink', 'n')[0];
    expect(toilet && isTabooSense(getSynset(toilet))).toBe(true);
    expect(sink && isTabooSense(getSynset(sink))).toBe(false);
    const top = page('plumbing').slice(0, 12);
    for (const slang of ['potty', 'commode', 'throne']) expect(top).not.toContain(slang);
  });

  it('reads no imagery or mentions from the keyword’s sister in its definition: dog → wolf → not coyote, jackal', () => {
    const top = page('dog grooming').slice(0, 5);
    expect(top).not.toContain('coyote');
    expect(top).not.toContain('jackal');
    expect(top).toContain('puppy');
  });

  it('ranks a synonym whose own first sense is another thing below the field’s words: kids clothing → not shaver first', () => {
    const top = page('kids clothing').slice(0, 3);
    expect(top).not.toContain('shaver');
    expect(top).toContain('togs');
  });
});
