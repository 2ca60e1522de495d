// Whether a string opens with an English word, for reading a name as a short mark plus a word
// (KIA + MOTIONS). WordNet is the lexicon the class finder already loads (namegen's copy).
import { isWordNetWord, lookupLemma } from '@brandwright/namegen/wordnet';

/** A word this short opens too many strings by chance (ONS, ENT). */
const MIN_WORD_LENGTH = 4;
/** Longest opening word looked up: one dictionary look-up per length, so at most this many. */
const MAX_WORD_LENGTH = 12;

/** True when `text` (compact, lower case) starts with an English word of four letters or more. */
export function opensWithWord(text: string): boolean {
  for (let length = Math.min(text.length, MAX_WORD_LENGTH); length >= MIN_WORD_LENGTH; length -= 1)
    if (isWordNetWord(text.slice(0, length))) return true;
  return false;
}

/** True when `text` (compact, lower case) is an English word (WordNet, with its inflections). */
export function isEnglishWord(text: string): boolean {
  return text.length <= MAX_WORD_LENGTH && isWordNetWord(text);
}

/** True when `word` (lower case) has an adjective sense in WordNet (WHITE, GOLDEN; not HOUSE, LION). */
export function isEnglishAdjective(word: string): boolean {
  return word.length > 0 && word.length <= MAX_WORD_LENGTH && lookupLemma(word, 'a').length > 0;
}

/** True when `word` (lower case) has a verb sense in WordNet (FLY, DANCE; not HELL). */
export function isEnglishVerb(word: string): boolean {
  return word.length > 0 && word.length <= MAX_WORD_LENGTH && lookupLemma(word, 'v').length > 0;
}
