import { getSynset, getZipf, lookupLemma } from '../lexicon/index.ts';
import { ANIMALS } from '../lexicon-data/animals.ts';
import { BRAND_WORDS } from '../lexicon-data/brand-words.ts';
import { COLOURS_MATERIALS } from '../lexicon-data/colours-materials.ts';
import { FIELD_WORDS } from '../lexicon-data/field-words.ts';
import { NATURE } from '../lexicon-data/nature.ts';
import { VIRTUES_EMOTIONS } from '../lexicon-data/virtues-emotions.ts';
import { WILD_WORLD } from '../lexicon-data/wild-world.ts';
import { positiveValence } from '../quality/negative-words.ts';

/**
 * How evocative a word is as a name, 0..1 (issue 16: describe-like should offer "short evocative
 * nouns and adjectives", a namer's bloom, petal, haven, anchor rather than a thesaurus's tradesman,
 * knowledge, case). Read from data, not from lists of answers:
 * - our bilingual lexicon's evocative themes (nature, wild world, animals, colours and materials,
 *   brand words, virtues and emotions, field words): words we wrote down because brands use them;
 * - WordNet's lexicographer file of the word's first noun sense: plants, animals, objects, artifacts,
 *   foods, phenomena and feelings are things one can picture; acts, states, cognition, relations and
 *   quantities are abstract; persons are mostly generic trade nouns (tradesman, storekeeper);
 * - a positive AFINN valence;
 * - familiarity in a middle band (SUBTLEX Zipf): known, but not the most common words;
 * - the shape of a name: one to three syllables, three to nine letters, one word.
 */

/** WordNet lexicographer file numbers (lexnames(5)). */
const IMAGEABLE_NOUN_FILES = new Set([
  5, // noun.animal
  6, // noun.artifact
  8, // noun.body
  12, // noun.feeling
  13, // noun.food
  15, // noun.location
  17, // noun.object
  19, // noun.phenomenon
  20, // noun.plant
  25, // noun.shape
  27, // noun.substance
]);
const ABSTRACT_NOUN_FILES = new Set([
  3, // noun.Tops
  4, // noun.act
  7, // noun.attribute
  9, // noun.cognition
  10, // noun.communication
  14, // noun.group
  16, // noun.motive
  21, // noun.possession
  22, // noun.process
  23, // noun.quantity
  24, // noun.relation
  26, // noun.state
  28, // noun.time
]);
const PERSON_FILE = 18;
/** adj.all: descriptive adjectives; adj.pert (relational: "dental", "yogic") says less. */
const DESCRIPTIVE_ADJECTIVE_FILE = 0;

const EVOCATIVE_THEMES = [
  NATURE,
  WILD_WORLD,
  ANIMALS,
  COLOURS_MATERIALS,
  BRAND_WORDS,
  VIRTUES_EMOTIONS,
  FIELD_WORDS,
];

let themeWords: Set<string> | undefined;

/** The English headwords of the evocative themes (the first column of each row). */
function getThemeWords(): Set<string> {
  if (themeWords) return themeWords;
  const words = new Set<string>();
  for (const table of EVOCATIVE_THEMES) {
    for (const line of table.split('\n')) {
      if (line.startsWith('#')) continue;
      const head = line.split('|')[0]?.trim().toLowerCase();
      if (head && line.includes('|')) words.add(head);
    }
  }
  themeWords = words;
  return words;
}

function isThemeWord(word: string): boolean {
  return getThemeWords().has(word.toLowerCase());
}

function syllables(word: string): number {
  const groups = word.replace(/e$/, '').match(/[aeiouy]+/g);
  return Math.max(1, groups?.length ?? 1);
}

/** How one noun sense reads: -1 abstract .. 1 imageable. */
function senseImageability(lexFile: number): number {
  if (IMAGEABLE_NOUN_FILES.has(lexFile)) return 1;
  if (lexFile === PERSON_FILE) return PERSON_IMAGEABILITY;
  if (ABSTRACT_NOUN_FILES.has(lexFile)) return -1;
  return 0;
}

