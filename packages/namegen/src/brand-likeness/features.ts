import { getLetterModel, type LetterModel } from '../phonotactics/index.ts';

/**
 * The shape of a name as numbers, for the brand-likeness model (issue 16: "learn the sound and
 * brand-likeness part from data"). Only letters count; the features describe how a name looks and
 * sounds, never whether it is a dictionary word, so the model cannot learn "brands are not words".
 * The order is part of the model file's format: append, never reorder.
 */
export const FEATURE_NAMES = [
  'english letter log2p mean',
  'english letter log2p worst',
  'length',
  'length squared distance from 6',
  'syllables',
  'vowel share',
  'longest consonant run',
  'longest vowel run',
  'consonant-vowel alternation',
  'ends in a vowel',
  'starts with a vowel',
  'rare letters (k, x, z, q, j, v)',
  'doubled letters',
  'y as a vowel',
  // Brands sit between words and letter noise: squares let a linear model give that a bump.
  'english letter log2p mean squared',
  'english letter log2p worst squared',
  // Mean log2 probability of the letters under a model of brand names, less the English one.
  'brand minus english letter log2p mean',
] as const;

const VOWEL = /[aeiou]/;

function isVowelAt(letters: string, index: number): boolean {
  const letter = letters[index] ?? '';
  if (VOWEL.test(letter)) return true;
  // y between consonants or at the end is read as a vowel ("lyft", "spotify").
  return (
    letter === 'y' &&
    index > 0 &&
    !VOWEL.test(letters[index - 1] ?? '') &&
    !VOWEL.test(letters[index + 1] ?? '')
  );
}

function longestRun(pattern: readonly boolean[], value: boolean): number {
  let longest = 0;
  let current = 0;
  for (const item of pattern) {
    current = item === value ? current + 1 : 0;
    longest = Math.max(longest, current);
  }
  return longest;
}

function meanOf(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** The letters a-z of a name, lower case. */
export function nameLetters(name: string): string {
  return name.toLowerCase().replace(/[^a-z]/g, '');
}

/**
 * Feature vector of a name (see FEATURE_NAMES); empty names give zeros. `brandModel` is the letter
 * model of brand names (the fit script passes one trained without the name's own fold).
 */
export function brandFeatures(name: string, brandModel: LetterModel): number[] {
  const letters = nameLetters(name);
  if (letters.length === 0) return FEATURE_NAMES.map(() => 0);
  const logs = getLetterModel().letterLogProbabilities(letters);
  const mean = meanOf(logs);
  const worst = Math.min(...logs);
  const vowels = [...letters].map((_, index) => isVowelAt(letters, index));
  let syllables = 0;
  let alternations = 0;
  vowels.forEach((vowel, index) => {
    if (vowel && !vowels[index - 1]) syllables++;
    if (index > 0 && vowel !== vowels[index - 1]) alternations++;
  });
  const length = letters.length;
  return [
    mean,
    worst,
    length,
    (length - 6) ** 2,
    syllables,
    vowels.filter(Boolean).length / length,
    longestRun(vowels, false),
    longestRun(vowels, true),
    length > 1 ? alternations / (length - 1) : 0,
    vowels[length - 1] ? 1 : 0,
    vowels[0] ? 1 : 0,
    (letters.match(/[kxzqjv]/g) ?? []).length,
    (letters.match(/(.)\1/g) ?? []).length,
    vowels.some((vowel, index) => vowel && letters[index] === 'y') ? 1 : 0,
    mean ** 2,
    worst ** 2,
    meanOf(brandModel.letterLogProbabilities(letters)) - mean,
  ];
}
