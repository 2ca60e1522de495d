/**
 * Enumerates every blend "prefix of word1 + suffix of word2" cut at spelling-unit boundaries, and
 * describes each with the facts the scorer needs: how long the shared overlap at the switch point is,
 * how much of each source survives, and what kind of position each word was cut at.
 */
import { type LetterUnit, onsetLength } from './letter-units.ts';

/** Where a source word was cut, seen from its own syllable structure. */
export type CutKind =
  | 'whole' // the word survives entirely (word1 kept to its end, or word2 from its start)
  | 'onset' // right after word1's initial consonants / right at word2's first vowel
  | 'before-vowel' // between a consonant and a vowel
  | 'after-vowel' // between a vowel and a consonant
  | 'in-consonants' // inside a consonant cluster
  | 'in-vowels'; // inside a vowel cluster

export interface SplitCandidate {
  name: string;
  /** Units of word1 kept (prefix length in units). */
  prefixUnits: number;
  /** Index of word2's first kept unit. */
  suffixStart: number;
  /** Units shared at the switch point (same sound key on both sides). */
  overlap: number;
  /** Letters of that overlap, for the "why" text. */
  overlapText: string;
  /** Share of word1 (in units) readable from the blend's start, 0..1. */
  keptShare1: number;
  /** Share of word2 (in units) readable at the blend's end, 0..1. */
  keptShare2: number;
  cut1: CutKind;
  cut2: CutKind;
}

function unitText(units: readonly LetterUnit[]): string {
  return units.map((unit) => unit.text).join('');
}

function cutKind(units: readonly LetterUnit[], at: number): CutKind {
  const left = units[at - 1];
  const right = units[at];
  if (left === undefined || right === undefined) return 'whole';
  if (left.kind === 'C' && right.kind === 'V') return 'before-vowel';
  if (left.kind === 'V' && right.kind === 'C') return 'after-vowel';
  return left.kind === 'C' ? 'in-consonants' : 'in-vowels';
}

function countBackwardMatch(
  a: readonly LetterUnit[],
  aEnd: number,
  b: readonly LetterUnit[],
  bEnd: number,
): number {
  let matched = 0;
  while (matched < aEnd && matched < bEnd && a[aEnd - 1 - matched]?.key === b[bEnd - 1 - matched]?.key)
    matched += 1;
  return matched;
}

function countForwardMatch(
  a: readonly LetterUnit[],
  aStart: number,
  b: readonly LetterUnit[],
  bStart: number,
): number {
  let matched = 0;
  while (
    aStart + matched < a.length &&
    bStart + matched < b.length &&
    a[aStart + matched]?.key === b[bStart + matched]?.key
  ) {
    matched += 1;
  }
  return matched;
}

export function enumerateSplits(
  units1: readonly LetterUnit[],
  units2: readonly LetterUnit[],
): SplitCandidate[] {
  const onset1 = onsetLength(units1);
  const onset2 = onsetLength(units2);
  const splits: SplitCandidate[] = [];
  for (let prefixUnits = 1; prefixUnits <= units1.length; prefixUnits += 1) {
    for (let suffixStart = 0; suffixStart < units2.length; suffixStart += 1) {
      const back = countBackwardMatch(units1, prefixUnits, units2, suffixStart);
      const forward = countForwardMatch(units1, prefixUnits, units2, suffixStart);
      const kept1 = Math.min(units1.length, prefixUnits + forward);
      const kept2 = Math.min(units2.length, units2.length - suffixStart + back);
      const prefix = units1.slice(0, prefixUnits);
      const suffix = units2.slice(suffixStart);
      splits.push({
        name: unitText(prefix) + unitText(suffix),
        prefixUnits,
        suffixStart,
        overlap: back + forward,
        overlapText: unitText(units1.slice(prefixUnits - back, prefixUnits + forward)),
        keptShare1: kept1 / units1.length,
        keptShare2: kept2 / units2.length,
        cut1:
          kept1 === units1.length
            ? 'whole'
            : prefixUnits === onset1 && onset1 > 0
              ? 'onset'
              : cutKind(units1, prefixUnits),
        cut2:
          kept2 === units2.length
            ? 'whole'
            : suffixStart === onset2 && onset2 > 0
              ? 'onset'
              : cutKind(units2, suffixStart),
      });
    }
  }
  return splits;
}
