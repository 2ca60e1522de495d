import { isExistingWord } from '../lexicon/index.ts';

/**
 * Short adult or negative words a reader sees inside an invented name (florist → flosex: Latin flos
 * with -ex shows "sex"; dog grooming → dograge shows "rage"). Words of 5+ letters are found anywhere
 * by the negative-word list and swear words of 4+ by the profanity lists; these shorter ones hide in
 * too many harmless spellings to be matched anywhere, so most count only where a reader sees them as
 * a word: at the start of the name or at its end (a vowel ending after them too: "killa").
 * Written by us: AFINN's short negative words include ordinary stems of names (dent, fire, risk, odd),
 * and pee or poo at an edge are read into harmless spellings (peetza, poodle-like names).
 */
const ADULT_ANYWHERE = ['sex', 'porn', 'nude', 'nazi', 'xxx'];
const ADULT_AT_EDGE = ['piss', 'crap', 'slut', 'fart', 'poop', 'puke'];
/**
 * Read at the end only (data analytics → datanali): at the start they open ordinary words and their
 * coinages (analysis, assura from assurance, cumulo).
 */
const ADULT_AT_END = ['anal', 'anus', 'ass', 'cum'];
const NEGATIVE_AT_EDGE = `
rage hate kill dead evil hell doom gore hurt pain fail fear fake scam sick ugly rude dumb liar
loss lose sad bad sin war gun fool lame junk weak poor dull mess
`
  .trim()
  .split(/\s+/);

export type VisibleWordKind = 'adult' | 'negative';

interface VisibleWord {
  word: string;
  kind: VisibleWordKind;
  anywhere: boolean;
  endOnly?: boolean;
}

const VISIBLE_WORDS: readonly VisibleWord[] = [
  ...ADULT_ANYWHERE.map((word) => ({ word, kind: 'adult' as const, anywhere: true })),
  ...ADULT_AT_EDGE.map((word) => ({ word, kind: 'adult' as const, anywhere: false })),
  ...ADULT_AT_END.map((word) => ({ word, kind: 'adult' as const, anywhere: false, endOnly: true })),
  ...NEGATIVE_AT_EDGE.map((word) => ({ word, kind: 'negative' as const, anywhere: false })),
];
const LISTED: ReadonlySet<string> = new Set(VISIBLE_WORDS.map(({ word }) => word));

/** A vowel ending after a word still leaves it at the end of the name as it is read ("killa"). */
const TRAILING_ENDING = /^[aeiouy]{0,2}$/;

/**
 * True when a longer real word of the name holds the occurrence, so it is read as that word: Sussex,
 * essex, garage, beverage, hello. The holding word must not be a listed word itself (sexy).
 */
function isInsideRealWord(token: string, start: number, end: number): boolean {
  for (let from = start; from >= 0; from--) {
    for (let to = end; to <= token.length; to++) {
      if (to - from <= end - start) continue;
      const piece = token.slice(from, to);
      if (!LISTED.has(piece) && isExistingWord(piece)) return true;
    }
  }
  return false;
}

/**
 * The listed adult or negative words visible in an invented one-word name, each with its kind. A word
 * that is part of what the user typed (`typed`) is read as the typed word (cloud storage → "rage").
 */
export function visibleBadWords(token: string, typed = ''): { word: string; kind: VisibleWordKind }[] {
  const found: { word: string; kind: VisibleWordKind }[] = [];
  for (const { word, kind, anywhere, endOnly } of VISIBLE_WORDS) {
    if (typed.includes(word)) continue;
    for (let start = token.indexOf(word); start >= 0; start = token.indexOf(word, start + 1)) {
      const end = start + word.length;
      const atEdge = (start === 0 && !endOnly) || TRAILING_ENDING.test(token.slice(end));
      if ((anywhere || atEdge) && !isInsideRealWord(token, start, end)) {
        found.push({ word, kind });
        break;
      }
    }
  }
  return found;
}

/** The listed words inside a text (the user's keyword): the ones the shared filter excuses there. */
export function listedWordsIn(text: string): string[] {
  return VISIBLE_WORDS.map(({ word }) => word).filter((word) => text.includes(word));
}
