// Parodies of a mark (issue 15): one distinctive half kept, the other swapped for a word of the same
// shape or one that rhymes (SALESHORSE / SALESFORCE, VICTORIA'S SEAGRASS / VICTORIA'S SECRET). Neither
// an edit distance nor a sound code sees them, as half the letters differ; an examiner sees the kept
// half and the echo of the swapped one. Pure functions over two compact names or their words.
import { editSimilarity } from './edit-distance.ts';
import { phoneticSpelling } from './phonetic.ts';
import { isEnglishWord } from './word-head.ts';

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

/**
 * A kept tail with a same-shape swap before it: coined names share endings by chance (-ANTEX, -PERLY),
 * so the swap must put an English word in front (HATE of HATERADE for GATO of GATORADE, DIZZY for
 * DISNEY), a parody saying something; four letters kept are then enough.
 */
const MIN_KEPT_TAIL_FOR_WORD = 4;
/** WordNet's three-letter entries are often abbreviations and rare words (KOR, LUB): four letters or more. */
const MIN_TAIL_SWAP_WORD = 4;

function isTailSwapWord(word: string): boolean {
  return word.length >= MIN_TAIL_SWAP_WORD && isEnglishWord(word);
}

function parodyValue(echo: 'rhyme' | 'shape', kept: number, markLength: number): number {
  if (echo === 'shape' && (kept < MIN_KEPT_FOR_SHAPE || kept < MIN_SHARE_FOR_SHAPE * markLength)) return 0;
  return PARODY_BASE + (echo === 'rhyme' ? RHYME_BONUS : 0) + (kept * 2 >= markLength ? HALF_KEPT_BONUS : 0);
}

/** A kept tail (see MIN_KEPT_TAIL_FOR_WORD): a rhyme as before, a same shape only with a word swapped in. */
function keptTailValue(
  echo: 'rhyme' | 'shape',
  kept: number,
  markLength: number,
  swappedIsWord: boolean,
): number {
  if (echo === 'rhyme') return parodyValue(echo, kept, markLength);
  if (!swappedIsWord || kept < MIN_KEPT_TAIL_FOR_WORD || kept < MIN_SHARE_FOR_SHAPE * markLength) return 0;
  return PARODY_BASE + (kept * 2 >= markLength ? HALF_KEPT_BONUS : 0);
}

/**
 * A compound mark with one of its words swapped for another English word (FACEPALM / FACEBOOK,
 * LINKEDOUT / LINKEDIN, MYTUBE / YOUTUBE) needs no echo: a parody swaps a word for a word that says
 * something, where an invented name that shares a mark's first letters goes on with letters that are
 * no word, or meets a mark whose rest is none (ZOBRILANCE / ZOBRIRIO). The kept part must still be a
 * large one.
 */
const MIN_KEPT_FOR_WORD = 4;
export const MIN_SHARE_FOR_WORD = 0.4;
const MIN_SWAPPED_WORD = 2;
/**
 * Short words a compound is made with (MY of MYTUBE, IN of LINKEDIN, YOU of YOUTUBE): written by us, as
 * WordNet's two-letter entries are mostly symbols and abbreviations (IO, AB) and it has no pronouns.
 * Other words of three letters or more are WordNet's.
 */
const SHORT_WORDS = new Set([
  ...['my', 'in', 'on', 'up', 'go', 'me', 'we', 'us', 'no', 'so', 'do', 'be', 'to', 'at', 'by', 'it'],
  ...['of', 'or', 'an', 'as', 'he', 'if', 'oh', 'ox', 'hi'],
  // Pronouns and small words WordNet leaves out (YOU of YOUTUBE).
  ...['you', 'our', 'his', 'her', 'its', 'the', 'all', 'any', 'not', 'who', 'how', 'why', 'for', 'and'],
]);
/** How far back from the longest shared head or tail a word boundary is looked for (MASTERC|RAFT). */
const MAX_BOUNDARY_STEPS = 3;

function isSwapWord(word: string): boolean {
  return SHORT_WORDS.has(word) || (word.length > 2 && isEnglishWord(word));
}
/**
 * The words swapped are about as long (FACE/FAITH, SOFT/HARD): a parody keeps the mark's rhythm, where
 * SALESPERSONNEL only describes what SALESFORCE names.
 */
const MAX_WORD_LENGTH_DIFFERENCE = 1;

