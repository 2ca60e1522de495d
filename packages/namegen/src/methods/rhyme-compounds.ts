import { getPronunciation, getZipf, stripStress, syllableCount } from '../lexicon/index.ts';
import type { RawIdea } from './context.ts';
import { isPairPartner, pairWorth, soundAlikeWorth } from './rhyme-worth.ts';

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
/** Each further pair on one stem ranks lower, so that the first names are not one stem's pairs. */
const PARTNER_STEP = 0.03;
/** Each later stem (a definition word rather than the keyword) ranks a little lower. */
const STEM_STEP = 0.04;

export function rhymingCompounds(
  stems: readonly string[],
  keywordWord: string,
  perfectRhymes: (word: string) => readonly string[],
): RawIdea[] {
  const ideas: RawIdea[] = [];
  const taken = new Set<string>();
  stems.forEach((stem, stemIndex) => {
    const stemSound = stripStress(getPronunciation(stem) ?? []).join(' ');
    const partners = perfectRhymes(stem)
      .filter((partner) => {
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
          isPairPartner(partner)
        );
      })
      .sort((a, b) => pairWorth(b) - pairWorth(a) || (a < b ? -1 : 1))
      .slice(0, PAIRS_PER_STEM);
    partners.forEach((partner, partnerIndex) => {
      taken.add(partner);
      const from = stem === keywordWord ? '' : `, from ${keywordWord}`;
      ideas.push({
        name: `${stem} ${partner}`,
        score: 0.5 + 0.45 * pairWorth(partner) - STEM_STEP * stemIndex - PARTNER_STEP * partnerIndex,
        why: `rhymes with ${stem}${from}`,
      });
    });
  });
  return ideas;
}
