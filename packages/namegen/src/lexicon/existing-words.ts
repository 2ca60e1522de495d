import { getFrequency } from './frequency.ts';
import { getPronunciations } from './pronunciations.ts';
import { isWordNetWord } from './wordnet.ts';

// Below this SUBTLEX count a word seen only in subtitles is too often a typo or a one-off name.
const MIN_SUBTITLE_COUNT = 5;

/**
 * True when `word` is a plain English dictionary word: a WordNet lemma (or a regular inflection of
 * one), or a word that is both in the CMU pronouncing dictionary and reasonably frequent in SUBTLEX
 * (which covers function words and inflections WordNet leaves out). Case-insensitive; multi-word
 * input is checked as a WordNet collocation ("ice cream").
 */
export function isExistingWord(word: string): boolean {
  const lower = word.trim().toLowerCase();
  if (!/^[a-z][a-z' -]*$/.test(lower)) return false;
  if (isWordNetWord(lower)) return true;
  return getFrequency(lower) >= MIN_SUBTITLE_COUNT && getPronunciations().has(lower);
}
