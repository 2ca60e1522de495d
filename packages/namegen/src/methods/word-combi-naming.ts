import { getSynset, isExistingWord, lookupWord } from '../lexicon/index.ts';
import { pronounceability } from '../phonotactics/index.ts';
import { commonPrefixLength } from '../blend/split-candidates.ts';

/**
 * How well a blend serves as a name (issue 16), beside the blend model's score: the blend model ranks
 * blends the way researchers' coined portmanteaus look (dog grooming → doming, dogooming), but the
 * blends founders keep show both words at once (dogroom, carental, datalytics, websign). A blend is
 * read as a head of one word (or a stem, or the whole word) followed by a head or tail of the other;
 * each part is recognised by how much of its word it keeps, a part of under three letters not at all
 * unless it is the whole word.
 */

const MIN_PART_LETTERS = 3;
/**
 * A second part that starts inside its word's syllable onset or at a vowel after it (dogooming:
 * ooming; kidothes; wedanner) has lost the sounds a reader knows the word by; websign (de|sign) and
 * datalytics (data + lytics, the a shared) start at one.
 */
const LOST_ONSET_FACTOR = 0.75;
/** A blend ending on a clipped head of the second word (dogroomi) reads unfinished. */
const CLIPPED_END_FACTOR = 0.65;
/** One or two letters short of the whole word (dogroomi, eventicke), it reads as a typo. */
const NEAR_WHOLE_END_FACTOR = 0.35;
const NEAR_WHOLE_LETTERS = 2;
/** Share of the blend model's score in the naming score; the rest is how the blend reads. */
export const BLEND_MODEL_WEIGHT = 0.3;
/** The keyword's own word order reads first (dogroom, not groomdog). */
const REVERSED_ORDER_FACTOR = 0.7;
/** Two words joined on a shared letter run (dog + groom on g, car + rental on r) read as one. */
const SHARED_RUN_FACTOR = 1.1;
/** Keeps the best blends (shared run, both words whole) under 1, so the scores still order them. */
const SCORE_CEILING = SHARED_RUN_FACTOR;
/** A consonant run neither word has, made at the join (dogng), is hard to say. */
const NEW_CLUSTER_FACTOR = 0.8;
/** A part that is another common word reads as that word (kidthing: thing), not as the keyword's. */
const WORD_FRAGMENT_FACTOR = 0.85;
/** A blend that is itself an unrelated word (kids clothing → king) names neither. */
const UNRELATED_WORD_FACTOR = 0.5;

export interface BlendReading {
  /** 0..1: how well a reader sees both words; 0 when a part is a fragment of under three letters. */
  recognition: number;
  /** Letters both parts claim at the join (dogroom's g). */
  shared: number;
  /** The second part, as far as it reaches back (groom in dogroom). */
  secondPart: string;
  firstPart: string;
}

/** How much a part of `length` letters keeps of `source`; whole short words count in full. */
function partRecognition(length: number, source: string): number {
  if (length >= source.length) return 1;
  if (length < MIN_PART_LETTERS) return 0;
  // Convex in the share kept: half a word (lang, ool) is much harder to place than most of it.
  return 0.2 + 0.8 * (length / source.length) ** 1.5;
}

/** The longest head of a first-word source that the name starts with, and its recognition. */
function bestHead(name: string, sources: readonly string[]): { length: number; recognition: number } {
  let best = { length: 0, recognition: 0 };
  for (const source of sources) {
    const length = Math.min(commonPrefixLength(name, source), source.length);
    const recognition = partRecognition(length, source);
    if (recognition > best.recognition || (recognition === best.recognition && length > best.length)) {
      best = { length, recognition };
    }
  }
  return best;
}

/**
 * The longest end of the name that is a tail or a head of a second-word source. A head that stops
 * short of its word (dogroomi, dogroo) reads unfinished, so it counts less than a tail.
 */
function bestEnd(name: string, sources: readonly string[]): { length: number; recognition: number } {
  let best = { length: 0, recognition: 0 };
  for (const source of sources) {
    for (let length = Math.min(name.length - 1, source.length); length >= 1; length -= 1) {
      const end = name.slice(name.length - length);
      const isTail = source.endsWith(end) || end === source;
      if (!isTail && !source.startsWith(end)) continue;
      const clipped =
        source.length - length <= NEAR_WHOLE_LETTERS ? NEAR_WHOLE_END_FACTOR : CLIPPED_END_FACTOR;
      const recognition = partRecognition(length, source) * (isTail ? 1 : clipped);
      if (recognition > best.recognition || (recognition === best.recognition && length > best.length)) {
        best = { length, recognition };
      }
      break;
    }
  }
  return best;
}

/**
 * The name read as a part of the first word's sources followed by a part of the second's, the two
 * parts covering it (they may share letters at the join). Undefined when the name does not read so.
 */
