const VOWELS = new Set(['a', 'e', 'i', 'o', 'u', 'y']);

/** Bigrams that English and Romance readers stumble over inside a name. */
const AWKWARD_BIGRAMS = [
  'q',
  'jj',
  'hh',
  'ww',
  'vv',
  'xx',
  'kk',
  'yy',
  'ii',
  'uu',
  'aa',
  'iy',
  'yi',
  'wu',
  'uo',
];

/**
 * A small phonotactic score in 0..1 for foreign-flavoured coinages: it prefers alternating
 * consonants and vowels, names of 4 to 10 letters, and penalises long clusters and doubled vowels.
 * It only ranks coinages against each other; it is not a general model of English phonotactics.
 */
export function pronounceability(name: string): number {
  const letters = name.toLowerCase().replace(/[^a-z]/gu, '');
  if (letters.length < 2) return 0;
  // Alternating consonants and vowels (lu-ce-ri-a) read most easily; the share of alternations sets the base.
  let alternations = 0;
  for (let i = 1; i < letters.length; i++) {
    if (VOWELS.has(letters[i] ?? '') !== VOWELS.has(letters[i - 1] ?? '')) alternations++;
  }
  let score = 0.75 + 0.25 * (alternations / (letters.length - 1));
  let consonantRun = 0;
  let vowelRun = 0;
  for (let i = 0; i < letters.length; i++) {
    const ch = letters[i] ?? '';
    if (VOWELS.has(ch)) {
      vowelRun++;
      consonantRun = 0;
      if (vowelRun > 2) score -= 0.2;
    } else {
      consonantRun++;
      vowelRun = 0;
      // Three consonants can be fine (str, ght) at a word edge; more rarely is.
      if (consonantRun === 3) score -= i === letters.length - 1 || i === 2 ? 0.08 : 0.15;
      if (consonantRun > 3) score -= 0.25;
    }
    if (i >= 2 && ch === letters[i - 1] && ch === letters[i - 2]) score -= 0.5;
  }
  for (const bigram of AWKWARD_BIGRAMS) {
    if (bigram === 'q') {
      if (/q(?!u)/u.test(letters)) score -= 0.2;
    } else if (letters.includes(bigram)) {
      score -= 0.12;
    }
  }
  const length = letters.length;
  // Five to eight letters is the sweet spot of invented brand names.
  if (length > 8) score -= 0.04 * (length - 8);
  if (length < 5) score -= 0.06 * (5 - length);
  // Names ending in a vowel or a soft consonant sound finished; a hard cluster at the end does not.
  if (/[bcdfgjkpqtvwxz]{2}$/u.test(letters)) score -= 0.1;
  return Math.max(0, Math.min(1, score));
}
