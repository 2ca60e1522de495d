import {
  getPronunciation,
  getSynset,
  getZipf,
  lookupLemma,
  stripStress,
  syllableCount,
} from '../lexicon/index.ts';
import type { RawIdea } from './context.ts';
import { fitsMeaning } from './rhyme-meaning-fit.ts';
import { isNamersWord, isPairPartner, pairWorth, soundAlikeWorth } from './rhyme-worth.ts';

/** Where a stem's rhymes come from (rhyme.ts's index). */
export interface RhymeSource {
  /** True rhymes: the same sounds from the last stressed vowel on. */
  perfect: (word: string) => readonly string[];
  /** Words ending in the same two sounds or more, a consonant among them (yoga ~ saga). */
  endRhymes: (word: string) => readonly string[];
}

/**
 * Rhyming compounds: a word of the keyword's field joined with a known, positive word that rhymes
 * with it, the way brands pair sounds (brew crew, wheel deal, flower power). Our raters gave a
 * phrase with a rhyme in it 2.3 of 5 and a bare rhyme 1.2 (docs/benchmarks-panel.md).
 */

/** A rhyme partner below this worth (obscure, abstract, odd) makes a pair nobody keeps. */
const MIN_PARTNER_WORTH = 0.35;
const MIN_PARTNER_ZIPF = 3.3;
const MAX_PARTNER_SYLLABLES = 2;
/** Pairs per stem: the page also needs the bare rhymes and other stems. */
const PAIRS_PER_STEM = 5;
const LOOSE_PAIRS_PER_STEM = 3;
const PERFECT_BASE = 0.5;
/** A half-rhymed pair ranks below a true one of the same worth. */
const LOOSE_BASE = 0.42;
/** Each further pair on one stem ranks lower, so that the first names are not one stem's pairs. */
const PARTNER_STEP = 0.03;
/** Each later stem (a definition word rather than the keyword) ranks a little lower. */
const STEM_STEP = 0.04;

/**
 * Things one holds, eats or sees growing (WordNet noun files: animal, artifact, food, plant,
 * substance): beside a stem of another field such a partner reads as a random object (web pine,
 * language mule, wine pine), where a quality or feeling (charm, cheer) suits any trade.
 */
const THING_FILES: ReadonlySet<number> = new Set([5, 6, 13, 20, 27]);
/**
 * Living things and stuff, without artifacts: swapped into a phrase, a building or tool can read as
 * the trade's place or instrument (wedding manor, language tool), an animal or plant cannot (web
 * pine, language mule, baby lube).
 */
export const NATURAL_THING_FILES: ReadonlySet<number> = new Set([5, 13, 20, 27]);

function isThing(word: string, files: ReadonlySet<number>): boolean {
  // Either of the first two senses: grid is first a pattern, then the power lines (kid grid).
  return lookupLemma(word, 'n')
    .slice(0, THING_SENSES)
    .some((ref) => files.has(getSynset(ref).lexFile));
}
const THING_SENSES = 2;

/** A thing partner only when it belongs to the stem's or the keyword's field (wine vine, ice cream). */
export function suitsField(
  partner: string,
  stem: string,
  keywordWord: string,
  thingFiles: ReadonlySet<number> = THING_FILES,
): boolean {
  return !isThing(partner, thingFiles) || fitsMeaning(partner, stem) || fitsMeaning(partner, keywordWord);
}

export function rhymingCompounds(
  stems: readonly string[],
  keywordWord: string,
  rhymes: RhymeSource,
): RawIdea[] {
  const ideas: RawIdea[] = [];
  const taken = new Set<string>();
  stems.forEach((stem, stemIndex) => {
    const stemSound = stripStress(getPronunciation(stem) ?? []).join(' ');
    const usable = (partner: string): boolean => {
      if (partner === stem || partner.includes(stem) || stem.includes(partner) || taken.has(partner)) {
        return false;
      }
      const phones = getPronunciation(partner);
      return (
        phones !== undefined &&
        // A homophone (flower flour) is no pair.
        stripStress(phones).join(' ') !== stemSound &&
        syllableCount(phones) <= MAX_PARTNER_SYLLABLES &&
        getZipf(partner) >= MIN_PARTNER_ZIPF &&
        soundAlikeWorth(partner) >= MIN_PARTNER_WORTH &&
        isPairPartner(partner) &&
        suitsField(partner, stem, keywordWord)
      );
    };
    const byWorth = (a: string, b: string): number => pairWorth(b) - pairWorth(a) || (a < b ? -1 : 1);
    const perfect = rhymes.perfect(stem).filter(usable).sort(byWorth).slice(0, PAIRS_PER_STEM);
    // A looser rhyme pairs only with one of the namer's words (yoga saga, not yoga soda).
    const perfectSet = new Set(perfect);
    const loose = rhymes
      .endRhymes(stem)
      .filter((partner) => !perfectSet.has(partner) && isNamersWord(partner) && usable(partner))
      .sort(byWorth)
      .slice(0, LOOSE_PAIRS_PER_STEM);
    const from = stem === keywordWord ? '' : `, from ${keywordWord}`;
    const add = (partner: string, partnerIndex: number, base: number, why: string): void => {
      taken.add(partner);
      ideas.push({
        name: `${stem} ${partner}`,
        score: base + 0.45 * pairWorth(partner) - STEM_STEP * stemIndex - PARTNER_STEP * partnerIndex,
        why: `${why}${from}`,
      });
    };
    perfect.forEach((partner, index) => add(partner, index, PERFECT_BASE, `rhymes with ${stem}`));
    loose.forEach((partner, index) => add(partner, index, LOOSE_BASE, `half rhyme of ${stem}`));
  });
  return ideas;
}
