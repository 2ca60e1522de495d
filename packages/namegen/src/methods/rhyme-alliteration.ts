import { getPronunciation, getZipf, isVowelPhoneme, stripStress, syllableCount } from '../lexicon/index.ts';
import { positiveValence } from '../quality/negative-words.ts';
import type { RawIdea } from './context.ts';
import { getNamersWords, pairWorth } from './rhyme-worth.ts';

/**
 * Alliterative pairs: a word of the keyword's field and a namer's word that starts with the same
 * sound (baby bliss, garden glory), the sound-alike brands use as often as rhyme (Coca-Cola, Dunkin'
 * Donuts). Only positive words lead such a pair: a neutral one reads as a description.
 */

const MAX_PARTNER_SYLLABLES = 2;
const MIN_PARTNER_ZIPF = 3.3;
const PAIRS_PER_STEM = 2;
/** Stems alliterated: the keyword word and its first field word. */
const STEMS = 2;
/** Below a true rhyme of the same worth: a shared first sound is the lighter echo. */
const BASE = 0.25;
const PARTNER_STEP = 0.03;
const STEM_STEP = 0.04;

/**
 * How much more than the first sound a pair shares: the second sound (tr-, gl-), the stressed vowel
 * (garden glory? no: wedding wish, yes), the last sound (baby beauty). The most positive words (fun, kiss)
 * would otherwise end every trade's pairs alike.
 */
function echo(stemPlain: readonly string[], partner: string): number {
  const other = stripStress(getPronunciation(partner) ?? []);
  let shared = 0;
  if (stemPlain[1] !== undefined && stemPlain[1] === other[1]) shared++;
  if (stemPlain[stemPlain.length - 1] === other[other.length - 1]) shared++;
  const vowels = (phones: readonly string[]): string[] => phones.filter(isVowelPhoneme);
  if (vowels(stemPlain)[0] !== undefined && vowels(stemPlain)[0] === vowels(other)[0]) shared++;
  // Every further sound the two share (tailor ~ talent: L; garden ~ grand: R, D, N) ties the partner
  // to this stem, so that trades with the same first sound part ways (tailor talent, tutor true).
  const rest = other.slice(1);
  for (const phone of stemPlain.slice(1)) {
    const at = rest.indexOf(phone);
    if (at >= 0) {
      rest.splice(at, 1);
      shared++;
    }
  }
  return shared;
}
const ECHO_WEIGHT = 0.25;

let byFirstSound: Map<string, string[]> | undefined;

/** The namer's words that can end a pair, by first sound, each read once. */
function partnersByFirstSound(): Map<string, string[]> {
  if (byFirstSound) return byFirstSound;
  byFirstSound = new Map();
  for (const word of getNamersWords()) {
    const phones = getPronunciation(word);
    if (!phones || syllableCount(phones) > MAX_PARTNER_SYLLABLES || getZipf(word) < MIN_PARTNER_ZIPF)
      continue;
    if (positiveValence(word) === 0 || pairWorth(word) === 0) continue;
    const first = stripStress(phones)[0] ?? '';
    const list = byFirstSound.get(first);
    if (list) list.push(word);
    else byFirstSound.set(first, [word]);
  }
  return byFirstSound;
}

export function alliterativePairs(
  stems: readonly string[],
  keywordWord: string,
  taken: ReadonlySet<string>,
): RawIdea[] {
  const ideas: RawIdea[] = [];
  // One pair per partner word in a keyword's page: wed wish and wedding wish say the same.
  const used = new Set<string>();
  stems.slice(0, STEMS).forEach((stem, stemIndex) => {
    const phones = getPronunciation(stem);
    const first = phones ? stripStress(phones)[0] : undefined;
    // A vowel start does not alliterate to the ear (office oasis).
    if (!first || /^[AEIOU]/.test(first)) return;
    const stemPlain = stripStress(phones ?? []);
    const value = (partner: string): number => pairWorth(partner) + ECHO_WEIGHT * echo(stemPlain, partner);
    const partners = (partnersByFirstSound().get(first) ?? [])
      .filter((partner) => partner !== stem && !partner.startsWith(stem) && !stem.startsWith(partner))
      .filter((partner) => !taken.has(`${stem} ${partner}`) && !used.has(partner))
      .sort((a, b) => value(b) - value(a) || (a < b ? -1 : 1))
      .slice(0, PAIRS_PER_STEM);
    const from = stem === keywordWord ? '' : `, from ${keywordWord}`;
    partners.forEach((partner, index) => {
      used.add(partner);
      ideas.push({
        name: `${stem} ${partner}`,
        score: BASE + 0.45 * pairWorth(partner) - STEM_STEP * stemIndex - PARTNER_STEP * index,
        why: `alliterates with ${stem}${from}`,
      });
    });
  });
  return ideas;
}
