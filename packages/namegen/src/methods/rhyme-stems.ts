import {
  baseForms,
  getPronunciation,
  getSynset,
  getZipf,
  lookupLemma,
  stripStress,
  syllableCount,
} from '../lexicon/index.ts';
import { isEmptyWord } from '../quality/function-words.ts';
import { isNegativeWord } from '../quality/negative-words.ts';
import { definitionWords } from './gloss-words.ts';

/**
 * Short words of a keyword's field to build rhyming compounds on (bicycle → wheel, pedal; brewery →
 * brew, beer): a rhyme pair reads best on a short word the ear knows ("brew crew", "wheel deal"), and
 * a long head word has few true rhymes and none worth keeping.
 */

const MAX_STEM_LETTERS = 7;
const MAX_STEM_SYLLABLES = 2;
const MIN_STEM_ZIPF = 3.2;
/** Only the first noun sense: later ones drift (cream → pick, ice → state). */
const DEFINITIONS = 1;

function isShortKnownWord(word: string, typed: boolean): boolean {
  const phones = getPronunciation(word);
  return (
    phones !== undefined &&
    /^[a-z]+$/.test(word) &&
    word.length >= 3 &&
    word.length <= MAX_STEM_LETTERS &&
    syllableCount(phones) <= MAX_STEM_SYLLABLES &&
    // The user's own word stands even when it is an everyday one (car, baby).
    (typed || (getZipf(word) >= MIN_STEM_ZIPF && !isEmptyWord(word) && !isNegativeWord(word)))
  );
}

/** Words WordNet derives the keyword from or to (brewery → brew, tutoring → tutor). */
function derivedWords(word: string): string[] {
  const words: string[] = [];
  for (const ref of lookupLemma(word, 'n').slice(0, DEFINITIONS)) {
    for (const pointer of getSynset(ref).pointers) {
      if (pointer.symbol !== '+') continue;
      const target = getSynset({ pos: pointer.pos, offset: pointer.offset });
      const lemma = target.words[pointer.targetWord > 0 ? pointer.targetWord - 1 : 0];
      if (lemma && !lemma.includes(' ')) words.push(lemma);
    }
  }
  return words;
}

/**
 * Things one can hold or taste: animals, artifacts, foods, objects, plants, substances (WordNet
 * lexicographer files). Places and body parts paired oddly (yoga → state gate, dental → tongue).
 */
const THING_NOUN_FILES: ReadonlySet<number> = new Set([5, 6, 13, 17, 20, 27]);

/** A noun whose first sense is a thing one can picture (wheel, dough), not an adjective or an idea. */
function isPicturableNoun(word: string): boolean {
  const first = lookupLemma(word, 'n')[0];
  // A word that is also an adjective (open, solid, common) reads as a quality, not a thing.
  if (!first || lookupLemma(word, 'a').length > 0) return false;
  return THING_NOUN_FILES.has(getSynset(first).lexFile);
}

/**
 * The first word of a closed compound of two known words (bookshop → book, vineyard → vine): the
 * second is mostly the kind of place (shop, yard), the first says what the trade is about.
 */
function compoundModifier(word: string): string | undefined {
  const sound = stripStress(getPronunciation(word) ?? []).join(' ');
  let best: { first: string; familiarity: number } | undefined;
  for (let cut = word.length - MIN_PART; cut >= MIN_PART; cut--) {
    const first = word.slice(0, cut);
    const second = word.slice(cut);
    const firstSound = stripStress(getPronunciation(first) ?? []).join(' ');
    const secondSound = stripStress(getPronunciation(second) ?? []).join(' ');
    // Both words must be heard in the whole (book-shop, not books-hop; plumbing has no "bing").
    if (!firstSound || !secondSound || !sound.startsWith(firstSound) || !sound.endsWith(secondSound))
      continue;
    const familiarity = Math.min(getZipf(first), getZipf(second));
    if (familiarity >= MIN_PART_ZIPF && (!best || familiarity > best.familiarity))
      best = { first, familiarity };
  }
  return best?.first;
}
const MIN_PART = 3;
const MIN_PART_ZIPF = 3.5;

/**
 * The keyword word itself when it is short (its singular: candles → candle), then its derivations,
 * then the picturable nouns of its definitions, at most `limit`.
 */
export function fieldStems(word: string, limit: number): string[] {
  const base = baseForms(word)[0] ?? word;
  const stems: string[] = [];
  const add = (candidate: string, concreteOnly: boolean): void => {
    const typed = candidate === base;
    if (stems.length >= limit || stems.includes(candidate) || !isShortKnownWord(candidate, typed)) return;
    if (concreteOnly && !isPicturableNoun(candidate)) return;
    stems.push(candidate);
  };
  add(base, false);
  // Only a derivation the keyword starts with, which the ear hears in it (brewery → brew): others
  // drift to another sense (grooming → train).
  for (const derived of derivedWords(base)) if (base.startsWith(derived)) add(derived, false);
  const modifier = compoundModifier(base);
  if (modifier) add(modifier, false);
  for (const defined of definitionWords(base, lookupLemma(base), DEFINITIONS)) add(defined, true);
  return stems;
}
