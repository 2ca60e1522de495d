import { brandLikeness } from '../../src/brand-likeness/index.ts';
import { getZipf, isExistingWord } from '../../src/lexicon/index.ts';
import { spellingSimilarity } from '../../src/methods/text-utils.ts';
import { METHODS, type Method } from '../../src/types.ts';

/**
 * What a name looks like to a namer, as numbers, for the appeal analysis (bench/appeal/fit-appeal.ts,
 * issue 16: "rank by what namers value"). Unlike brand-likeness these see the keyword: how much of it the name keeps whole, whether
 * the name reads as the keyword misspelt, whether it is a plain everyday word.  */
export const APPEAL_FEATURE_NAMES = [
  'log2 of the place in the method order',
  'brand-likeness',
  'letters',
  'letters squared distance from 7',
  'syllables',
  'syllables squared distance from 2.5',
  'extra words',
  'digits or signs',
  'holds the whole keyword',
  'holds a whole keyword word',
  'share of the name that is a keyword word',
  'spelling similarity to the keyword',
  'is a dictionary word',
  'zipf frequency of a dictionary word',
  'stock ending (-ify, -ly, -ize, -er, -z)',
  'romance ending (-o, -a, -io, -ino, -ito, -ero, -us)',
  'starts like the keyword',
  ...METHODS.map((method) => `method ${method}`),
] as const;

const STOCK_ENDING = /(ify|ly|ize|ise|er|z)$/;
const ROMANCE_ENDING = /(o|a|io|ino|ito|ero|us)$/;

function syllableCount(letters: string): number {
  return (letters.match(/[aeiouy]+/g) ?? []).length;
}

export interface AppealInput {
  name: string;
  method: Method;
  /** 1-based place in the method's own order (its score with brand-likeness), before appeal. */
  place: number;
  /** The keyword's words, lower case. */
  keywordWords: readonly string[];
}

export function appealFeatures({ name, method, place, keywordWords }: AppealInput): number[] {
  const lower = name.toLowerCase().trim();
  const letters = lower.replace(/[^a-z]/g, '');
  const keyword = keywordWords.join('');
  const words = lower.split(/\s+/).filter(Boolean);
  const syllables = syllableCount(letters);
  const keptWords = keywordWords.filter((word) => word.length >= 3 && letters.includes(word));
  const longestKept = Math.max(0, ...keptWords.map((word) => word.length));
  const single = words.length === 1 && /^[a-z]+$/.test(lower);
  const dictionary = single && isExistingWord(lower);
  return [
    Math.log2(Math.max(1, place)),
    brandLikeness(name),
    letters.length,
    (letters.length - 7) ** 2,
    syllables,
    (syllables - 2.5) ** 2,
    Math.max(0, words.length - 1),
    /[^a-z\s]/.test(lower) ? 1 : 0,
    keyword.length > 0 && letters.includes(keyword) ? 1 : 0,
    keptWords.length > 0 ? 1 : 0,
    letters.length > 0 ? longestKept / letters.length : 0,
    spellingSimilarity(letters, keyword),
    dictionary ? 1 : 0,
    dictionary ? getZipf(lower) : 0,
    STOCK_ENDING.test(letters) ? 1 : 0,
    ROMANCE_ENDING.test(letters) ? 1 : 0,
    (keyword[0] ?? '') === (letters[0] ?? '-') && keyword.slice(0, 3) === letters.slice(0, 3) ? 1 : 0,
    ...METHODS.map((each) => (each === method ? 1 : 0)),
  ];
}
