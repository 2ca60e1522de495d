/**
 * What the learned blend ranking sees of one derivation (issue 15): where each word is cut (syllable,
 * onset and morpheme boundaries), the sound shared at the join, whether the join makes a new
 * cluster, how much of each word and of its syllables and stressed syllable survives, the shape, and
 * how long and how English the result is. General properties of blends only: nothing names a word.
 * Adding a feature means appending it to BLEND_FEATURE_NAMES and running fit:blend.
 */
import { getPronunciations } from '../lexicon/index.ts';
import { getLetterModel, pronounceability } from '../phonotactics/index.ts';
import { type LetterUnit, onsetLength, toUnits } from './letter-units.ts';
import type { CutKind, SplitCandidate } from './split-candidates.ts';

const CUT_KINDS: readonly CutKind[] = [
  'whole',
  'onset',
  'syllable',
  'before-vowel',
  'after-vowel',
  'in-consonants',
  'in-vowels',
];
const JOINS = ['CC', 'CV', 'VC', 'VV'] as const;

export const BLEND_FEATURE_NAMES: readonly string[] = [
  'overlap',
  'sharesSound',
  'overlapSpelledByFirst',
  'overlapSpelledBySecond',
  'keptShare1',
  'keptShare2',
  'keptShareOfShorter',
  'keptLeast',
  'firstLiteral',
  'secondLiteral',
  ...CUT_KINDS.map((kind) => `cut1:${kind}`),
  ...CUT_KINDS.map((kind) => `cut2:${kind}`),
  'morphemeCut1',
  'morphemeCut2',
  'excessUnits',
  'missingUnits',
  'lengthShare',
  'syllableChange',
  'syllablesKept1',
  'syllablesKept2',
  'stressKept1',
  'stressKept2',
  'firstKeepsOnsetOnly',
  'pronounceability',
  'worstLetter',
  'newCluster',
  'joinLetters',
  'joinBigramInSource',
  ...JOINS.map((join) => `join:${join}`),
  'shape:heads',
  'shape:reversed',
];

/**
 * Common English derivational suffixes and prefixes (general morphology, written by us): a cut that
 * drops exactly one of them keeps a stem (information -> infor|mation is not; inform|ation is).
 */
const SUFFIXES = new Set([
  'ation',
  'tion',
  'sion',
  'ment',
  'ness',
  'ing',
  'er',
  'or',
  'ist',
  'ism',
  'ity',
  'ics',
  'ic',
  'al',
  'ology',
  'logy',
  'ly',
  'ous',
  'ive',
  'able',
  'ible',
  'ese',
  'ish',
  'ian',
  'an',
  'ia',
  'y',
  'ed',
  'es',
  's',
  'ful',
  'less',
  'ary',
  'ery',
  'ory',
  'ure',
  'ence',
  'ance',
  'ent',
  'ant',
]);
const PREFIXES = new Set([
  'in',
  'im',
  'en',
  'em',
  're',
  'de',
  'dis',
  'un',
  'con',
  'com',
  'pro',
  'pre',
  'ex',
  'inter',
  'trans',
  'sub',
  'super',
  'over',
  'under',
  'mis',
  'non',
  'anti',
  'auto',
  'tele',
  'per',
  'e',
  'a',
]);

/** Facts about one source word that every derivation shares. */
interface WordFacts {
  word: string;
  units: LetterUnit[];
  onset: number;
  /** Unit index at which each vowel run (syllable nucleus) starts. */
  nuclei: number[];
  /** Index of the primary-stressed nucleus from the CMU dictionary, or undefined when unknown. */
  stressed: number | undefined;
}

export interface PairFacts {
  word1: WordFacts;
  word2: WordFacts;
  /** Cache of per-name scores that do not depend on the derivation. */
  nameFacts: Map<string, NameFacts>;
}

function nucleiOf(units: readonly LetterUnit[]): number[] {
  const starts: number[] = [];
  units.forEach((unit, index) => {
    if (unit.kind === 'V' && units[index - 1]?.kind !== 'V') starts.push(index);
  });
  // A final "e" after a consonant is silent (lime): no syllable of its own.
  const last = units.length - 1;
  if (starts.length > 1 && starts[starts.length - 1] === last && units[last]?.text === 'e') starts.pop();
  return starts;
}

function stressedNucleus(word: string): number | undefined {
  const phones = getPronunciations().get(word)?.[0];
  if (phones === undefined) return undefined;
  const vowels = phones.filter((phone) => /\d$/.test(phone));
  const index = vowels.findIndex((phone) => phone.endsWith('1'));
  return index === -1 ? undefined : index;
}

function wordFacts(word: string): WordFacts {
  const units = toUnits(word);
  return { word, units, onset: onsetLength(units), nuclei: nucleiOf(units), stressed: stressedNucleus(word) };
}

export function pairFacts(word1: string, word2: string): PairFacts {
  return { word1: wordFacts(word1), word2: wordFacts(word2), nameFacts: new Map() };
}

interface NameFacts {
  pronounceability: number;
  /** Each letter's log2 probability under the English letter model (and the end's, last). */
  letterLogs: number[];
  worst: number;
  nuclei: number;
}

