// Issue 15, sixth session: rules found on the tuning half of the conflict set (batch 5 and older tuning
// cases), scored without a database. The cases are our own, not pairs of the set.
import { describe, expect, it } from 'vitest';
import { profileName, scoreConflict } from '../src/registers/conflict-score.ts';
import { spokenLetterReadings } from '../src/registers/spoken-letters.ts';
import { ingForm, translateWordMeanings } from '../src/registers/translations.ts';

const score = (query: string, mark: string) => scoreConflict(profileName(query), profileName(mark)).score;

describe('number words that are words of their own, beside letter names', () => {
  it('reads TOO, FOR and ATE as digits when every other word is a letter name', () => {
    expect(spokenLetterReadings(['cue', 'too'])).toContain('q2');
    expect(spokenLetterReadings(['bee', 'for'])).toContain('b4');
    expect(spokenLetterReadings(['el', 'ate'])).toContain('l8');
    expect(score('CUE TOO', 'Q2')).toBeGreaterThanOrEqual(0.7);
  });
  it('leaves them words among other words, or alone', () => {
    expect(spokenLetterReadings(['back', 'too'])).toEqual([]);
    expect(spokenLetterReadings(['too'])).toEqual([]);
    expect(spokenLetterReadings(['for', 'to'])).toEqual([]);
    expect(score('TIME TOO', 'T2')).toBeLessThan(0.7);
  });
});

describe('adjectives and participles the lexicon lacks, and adjectives said as nouns', () => {
  it('reads German EISERN (inflected) as iron and DURMIENTE, SCHLAFEND as sleeping', () => {
    expect(translateWordMeanings('eiserne')).toContain('iron');
    expect(score('EISERNE HAND', 'IRON HAND')).toBeGreaterThanOrEqual(0.85);
    expect(score('LUNA DURMIENTE', 'SLEEPING MOON')).toBeGreaterThanOrEqual(0.85);
    expect(score('SCHLAFENDER HUND', 'SLEEPING DOG')).toBeGreaterThanOrEqual(0.85);
  });
  it('reads BELLA as beauty as well as beautiful', () => {
    expect(translateWordMeanings('bella')).toEqual(expect.arrayContaining(['beautiful', 'beauty']));
    expect(score('BELLA NERA', 'BLACK BEAUTY')).toBeGreaterThanOrEqual(0.85);
  });
});

describe('a registered mark found inside an English word of the query', () => {
  it('is chance, and low (ISIO in VISION, LEGO in ALLEGORY)', () => {
    expect(score('OPTIVISIONPRO', 'ISIO')).toBeLessThan(0.7);
    expect(score('ALLEGORYBOOKS', 'LEGO')).toBeLessThan(0.7);
    // The three-letter mark at the head, before that word, now ranks above it.
    expect(score('TCLVISION', 'TCL')).toBeGreaterThan(score('TCLVISION', 'SION'));
  });
  it('is still held as a part of a compound word, with an ending, or among coined letters', () => {
    expect(score('TURTLEDOVEGIFTS', 'DOVE')).toBeGreaterThanOrEqual(0.7);
    expect(score('MEGANIKESHOP', 'NIKE')).toBeGreaterThanOrEqual(0.7);
    expect(score('ZOXISIOPAL', 'ISIO')).toBeGreaterThanOrEqual(0.7);
  });
});

describe('present participles read through the verb the lexicon holds', () => {
  it('forms the English -ING', () => {
    expect(['fly', 'dance', 'run', 'tie', 'see', 'sing'].map(ingForm)).toEqual([
      'flying',
      'dancing',
      'running',
      'tying',
      'seeing',
      'singing',
    ]);
  });
  it('reads German, French, Italian and Spanish participles as -ING (FLIEGENDER, VOLANT, VOLADOR)', () => {
    expect(translateWordMeanings('fliegender')).toContain('flying');
    expect(translateWordMeanings('volant')).toContain('flying');
    expect(translateWordMeanings('volador')).toContain('flying');
    expect(score('POISSON VOLANT', 'FLYING FISH')).toBeGreaterThanOrEqual(0.85);
    expect(score('TANZENDER BÄR', 'DANCING BEAR')).toBeGreaterThanOrEqual(0.85);
  });
  it('leaves a word the maps know as itself (DIAMANTE is a diamond, not a participle)', () => {
    expect(translateWordMeanings('diamante')).toEqual(['diamond']);
  });
});

describe('German adjectives ending in -E, and words the lexicon lacks', () => {
  it('reads WEISER and WEISEM as forms of WEISE (wise)', () => {
    expect(translateWordMeanings('weiser')).toContain('wise');
    expect(translateWordMeanings('weisem')).toContain('wise');
  });
  it('reads lone, mad, pirate and sail in four languages', () => {
    expect(score('LOBO SOLITARIO', 'LONE WOLF')).toBeGreaterThanOrEqual(0.85);
    expect(score('EINSAMER WOLF', 'LONE WOLF')).toBeGreaterThanOrEqual(0.85);
    expect(score('CHIEN FOU', 'MAD DOG')).toBeGreaterThanOrEqual(0.85);
    expect(score('BARCO PIRATA', 'PIRATE SHIP')).toBeGreaterThanOrEqual(0.85);
    expect(score('ROTES SEGEL', 'RED SAIL')).toBeGreaterThanOrEqual(0.85);
  });
});
