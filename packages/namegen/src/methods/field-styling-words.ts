import { getZipf, isExistingWord, isOffensive, lookupLemma, lookupWord } from '../lexicon/index.ts';
import { isNegativeWord } from '../quality/negative-words.ts';
import { evocativeness, isAbstractOrPerson } from './evocativeness.ts';
import { imageryOf } from './field-imagery.ts';
import { definitionWords } from './gloss-words.ts';

/**
 * Short evocative words of a keyword's field for looks-like to restyle (issue 16). The
 * stylised brands people keep restyle a short word of the field, not the trade's generic name: Flickr
 * (flicker, for photos), Lyft (lift), Kleenex (clean); restyling "florist" only gives a restyled
 * generic word (florizt). The words come from describe-like's field imagery and the keyword's
 * definitions, read only: their lists change as that method is tuned, so every word is checked
 * here again (one plain word, short, known, concrete, not negative) and a failure gives no words.
 */
export interface FieldStylingWord {
  word: string;
  /** Where the word came from, for the explanation: "imagery of florist". */
  origin: string;
  /** How good a base for a name it is, 0..1: its evocativeness and how close its hop is. */
  strength: number;
}

/** Definitions read, as describe-like reads them for a single word. */
const DEFINITIONS = 2;
/** A definition's own nouns are as close as imagery's nearest hop. */
const DEFINITION_HOP = 0.9;
/** Short words only: the restyled name should stay within 4–7 letters, like Lyft, Tumblr, Froot. */
const MIN_LETTERS = 3;
const MAX_LETTERS = 6;
/** Known words only (SUBTLEX Zipf): a rare word restyled reads as noise (nigella, campion). */
const MIN_ZIPF = 2.5;
/** Below this (describe-like's evocativeness score) the word brings no picture with it. */
const MIN_EVOCATIVENESS = 0.45;
/** A far hop of a middling word (a definition's definition) is not the field's picture. */
const MIN_STRENGTH = 0.35;
const MAX_WORDS = 6;
/** Words kept per keyword for a caller that asks for more than the usual few. */
const MAX_CACHED_WORDS = 16;

/**
 * The field words of a one-word keyword, the best first; none for a phrase or an unknown word.
 * `max` beyond the usual few reaches weaker words, for names that fill a page below the first.
 */
export function fieldStylingWords(keyword: string, max = MAX_WORDS): FieldStylingWord[] {
  if (!/^[a-z]+$/.test(keyword)) return [];
  try {
    return collect(keyword).slice(0, max);
  } catch {
    // Another method's reader failing must not take looks-like down with it.
    return [];
  }
}

/** Both methods ask for the same keyword's words; bounded, as a server sees keywords without end. */
const cache = new Map<string, FieldStylingWord[]>();
const MAX_CACHED = 500;

function collect(keyword: string): FieldStylingWord[] {
  const cached = cache.get(keyword);
  if (cached) return cached;
  const refs = lookupWord(keyword);
  const offers = new Map<string, FieldStylingWord>();
  const offer = (word: unknown, hop: number, origin: string, isHead = false): void => {
    if (typeof word !== 'string' || !usable(word, keyword, isHead)) return;
    const strength = Math.max(0, Math.min(1, hop)) * evocativeness(word);
    const previous = offers.get(word);
    if (strength >= MIN_STRENGTH && (!previous || previous.strength < strength))
      offers.set(word, { word, origin, strength });
  };
  for (const word of definitionWords(keyword, refs, DEFINITIONS))
    offer(word, DEFINITION_HOP, `in the definition of ${keyword}`);
  for (const { lemma, weight } of imageryOf(keyword, refs, DEFINITIONS))
    offer(lemma, weight, `imagery of ${keyword}`);
  const head = headOf(keyword);
  if (head) offer(head, HEAD_HOP, `head of ${keyword}`, true);
  const words = [...offers.values()]
    .sort((a, b) => b.strength - a.strength || (a.word < b.word ? -1 : 1))
    .slice(0, MAX_CACHED_WORDS);
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(keyword, words);
  return words;
}

/**
 * Waste, bodily and drug words that AFINN does not rate but no founder would restyle into a name
 * (plumbing → sewage, pharmacy → drug); written by us.
 */
const UNAPPEALING: ReadonlySet<string> = new Set(
  'sewage sewer bilge sludge slush drain drug drugs dung manure urine sweat ovary wrinkle pimple wart scab'.split(
    ' ',
  ),
);

/** The keyword's short head is a word of the field as much as its imagery (photo in photography). */
const HEAD_HOP = 0.9;
const MIN_HEAD = 4;
/** The head leaves at least this many letters of the keyword out: "candle" is "candles" itself. */
const MIN_HEAD_CUT = 2;

const AGENT_ENDING = /^(?:or|er|ar|ist)$/;

/** The longest known word the keyword starts with, well short of it (photography → photo, skincare → skin). */
function headOf(keyword: string): string | undefined {
  for (let end = keyword.length - MIN_HEAD_CUT; end >= MIN_HEAD; end--) {
    const head = keyword.slice(0, end);
    // An agent ending makes a new word, not a compound (tail + or is no tailor).
    if (isExistingWord(head) && !AGENT_ENDING.test(keyword.slice(end))) return head;
  }
  return undefined;
}

function usable(word: string, keyword: string, isHead: boolean): boolean {
  return (
    /^[a-z]+$/.test(word) &&
    word.length >= MIN_LETTERS &&
    word.length <= MAX_LETTERS &&
    // Other words inside the keyword or around it (ale in sale) are its family, not its field.
    (isHead || (!keyword.includes(word) && !word.includes(keyword))) &&
    isExistingWord(word) &&
    // A noun names a picture; an adjective of a definition (written, basic, open) does not.
    lookupLemma(word, 'n').length > 0 &&
    lookupLemma(word, 'n').length >= lookupLemma(word, 'a').length &&
    getZipf(word) >= MIN_ZIPF &&
    evocativeness(word) >= MIN_EVOCATIVENESS &&
    !isAbstractOrPerson(word) &&
    !isNegativeWord(word) &&
    !UNAPPEALING.has(word) &&
    !isOffensive(word)
  );
}
