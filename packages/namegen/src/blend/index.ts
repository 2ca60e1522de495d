/**
 * Word combination (method 8, "Word Combi"): portmanteaus of two words, blended at shared sounds and
 * at syllable boundaries, ranked by a general score: the learned model (blend-model.json, issue 15)
 * or the earlier hand-weighted one.
 */
import { getBlendModel } from './blend-model.ts';
import { normaliseWord } from './letter-units.ts';
import { rankBlends, rankBlendsLearned, type ScoredBlend } from './rank-blends.ts';

export type { ScoredBlend } from './rank-blends.ts';

export type BlendRanking = 'learned' | 'hand';

export interface BlendOptions {
  /** Maximum number of candidates returned; default 10. */
  limit?: number;
  /** Which ranking orders the candidates; default DEFAULT_BLEND_RANKING. */
  ranking?: BlendRanking;
}

/**
 * The ranking `namegen blend` and Create's word combination use. The learned model is the default only
 * because it scored better on the research set's held-out split (docs/benchmarks-blend.md).
 */
export const DEFAULT_BLEND_RANKING: BlendRanking = 'learned';

const DEFAULT_LIMIT = 10;
/** Longer inputs are clipped: blends of 40-letter "words" are meaningless and cost O(n²). */
const MAX_WORD_LENGTH = 40;

export function compareBlends(a: ScoredBlend, b: ScoredBlend): number {
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
  const ranked =
    (options.ranking ?? DEFAULT_BLEND_RANKING) === 'learned'
      ? rankBlendsLearned(word1, word2, getBlendModel())
      : rankBlends(word1, word2);
  return ranked.sort(compareBlends).slice(0, limit);
}

/** Ranked blend names, best first. */
export function blend(word1: string, word2: string, options: BlendOptions = {}): string[] {
  return blendScored(word1, word2, options).map((candidate) => candidate.name);
}
