// A sign that keeps one word of a well-known mark in its place and swaps another for a word of the same
// kind (OLD MUSK / OLD SPICE, MONSTER FUEL / MONSTER ENERGY, NEW SPICE / OLD SPICE): no letter or sound
// of the swapped word echoes the mark's, but the reader, who knows the famous mark, is reminded of it.
// EU Regulation 2017/1001 Art. 8(5) and US dilution law protect a mark with a reputation against such a
// link; an ordinary mark gets no such scope, so the rule is read for the marks of our list only
// (well-known-marks.ts). Words of one kind by WordNet: antonyms, nouns whose first senses share a
// lexicographer file (substances, animals, persons…), or one word defined by the other.
import { getSynset, lookupWord, type SynsetRef } from '@brandwright/namegen/wordnet';

/** WordNet's noun.Tops: the unique beginners (entity, substance, food), no kind of their own. */
const NOUN_TOPS = 3;
/** A word shorter than this is a joining word or a symbol in WordNet (OF, AB), not a kind. */
const MIN_KIND_WORD = 3;
/** Longest word looked up (one look-up per word). */
const MAX_KIND_WORD = 15;
/** A name of more words is a phrase, not a mark swapped word for word. */
const MAX_WORDS = 4;
/** Medium risk, as a parody: the kept word and the kind of the swapped one are not the mark. */
export const MEANING_SWAP_SCORE = 0.74;

function firstNounSense(word: string): SynsetRef | undefined {
  if (word.length < MIN_KIND_WORD || word.length > MAX_KIND_WORD) return undefined;
  return lookupWord(word, 'n')[0];
}

/** The words name opposites in some sense of either (OLD / NEW, BLACK / WHITE). */
function antonyms(a: string, b: string): boolean {
  if (a.length > MAX_KIND_WORD || b.length > MAX_KIND_WORD) return false;
  for (const ref of lookupWord(a)) {
    const synset = getSynset(ref);
    for (const pointer of synset.pointers)
      if (pointer.symbol === '!' && getSynset(pointer).words.includes(b)) return true;
  }
  return false;
}

/** The gloss of the word's first noun sense names the other word (FUEL: "consumed to produce energy"). */
function definedBy(word: string, other: string): boolean {
  const ref = firstNounSense(word);
  if (ref === undefined) return false;
  return new RegExp(`\\b${other}\\b`).test(getSynset(ref).gloss.split(';')[0] ?? '');
}

/** The two words are of one kind (see the module's note). */
export function sameKindWords(a: string, b: string): boolean {
  if (a === b || !/^[a-z]+$/.test(a) || !/^[a-z]+$/.test(b)) return false;
  const first = firstNounSense(a);
  const second = firstNounSense(b);
  if (first !== undefined && second !== undefined) {
    const file = getSynset(first).lexFile;
    if (file !== NOUN_TOPS && file === getSynset(second).lexFile) return true;
  }
  return antonyms(a, b) || definedBy(a, b) || definedBy(b, a);
}

/**
 * MEANING_SWAP_SCORE when the names have as many words (two to four), one of the query's distinctive
 * words (`distinctive`: not THE, OF…) is kept in its place, and every other word is kept or swapped for
 * one of its kind, at most one more swapped than kept; else 0. Call it for a well-known mark only.
 */
export function meaningSwapScore(
  queryWords: readonly string[],
  markWords: readonly string[],
  distinctive: readonly string[],
): number {
  if (queryWords.length !== markWords.length || queryWords.length < 2 || queryWords.length > MAX_WORDS)
    return 0;
  let kept = 0;
  let keptDistinctive = false;
  let swapped = 0;
  for (const [place, word] of queryWords.entries()) {
    const markWord = markWords[place] as string;
    if (word === markWord) {
      kept += 1;
      if (distinctive.includes(word)) keptDistinctive = true;
    } else if (sameKindWords(word, markWord)) swapped += 1;
    else return 0;
  }
  return keptDistinctive && swapped >= 1 && swapped <= kept + 1 ? MEANING_SWAP_SCORE : 0;
}
