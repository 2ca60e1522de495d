import {
  baseForms,
  getFrequentWords,
  getSynset,
  getZipf,
  isOffensive,
  lookupWord,
} from '../lexicon/index.ts';
import type { SynsetRef } from '../lexicon/index.ts';
import { combiSources } from './word-combi-stems.ts';
import { editDistance } from './text-utils.ts';
import { isNegativeWord } from '../quality/negative-words.ts';
import { commonPrefixLength } from '../blend/split-candidates.ts';

/**
 * A keyword word's close family in the lexicon (issue 16: abbreviate and word combination ran out of
 * names on short keywords, pizza gave four). Two kinds, both tied to the word by WordNet rather than
 * by spelling alone:
 * - kin: words that start as the word does and that WordNet gives as its synonym or derivation or
 *   defines by it (pizza → pizzeria, "a shop where pizzas are made"; jewelry → jewel; wine →
 *   winery). Built on the same head, they show the keyword as its own clippings do.
 * - field: the synonyms and derivations of its first sense that are spelt otherwise (bicycle →
 *   bike, cycle; pharmacy → chemist, apothecary).
 */

/**
 * Only the word's first sense and a candidate's first sense are read: later ones stray from the
 * trade (dog's second sense is frump).
 */
const SENSES = 1;
/** Rarer words than this are no family a reader knows (candelabrum). */
const MIN_FAMILY_ZIPF = 2.5;
const MIN_LETTERS = 3;
/** Kin and field words kept per word, the most frequent first. */
const MAX_KIN = 4;
const MAX_FIELD = 4;
/** Letters a kin word shares with the word's start: three, or two for a word of three (ice → icy). */
const KIN_HEAD = 3;
/**
 * Share of the word's lemma a kin word starts with: pizz of pizza, jewel of jewelry, win of wine; a
 * word that parts sooner (event → everyday, legal → legitimate) only looks like the word.
 */
const KIN_SHARED_SHARE = 0.7;
/** Two spellings of one word (jewelry, jewellery; jeweler, jeweller) differ by this many letters. */
const SPELLING_VARIANT_EDITS = 2;
/**
 * Suffixes that make a word's place, maker or pet form (winery, farmer, doggy, creamer), after an
 * optional doubled consonant; a compound (doghouse, iceman), a participle (designing) or another
 * kind of word (realist) says more than the keyword.
 */
const VARIANT_SUFFIX = /^(?:([bcdfgklmnprtvz])\1)?(?:er|ery|ry|y|ie)$/;

export interface WordFamily {
  kin: readonly string[];
  field: readonly string[];
}

const familyCache = new Map<string, WordFamily>();
/** Keyed by the user's keyword words, so bounded like clipping-fit's field cache. */
const MAX_CACHED_FAMILIES = 500;

/** A plain lower-case word a name may be built on: no phrase, hyphen, bad meaning or rare spelling. */
function isUsable(candidate: string, word: string): boolean {
  return (
    candidate !== word &&
    /^[a-z]+$/.test(candidate) &&
    candidate.length >= MIN_LETTERS &&
    getZipf(candidate) >= MIN_FAMILY_ZIPF &&
    !isNegativeWord(candidate) &&
    !isOffensive(candidate, word)
  );
}

/** The word's lemma, alone or in the plural, so a definition saying "pizzas" or "candle" names it. */
function definitionPattern(word: string): RegExp {
  const lemma = (baseForms(word)[0] ?? word).replace(/[^a-z]/g, '');
  return new RegExp(`\\b${lemma}(?:e?s)?\\b`);
}

