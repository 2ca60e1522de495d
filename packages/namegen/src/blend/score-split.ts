/**
 * Scores one blend derivation with general properties of English blends (Kelly 1998, Gries 2004):
 * words switch at a shared sound or at an onset/rime or syllable boundary, both sources stay
 * recognisable, the result reads as English, and it is about as long as the longer source.
 * No word-specific rules: every weight applies to every pair.
 */
import type { CutKind, SplitCandidate } from './split-candidates.ts';

export interface BlendWeights {
  overlap: number;
  kept: number;
  cut1: Record<CutKind, number>;
  cut2: Record<CutKind, number>;
  /** Per sound beyond the longer source word. */
  excessLetter: number;
  /** Per sound short of the shorter source word. */
  missingLetter: number;
  pronounceable: number;
  /** A consonant or vowel cluster created at the switch point that neither source spells. */
  newCluster: number;
}

export const DEFAULT_BLEND_WEIGHTS: BlendWeights = {
  overlap: 1.2,
  kept: 1.5,
  cut1: {
    whole: 1.0,
    onset: 0.8,
    syllable: 1.0,
    'after-vowel': 0.5,
    'before-vowel': 0.4,
    'in-consonants': 0,
    'in-vowels': -0.5,
  },
  cut2: {
    whole: 0.8,
    onset: 0.8,
    syllable: 1.0,
    'before-vowel': 0.6,
    'after-vowel': 0.2,
    'in-consonants': 0,
    'in-vowels': -0.5,
  },
  excessLetter: 0.6,
  missingLetter: 0.3,
  pronounceable: 1.0,
  newCluster: 0.5,
};

export interface SplitContext {
  /** Source lengths in spelling units. */
  unitLength1: number;
  unitLength2: number;
  /** 0..1, how English the blend's spelling looks. */
  pronounceability: number;
}

/** Diminishing returns: a long shared stretch is good, but a single shared sound already matters most. */
function overlapValue(overlap: number): number {
  return overlap <= 0 ? 0 : overlap < 1 ? overlap : 1 + Math.log2(overlap) * 0.6;
}

export function scoreSplit(
  split: SplitCandidate,
  context: SplitContext,
  weights: BlendWeights = DEFAULT_BLEND_WEIGHTS,
): number {
  const longer = Math.max(context.unitLength1, context.unitLength2);
  const shorter = Math.min(context.unitLength1, context.unitLength2);
  const excess = Math.max(0, split.unitLength - longer);
  const missing = Math.max(0, shorter - split.unitLength);
  return (
    weights.overlap * overlapValue(split.overlap) +
    weights.kept * (split.keptShare1 + split.keptShare2) +
    weights.cut1[split.cut1] +
    weights.cut2[split.cut2] -
    weights.excessLetter * excess -
    weights.missingLetter * missing +
    weights.pronounceable * context.pronounceability -
    (split.createsCluster ? weights.newCluster : 0)
  );
}
