/**
 * How the blend research set (Deri & Knight's pairs, read from ../shared/data) is divided for fitting
 * and measuring the blend ranking model. Decided by a hash of the lower-case pair alone, before any
 * tuning, so the held-out split never depends on row order, on results or on the clock: a quarter of
 * the pairs is held out and only ever scored; the rest is cut into folds for cross-validation.
 */
import { hashString } from '../random.ts';

export const CROSS_VALIDATION_FOLDS = 5;
const HELD_OUT_ONE_IN = 4;

function pairKey(word1: string, word2: string): string {
  return `${word1.trim().toLowerCase()}+${word2.trim().toLowerCase()}`;
}

/** True for the pairs kept out of fitting and model choice. */
export function isHeldOutPair(word1: string, word2: string): boolean {
  return hashString(`held-out:${pairKey(word1, word2)}`) % HELD_OUT_ONE_IN === 0;
}

/** The cross-validation fold (0..CROSS_VALIDATION_FOLDS-1) of a training pair. */
export function foldOfPair(word1: string, word2: string): number {
  return hashString(`fold:${pairKey(word1, word2)}`) % CROSS_VALIDATION_FOLDS;
}
