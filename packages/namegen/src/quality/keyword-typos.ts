import { isExistingWord } from '../lexicon/index.ts';

/**
 * Typos of the keyword (issue 16: cofee, coffe, fitnes, bakry, runningshos, homecleanyng): names one
 * edit away from the keyword, one of its words, or one word inside the joined phrase. A reader sees a
 * misspelling, not a brand. Stylings brands use on purpose are not typos: c→k (Kool), s→z, -er→-r
 * (Flickr), ck→k, i→y in a one-vowel word (Lyft), and an ending added to the whole word (Solara).
 */

/** Damerau-Levenshtein distance capped at 2 (we only ask "exactly one edit?"). */
function isOneEdit(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const restA = a.slice(start, endA);
  const restB = b.slice(start, endB);
  if (restA.length <= 1 && restB.length <= 1) return true;
  // A swap of two neighbours ("florsit").
  return restA.length === 2 && restB.length === 2 && restA[0] === restB[1] && restA[1] === restB[0];
}

function vowelCount(word: string): number {
  return (word.match(/[aeiouy]/g) ?? []).length;
}

function isStyling(name: string, source: string): boolean {
  if (name.length === source.length) {
    const at = [...name].findIndex((letter, i) => letter !== source[i]);
    const from = source[at];
    const to = name[at];
    if (from === 'c' && to === 'k') return true;
    if (from === 's' && to === 'z') return true;
    if (from === 'i' && to === 'y' && vowelCount(source) === 1) return true;
    return false;
  }
  if (source.endsWith('er') && name === `${source.slice(0, -2)}r`) return true;
  if (source.includes('ck') && name === source.replace('ck', 'k')) return true;
  // An ending on the whole word; a doubled last letter ("coffeee") is a slip of the finger.
  return name.length === source.length + 1 && name.startsWith(source) && name.at(-1) !== source.at(-1);
}

function isTypoOf(name: string, source: string): boolean {
  return source.length >= 3 && isOneEdit(name, source) && !isStyling(name, source);
}

/** True when a generated name reads as a misspelling of the keyword (see the module comment). */
export function isKeywordTypo(name: string, keywordWords: readonly string[]): boolean {
  const parts = name.toLowerCase().trim().split(/\s+/);
  // Real words ("bet" for "pet", "running shoe") are other words, not misspellings.
  if (parts.every((part) => isExistingWord(part))) return false;
  const letters = parts.join('').replace(/[^a-z]/g, '');
  if (isTypoOf(letters, keywordWords.join(''))) return true;
  if (keywordWords.some((word) => isTypoOf(letters, word))) return true;
  for (let i = 0; i < keywordWords.length && keywordWords.length > 1; i++) {
    const head = keywordWords.slice(0, i).join('');
    const tail = keywordWords.slice(i + 1).join('');
    if (letters.length <= head.length + tail.length) continue;
    if (!letters.startsWith(head) || !letters.endsWith(tail)) continue;
    const middle = letters.slice(head.length, letters.length - tail.length);
    if (isTypoOf(middle, keywordWords[i] ?? '')) return true;
  }
  return false;
}
