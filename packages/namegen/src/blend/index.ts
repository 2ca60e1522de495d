/**
 * Word combination (method 8, "Word Combi"): portmanteaus of two words, blended at shared sounds and
 * at syllable boundaries, ranked by a general score.
 */
import { normaliseWord, toUnits } from './letter-units.ts';
import { scoreSplit } from './score-split.ts';
import { enumerateSplits, type SplitCandidate } from './split-candidates.ts';

export interface BlendOptions {
  /** Maximum number of candidates returned; default 10. */
  limit?: number;
}

export interface ScoredBlend {
  name: string;
  score: number;
  why: string;
}

const DEFAULT_LIMIT = 10;
const MIN_BLEND_LENGTH = 3;
/** Longer inputs are clipped: blends of 40-letter "words" are meaningless and cost O(n²). */
const MAX_WORD_LENGTH = 40;

function explain(split: SplitCandidate, word1: string, word2: string): string {
  if (split.overlap > 0) return `${word1} + ${word2}, sharing "${split.overlapText}"`;
  return `${word1} + ${word2}`;
}

function isAcceptable(name: string, word1: string, word2: string): boolean {
  return name.length >= MIN_BLEND_LENGTH && name !== word1 && name !== word2 && name !== word1 + word2;
}

function rankOrder(word1: string, word2: string): Map<string, ScoredBlend> {
  const units1 = toUnits(word1);
  const units2 = toUnits(word2);
  const best = new Map<string, ScoredBlend>();
  for (const split of enumerateSplits(units1, units2)) {
    if (!isAcceptable(split.name, word1, word2)) continue;
    const score = scoreSplit(split, { word1, word2 });
    const previous = best.get(split.name);
    if (previous === undefined || previous.score < score) {
      best.set(split.name, { name: split.name, score, why: explain(split, word1, word2) });
    }
  }
  return best;
}

function compareBlends(a: ScoredBlend, b: ScoredBlend): number {
  return (
    b.score - a.score || a.name.length - b.name.length || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)
  );
}

/** Ranked blends with their scores and a short explanation. Never throws on odd input. */
export function blendScored(rawWord1: string, rawWord2: string, options: BlendOptions = {}): ScoredBlend[] {
  const limit = Math.max(0, Math.floor(options.limit ?? DEFAULT_LIMIT));
  const word1 = normaliseWord(rawWord1).slice(0, MAX_WORD_LENGTH);
  const word2 = normaliseWord(rawWord2).slice(0, MAX_WORD_LENGTH);
  if (word1.length === 0 || word2.length === 0 || limit === 0) return [];
  const ranked = [...rankOrder(word1, word2).values()].sort(compareBlends);
  return ranked.slice(0, limit);
}

/** Ranked blend names, best first. */
export function blend(word1: string, word2: string, options: BlendOptions = {}): string[] {
  return blendScored(word1, word2, options).map((candidate) => candidate.name);
}