export function isImageableNounFile(lexFile: number): boolean {
  return IMAGEABLE_NOUN_FILES.has(lexFile);
}

/** Natural kinds: animals, foods, objects, phenomena, plants, substances. */
const NATURAL_NOUN_FILES = new Set([5, 13, 17, 19, 20, 27]);

export function isNaturalNounFile(lexFile: number): boolean {
  return NATURAL_NOUN_FILES.has(lexFile);
}

/** A second sense counts at this share: bloom is first a process, then the flower itself. */
const SECOND_SENSE_SHARE = 0.7;

/** How a word's first noun senses (or, for an adjective, its first sense) read: -1 abstract .. 1 imageable. */
function imageability(word: string): number {
  const cached = imageabilityCache.get(word);
  if (cached !== undefined) return cached;
  const result = readImageability(word);
  imageabilityCache.set(word, result);
  return result;
}
const imageabilityCache = new Map<string, number>();

function readImageability(word: string): number {
  const [first, second] = lookupLemma(word, 'n');
  if (first) {
    const own = senseImageability(getSynset(first).lexFile);
    // The second sense is read only when it could count more than the first (a data read less).
    if (!second || own >= SECOND_SENSE_SHARE) return own;
    return Math.max(own, SECOND_SENSE_SHARE * senseImageability(getSynset(second).lexFile));
  }
  const adjective = lookupLemma(word, 'a')[0];
  if (adjective) return getSynset(adjective).lexFile === DESCRIPTIVE_ADJECTIVE_FILE ? 0.2 : -0.4;
  return -0.5;
}

/**
 * Abstract (knowledge, state, case) or a person (tradesman, storekeeper): no picture comes to mind.
 * For ranking beyond the evocativeness score, which themes can lift (knowledge is a virtue word).
 */
export function isAbstractOrPerson(lemma: string): boolean {
  const words = lemma.split(' ');
  return imageability(words[words.length - 1] ?? lemma) <= PERSON_IMAGEABILITY;
}
const PERSON_IMAGEABILITY = -0.6;

/** Familiarity in a middle band: a peak from Zipf 3 to 4.8, less for rare and for the most common words. */
function familiarityBand(word: string): number {
  const zipf = getZipf(word);
  if (zipf <= 0) return 0;
  if (zipf < 3) return Math.max(0, (zipf - 1.5) / 1.5);
  if (zipf <= 4.8) return 1;
  return Math.max(0.3, 1 - (zipf - 4.8) / 1.5);
}

function shape(word: string): number {
  const count = syllables(word);
  const syllableFit = count <= 3 ? 1 : Math.max(0, 1 - 0.4 * (count - 3));
  const lengthFit =
    word.length >= 3 && word.length <= 9 ? 1 : Math.max(0, 1 - 0.2 * Math.abs(word.length - 6));
  return 0.5 * syllableFit + 0.5 * lengthFit;
}

const cache = new Map<string, number>();
/** Two-word lemmas (term insurance, market keeper) are judged by their head, at this factor. */
const TWO_WORD_FACTOR = 0.6;

export function evocativeness(lemma: string): number {
  const cached = cache.get(lemma);
  if (cached !== undefined) return cached;
  const words = lemma.split(' ');
  const head = words[words.length - 1] ?? lemma;
  const theme = isThemeWord(lemma) || (words.length > 1 && isThemeWord(head)) ? 1 : 0;
  const image = imageability(words.length > 1 ? head : lemma);
  const raw =
    0.25 * theme +
    0.35 * ((image + 1) / 2) +
    0.15 * positiveValence(lemma) +
    0.1 * familiarityBand(head) +
    0.15 * shape(lemma.replace(/ /g, ''));
  const result = words.length > 1 ? TWO_WORD_FACTOR * raw : raw;
  cache.set(lemma, result);
  return result;
}
