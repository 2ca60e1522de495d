import { getSynset, getZipf, isWordNetWord, lookupWord } from '../lexicon/index.ts';
import type { Synset, SynsetRef } from '../lexicon/index.ts';
import { FUNCTION_WORDS } from '../quality/function-words.ts';
import { firstSyllable, isVowel } from './text-utils.ts';

/**
 * How a founder reads a clipping of the keyword (issue 16: abbreviate ranked scraps first, florist →
 * flor, flo, flort, fly … flora tenth). A clipping keeps a word whole enough to be recognised and
 * cuts it where speech does; a clipping that is a word of the keyword's own field (flora for
 * florist, photo for photography) is the best of them, one that is an unrelated common word (fly,
 * candy, tail) reads as that word, not as the keyword.
 */

/** Senses of a word read: its first ones, where its everyday meaning lies. */
const SENSES = 3;
/** Hypernym steps climbed from the keyword's senses and from the nouns of its definitions. */
const CLIMB = 4;
/** Content words of a definition shorter than this are no field words (art, act). */
const MIN_GLOSS_WORD = 4;
/** A word people know: a clipping this frequent is read as that word. */
const COMMON_WORD_ZIPF = 3.5;

const synsetKey = (ref: SynsetRef): string => `${ref.pos}${ref.offset}`;

function climb(start: Synset, into: Set<string>): void {
  let frontier: Synset[] = [start];
  for (let step = 0; step <= CLIMB && frontier.length > 0; step++) {
    const next: Synset[] = [];
    for (const synset of frontier) {
      const key = synsetKey(synset);
      if (into.has(key)) continue;
      into.add(key);
      for (const pointer of synset.pointers) {
        if (pointer.symbol === '@' || pointer.symbol === '@i') next.push(getSynset(pointer));
      }
    }
    frontier = next;
  }
}

/** The first clause of a definition, where WordNet says what the thing is. */
function glossWords(synset: Synset): string[] {
  const definition = synset.gloss.split(/[;"]/)[0] ?? '';
  return (definition.toLowerCase().match(/[a-z]+/g) ?? []).filter(
    (token) => token.length >= MIN_GLOSS_WORD && !FUNCTION_WORDS.has(token),
  );
}

/** Keyed by the user's keyword words, so bounded like field-styling-words' per-keyword cache. */
const fieldCache = new Map<string, ReadonlySet<string>>();
const MAX_CACHED_FIELDS = 500;

/**
 * The synsets of a keyword's field: its first senses, the words they derive from or give (brew,
 * photograph), the nouns of their definitions (florist: flowers) and the kinds all of these belong
 * to, a few steps up (flower → angiosperm → … → plant, which WordNet also calls flora).
 */
function fieldOf(word: string): ReadonlySet<string> {
  const cached = fieldCache.get(word);
  if (cached) return cached;
  const field = new Set<string>();
  for (const ref of lookupWord(word).slice(0, SENSES)) {
    const synset = getSynset(ref);
    climb(synset, field);
    for (const pointer of synset.pointers) {
      if (pointer.symbol === '+') climb(getSynset(pointer), field);
    }
    for (const token of glossWords(synset)) {
      for (const tokenRef of lookupWord(token, 'n').slice(0, 2)) climb(getSynset(tokenRef), field);
    }
  }
  if (fieldCache.size >= MAX_CACHED_FIELDS) fieldCache.clear();
  fieldCache.set(word, field);
  return field;
}

/**
 * True when a clipping is a word whose first senses lie in the keyword word's field, or derive from
 * it (brew for brewery, tutor for tutoring).
 */
export function isFieldClipping(clip: string, word: string): boolean {
  const own = new Set(lookupWord(word).map(synsetKey));
  // A synonym or a derived word of any sense (cycle for bicycle, garden for gardening).
  for (const ref of lookupWord(word)) {
    const synset = getSynset(ref);
    if (synset.words.includes(clip)) return true;
    for (const pointer of synset.pointers) {
      if (pointer.symbol === '+' && getSynset(pointer).words.includes(clip)) return true;
    }
  }
  const field = fieldOf(word);
  for (const ref of lookupWord(clip).slice(0, SENSES)) {
    if (field.has(synsetKey(ref))) return true;
    const synset = getSynset(ref);
    if (synset.pointers.some((pointer) => pointer.symbol === '+' && own.has(synsetKey(pointer)))) return true;
    // The clipping's definition names the keyword (pharma: "… sells pharmaceuticals").
    if (glossWords(synset).some((token) => token.startsWith(word.slice(0, Math.max(5, clip.length + 1)))))
      return true;
  }
  return false;
}

/** A common word the clipping spells, which a reader takes for that word rather than the keyword. */
export function isCommonWord(name: string): boolean {
  // A first name or a slang spelling (flo, lang) is frequent in subtitles but no dictionary word.
  return getZipf(name) >= COMMON_WORD_ZIPF && isWordNetWord(name);
}

/**
 * Whether a front part of a word keeps enough of it to be recognised: three letters or more, its
 * first vowel, and either the whole first syllable or an open first syllable (flo|rist, pho|to).
 * A cut before that (fl, ca, in+s of insurance) leaves letters a reader cannot map back.
 */
export function keepsHead(head: string, word: string): boolean {
  if (head.length < 3 || !word.startsWith(head) || !/[aeiouy]/.test(head)) return false;
  const syllable = firstSyllable(word);
  if (head.length >= syllable.length) {
    // A first syllable of two letters (in-, un-) is a prefix, not a head: it needs one more syllable's vowel.
    return syllable.length >= 3 || /[aeiouy][^aeiouy]*[aeiouy]/.test(head);
  }
  // Shorter than the first syllable: only a cut right after its vowel, an open syllable (flo, tai),
  // and only when a syllable follows: cra of craft is the syllable less its end, not a head.
  return (
    isVowel(head.slice(-1), true) &&
    !isVowel(word[head.length], true) &&
    /[aeiouy]/.test(word.slice(head.length))
  );
}

/**
 * Whether a front part ends where the word's syllables part: after a vowel before a consonant
 * (insu|rance), between two consonants (cand|les), or at the word's first syllable (flor); a cut that
 * takes a consonant of the next syllable without its vowel (candl, photogr) is one no one says.
 */
export function cutsAtSyllable(head: string, word: string): boolean {
  if (head === firstSyllable(word)) return true;
  const last = head.slice(-1);
  const before = head.slice(-2, -1);
  const next = word[head.length];
  if (next === undefined) return true;
  // What is cut off must be a syllable: groomi|ng, eveticke|ts drop only a word's last consonants.
  if (!/[aeiouy]/.test(word.slice(head.length))) return false;
  if (isVowel(last, true)) return !isVowel(next, true);
  if (!isVowel(next, true)) return true;
  // Vowel, consonant | vowel: the consonant leaves its syllable (flor|ist, insur|ance), which speech allows.
  return isVowel(before, true);
}
