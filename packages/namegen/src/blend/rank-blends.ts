/**
 * Every distinct blend of two normalised words with its best score, unsorted. Separate from the
 * public API so the benchmark can try alternative weights without exporting them to callers.
 */
import { pronounceability } from '../phonotactics/index.ts';
import { toUnits } from './letter-units.ts';
import { type BlendWeights, DEFAULT_BLEND_WEIGHTS, scoreSplit } from './score-split.ts';
import { enumerateSplits, type SplitCandidate } from './split-candidates.ts';

export interface ScoredBlend {
  name: string;
  score: number;
  why: string;
}

const MIN_BLEND_LENGTH = 3;

function explain(split: SplitCandidate, word1: string, word2: string): string {
  if (split.overlap > 0) return `${word1} + ${word2}, sharing "${split.overlapText}"`;
  return `${word1} + ${word2}`;
}

function isAcceptable(name: string, word1: string, word2: string): boolean {
  return name.length >= MIN_BLEND_LENGTH && name !== word1 && name !== word2 && name !== word1 + word2;
}

export function rankBlends(
  word1: string,
  word2: string,
  weights: BlendWeights = DEFAULT_BLEND_WEIGHTS,
): ScoredBlend[] {
  const best = new Map<string, ScoredBlend>();
  const pronounceabilityOf = new Map<string, number>();
  const units1 = toUnits(word1);
  const units2 = toUnits(word2);
  const lengths = { unitLength1: units1.length, unitLength2: units2.length };
  for (const split of enumerateSplits(word1, units1, word2, units2)) {
    if (!isAcceptable(split.name, word1, word2)) continue;
    let readable = pronounceabilityOf.get(split.name);
    if (readable === undefined) {
      readable = pronounceability(split.name);
      pronounceabilityOf.set(split.name, readable);
    }
    const score = scoreSplit(split, { ...lengths, pronounceability: readable }, weights);
    const previous = best.get(split.name);
    if (previous === undefined || previous.score < score) {
      best.set(split.name, { name: split.name, score, why: explain(split, word1, word2) });
    }
  }
  return [...best.values()];
}