function wordSwapValue(swapped: string, original: string, kept: number, markLength: number): number {
  if (kept < MIN_KEPT_FOR_WORD || kept < MIN_SHARE_FOR_WORD * markLength) return 0;
  if (swapped.length < MIN_SWAPPED_WORD || original.length < MIN_SWAPPED_WORD) return 0;
  if (Math.abs(swapped.length - original.length) > MAX_WORD_LENGTH_DIFFERENCE) return 0;
  if (!isSwapWord(swapped) || !isSwapWord(original)) return 0;
  return PARODY_BASE + (kept * 2 >= markLength ? HALF_KEPT_BONUS : 0);
}

/**
 * One-word parody: the mark's head or tail kept, the rest swapped for an echo (DUOFLAMINGO / DUOLINGO)
 * or, when both are written as one word, for another word (`compounds`).
 */
function oneWordParody(query: string, mark: string, compounds: boolean): number {
  let best = 0;
  const head = commonPrefixLength(query, mark);
  if (head >= MIN_KEPT_HEAD && head >= MIN_KEPT_SHARE * mark.length) {
    const echo = swappedEcho(query.slice(head), mark.slice(head));
    if (echo) best = Math.max(best, parodyValue(echo, head, mark.length));
    // The words may part where the shared letters end or a little before (MASTER|CRAFT, MASTER|CARD).
    for (
      let kept = head;
      compounds && kept >= Math.max(MIN_KEPT_FOR_WORD, head - MAX_BOUNDARY_STEPS);
      kept -= 1
    )
      best = Math.max(best, wordSwapValue(query.slice(kept), mark.slice(kept), kept, mark.length));
  }
  const tail = commonSuffixLength(query, mark);
  if (tail >= MIN_KEPT_TAIL && tail >= MIN_KEPT_SHARE * mark.length) {
    const echo = swappedEcho(query.slice(0, -tail), mark.slice(0, -tail));
    if (echo)
      best = Math.max(
        best,
        keptTailValue(echo, tail, mark.length, compounds && isTailSwapWord(query.slice(0, -tail))),
      );
    for (
      let kept = tail;
      compounds && kept >= Math.max(MIN_KEPT_FOR_WORD, tail - MAX_BOUNDARY_STEPS);
      kept -= 1
    )
      best = Math.max(best, wordSwapValue(query.slice(0, -kept), mark.slice(0, -kept), kept, mark.length));
  }
  return best;
}

const isVowel = (letter: string | undefined) => letter !== undefined && 'aeiouy'.includes(letter);

/**
 * The respelling of a word of one syllable from its vowel on (SNACK: ak, BORES and WARS: ors); null for a longer word, whose
 * last syllable is often an unstressed ending (TOWER / TIGER share only -ER), or one ending in a vowel.
 */
function oneSyllableRhyme(word: string): string | null {
  // A plural's S follows the rhyme of the word it ends (BORES, WARS: BORE, WAR).
  const plural = word.length > 3 && word.endsWith('s') && !/(?:ss|us|is)$/.test(word);
  const stem = plural ? word.slice(0, -1) : word;
  // After W an A before R is said as in FOR (WAR, WARM, DWARF, QUART), not as in STAR.
  const spelling = phoneticSpelling(stem.replace(/(?<=w)ar(?!e)/g, 'or')) + (plural ? 's' : '');
  let start = 0;
  while (start < spelling.length && !isVowel(spelling[start])) start += 1;
  let end = start;
  while (end < spelling.length && isVowel(spelling[end])) end += 1;
  if (start === spelling.length || end === spelling.length) return null;
  for (let at = end; at < spelling.length; at += 1) if (isVowel(spelling[at])) return null;
  return spelling.slice(start);
}

/**
 * Two swapped words of one syllable rhyme as a listener hears it, by their vowel and what follows
 * (SNACK / MAC, both -AK): a short word has fewer than three letters to share at its end.
 */
export function syllablesRhyme(swapped: string, original: string): boolean {
  if (swapped === original) return false;
  const rhyme = oneSyllableRhyme(swapped);
  return rhyme !== null && rhyme === oneSyllableRhyme(original);
}

/** A kept word of three letters (BIG of BIG MAC) is a kept half only when the swapped word rhymes. */
const MIN_KEPT_WORD_WITH_RHYME = 3;

