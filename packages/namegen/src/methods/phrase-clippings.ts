import { getZipf, isExistingWord } from '../lexicon/index.ts';
import { fieldRoots } from './field-roots.ts';
import { firstSyllable } from './text-utils.ts';

/**
 * The parts of a keyword's word that a reader still recognises in a coinage (issue 16: random
 * generation "builds on every word of the keyword and on meaningful roots ... not letter noise";
 * surf school gave surscho, dog grooming dograge). Each part carries how surely it is read as the word.
 */
export type WordPartKind = 'whole' | 'stem' | 'head' | 'root';

export interface WordPart {
  part: string;
  kind: WordPartKind;
  /** 1 when the part is read as the word at once, lower for clippings and Latin roots. */
  weight: number;
}

/** A whole word longer than this makes the joined name too long to say as one. */
const MAX_WHOLE = 6;
const MIN_PART = 3;
/** A stem must be a word people know (SUBTLEX Zipf), or it reads as a clipping of something else. */
const MIN_STEM_ZIPF = 2.5;
const MAX_ROOTS = 2;
const MAX_ROOT_LENGTH = 6;
/** analytics → an, anal, analyt: the third syllable is where some words become recognisable. */
const MAX_HEAD_SYLLABLES = 3;

/** A head or stem this frequent (SUBTLEX Zipf) is read as its own word: fur, stud, tick. */
const OTHER_WORD_ZIPF = 3;

/**
 * The word without an inflection or agent ending, when that leaves a word people know: clothing →
 * cloth, kids → kid, wedding → wed, planner → plan. A doubled consonant before -ing or -er belongs
 * to the ending. Short words keep their -er (beer is no bee).
 */
function stemOf(word: string): string | undefined {
  const cuts: string[] = [];
  if (/[^s]s$/.test(word)) cuts.push(word.slice(0, -1));
  if (word.length >= 6 && /(?:ing|er)s?$/.test(word)) {
    const cut = word.replace(/(?:ing|er)s?$/, '');
    cuts.push(...(/([^aeiou])\1$/.test(cut) ? [cut.slice(0, -1)] : [cut, `${cut}e`]));
  }
  return cuts.find(
    (stem) => stem.length >= MIN_PART && isExistingWord(stem) && getZipf(stem) >= MIN_STEM_ZIPF,
  );
}

/**
 * Heads at a syllable boundary: the first syllable with its closing consonants (lang, furn, tick) and
 * the next one or two (furnit, analyt), each leaving at least a syllable of the word.
 */
function headsOf(word: string): string[] {
  const heads: string[] = [];
  let head = '';
  for (let syllable = 0; syllable < MAX_HEAD_SYLLABLES; syllable++) {
    const next = firstSyllable(word.slice(head.length));
    if (next.length === 0) break;
    head += next;
    // What a head leaves must be a syllable of its own: language → lang, not languag (-e).
    if (head.length > MAX_WHOLE + 1 || !/[aeiouy].|y$/.test(word.slice(head.length))) break;
    if (head.length >= MIN_PART) heads.push(head);
  }
  return heads;
}

export function wordParts(word: string): WordPart[] {
  const parts = new Map<string, WordPart>();
  const add = (part: string, kind: WordPartKind, weight: number): void => {
    const previous = parts.get(part);
    if (!previous || previous.weight < weight) parts.set(part, { part, kind, weight });
  };
  if (word.length <= MAX_WHOLE) add(word, 'whole', 1);
  const stem = stemOf(word);
  if (stem) add(stem, 'stem', 1);
  // A head that is another word is read as that word (organic farm → organfarm, yoga studio →
  // yogastud); a three-letter head (vid, bab) is harder to place than a longer one.
  // A head inside the stem (gam- of game, lig- of light) only says less of it.
  for (const head of headsOf(word)) {
    if (stem?.startsWith(head)) continue;
    if (getZipf(head) < OTHER_WORD_ZIPF) add(head, 'head', head.length >= 4 ? 0.75 : 0.45);
  }
  // Only a root that starts like the word (school → schol, cream → crem) is recognised in a phrase's
  // coinage, and only the word's own Latin; wine bar's abac- (counter) or baby food's fons- (source)
  // read as letters. A root that is the word cut short (offic- of office) reads as a typo of it.
  for (const { root } of fieldRoots(word)
    .filter(({ root }) => root.length >= MIN_PART && root.length <= MAX_ROOT_LENGTH)
    .filter(
      ({ root, english }) =>
        (english === word || english === stem) &&
        root.slice(0, 2) === word.slice(0, 2) &&
        !word.startsWith(root),
    )
    .slice(0, MAX_ROOTS)) {
    add(root, 'root', 0.6);
  }
  return [...parts.values()];
}
