// A sign that keeps the first word of a well-known two-word mark in its place and puts another English
// word after it (MINUTE ... of MINUTE MAID): the reader takes it for the famous mark's next line or a
// play on it, though the second word shares no letter, sound or kind with the mark's. The beginning
// of a word mark is what draws the eye and is remembered (the EU courts' reading of an average
// consumer), and a mark with a reputation reaches further (EU Regulation 2017/1001 Art. 8(5), US
// dilution), so the rule is read for the marks of our well-known list only, and never above medium.
// A word that opens several famous marks (OLD of OLD SPICE, OLD NAVY and OLD EL PASO; GENERAL) calls
// none of them to mind by itself: OLD TOWN is an old town, not a play on OLD NAVY.
import { wellKnownOpeningWith } from './well-known-marks.ts';
import { isEnglishWord } from './word-head.ts';

/** Medium, below a swap of the same kind (meaning-swap.ts, 0.74): the second word says nothing of the mark. */
export const WELL_KNOWN_HEAD_SCORE = 0.72;
/** A kept word shorter than this (AN, OF) is no head a reader remembers. */
const MIN_HEAD = 3;
/** A head opening more well-known marks of our list than this is shared, no sign of one of them. */
const MAX_MARKS_OPENING_WITH_HEAD = 2;
/** A second word shorter than this is a letter or an abbreviation (MINUTE M), left to the edit rules. */
const MIN_SECOND_WORD = 3;

/**
 * WELL_KNOWN_HEAD_SCORE when both names are two words, the query's first word is the mark's first word
 * and distinctive (`distinctive`: not THE, OF…) and opens at most MAX_MARKS_OPENING_WITH_HEAD marks
 * of our list, and its second word is another English word; else 0.
 * An invented second word is no play on a mark, and invented names are what must stay low. Call it for a
 * well-known mark only.
 */
export function wellKnownHeadScore(
  queryWords: readonly string[],
  markWords: readonly string[],
  distinctive: readonly string[],
): number {
  if (queryWords.length !== 2 || markWords.length !== 2) return 0;
  const [head = '', second = ''] = queryWords;
  const [markHead = '', markSecond = ''] = markWords;
  if (head !== markHead || head.length < MIN_HEAD || !distinctive.includes(head)) return 0;
  if (wellKnownOpeningWith(head) > MAX_MARKS_OPENING_WITH_HEAD) return 0;
  if (second === markSecond || second.length < MIN_SECOND_WORD || !isEnglishWord(second)) return 0;
  return WELL_KNOWN_HEAD_SCORE;
}
