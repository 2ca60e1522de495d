/**
 * Every distinct blend of two normalised words with its score, unsorted: by the hand-weighted score of
 * its best derivation (rankBlends) or by the learned model over all its derivations
 * (rankBlendsLearned). Separate from the public API so the fit script and the benchmark can reach the
 * derivations and other weights without exporting them to callers.
 */
import { pronounceability } from '../phonotactics/index.ts';
import { enumerateBlendCandidates } from './blend-candidates.ts';
import { blendFeatures, pairFacts } from './blend-features.ts';
import { toUnits } from './letter-units.ts';
import { linearScore, logSumExp, type RankingModel } from './ranking-model.ts';
import { type BlendWeights, DEFAULT_BLEND_WEIGHTS, scoreSplit } from './score-split.ts';
import { enumerateSplits, type SplitCandidate } from './split-candidates.ts';

export interface ScoredBlend {
  name: string;
  score: number;
  why: string;
}

const MIN_BLEND_LENGTH = 3;

function explain(split: SplitCandidate, word1: string, word2: string): string {
  const [first, second] = split.shape === 'reversed' ? [word2, word1] : [word1, word2];
  const shared = split.overlap > 0 ? `, sharing "${split.overlapText}"` : '';
  const shape =
    split.shape === 'heads' ? ', both clipped' : split.shape === 'reversed' ? ' (words swapped)' : '';
  return `${first} + ${second}${shared}${shape}`;
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

export interface BlendDerivation {
  split: SplitCandidate;
  features: number[];
}

/** Every acceptable derivation of every shape with its features (the learned model's input). */
export function blendDerivations(word1: string, word2: string): BlendDerivation[] {
  const pair = pairFacts(word1, word2);
  return enumerateBlendCandidates(word1, word2)
    .filter((split) => isAcceptable(split.name, word1, word2))
    .map((split) => ({ split, features: blendFeatures(split, pair) }));
}

/**
 * Every distinct blend scored by the learned model: a name's score is the log of the summed weight of
 * its derivations (as the model was fitted), its reason that of its best derivation.
 */
export function rankBlendsLearned(word1: string, word2: string, model: RankingModel): ScoredBlend[] {
  const byName = new Map<string, { scores: number[]; best: number; split: SplitCandidate }>();
  for (const { split, features } of blendDerivations(word1, word2)) {
    const score = linearScore(model, features);
    const entry = byName.get(split.name);
    if (entry === undefined) byName.set(split.name, { scores: [score], best: score, split });
    else {
      entry.scores.push(score);
      if (score > entry.best) Object.assign(entry, { best: score, split });
    }
  }
  return [...byName.entries()].map(([name, entry]) => ({
    name,
    score: logSumExp(entry.scores),
    why: explain(entry.split, word1, word2),
  }));
}
