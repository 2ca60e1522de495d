// Parodies of a mark (issue 15): one distinctive half kept, the other swapped for a word of the same
// shape or one that rhymes (SALESHORSE / SALESFORCE, VICTORIA'S SEAGRASS / VICTORIA'S SECRET). Neither
// an edit distance nor a sound code sees them, as half the letters differ; an examiner sees the kept
// half and the echo of the swapped one. Pure functions over two compact names or their words.
import { editSimilarity } from './edit-distance.ts';
import { phoneticSpelling } from './phonetic.ts';

/** Least letters of the mark a one-word parody keeps as its head (DUO of DUOLINGO). */
const MIN_KEPT_HEAD = 3;
/** Least letters kept as the tail (FLAKE of SNOWFLAKE): a shared ending of three is too common. */
const MIN_KEPT_TAIL = 4;
/** The kept part must be at least this share of the mark: three letters of a long mark are chance. */
const MIN_KEPT_SHARE = 0.3;
/**
 * A swapped part that only has the same shape (no rhyme) is a weaker echo: the kept head must then be
 * longer. TORVELA keeps only TOR of TORNADO, and invented names share four first letters with some
 * mark of about their length by chance (BRANDOVEL / BRANKILUX); five letters (MICRO) are a kept half.
 */
const MIN_KEPT_FOR_SHAPE = 5;
const MIN_SHARE_FOR_SHAPE = 0.4;
/** Least letters of a word kept whole (or with one slip) in a two-word parody. */
const MIN_KEPT_WORD = 4;
/** A kept word may carry one slip (VUITON for VUITTON): edit similarity from this. */
const KEPT_WORD_SIMILARITY = 0.8;
/** Parody scores: medium risk at most, as a kept half and an echo are not the mark itself. */
const PARODY_BASE = 0.74;
const RHYME_BONUS = 0.04;
const HALF_KEPT_BONUS = 0.02;

function commonSuffixLength(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[a.length - 1 - length] === b[b.length - 1 - length])
    length += 1;
  return length;
}

function commonPrefixLength(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
  return length;
}

/**
 * How the swapped half of a parody echoes the mark's: a rhyme (the same last three letters or sounds:
 * FORCE / HORSE) or the same shape (about as long and starting or as long: SOFT / HARD, SEAGRASS /
 * SECRET). Null when the two parts have nothing in common but their place.
 */
export function swappedEcho(swapped: string, original: string): 'rhyme' | 'shape' | null {
  if (swapped.length < 3 || original.length < 3 || swapped === original) return null;
  if (
    commonSuffixLength(swapped, original) >= 3 ||
    commonSuffixLength(phoneticSpelling(swapped), phoneticSpelling(original)) >= 3
  )
    return 'rhyme';
  const difference = Math.abs(swapped.length - original.length);
  if (difference === 0 || (difference <= 2 && swapped[0] === original[0])) return 'shape';
  return null;
}

function parodyValue(echo: 'rhyme' | 'shape', kept: number, markLength: number): number {
  if (echo === 'shape' && (kept < MIN_KEPT_FOR_SHAPE || kept < MIN_SHARE_FOR_SHAPE * markLength)) return 0;
  return PARODY_BASE + (echo === 'rhyme' ? RHYME_BONUS : 0) + (kept * 2 >= markLength ? HALF_KEPT_BONUS : 0);
}

/** One-word parody: the mark's head or tail kept, the rest swapped for an echo (DUOFLAMINGO / DUOLINGO). */
function oneWordParody(query: string, mark: string): number {
  let best = 0;
  const head = commonPrefixLength(query, mark);
  if (head >= MIN_KEPT_HEAD && head >= MIN_KEPT_SHARE * mark.length) {
    const echo = swappedEcho(query.slice(head), mark.slice(head));
    if (echo) best = Math.max(best, parodyValue(echo, head, mark.length));
  }
  const tail = commonSuffixLength(query, mark);
  if (tail >= MIN_KEPT_TAIL && tail >= MIN_KEPT_SHARE * mark.length) {
    const echo = swappedEcho(query.slice(0, -tail), mark.slice(0, -tail));
    if (echo) best = Math.max(best, parodyValue(echo, tail, mark.length));
  }
  return best;
}

/** Two-word parody: one word kept in its place (one slip allowed), the other swapped for an echo. */
function twoWordParody(query: readonly string[], mark: readonly string[]): number {
  if (query.length !== 2 || mark.length !== 2) return 0;
  let best = 0;
  for (const keep of [0, 1]) {
    const swap = 1 - keep;
    const keptQuery = query[keep] as string;
    const keptMark = mark[keep] as string;
    if (keptMark.length < MIN_KEPT_WORD) continue;
    if (keptQuery !== keptMark && editSimilarity(keptQuery, keptMark) < KEPT_WORD_SIMILARITY) continue;
    const echo = swappedEcho(query[swap] as string, mark[swap] as string);
    if (echo) best = Math.max(best, parodyValue(echo, keptMark.length, mark.join('').length));
  }
  return best;
}

/**
 * A parody's score (0 when the pair is none): medium risk, never high, since the kept half alone is not
 * the mark. `queryWords` and `markWords` are the names' distinctive words in order.
 */
export function parodyScore(
  queryCompact: string,
  markCompact: string,
  queryWords: readonly string[],
  markWords: readonly string[],
): number {
  if (queryCompact === markCompact) return 0;
  return Math.max(oneWordParody(queryCompact, markCompact), twoWordParody(queryWords, markWords));
}
