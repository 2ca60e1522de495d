import { getFrequentWords, getPronunciations } from '../lexicon/index.ts';
import { LetterModel } from './letter-model.ts';

/**
 * The phonotactic model: letter 4-grams over frequent English words that the CMU dictionary can
 * pronounce (so subtitle noise and abbreviations stay out), weighted by log frequency.
 */
const TRAINING_WORDS = 40_000;
const CONTEXT_LENGTH = 3;
const WEIGHTS = [0.55, 0.3, 0.1, 0.04];

/**
 * Calibration of the score: the mean per-letter log2 probability that maps to 0 and to 1, and the
 * same for the worst single letter. Chosen from the model's own figures: typical English words
 * average about -2.9 bits per letter (rare ones -3.6 at the 10th percentile), random letter strings about -7.2 (see the benchmark report).
 */
const MEAN_FLOOR = -7;
const MEAN_CEILING = -2.8;
const WORST_FLOOR = -11.5;
const WORST_CEILING = -5;

/** A name scoring at least this is counted as pronounceable in the benchmark's quality report. */
export const PRONOUNCEABLE_THRESHOLD = 0.5;

let model: LetterModel | undefined;

export function getLetterModel(): LetterModel {
  if (model) return model;
  const trained = new LetterModel(CONTEXT_LENGTH, WEIGHTS);
  const pronunciations = getPronunciations();
  const words = getFrequentWords(TRAINING_WORDS * 2);
  let used = 0;
  for (let rank = 0; rank < words.length && used < TRAINING_WORDS; rank++) {
    const word = words[rank] ?? '';
    if (!/^[a-z]{2,}$/.test(word) || !pronunciations.has(word)) continue;
    // Rank-based weight: common spellings count more, but rare ones still teach letter patterns.
    trained.train(word, 1 + Math.log10(TRAINING_WORDS / (rank + 1) + 1));
    used++;
  }
  model = trained;
  return trained;
}

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}

/**
 * How pronounceable a (possibly invented) word looks to an English reader, 0..1: the normalised mean
 * per-letter log probability under the letter model, blended with its worst letter so that one
 * impossible cluster ("xqz") is not averaged away. Non-letters are ignored; digits count as
 * unpronounceable letters only when nothing else is left.
 */
export function pronounceability(word: string): number {
  const letters = word.toLowerCase().replace(/[^a-z]/g, '');
  if (letters.length === 0) return 0;
  const logs = getLetterModel().letterLogProbabilities(letters);
  const mean = logs.reduce((sum, value) => sum + value, 0) / logs.length;
  const worst = Math.min(...logs);
  const meanScore = clamp01((mean - MEAN_FLOOR) / (MEAN_CEILING - MEAN_FLOOR));
  const worstScore = clamp01((worst - WORST_FLOOR) / (WORST_CEILING - WORST_FLOOR));
  // Three identical letters in a row ("aaa") are never read as English, whatever the n-grams say.
  const tripled = /(.)\1\1/.test(letters) ? 0.5 : 1;
  return Math.round((0.7 * meanScore + 0.3 * worstScore) * tripled * 1000) / 1000;
}

/** Mean and worst per-letter log2 probability, for calibration and the benchmark report. */
export function letterStatistics(word: string): { mean: number; worst: number } {
  const logs = getLetterModel().letterLogProbabilities(word.toLowerCase().replace(/[^a-z]/g, ''));
  if (logs.length === 0) return { mean: -Infinity, worst: -Infinity };
  return { mean: logs.reduce((s, v) => s + v, 0) / logs.length, worst: Math.min(...logs) };
}