/** A letter's log2 probability, bounded so an impossible letter does not dominate, scaled to about -1..0. */
function boundedLog(value: number | undefined): number {
  return Math.max(-16, value !== undefined && Number.isFinite(value) ? value : -16) / 16;
}

function nameFactsOf(pair: PairFacts, name: string): NameFacts {
  let facts = pair.nameFacts.get(name);
  if (facts === undefined) {
    const letterLogs = getLetterModel().letterLogProbabilities(name);
    facts = {
      pronounceability: pronounceability(name),
      letterLogs,
      worst: boundedLog(Math.min(...letterLogs)),
      nuclei: nucleiOf(toUnits(name)).length,
    };
    pair.nameFacts.set(name, facts);
  }
  return facts;
}

/** Share of a word's syllable nuclei that lie in its kept units [from, to). */
function nucleiKept(facts: WordFacts, from: number, to: number): { share: number; stressKept: number } {
  const kept = facts.nuclei.filter((start) => start >= from && start < to).length;
  const total = Math.max(1, facts.nuclei.length);
  const stressedStart = facts.stressed === undefined ? undefined : facts.nuclei[facts.stressed];
  // Unknown stress (a word the dictionary lacks, or spelling and dictionary disagree) counts half.
  const stressKept = stressedStart === undefined ? 0.5 : stressedStart >= from && stressedStart < to ? 1 : 0;
  return { share: kept / total, stressKept };
}

function unitsText(units: readonly LetterUnit[]): string {
  return units.map((unit) => unit.text).join('');
}

export function blendFeatures(split: SplitCandidate, pair: PairFacts): number[] {
  const [first, second] = split.shape === 'reversed' ? [pair.word2, pair.word1] : [pair.word1, pair.word2];
  const secondFrom = split.shape === 'heads' ? 0 : second.units.length - split.secondUnits;
  const secondTo = split.shape === 'heads' ? split.secondUnits : second.units.length;
  const kept1 = nucleiKept(first, 0, split.firstUnits);
  const kept2 = nucleiKept(second, secondFrom, secondTo);
  const dropped1 = unitsText(first.units.slice(split.firstUnits));
  const dropped2 =
    split.shape === 'heads'
      ? unitsText(second.units.slice(secondTo))
      : unitsText(second.units.slice(0, secondFrom));
  const keptTail2 = unitsText(second.units.slice(secondFrom, secondTo));
  const name = nameFactsOf(pair, split.name);
  const longer = Math.max(pair.word1.units.length, pair.word2.units.length);
  const shorter = Math.min(pair.word1.units.length, pair.word2.units.length);
  const firstIsShorter = first.word.length <= second.word.length;
  const lastOfFirst = first.units[split.firstUnits - 1];
  const firstOfSecond = second.units[secondFrom];
  const join = `${lastOfFirst?.kind ?? 'C'}${firstOfSecond?.kind ?? 'C'}`;
  // Continuity at the join: how expected the two letters after it are, given the letters before it.
  const joinAt = unitsText(first.units.slice(0, split.firstUnits)).length;
  const joinLetters =
    (boundedLog(name.letterLogs[joinAt]) +
      boundedLog(name.letterLogs[joinAt + 1] ?? name.letterLogs[joinAt])) /
    2;
  const joinBigram = split.name.slice(Math.max(0, joinAt - 1), joinAt + 1);
  const overlap = split.overlap <= 0 ? 0 : split.overlap < 1 ? split.overlap : 1 + Math.log2(split.overlap);
  return [
    overlap,
    split.overlap >= 1 ? 1 : 0,
    Math.min(2, split.overlapBefore),
    Math.min(2, split.overlap - split.overlapBefore),
    split.keptShare1,
    split.keptShare2,
    firstIsShorter ? split.keptShare1 : split.keptShare2,
    Math.min(split.keptShare1, split.keptShare2),
    split.keptShare1 >= 1 ? 1 : 0,
    split.keptShare2 >= 1 ? 1 : 0,
    ...CUT_KINDS.map((kind) => (split.cut1 === kind ? 1 : 0)),
    ...CUT_KINDS.map((kind) => (split.cut2 === kind ? 1 : 0)),
    SUFFIXES.has(dropped1) ? 1 : 0,
    split.shape === 'heads'
      ? SUFFIXES.has(dropped2)
        ? 1
        : 0
      : PREFIXES.has(dropped2) || SUFFIXES.has(keptTail2)
        ? 1
        : 0,
    Math.max(0, split.unitLength - longer),
    Math.max(0, shorter - split.unitLength),
    split.name.length / (pair.word1.word.length + pair.word2.word.length),
    name.nuclei - Math.max(pair.word1.nuclei.length, pair.word2.nuclei.length),
    kept1.share,
    kept2.share,
    kept1.stressKept,
    kept2.stressKept,
    split.firstUnits <= first.onset ? 1 : 0,
    name.pronounceability,
    name.worst,
    split.createsCluster ? 1 : 0,
    joinLetters,
    joinBigram.length === 2 && (first.word.includes(joinBigram) || second.word.includes(joinBigram)) ? 1 : 0,
    ...JOINS.map((kind) => (join === kind ? 1 : 0)),
    split.shape === 'heads' ? 1 : 0,
    split.shape === 'reversed' ? 1 : 0,
  ];
}
