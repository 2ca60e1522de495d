import { baseForms, getSynset, getZipf, lookupLemma, lookupWord } from '../lexicon/index.ts';
import { isEmptyWord } from '../quality/function-words.ts';
import { isNegativeWord, positiveValence } from '../quality/negative-words.ts';
import { BRAND_WORDS } from '../lexicon-data/brand-words.ts';
import { NATURE } from '../lexicon-data/nature.ts';
import { QUALITIES } from '../lexicon-data/qualities.ts';
import { VIRTUES_EMOTIONS } from '../lexicon-data/virtues-emotions.ts';
import { evocativeness } from './evocativeness.ts';

/**
 * How much a sound-alike word is worth as a name, 0 (unusable) .. 1. Our raters gave bare rhymes 1.2
 * of 5 (docs/benchmarks-panel.md): what the rhyme index finds first is often obscure (czarist), a
 * proper name (kennedy, harvard), a person's trade (guitarist, typist), a worn everyday word or a
 * superlative. A namer keeps the known, positive, picturable ones (forest, sailor, charm, star).
 */

/** Known enough to be read at once: SUBTLEX Zipf 2.8 is about one in 1.6 million words. */
const MIN_ZIPF = 2.8;

/**
 * A proper name: every WordNet sense of the word is an instance (Kennedy, Harvard, Chicago, James),
 * which CMU lists with the surnames and places it takes from American usage.
 */
export function isProperName(word: string): boolean {
  const refs = lookupWord(word);
  if (refs.length === 0) return false;
  return refs.every((ref) => getSynset(ref).pointers.some((pointer) => pointer.symbol === '@i'));
}

/** Adverbs (quickly, twice) and relational adjectives name nothing on their own. */
function isAdverbOnly(word: string): boolean {
  const forms = baseForms(word);
  return forms.length > 0 && forms.every((form) => lookupLemma(form).every((ref) => ref.pos === 'r'));
}

/**
 * An act of bodily contact (kiss, hug, cuddle, squeeze, kick, punch): its first noun sense is an act
 * (noun.act, 4) and its first verb sense a touch (verb.contact, 35). Beside a trade it reads as
 * intimacy or violence (pharmacy → drug hug, dental clinic → clinic kiss, kids clothing → kid kiss).
 */
export function isBodilyContact(word: string): boolean {
  const base = baseForms(word)[0] ?? word;
  const noun = lookupLemma(base, 'n')[0];
  const verb = lookupLemma(base, 'v')[0];
  return (
    noun !== undefined &&
    verb !== undefined &&
    getSynset(noun).lexFile === NOUN_ACT &&
    getSynset(verb).lexFile === VERB_CONTACT
  );
}
const NOUN_ACT = 4;
const VERB_CONTACT = 35;

/** A usable word is never worth 0, which means unusable. */
const MIN_WORTH = 0.01;
const RARE_ZIPF = 3.5;
const RARE_PENALTY = 0.1;

const cache = new Map<string, number>();

export function soundAlikeWorth(word: string): number {
  const cached = cache.get(word);
  if (cached !== undefined) return cached;
  const result = readWorth(word);
  cache.set(word, result);
  return result;
}

function readWorth(word: string): number {
  if (getZipf(word) < MIN_ZIPF || isEmptyWord(word) || isNegativeWord(word)) return 0;
  if (isProperName(word) || isAdverbOnly(word) || /ly$/.test(word)) return 0;
  if (isBodilyContact(word)) return 0;
  // A plural (sandals, handles) reads as its singular.
  const base = baseForms(word)[0] ?? word;
  // A rarer word (lube, darn, spar) reads as slang or jargon more often than a common one.
  const rare = getZipf(word) < RARE_ZIPF ? RARE_PENALTY : 0;
  return Math.max(MIN_WORTH, Math.min(1, 0.75 * evocativeness(base) + 0.35 * positiveValence(word) - rare));
}

/**
 * Our lexicon's themes of the words brands are named after (virtues, qualities, nature, brand
 * words): the second word of a rhyming pair a namer reaches for (flower power, beer cheer). The
 * evocativeness score also counts animals and materials, which pair oddly (craft deer, web swine).
 */
const NAMERS_THEMES = [VIRTUES_EMOTIONS, QUALITIES, NATURE, BRAND_WORDS];
let namersWords: Set<string> | undefined;

/** The namer's words, one word each (the themes' headwords). */
export function getNamersWords(): ReadonlySet<string> {
  if (!namersWords) {
    namersWords = new Set();
    for (const table of NAMERS_THEMES) {
      for (const line of table.split('\n')) {
        const head = line.split('|')[0]?.trim().toLowerCase();
        if (head && line.includes('|') && !line.startsWith('#') && /^[a-z]+$/.test(head))
          namersWords.add(head);
      }
    }
  }
  return namersWords;
}

export function isNamersWord(word: string): boolean {
  const words = getNamersWords();
  return [word, ...baseForms(word)].some((form) => words.has(form));
}

const NAMERS_WORD_BONUS = 0.2;
/** A word that is neither (mule, grid, log) pairs at a discount, however picturable. */
const PLAIN_WORD_FACTOR = 0.55;
const POSITIVE_PAIR_WEIGHT = 0.3;
const KNOWN_ZIPF = 4;
const KNOWN_BONUS = 0.1;
const PAIR_WORTH_SCALE = 1.3;

/**
 * The worth of a word as the second of a rhyming pair: a positive meaning counts again, one of the
 * namer's words and a well-known word read at once. 0 when the word is unusable.
 */
export function pairWorth(word: string): number {
  const cached = pairCache.get(word);
  if (cached !== undefined) return cached;
  const result = readPairWorth(word);
  pairCache.set(word, result);
  return result;
}
const pairCache = new Map<string, number>();

function readPairWorth(word: string): number {
  const worth = soundAlikeWorth(word);
  if (worth === 0) return 0;
  if (!isNamersWord(word) && positiveValence(word) === 0) return PLAIN_WORD_FACTOR * worth;
  // Divided rather than capped at 1, so that a positive meaning still counts for a word of high worth.
  return Math.min(
    1,
    (worth +
      POSITIVE_PAIR_WEIGHT * positiveValence(word) +
      (isNamersWord(word) ? NAMERS_WORD_BONUS : 0) +
      (getZipf(word) >= KNOWN_ZIPF ? KNOWN_BONUS : 0)) /
      PAIR_WORTH_SCALE,
  );
}

/**
 * A word a rhyming pair can end on: one of the namer's words or a positive one. A picturable word
 * alone paired oddly (language mule, web swine, bike pike).
 */
export function isPairPartner(word: string): boolean {
  let result = partnerCache.get(word);
  if (result === undefined) {
    result =
      soundAlikeWorth(word) > 0 &&
      (isNamersWord(word) || positiveValence(word) > 0) &&
      isNounOrAdjective(word);
    partnerCache.set(word, result);
  }
  return result;
}
const partnerCache = new Map<string, boolean>();

/** A verb alone (woo, hug) ends a pair as an action, not a name: brew woo. */
function isNounOrAdjective(word: string): boolean {
  return lookupWord(word).some((ref) => ref.pos === 'n' || ref.pos === 'a');
}
