/**
 * Every blend shape the learned ranking chooses from (issue 15): word1's head + word2's tail
 * (enumerateSplits), both words' heads (clipped compounds: situation + comedy -> sitcom), and word2's
 * head + word1's tail (the words in the other order). The whole first word with the second's tail
 * where they overlap, and both words whole around a shared letter run, are the tail shape's cuts at
 * word1's end and at the overlap (netiquette). At most about 3 × n² derivations for words of n units
 * (words are clipped to 40 letters by the caller).
 */
import { type LetterUnit, onsetLength, toUnits } from './letter-units.ts';
import {
  commonPrefixLength,
  cutKind,
  enumerateSplits,
  runAcrossJoin,
  type SplitCandidate,
  unitText,
} from './split-candidates.ts';
import { syllableStarts } from './syllable-cuts.ts';

/** Head of word1 + head of word2: the clipped compound; word2 never whole (that is a tail blend). */
export function enumerateHeads(
  word1: string,
  units1: readonly LetterUnit[],
  word2: string,
  units2: readonly LetterUnit[],
): SplitCandidate[] {
  const onset1 = onsetLength(units1);
  const onset2 = onsetLength(units2);
  const syllables1 = syllableStarts(units1);
  const syllables2 = syllableStarts(units2);
  const heads: SplitCandidate[] = [];
  for (let prefixUnits = 1; prefixUnits < units1.length; prefixUnits += 1) {
    for (let headUnits = 1; headUnits < units2.length; headUnits += 1) {
      const prefix = units1.slice(0, prefixUnits);
      const head = units2.slice(0, headUnits);
      const name = unitText(prefix) + unitText(head);
      const joinRun = runAcrossJoin(prefix, head);
      heads.push({
        name,
        shape: 'heads',
        firstUnits: prefixUnits,
        secondUnits: headUnits,
        unitLength: prefixUnits + headUnits,
        overlap: 0,
        overlapBefore: 0,
        overlapText: '',
        keptShare1: Math.min(1, commonPrefixLength(name, word1) / word1.length),
        keptShare2: unitText(head).length / word2.length,
        cut1: prefixUnits === onset1 && onset1 > 0 ? 'onset' : cutKind(units1, prefixUnits, syllables1),
        cut2: headUnits === onset2 && onset2 > 0 ? 'onset' : cutKind(units2, headUnits, syllables2),
        createsCluster: joinRun.length > 1 && !word1.includes(joinRun) && !word2.includes(joinRun),
      });
    }
  }
  return heads;
}

/** Every derivation of every shape, unsorted; one name may come from several derivations. */
export function enumerateBlendCandidates(word1: string, word2: string): SplitCandidate[] {
  const units1 = toUnits(word1);
  const units2 = toUnits(word2);
  const reversed = enumerateSplits(word2, units2, word1, units1).map((split): SplitCandidate => ({
    ...split,
    shape: 'reversed',
  }));
  return [
    ...enumerateSplits(word1, units1, word2, units2),
    ...enumerateHeads(word1, units1, word2, units2),
    ...reversed,
  ];
}