export function readBlend(
  name: string,
  firstSources: readonly string[],
  secondSources: readonly string[],
): BlendReading | undefined {
  const head = bestHead(name, firstSources);
  const end = bestEnd(name, secondSources);
  if (head.length === 0 || end.length === 0 || head.length + end.length < name.length) return undefined;
  return {
    recognition: Math.sqrt(head.recognition * end.recognition),
    shared: head.length + end.length - name.length,
    firstPart: name.slice(0, head.length),
    secondPart: name.slice(name.length - end.length),
  };
}

function isVowelAt(text: string, index: number): boolean {
  const letter = text[index] ?? '';
  return /[aeiou]/.test(letter) || (letter === 'y' && index > 0);
}

/** True when the part is a whole source, a head, or a tail starting at a syllable's first consonant. */
function startsAtOnset(part: string, sources: readonly string[]): boolean {
  return sources.some((source) => {
    if (source.startsWith(part)) return true;
    if (!source.endsWith(part)) return false;
    const at = source.length - part.length;
    return !isVowelAt(source, at) && isVowelAt(source, at - 1);
  });
}

/** 5–10 letters is where kept blends sit; shorter ones lose a word, longer ones are the phrase. */
function lengthFit(name: string): number {
  if (name.length <= 4) return 0.75;
  if (name.length <= 8) return 1;
  if (name.length <= 10) return 0.92;
  return 0.75;
}

function consonantRuns(text: string): string[] {
  return text.match(/[bcdfghjklmnpqrstvwxz]{3,}/g) ?? [];
}

/**
 * True when the name has a run of three or more consonants that no source word has and that is not
 * a word's last one or two consonants before another source's first ones (kid|cloth reads as two
 * words; dogng, with ng starting nothing, does not).
 */
function hasNewCluster(name: string, sources: readonly string[]): boolean {
  return consonantRuns(name).some((run) => {
    if (sources.some((source) => source.includes(run))) return false;
    for (let split = 1; split <= 2 && split < run.length; split += 1) {
      if (sources.some((source) => source.startsWith(run.slice(split)))) return false;
    }
    return true;
  });
}

/** A part that is a common word other than the keyword's own words and stems (thing, sing). */
function isForeignWord(part: string, sources: readonly string[]): boolean {
  return part.length >= MIN_PART_LETTERS && !sources.includes(part) && isExistingWord(part);
}

/** How many of the keyword's words the name's own dictionary definitions name (brunch: both). */
function wordsDefiningName(
  name: string,
  firstSources: readonly string[],
  secondSources: readonly string[],
): number {
  const glosses = lookupWord(name).map((ref) => getSynset(ref).gloss.toLowerCase());
  const named = (sources: readonly string[]): boolean =>
    sources.some((source) => glosses.some((gloss) => new RegExp(`\\b${source}\\b`).test(gloss)));
  return Number(named(firstSources)) + Number(named(secondSources));
}

export interface NamingInput {
  name: string;
  /** The blend model's score mapped to 0..1. */
  modelScore: number;
  firstSources: readonly string[];
  secondSources: readonly string[];
}

/**
 * The naming score of a blend, 0..1: the blend model's score as one term, how well both words show
 * as the main one, then sayability, length, a shared join run and the word order as factors.
 */
export function namingScore({ name, modelScore, firstSources, secondSources }: NamingInput): number {
  const sources = [...firstSources, ...secondSources];
  const forward = readBlend(name, firstSources, secondSources);
  const reversed = readBlend(name, secondSources, firstSources);
  const readings = [
    forward && { reading: forward, order: 1, endSources: secondSources },
    reversed && { reading: reversed, order: REVERSED_ORDER_FACTOR, endSources: firstSources },
  ].filter((entry) => entry !== undefined);
  // A word the dictionary defines by both words is their established blend (smog, brunch): both
  // show in it for any reader, however short its parts; one defined by neither reads as another
  // word (kids clothing → king).
  const defining =
    isExistingWord(name) && !sources.includes(name)
      ? wordsDefiningName(name, firstSources, secondSources)
      : -1;
  let best = defining === 2 ? 1 : 0;
  for (const { reading, order, endSources } of readings) {
    let factor = order;
    if (reading.shared > 0) factor *= SHARED_RUN_FACTOR;
    if (
      !startsAtOnset(reading.secondPart, endSources) &&
      !startsAtOnset(reading.secondPart.slice(reading.shared), endSources)
    ) {
      factor *= LOST_ONSET_FACTOR;
    }
    if ([reading.firstPart, reading.secondPart].some((part) => isForeignWord(part, sources))) {
      factor *= WORD_FRAGMENT_FACTOR;
    }
    best = Math.max(best, reading.recognition * factor);
  }
  let score = BLEND_MODEL_WEIGHT * modelScore + (1 - BLEND_MODEL_WEIGHT) * best;
  score *= (0.6 + 0.4 * pronounceability(name)) * lengthFit(name);
  if (hasNewCluster(name, sources)) score *= NEW_CLUSTER_FACTOR;
  if (defining === 0) score *= UNRELATED_WORD_FACTOR;
  return Math.min(1, Math.max(0, score / SCORE_CEILING));
}