/** The first clause of a definition, where WordNet says what the thing is. */
function definition(ref: SynsetRef): string {
  return (getSynset(ref).gloss.split(/[;"]/)[0] ?? '').toLowerCase();
}

/** Another spelling of a word (jewellery, jeweller), not the word with a suffix (brewer, brewery). */
function isSpellingOf(candidate: string, word: string): boolean {
  return (
    !candidate.startsWith(word) &&
    !word.startsWith(candidate) &&
    editDistance(candidate, word) <= SPELLING_VARIANT_EDITS
  );
}

let alphabetical: readonly string[] | undefined;

/** The frequency list's words that start with `head`, found by binary search in a sorted copy. */
function wordsStartingWith(head: string): string[] {
  alphabetical ??= [...getFrequentWords(Number.MAX_SAFE_INTEGER)].sort();
  const words = alphabetical;
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((words[middle] ?? '') < head) low = middle + 1;
    else high = middle;
  }
  const found: string[] = [];
  for (let i = low; i < words.length && (words[i] ?? '').startsWith(head); i++) found.push(words[i] ?? '');
  return found;
}

export function wordFamily(word: string): WordFamily {
  const cached = familyCache.get(word);
  if (cached) return cached;
  const head = word.slice(0, word.length > KIN_HEAD ? KIN_HEAD : KIN_HEAD - 1);
  const lemmas = new Set(baseForms(word));
  const tied = new Set<string>();
  for (const ref of lookupWord(word).slice(0, SENSES)) {
    const synset = getSynset(ref);
    for (const lemma of synset.words) tied.add(lemma.toLowerCase());
    for (const pointer of synset.pointers) {
      if (pointer.symbol !== '+') continue;
      for (const lemma of getSynset(pointer).words) tied.add(lemma.toLowerCase());
    }
  }
  const pattern = definitionPattern(word);
  const definedByWord = (candidate: string): boolean =>
    lookupWord(candidate)
      .slice(0, SENSES)
      .some((ref) => pattern.test(definition(ref)));
  // An inflection of the word itself (pizzas, tailored) is the word, not its family.
  const isInflection = (candidate: string): boolean => baseForms(candidate).some((base) => lemmas.has(base));
  const lemma = [...lemmas][0] ?? word;
  // A head of the word that is a word itself (brew of brewery, garden of gardening) is kin too.
  const sharesHead = (candidate: string): boolean =>
    lemma.startsWith(candidate) || commonPrefixLength(candidate, lemma) >= KIN_SHARED_SHARE * lemma.length;
  const byFrequency = (a: string, b: string): number => getZipf(b) - getZipf(a) || (a < b ? -1 : 1);
  const kin = wordsStartingWith(head)
    .filter((candidate) => sharesHead(candidate) && isUsable(candidate, word))
    .filter((candidate) => !isInflection(candidate) && (tied.has(candidate) || definedByWord(candidate)))
    .sort(byFrequency)
    // A plural or participle of a kin word (doggies, videotaped) adds nothing to it, nor does another
    // spelling of the word or of a kin word (jewellery, jeweller), whose clippings read as typos.
    .filter(
      (candidate, _, all) => !baseForms(candidate).some((base) => base !== candidate && all.includes(base)),
    )
    .filter(
      (candidate, index, all) =>
        !isSpellingOf(candidate, lemma) &&
        !all.slice(0, index).some((earlier) => isSpellingOf(candidate, earlier)),
    )
    .slice(0, MAX_KIN);
  const field = [...tied]
    .filter((candidate) => !candidate.startsWith(head) && isUsable(candidate, word))
    .sort(byFrequency)
    .slice(0, MAX_FIELD);
  const family = { kin, field };
  if (familyCache.size >= MAX_CACHED_FAMILIES) familyCache.clear();
  familyCache.set(word, family);
  return family;
}

/**
 * Forms of a phrase's word that a name may use whole in its place: its stems (grooming → groom,
 * clothing → clothes) and the kin that are the word with a suffix, as the word is used (wine →
 * winery, farm → farmer, dog → doggy). Each starts with the word, so a name built on it still shows
 * the word; a compound (doghouse, iceman) or another part of speech (cream → creamy) says more.
 */
export function wordVariants(word: string): string[] {
  const stems = combiSources(word).slice(1);
  const lemma = baseForms(word)[0] ?? word;
  const pos = lookupWord(word)[0]?.pos;
  const suffixed = wordFamily(word).kin.filter((kin) => {
    const root = [word, lemma].find((form) => kin.startsWith(form));
    if (root === undefined) return false;
    const suffix = kin.slice(root.length);
    return (
      (VARIANT_SUFFIX.test(suffix) || VARIANT_SUFFIX.test(`${root.at(-1) ?? ''}${suffix}`)) &&
      lookupWord(kin)[0]?.pos === pos
    );
  });
  return [...new Set([...stems, ...suffixed])];
}