/** Two-word parody: one word kept in its place (one slip allowed), the other swapped for an echo. */
function twoWordParody(query: readonly string[], mark: readonly string[]): number {
  if (query.length !== 2 || mark.length !== 2) return 0;
  let best = 0;
  for (const keep of [0, 1]) {
    const swap = 1 - keep;
    const keptQuery = query[keep] as string;
    const keptMark = mark[keep] as string;
    if (keptMark.length < MIN_KEPT_WORD_WITH_RHYME) continue;
    if (keptQuery !== keptMark && editSimilarity(keptQuery, keptMark) < KEPT_WORD_SIMILARITY) continue;
    const swappedQuery = query[swap] as string;
    const swappedMark = mark[swap] as string;
    // A rhyme by the last syllable is a rhyme even when the words also have the same shape (STAB / CRAB).
    const echo = syllablesRhyme(swappedQuery, swappedMark) ? 'rhyme' : swappedEcho(swappedQuery, swappedMark);
    if (echo === null) continue;
    // A three-letter word kept (BIG, RED) is common; only a rhyme makes the pair a parody, and only
    // with the word kept exactly.
    if (keptMark.length < MIN_KEPT_WORD && (echo !== 'rhyme' || keptQuery !== keptMark)) continue;
    best = Math.max(best, parodyValue(echo, keptMark.length, mark.join('').length));
  }
  return best;
}

/**
 * A whole-word rhyme keeps all of the mark but its opening consonants (TIFFANY / SNIFFANY, STARBUCKS /
 * CHARBUCKS): at least this many letters from the first vowel on, so that a short common ending (-ANCE,
 * -ERIA) shared by chance is not read as one.
 */
const MIN_RHYME_REST = 6;
/**
 * A well-known mark is recalled from less: five letters from its first vowel on (GRUBWAY / SUBWAY), as
 * the reader knows the mark the rhyme plays on. Read for the marks of our list only (well-known-marks.ts).
 */
const MIN_RHYME_REST_WELL_KNOWN = 5;

function firstVowel(word: string): number {
  for (let at = 0; at < word.length; at += 1) {
    const letter = word[at] as string;
    if ('aeiou'.includes(letter) || (at > 0 && letter === 'y')) return at;
  }
  return -1;
}

/**
 * The two one-word names differ only in the consonants before their first vowel, and the rest is at
 * least `minRest` letters (see MIN_RHYME_REST).
 */
export function onsetSwapped(query: string, mark: string, minRest = MIN_RHYME_REST): boolean {
  const queryVowel = firstVowel(query);
  const markVowel = firstVowel(mark);
  if (queryVowel < 0 || markVowel < 0) return false;
  const rest = mark.slice(markVowel);
  return (
    rest.length >= minRest &&
    query.slice(queryVowel) === rest &&
    query.slice(0, queryVowel) !== mark.slice(0, markVowel)
  );
}

/**
 * A parody's score (0 when the pair is none): medium risk, never high, since the kept half alone is not
 * the mark. `queryWords` and `markWords` are the names' distinctive words in order; `wellKnown` says the
 * mark is on our list of well-known marks.
 */
export function parodyScore(
  queryCompact: string,
  markCompact: string,
  queryWords: readonly string[],
  markWords: readonly string[],
  wellKnown = false,
): number {
  if (queryCompact === markCompact) return 0;
  // A word swapped within a name of several words is the two-word rule's (FIRE BOX is no parody of FIRE
  // CITY, however FIREBOX is split).
  const compounds = queryWords.length <= 1 && markWords.length <= 1;
  // The rest kept is most of the mark and rhymes by itself: the strongest parody.
  const rhyme =
    compounds &&
    onsetSwapped(queryCompact, markCompact, wellKnown ? MIN_RHYME_REST_WELL_KNOWN : MIN_RHYME_REST)
      ? PARODY_BASE + RHYME_BONUS + HALF_KEPT_BONUS
      : 0;
  return Math.max(
    rhyme,
    oneWordParody(queryCompact, markCompact, compounds),
    twoWordParody(queryWords, markWords),
  );
}

/**
 * The heads of a one-word name that a word-swap parody may keep (FACE of FACEPALM: the rest is a word):
 * the search reads the name's neighbours in name order and passes on those that start with one of
 * these and are short enough for it to be a large part of them (see wordSwapValue).
 */
export function wordSwapHeads(query: string): string[] {
  const heads: string[] = [];
  for (let kept = MIN_KEPT_FOR_WORD; query.length - kept >= MIN_SWAPPED_WORD; kept += 1)
    if (isSwapWord(query.slice(kept))) heads.push(query.slice(0, kept));
  return heads;
}
