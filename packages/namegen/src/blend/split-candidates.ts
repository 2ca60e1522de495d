/**
 * Enumerates every blend "prefix of word1 + suffix of word2" cut at spelling-unit boundaries, and
 * describes each with the facts the scorer needs: how long the shared overlap at the switch point is,
 * how much of each source survives literally, and what kind of position each word was cut at.
 */
import { type LetterUnit, onsetLength } from './letter-units.ts';
import { syllableStarts } from './syllable-cuts.ts';

/** Where a source word was cut, seen from its own syllable structure. */
export type CutKind =
  | 'whole' // the word survives entirely (word1 kept to its end, or word2 from its start)
  | 'onset' // right after word1's initial consonants / right at word2's first vowel
  | 'syllable' // at a syllable boundary (maximal onset)
  | 'before-vowel' // between a consonant and a vowel
  | 'after-vowel' // between a vowel and a consonant
  | 'in-consonants' // inside a consonant cluster
  | 'in-vowels'; // inside a vowel cluster

/**
 * Which parts of the two words a blend joins: word1's head + word2's tail (smog), both heads (sitcom,
 * a clipped compound), or word2's head + word1's tail (the words in the other order).
 */
export type BlendShape = 'tail' | 'heads' | 'reversed';

export interface SplitCandidate {
  name: string;
  shape: BlendShape;
  /** Units of the first-placed word that the blend starts with. */
  firstUnits: number;
  /** Units of the second-placed word that the blend ends with. */
  secondUnits: number;
  /** Length in spelling units (sounds), so a doubled letter or digraph counts once. */
  unitLength: number;
  /** Units shared at the switch point (same sound key on both sides); similar consonants count half. */
  overlap: number;
  /** The part of that overlap spelled as in word1 (before the cut); the rest is spelled as in word2. */
  overlapBefore: number;
  /** Letters of that overlap, for the "why" text. */
  overlapText: string;
  /** Share of word1's letters that the blend starts with, 0..1. */
  keptShare1: number;
  /** Share of word2's letters that the blend ends with, 0..1. */
  keptShare2: number;
  cut1: CutKind;
  cut2: CutKind;
  /** The switch point joins letters into a consonant or vowel run that neither source word contains. */
  createsCluster: boolean;
}

/** Consonant keys that differ only in voicing or are near in sound (web/episode, odd/audience). */
const SIMILAR_KEYS: ReadonlyArray<readonly [string, string]> = [
  ['b', 'p'],
  ['d', 't'],
  ['g', 'k'],
  ['v', 'f'],
  ['s', 'sh'],
  ['m', 'n'],
  ['k', 'x'],
  ['s', 'x'],
];

function similarity(a: LetterUnit | undefined, b: LetterUnit | undefined): number {
  if (a === undefined || b === undefined) return 0;
  if (a.key === b.key) return 1;
  if (a.kind === 'C' && b.kind === 'C') {
    return SIMILAR_KEYS.some(([x, y]) => (a.key === x && b.key === y) || (a.key === y && b.key === x))
      ? 0.5
      : 0;
  }
  return 0;
}

export function unitText(units: readonly LetterUnit[]): string {
  return units.map((unit) => unit.text).join('');
}

export function cutKind(units: readonly LetterUnit[], at: number, syllables: ReadonlySet<number>): CutKind {
  const left = units[at - 1];
  const right = units[at];
  if (left === undefined || right === undefined) return 'whole';
  if (syllables.has(at)) return 'syllable';
  if (left.kind === 'C' && right.kind === 'V') return 'before-vowel';
  if (left.kind === 'V' && right.kind === 'C') return 'after-vowel';
  return left.kind === 'C' ? 'in-consonants' : 'in-vowels';
}

/** Matched units before the cut; exact matches extend the run, a similar sound only ends it. */
function backwardMatch(
  a: readonly LetterUnit[],
  aEnd: number,
  b: readonly LetterUnit[],
  bEnd: number,
): number {
  let matched = 0;
  let steps = 0;
  while (steps < aEnd && steps < bEnd) {
    const value = similarity(a[aEnd - 1 - steps], b[bEnd - 1 - steps]);
    matched += value;
    steps += 1;
    if (value < 1) break;
  }
  return matched;
}

function forwardMatch(
  a: readonly LetterUnit[],
  aStart: number,
  b: readonly LetterUnit[],
  bStart: number,
): number {
  let matched = 0;
  let steps = 0;
  while (aStart + steps < a.length && bStart + steps < b.length) {
    const value = similarity(a[aStart + steps], b[bStart + steps]);
    matched += value;
    steps += 1;
    if (value < 1) break;
  }
  return matched;
}

export function commonPrefixLength(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
  return length;
}

function commonSuffixLength(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[a.length - 1 - length] === b[b.length - 1 - length])
    length += 1;
  return length;
}

/** The run of same-kind units (all consonants or all vowels) around the join, as letters. */
export function runAcrossJoin(prefix: readonly LetterUnit[], suffix: readonly LetterUnit[]): string {
  const last = prefix[prefix.length - 1];
  const first = suffix[0];
  if (last === undefined || first === undefined || last.kind !== first.kind) return '';
  let start = prefix.length - 1;
  while (start > 0 && prefix[start - 1]?.kind === last.kind) start -= 1;
  let end = 1;
  while (end < suffix.length && suffix[end]?.kind === first.kind) end += 1;
  return unitText(prefix.slice(start)) + unitText(suffix.slice(0, end));
}

export function enumerateSplits(
  word1: string,
  units1: readonly LetterUnit[],
  word2: string,
  units2: readonly LetterUnit[],
): SplitCandidate[] {
  const onset1 = onsetLength(units1);
  const onset2 = onsetLength(units2);
  const syllables1 = syllableStarts(units1);
  const syllables2 = syllableStarts(units2);
  const splits: SplitCandidate[] = [];
  for (let prefixUnits = 1; prefixUnits <= units1.length; prefixUnits += 1) {
    for (let suffixStart = 0; suffixStart < units2.length; suffixStart += 1) {
      const back = backwardMatch(units1, prefixUnits, units2, suffixStart);
      const forward = forwardMatch(units1, prefixUnits, units2, suffixStart);
      const prefix = units1.slice(0, prefixUnits);
      const suffix = units2.slice(suffixStart);
      const name = unitText(prefix) + unitText(suffix);
      const joinRun = runAcrossJoin(prefix, suffix);
      const whole1 = prefixUnits + Math.floor(forward) >= units1.length;
      const whole2 = suffixStart - Math.floor(back) <= 0;
      splits.push({
        name,
        shape: 'tail',
        firstUnits: prefix.length,
        secondUnits: suffix.length,
        unitLength: prefix.length + suffix.length,
        overlap: back + forward,
        overlapBefore: back,
        overlapText: unitText(units1.slice(prefixUnits - Math.ceil(back), prefixUnits + Math.ceil(forward))),
        keptShare1: Math.min(1, commonPrefixLength(name, word1) / word1.length),
        keptShare2: Math.min(1, commonSuffixLength(name, word2) / word2.length),
        cut1: whole1
          ? 'whole'
          : prefixUnits === onset1 && onset1 > 0
            ? 'onset'
            : cutKind(units1, prefixUnits, syllables1),
        cut2: whole2
          ? 'whole'
          : suffixStart === onset2 && onset2 > 0
            ? 'onset'
            : cutKind(units2, suffixStart, syllables2),
        createsCluster: joinRun.length > 1 && !word1.includes(joinRun) && !word2.includes(joinRun),
      });
    }
  }
  return splits;
}
