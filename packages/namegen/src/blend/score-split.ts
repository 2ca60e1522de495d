/**
 * Scores one blend derivation with general properties of English blends (Kelly 1998, Gries 2004):
 * words switch at a shared sound or at an onset/rime or syllable boundary, both sources stay
 * recognisable, and the blend is about as long as the longer source. No word-specific rules.
 */
import type { CutKind, SplitCandidate } from './split-candidates.ts';

export interface SplitContext {
  word1: string;
  word2: string;
}

const CUT1_WEIGHT: Record<CutKind, number> = {
  whole: 1.0,
  onset: 0.8,
  'after-vowel': 0.5,
  'before-vowel': 0.4,
  'in-consonants': 0,
  'in-vowels': -0.5,
};

const CUT2_WEIGHT: Record<CutKind, number> = {
  whole: 0.8,
  onset: 0.8,
  'before-vowel': 0.6,
  'after-vowel': 0.2,
  'in-consonants': 0,
  'in-vowels': -0.5,
};

/** Diminishing returns: a long shared stretch is good, but a single shared sound already matters most. */
function overlapValue(overlap: number): number {
  return overlap === 0 ? 0 : 1 + Math.log2(overlap) * 0.6;
}

function lengthPenalty(nameLength: number, context: SplitContext): number {
  const target = Math.max(context.word1.length, context.word2.length);
  const ratio = nameLength / target;
  return (ratio - 1) * (ratio - 1);
}

export function scoreSplit(split: SplitCandidate, context: SplitContext): number {
  return (
    1.2 * overlapValue(split.overlap) +
    1.5 * (split.keptShare1 + split.keptShare2) +
    CUT1_WEIGHT[split.cut1] +
    CUT2_WEIGHT[split.cut2] -
    2.0 * lengthPenalty(split.name.length, context)
  );
}
