import { getPronunciation } from '../lexicon/index.ts';

/**
 * Looks-like's word-final stylings that are not letter swaps: a brand ending on the word's stem
 * (Clinique, Rolex, Solara, Pizzette) and the consonant of a stressed last syllable doubled (Digg,
 * Webb) or doubled with a silent e (Shoppe, Barre). Urbanize owns the slang endings (-ify, -ly, -io,
 * -o, -oo, -z, -ster, -ski); these are the dressier ones, so the two groups do not repeat each other.
 */
export interface WordEnding {
  name: string;
  weight: number;
  label: string;
  /** True when the result is only one letter longer than the word (a doubling): shown only stacked
   * on another styling, since alone it reads as a slip of the finger (issue 16's typo check). */
  needsStack?: boolean;
}

/** Weighted below the letter stylings: an ending fills a page, a respelling is the method's core. */
const BRAND_ENDINGS: ReadonlyArray<{ ending: string; weight: number; like: string }> = [
  { ending: 'a', weight: 0.45, like: 'Solara' },
  { ending: 'ique', weight: 0.4, like: 'Clinique' },
  { ending: 'ora', weight: 0.4, like: 'Pandora' },
  { ending: 'ex', weight: 0.35, like: 'Rolex' },
  { ending: 'ia', weight: 0.35, like: 'Nokia' },
  { ending: 'ette', weight: 0.35, like: 'Corvette' },
  { ending: 'elle', weight: 0.35, like: 'Nutella' },
  { ending: 'eo', weight: 0.3, like: 'Oreo' },
];

/** Beyond this many letters an ending reads as a stock suffix stuck on ("moneytransferify", issue 16). */
const MAX_ENDING_STEM = 7;

/** A stem for an ending: the singular, without a final vowel ("candles" → "candl", "pizza" → "pizz"). */
function endingStem(word: string): string {
  const singular = /[^s]s$/.test(word) && word.length > 4 ? word.slice(0, -1) : word;
  return singular.replace(/[aeiouy]+$/, '');
}

/** Stems whose last consonants cannot run into a vowel ending without an odd cluster ("candl-a"). */
const AWKWARD_STEM_END = /(?:[^aeiouy][lr]|[^aeiouy]{3}|[wjhqxy])$/;

/** The brand endings a word can take, before any letter styling. */
export function brandEndings(word: string): WordEnding[] {
  // An inflection (-ing, -ed) already ends the word: "plumbingique" stacks two suffixes.
  if (/(?:ing|ed)$/.test(word)) return [];
  const stem = endingStem(word);
  if (stem.length < 3 || stem.length > MAX_ENDING_STEM || !/[aeiouy]/.test(stem)) return [];
  if (AWKWARD_STEM_END.test(stem)) return [];
  const endings: WordEnding[] = [];
  for (const { ending, weight, like } of BRAND_ENDINGS) {
    const label = `-${ending} ending, like ${like}`;
    // -ique replaces an -ic (clinic → Clinique, organic → organique); on another stem (pizzique,
    // tailorique) it reads as a suffix stuck on.
    if (ending === 'ique') {
      if (stem.endsWith('ic')) endings.push({ name: `${stem.slice(0, -2)}ique`, weight, label });
      continue;
    }
    // Elsewhere a final c stays hard only before a or o ("magicex" would read "magisex").
    if (!/c$/.test(stem) || /^[ao]/.test(ending)) endings.push({ name: stem + ending, weight, label });
  }
  return endings.filter(({ name }) => name !== word);
}

/** True when the word ends in a stressed syllable closed by one consonant after one vowel (shop, bar, web). */
function endsInShortStressedSyllable(word: string): boolean {
  if (!/[^aeiou][aeiou][bdglmnprt]$/.test(word)) return false;
  const phonemes = getPronunciation(word);
  const lastVowel = phonemes?.findLast((phoneme) => /\d$/.test(phoneme));
  return lastVowel !== undefined && !lastVowel.endsWith('0');
}

/**
 * A doubled consonant before a vowel ending, the way pet names and brands lengthen a short word
 * (Webby, Jello): the doubling keeps the vowel short, which a bare -y would not (shopy).
 */
const DOUBLED_VOWEL_ENDINGS: ReadonlyArray<{ ending: string; weight: number; like: string }> = [
  { ending: 'y', weight: 0.45, like: 'Webby' },
  { ending: 'o', weight: 0.4, like: 'Jello' },
];

/**
 * Doubled last consonants that keep the sound: Shoppe and Barre always, Digg only stacked, and with
 * `vowelEndings` a doubled letter before -y or -o (webby, shoppo); those are endings, so a phrase
 * (where an ending reads as a stock suffix) does not get them.
 */
export function doubledEndings(word: string, vowelEndings = false): WordEnding[] {
  if (!endsInShortStressedSyllable(word)) return [];
  const last = word.slice(-1);
  const endings: WordEnding[] = [
    { name: word + last, weight: 0.6, label: 'doubled last letter, like Digg', needsStack: true },
  ];
  if (/[plrtn]$/.test(word)) {
    endings.push({ name: `${word}${last}e`, weight: 0.6, label: 'doubled letter and silent e, like Shoppe' });
  }
  if (vowelEndings) {
    for (const { ending, weight, like } of DOUBLED_VOWEL_ENDINGS) {
      endings.push({
        name: `${word}${last}${ending}`,
        weight,
        label: `doubled letter and -${ending}, like ${like}`,
      });
    }
  }
  return endings;
}
