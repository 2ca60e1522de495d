/** Small spelling helpers shared by the rule-based methods. */

export const VOWELS = 'aeiou';

export function isVowel(letter: string | undefined, treatYAsVowel = false): boolean {
  if (letter === undefined) return false;
  return VOWELS.includes(letter) || (treatYAsVowel && letter === 'y');
}

/** Levenshtein distance between two short strings (or phoneme lists). */
export function editDistance<T>(a: ArrayLike<T>, b: ArrayLike<T>): number {
  const previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = previous[0] ?? 0;
    previous[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = previous[j] ?? 0;
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      previous[j] = Math.min(above + 1, (previous[j - 1] ?? 0) + 1, diagonal + cost);
      diagonal = above;
    }
  }
  return previous[b.length] ?? 0;
}

/** 1 for identical strings, falling towards 0 as more letters change. */
export function spellingSimilarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 1 : 1 - editDistance(a, b) / longest;
}

/**
 * The first orthographic syllable of a word as used in clippings: letters up to the first vowel
 * group and the consonant that closes it ("federal" -> "fed", "express" -> "ex", "brand" -> "brand"
 * keeps a common final cluster "nd").
 */
export function firstSyllable(word: string): string {
  const match = /^([^aeiouy]*[aeiouy]+)([^aeiouy]*)/.exec(word);
  if (!match) return word;
  const nucleus = match[1] ?? '';
  const cluster = match[2] ?? '';
  if (cluster.length === 0) return nucleus;
  const rest = word.slice(nucleus.length + cluster.length);
  // A cluster ending the word, or a usual coda pair, stays whole; otherwise take its first consonant.
  if (rest.length === 0) return word;
  const pair = cluster.slice(0, 2);
  if (/^(nd|st|ck|nk|ng|rt|rn|rk|rd|lt|ld|sh|ch|th|mp|nt|ll|ss|ff|rm|lk)$/.test(pair)) {
    return nucleus + pair;
  }
  return nucleus + cluster.slice(0, 1);
}

/** The last vowel group and everything after it ("brand" -> "and", "light" -> "ight"). */
export function spellingRhymePart(word: string): string {
  const match = /[aeiouy]+[^aeiouy]*$/.exec(word);
  return match ? match[0] : word;
}
