// Precise scoring of one candidate mark against a query name: which kinds of similarity an examiner
// would see (identical, variant spellings, sound, look, containment, translation), a score in 0..1
// and the reasons. Pure functions; the database only proposes candidates.
import { editSimilarity } from './edit-distance.ts';
import { deriveSearchKeys, type SearchKeys } from './search-keys.ts';
import { phoneticSpelling } from './phonetic.ts';
import { clusterRespellings } from './sound-clusters.ts';
import { spokenLetterReadings } from './spoken-letters.ts';
import { foldCase, singular, tokenise } from './text-fold.ts';
import {
  commonestReadingKey,
  englishReadingWords,
  isRomanceName,
  translatedWords,
  translateWordMeanings,
} from './translations.ts';
import { latinReadings } from './latin-readings.ts';
import { meaningSwapScore } from './meaning-swap.ts';
import { foreignTranslationKeys } from './reverse-translations.ts';
import { wellKnownHeadScore } from './well-known-head.ts';
import { parodyScore } from './parody.ts';
import { isEnglishAdjective, isEnglishWord, opensWithWord } from './word-head.ts';
import type { ConflictReason } from './types.ts';
import { digitsReadAsCapitals, mirroredAlike, visualSkeleton } from './visual-skeleton.ts';

/** Words too common to make a mark distinctive on their own. */
const WEAK_TOKENS = new Set([
  'the',
  'and',
  'of',
  'for',
  'a',
  'an',
  'de',
  'la',
  'le',
  'el',
  'di',
  'du',
  'der',
  'die',
  'das',
  'co',
  'inc',
  'ltd',
  'llc',
  'gmbh',
  'by',
  'in',
  'on',
  'at',
  'my',
  'your',
]);

export interface NameProfile {
  /** Case-folded with diacritics and punctuation kept as typed (for "identical"). */
  literal: string;
  /** Case-folded without diacritics, punctuation kept (tells punctuation from diacritics variants). */
  folded: string;
  norm: string;
  compact: string;
  singularCompact: string;
  skeleton: string;
  primary: string;
  secondary: string;
  spelling: string;
  tokens: string[];
  strongTokens: string[];
  /** English readings of the whole name (translation), word by word; compact. */
  english: string[];
  /**
   * The same readings as words, and, for a name not translated whole, the English words of its foreign
   * words (GATO NEGRO TABERNA: cat, black): a translation held in a longer mark or holding a shorter one.
   */
  readings: TranslatedReading[];
  /**
   * Readings with letter names spelled out read as letters (KAY EF SEE -> kfc); compact. Filled by
   * profileName only (the query); empty in a profile from stored keys.
   */
  spokenLetters: string[];
  /** The name with its SKW/SCHW and SH/X clusters respelled (XARP -> sharp); compact. profileName only. */
  clusterCompacts: string[];
  /** phoneticSpelling of each of clusterCompacts. profileName only. */
  clusterSpellings: string[];
  /**
   * The profile of the name's first word alone, for a name of several words (CHEWNEL of CHEWNEL NO 5):
   * null for a name of one word. profileName only.
   */
  headWord: NameProfile | null;
  /**
   * The compact names of foreign marks that translate the English name word for word (SPORTY ROOSTER:
   * lecoqsportif), reverse-translations.ts. profileName only.
   */
  foreignKeys: string[];
  /** The name with digits read as the capitals they look like (LE6O -> lego); compact. profileName only. */
  digitCapitals: string[];
  /** visualSkeleton of each of digitCapitals. profileName only. */
  digitCapitalSkeletons: string[];
  /**
   * Whole readings (compact) whose words stand in an order English does not use, a noun before its
   * adjective (CASA BLANCA read as HOUSE WHITE, beside WHITE HOUSE); see englishWordOrder. profileName only.
   */
  englishOutOfOrder: string[];
  /**
   * Whole readings (compact) reached only through a word's later meaning (CASA as HOME, beside HOUSE):
   * a lesser translation than the commonest. profileName only.
   */
  englishLesser: string[];
  /**
   * The profiles of a name in Greek, Cyrillic or kana read in Latin letters (latin-readings.ts: ΝΕΣΚΑΦΕ
   * as NESKAFE); empty for a Latin name. profileName only.
   */
  romanized: NameProfile[];
}

export interface TranslatedReading {
  words: string[];
  /** Every word of the name was translated (or is English): the reading stands for the whole name. */
  whole: boolean;
}

export function profileName(name: string): NameProfile {
  return { ...profileLatinName(name), romanized: latinReadings(name).map(profileLatinName) };
}

/** profileName without the Latin readings (a reading has none of its own). */
function profileLatinName(name: string): NameProfile {
  const keys = deriveSearchKeys(name);
  const clusterCompacts = clusterRespellings(keys.nameCompact);
  const digitCapitals = digitsReadAsCapitals(keys.nameCompact);
  const profile = profileFromKeys(name, keys);
  return {
    ...profile,
    englishOutOfOrder: outOfOrderReadings(profile.readings, keys.tokens),
    englishLesser: lesserReadings(profile.readings, commonestReadingKey(keys.tokens)),
    // Every word in order (the stored tokens drop repeats: BEE BEE SEE is BBC, not BC).
    spokenLetters: spokenLetterReadings(tokenise(keys.nameNorm)),
    clusterCompacts,
    clusterSpellings: clusterCompacts.map(phoneticSpelling),
    headWord: headWordProfile(keys.tokens),
    foreignKeys: foreignTranslationKeys(keys.tokens),
    digitCapitals,
    digitCapitalSkeletons: digitCapitals.map(visualSkeleton),
  };
}

/** The profile of a stored mark from the keys the table already holds (no Double Metaphone again). */
export function profileFromKeys(name: string, keys: SearchKeys): NameProfile {
  const literal = name.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
  const singularTokens = keys.tokens.map(singular);
  // A reading that is the name itself (an English word) is not a translation.
  const readings: TranslatedReading[] = englishReadingWords(keys.tokens)
    .filter((words) => words.join('') !== keys.nameCompact)
    .map((words) => ({ words, whole: true }));
  if (readings.length === 0 && keys.tokens.length > 1) {
    // The known foreign words of a longer name (CASA AZUL with one word known, GATO NEGRO TABERNA).
    const words = translatedWords(keys.tokens);
    if (words.length > 0) readings.push({ words, whole: false });
  }
  const translations = [
    ...new Set(readings.filter((reading) => reading.whole).map((reading) => reading.words.join(''))),
  ].filter((reading) => !keys.tokens.includes(reading));
  return {
    literal,
    folded: foldCase(name).replace(/\s+/g, ' ').trim(),
    norm: keys.nameNorm,
    compact: keys.nameCompact,
    singularCompact: singularTokens.join(''),
    skeleton: keys.skeleton,
    primary: keys.phoneticPrimary,
    secondary: keys.phoneticSecondary,
    spelling: keys.spelling,
    tokens: keys.tokens,
    strongTokens: keys.tokens.filter((token) => token.length >= 3 && !WEAK_TOKENS.has(token)),
    english: translations,
    readings,
    // Query-side readings: profileName fills them; a stored mark's profile (a few hundred per search)
    // goes without, as the rules read both ways (see scoreConflict).
    spokenLetters: [],
    clusterCompacts: [],
    clusterSpellings: [],
    headWord: null,
    foreignKeys: [],
    digitCapitals: [],
    digitCapitalSkeletons: [],
    englishOutOfOrder: [],
    englishLesser: [],
    romanized: [],
  };
}

/** A first word shorter than this says too little alone to be taken for a mark (NEW, THE). */
const MIN_HEAD_WORD = 4;

/** The first word's own profile (see NameProfile.headWord). */
function headWordProfile(tokens: readonly string[]): NameProfile | null {
  const [first] = tokens;
  if (tokens.length < 2 || first === undefined || first.length < MIN_HEAD_WORD || WEAK_TOKENS.has(first))
    return null;
  return profileFromKeys(first, deriveSearchKeys(first));
}

/** The whole readings not made of each word's commonest meaning (a phrase of the lexicon is one). */
function lesserReadings(readings: readonly TranslatedReading[], commonest: string | null): string[] {
  if (commonest === null) return [];
  const common = new Set<string>();
  const lesser = new Set<string>();
  for (const { words, whole } of readings) {
    if (!whole) continue;
    const isCommonest = words.length === 1 || [...words].sort().join(' ') === commonest;
    (isCommonest ? common : lesser).add(words.join(''));
  }
  return [...lesser].filter((compact) => !common.has(compact));
}

/**
 * The two-word readings that put a noun before an adjective (HOUSE WHITE of CASA BLANCA, LION RED of
 * LION ROUGE) where the other order is also read: a word-for-word gloss of a language whose adjectives
 * follow the noun, not the English phrase (WHITE HOUSE) an examiner reads the name as. Told by WordNet:
 * the first word has no adjective sense and the second has one. Only those whose compact no reading in
 * English order shares.
 * Two nouns side by side in a Romance name put the qualifying one second (REY LEÓN, ABEJA REINA), where
 * English puts it first (LION KING, QUEEN BEE): the word-for-word gloss (KING LION) is the odd order.
 */
function outOfOrderReadings(readings: readonly TranslatedReading[], tokens: readonly string[]): string[] {
  const inOrder = new Set<string>();
  const outOfOrder = new Set<string>();
  const romanceNouns = tokens.length === 2 && isRomanceName(tokens);
  for (const { words, whole } of readings) {
    if (!whole) continue;
    const [first = '', second = ''] = words;
    const firstIsAdjective = words.length === 2 && isEnglishAdjective(first);
    const secondIsAdjective = words.length === 2 && isEnglishAdjective(second);
    // An adjective after a noun is odd in English; two Romance nouns read word for word are too.
    const odd =
      words.length === 2 &&
      !firstIsAdjective &&
      (secondIsAdjective || (romanceNouns && wordForWord(words, tokens)));
    (odd ? outOfOrder : inOrder).add(words.join(''));
  }
  return [...outOfOrder].filter((compact) => !inOrder.has(compact));
}

/** The reading's words stand in the name's order (each a meaning of the word in its place). */
function wordForWord(words: readonly string[], tokens: readonly string[]): boolean {
  return words.every((word, index) => {
    const token = tokens[index] ?? '';
    return word === token || (translateWordMeanings(token) ?? []).includes(word);
  });
}

const REASON_ORDER: ConflictReason[] = [
  'identical',
  'spacing',
  'punctuation',
  'diacritics',
  'plural',
  'translation',
  'phonetic',
  'visual',
  'contained',
];

export interface ConflictScore {
  score: number;
  reasons: ConflictReason[];
}

/** Registered marks shorter than this held in a query are left to the length ratio. */
const MIN_HELD_MARK = 4;
/** The highest score that is still low risk (medium starts at 0.7). */
const BELOW_MEDIUM = 0.69;
/** A three-letter mark at the head of the query or as one of its words (KIA in KIAMOTIONS). */
const HELD_THREE_LETTERS = 0.72;
/** Least letters of the word a three-letter mark runs into (HTC + CONNECT): a short word fits by chance. */
const MIN_BLENDED_WORD = 5;

/**
 * The mark is only the opening letters of an English word that opens the query (KENT in KENTUCKY
 * FRIED KITCHEN, ART in ARTISAN): the reader sees the word, not the mark at the head of a coined name.
 */
function opensLongerWord(query: NameProfile, mark: NameProfile): boolean {
  const first = query.tokens[0] ?? '';
  return first.length > mark.compact.length && first.startsWith(mark.compact) && isEnglishWord(first);
}

/** Longest English word looked for around a held mark (one look-up per start and end). */
const MAX_HOLDING_WORD = 12;
/** A word this short holding a mark is too often chance to say anything (a mark of four in six). */
const MIN_HOLDING_WORD = 6;

/** The shortest word before a mark that makes a compound of it (TURTLE + DOVE). */
const MIN_COMPOUND_PART = 3;

/**
 * The mark sits inside an English word of the query or ends it, not as the second part of a compound
 * (ISIO and SION in TCLVISION's VISION, LEGO in ALLEGORY; DOVE in TURTLEDOVE is held): the reader sees
 * the word, not the mark. A mark that opens a word is left to opensLongerWord and the head rules (ARTI
 * in ARTISAN, NIKES). Bounded: at most 8 x 9 look-ups per place the mark is found, and only for a mark
 * held inside the query.
 */
function insideLongerWord(text: string, mark: string): boolean {
  for (let at = text.indexOf(mark); at >= 0; at = text.indexOf(mark, at + 1)) {
    const end = at + mark.length;
    for (let start = Math.max(0, at - (MAX_HOLDING_WORD - mark.length)); start < at; start += 1)
      for (let stop = Math.min(text.length, start + MAX_HOLDING_WORD); stop >= end; stop -= 1) {
        const length = stop - start;
        if (length < Math.max(MIN_HOLDING_WORD, mark.length + 2)) break;
        const word = text.slice(start, stop);
        if (!isEnglishWord(word)) continue;
        const before = word.slice(0, at - start);
        // TURTLE + DOVE: a compound that ends with the mark holds it as a word.
        if (stop === end && before.length >= MIN_COMPOUND_PART && isEnglishWord(before)) continue;
        return true;
      }
  }
  return false;
}

function containment(query: NameProfile, mark: NameProfile): number {
  const [shorter, longer] = query.compact.length <= mark.compact.length ? [query, mark] : [mark, query];
  if (shorter.compact.length < 3 || shorter.compact === longer.compact) return 0;
  if (longer.compact.includes(shorter.compact)) {
    const ratio = shorter.compact.length / longer.compact.length;
    const wholeWord =
      longer.tokens.includes(shorter.compact) || shorter.tokens.every((t) => longer.tokens.includes(t));
    // A short, common string inside a long one says little; a whole word leading a mark says more.
    const byLength = Math.min(
      0.92,
      0.55 + 0.35 * ratio + (wholeWord ? 0.1 : 0) + (shorter.compact.length >= 5 ? 0.05 : 0),
    );
    // Reverse containment: the query reproduces a registered mark whole (SONYLANDIA holds SONY). The
    // mark's owner would object however long the rest is, so the length ratio must not bury it; still
    // only medium, as a four-letter run can be chance. At the head or as a word it weighs a little more.
    if (shorter === mark && mark.compact.length >= MIN_HELD_MARK) {
      const leading =
        (query.compact.startsWith(mark.compact) && !opensLongerWord(query, mark)) ||
        query.tokens.includes(mark.compact);
      if (leading) return Math.max(byLength, 0.8);
      // A mark inside an English word is no reproduction of it, but chance: left to the length ratio,
      // and low.
      if (insideLongerWord(query.compact, mark.compact)) return Math.min(byLength, BELOW_MEDIUM);
      return Math.max(byLength, 0.74);
    }
    // Three letters open many names by chance (a register holds thousands of three-letter marks), but a
    // name that is a registered three-letter mark followed by an English word (KIA + MOTIONS, ZTE +
    // MOBILE), or has it as a word of its own, is read as that mark plus a word: medium, and below a
    // longer held mark. An invented name that merely opens with the letters (POL + VINTA) stays low.
    if (shorter === mark && mark.compact.length === 3) {
      const markThenWord =
        query.compact.startsWith(mark.compact) && opensWithWord(query.compact.slice(mark.compact.length));
      // The mark's last letter may begin the word as well (HTC + CONNECT written HTCONNECT): then the
      // whole rest must be that word, as a letter shared by chance is commoner than a word after it.
      const blended =
        query.compact.startsWith(mark.compact) &&
        query.compact.length - mark.compact.length + 1 >= MIN_BLENDED_WORD &&
        isEnglishWord(query.compact.slice(mark.compact.length - 1));
      if (markThenWord || blended || query.tokens.includes(mark.compact))
        return Math.max(byLength, HELD_THREE_LETTERS);
      // Otherwise low whatever the length ratio: in a short name (WEX in WEXOLD) the ratio alone reached
      // medium for letters that merely open it.
      return Math.min(byLength, BELOW_MEDIUM);
    }
    return byLength;
  }
  // A shared distinctive word (APPLE in GREEN APPLE and APPLE MUSIC).
  const shared = query.strongTokens.filter((token) => token.length >= 4 && mark.strongTokens.includes(token));
  if (shared.length === 0) return 0;
  const longest = Math.max(...shared.map((token) => token.length));
  return 0.5 + 0.3 * (longest / Math.max(query.compact.length, mark.compact.length));
}

/** How alike, by sound or look, the first word alone must be to the mark for it to be its near spelling. */
const HEAD_WORD_ALIKE = 0.8;
/** A near spelling held at the head: medium, as a parody is, below the mark held exactly (0.8). */
const HEAD_WORD_HELD = 0.74;

/**
 * The query's first word is a near spelling of a one-word mark and the words after it are no
 * distinctive ones (CHEWNEL NO 5 / CHANEL: a number, CO, THE): the reader sees the mark, misspelt, with
 * nothing else to remember. The mark held exactly is containment's; this is the same with a slip in it.
 * A distinctive word after it (GARDENS) is a name of its own that the slip may merely resemble.
 */
function heldNearSpelling(query: NameProfile, mark: NameProfile): number {
  const head = query.headWord;
  if (head === null || mark.tokens.length !== 1 || mark.compact.length < MIN_HEAD_WORD) return 0;
  if (query.strongTokens.some((token) => token !== head.compact)) return 0;
  if (head.compact === mark.compact) return 0;
  return Math.max(phonetic(head, mark), visual(head, mark)) >= HEAD_WORD_ALIKE ? HEAD_WORD_HELD : 0;
}

/**
 * A word-for-word translation in the foreign order (HOUSE WHITE for CASA BLANCA): still high, below the
 * translation in English order (0.9) by more than the ranking weight of two more filings (0.02).
 */
const TRANSLATION_OUT_OF_ORDER = 0.87;

/**
 * A reading through a word's later meaning (CASA as HOME) is a little less the name than the commonest
 * (HOUSE): it ranks below, at equal filings.
 */
const TRANSLATION_LESSER_MEANING = 0.01;

/** A translation held in a longer mark, or holding a shorter one, is medium at most, as a held word is. */
const HELD_TRANSLATION_MAX = 0.8;
/** Below this a held translation says too little to be reported. */
const HELD_TRANSLATION_MIN = 0.6;

/**
 * One name's translation held whole in the other's words, or holding all of them: GATO NEGRO / BLACK
 * CAT TAVERN (BLACK CAT is held in the mark), GATO NEGRO TABERNA / BLACK CAT (the mark is held in the
 * translated words). Scored as the same containment in English would be (length ratio, whole words),
 * and never above medium. Both ways, as either name may be the foreign one.
 */
function heldTranslation(query: NameProfile, mark: NameProfile): number {
  let best = 0;
  for (const [from, to] of [
    [query, mark],
    [mark, query],
  ] as const) {
    for (const { words, whole } of from.readings) {
      const joined = words.join('');
      if (whole && joined === to.compact) continue; // the translation proper (scored 0.9)
      let held = 0;
      // The whole translation among the other name's words (BLACK CAT in BLACK CAT TAVERN).
      if (whole && words.every((word) => to.tokens.includes(word)))
        held = joined.length / Math.max(joined.length, to.compact.length);
      // The other name's distinctive words all among the translated ones (BLACK CAT in GATO NEGRO TABERNA).
      else if (to.strongTokens.length > 0 && to.strongTokens.every((token) => words.includes(token)))
        held = to.compact.length / Math.max(from.compact.length, to.compact.length);
      if (held > 0) best = Math.max(best, Math.min(HELD_TRANSLATION_MAX, 0.65 + 0.35 * held));
    }
  }
  return best >= HELD_TRANSLATION_MIN ? best : 0;
}

/**
 * Best edit similarity of one name's cluster respellings to the other's spelling (XARP / SHARP: 1). The
 * respellings read both ways (X for SH and SH for X), so the query's alone find the mark's.
 */
function respelledSimilarity(query: NameProfile, mark: NameProfile): number {
  let best = 0;
  for (const spelling of query.clusterSpellings)
    best = Math.max(best, editSimilarity(spelling, mark.spelling));
  for (const spelling of mark.clusterSpellings)
    best = Math.max(best, editSimilarity(spelling, query.spelling));
  return best;
}

/** A name whose SH/X or SKW/SCHW respelling is the mark's very letters (see scoreConflict). */
const CLUSTER_RESPELLED_EXACT = 0.95;

/** Least respelling similarity for equal sound codes to make a high risk (three letters in four). */
const FINE_AGREEMENT = 0.75;
/**
 * Least respelling similarity for equal sound codes to count at all. Below it the codes met by chance:
 * invented names meet two-word marks whose consonants fall the same way (KAVOLINE / COFFEE LION, both
 * KFLN; respellings half alike), where real sound-alikes keep most of their respelling (KOLGAIT /
 * COLGATE 0.71, NYKEE / NIKE).
 */
const COARSE_AGREEMENT = 0.6;

/** The highest score that is still medium risk (high starts at 0.85). */
const BELOW_HIGH = 0.84;
/** Where high risk starts. */
const HIGH_RISK = 0.85;

function phonetic(query: NameProfile, mark: NameProfile): number {
  if (!query.primary || !mark.primary) return 0;
  const spellingSimilarity = editSimilarity(query.spelling, mark.spelling);
  const codesEqual =
    query.primary === mark.primary ||
    query.primary === mark.secondary ||
    query.secondary === mark.primary ||
    (query.secondary !== '' && query.secondary === mark.secondary);
  // Equal codes of one or two sounds (NK, SL) are common by chance: the finer respelling decides more.
  if (codesEqual && query.primary.length >= 2) {
    const byCode =
      query.primary.length >= 3 ? 0.62 + 0.35 * spellingSimilarity : 0.5 + 0.4 * spellingSimilarity;
    // Double Metaphone drops vowels and merges many consonants, so invented names meet real marks on
    // equal codes by chance (JUBRALIX / IBRALEX, both JPRLKS). A high risk needs the finer respelling
    // to agree as well; otherwise the codes make it medium at most, and low when the respellings are
    // not even alike.
    if (spellingSimilarity < COARSE_AGREEMENT) return Math.min(byCode, BELOW_MEDIUM);
    // Split into words differently (SYLVERIAN / SILVER HONEY), the names are said differently however
    // their consonants fall: only a close respelling makes them alike.
    if (query.tokens.length !== mark.tokens.length && spellingSimilarity < FINE_AGREEMENT)
      return Math.min(byCode, BELOW_MEDIUM);
    return spellingSimilarity >= FINE_AGREEMENT ? byCode : Math.min(byCode, BELOW_HIGH);
  }
  const codeSimilarity = editSimilarity(query.primary, mark.primary);
  return 0.9 * Math.max(spellingSimilarity, 0.9 * codeSimilarity);
}

/**
 * One pair of adjacent letters swapped and nothing else (ADSA / ASDA): the commonest slip of typing and
 * reading. Edit similarity counts it as one edit, which in a four-letter mark leaves 0.75 and kept the
 * pair under the threshold, though a reader sees the same letters.
 */
export function oneAdjacentSwap(a: string, b: string): boolean {
  if (a.length !== b.length || a.length < 3) return false;
  let at = 0;
  while (at < a.length && a.charCodeAt(at) === b.charCodeAt(at)) at += 1;
  if (at >= a.length - 1) return false;
  return a[at] === b[at + 1] && a[at + 1] === b[at] && a.slice(at + 2) === b.slice(at + 2);
}

function visual(query: NameProfile, mark: NameProfile): number {
  if (query.skeleton.length >= 3 && query.skeleton === mark.skeleton) return 0.9;
  // A digit in the place of the capital it looks like (LE6O / LEGO) reads as the same word, as 0 for O does.
  if (query.skeleton.length >= 3 && query.digitCapitalSkeletons.includes(mark.skeleton)) return 0.9;
  // In three letters (IMB / IBM) the swap moves a third of the name: the same letters, medium.
  if (oneAdjacentSwap(query.compact, mark.compact)) return query.compact.length === 3 ? 0.8 : 0.86;
  // A mirrored or turned letter (BIOR / DIOR) reads as the same word at a glance, where an edit
  // distance counts a plain wrong letter.
  if (mirroredAlike(query.skeleton, mark.skeleton)) return 0.86;
  return Math.max(
    0.95 * editSimilarity(query.skeleton, mark.skeleton),
    0.95 * editSimilarity(query.compact, mark.compact),
  );
}

/**
 * A name read in Latin letters from another script (ΝΕΣΚΑΦΕ as NESKAFE) is the mark said the same way,
 * not the mark written the same way: high, below an identical or respelled name, and by sound only.
 */
const TRANSLITERATED_MAX = 0.95;

export interface ConflictOptions {
  /**
   * The mark is a well-known mark of our list (well-known-marks.ts): a word of it swapped for one of its
   * kind, the other kept, still calls it to mind (meaning-swap.ts).
   */
  wellKnown?: boolean;
}

export function scoreConflict(
  query: NameProfile,
  mark: NameProfile,
  options: ConflictOptions = {},
): ConflictScore {
  const direct = scoreWritten(query, mark, options);
  let best = direct;
  for (const reading of query.romanized) {
    const said = Math.min(TRANSLITERATED_MAX, scoreWritten(reading, mark, options).score);
    if (said > best.score) best = { score: said, reasons: ['phonetic'] };
  }
  return best;
}

/** scoreConflict of the names as written (no Latin readings). */
function scoreWritten(query: NameProfile, mark: NameProfile, options: ConflictOptions): ConflictScore {
  if (query.literal === mark.literal) return { score: 1, reasons: ['identical'] };
  const parts: Array<[ConflictReason, number]> = [];
  if (query.norm === mark.norm) {
    // Same letters and words: only punctuation, case of accents, or both, differ.
    if (query.folded === mark.folded) parts.push(['diacritics', 0.97]);
    else {
      parts.push(['punctuation', 0.97]);
      if (
        query.literal.normalize('NFD').length !== query.folded.length ||
        mark.literal.normalize('NFD').length !== mark.folded.length
      ) {
        parts.push(['diacritics', 0.97]);
      }
    }
  } else if (query.compact === mark.compact) {
    parts.push(['spacing', 0.96]);
  } else if (query.singularCompact === mark.singularCompact) {
    parts.push(['plural', 0.94]);
  }
  if (
    query.english.includes(mark.compact) ||
    mark.english.includes(query.compact) ||
    query.english.includes(mark.singularCompact) ||
    // An English name written in the mark's language (THE APOTHECARY / O BOTICÁRIO).
    query.foreignKeys.includes(mark.compact)
  ) {
    // The gloss in an order English does not use is the same words, a little less the same mark.
    const outOfOrder = query.englishOutOfOrder.includes(mark.compact);
    const lesser = query.englishLesser.includes(mark.compact) ? TRANSLATION_LESSER_MEANING : 0;
    parts.push(['translation', (outOfOrder ? TRANSLATION_OUT_OF_ORDER : 0.9) - lesser]);
  } else {
    const held = heldTranslation(query, mark);
    if (held > 0) parts.push(['translation', held]);
  }
  // Letter names said aloud and written down (KAY EF SEE / KFC) sound the same, whatever the codes say.
  // Both profiles' readings are compared, so two names profiled by profileName meet either way; a
  // stored mark has none (reading the letter names of every candidate tripled the cost of scoring).
  const spoken =
    query.spokenLetters.includes(mark.compact) || mark.spokenLetters.includes(query.compact) ? 0.88 : 0;
  // One sound spelled another way (SKWAB / SCHWAB, XARP / SHARP): the respelled name is compared as a
  // sound-alike whose codes differ, by its finer respelling alone.
  // Written letter for letter as the mark once the sound is respelled (SHUNLEI / XUNLEI, XINE / SHINE):
  // the same name said the same way, nearer than a sound-alike whose respelling merely agrees.
  const respelledExact =
    query.clusterCompacts.includes(mark.compact) || mark.clusterCompacts.includes(query.compact)
      ? CLUSTER_RESPELLED_EXACT
      : 0;
  const respelled = Math.max(respelledExact, 0.9 * respelledSimilarity(query, mark));
  parts.push(['phonetic', Math.max(spoken, respelled, phonetic(query, mark))]);
  parts.push(['visual', visual(query, mark)]);
  // A parody keeps part of the mark too (SALESHORSE / SALESFORCE): reported as contained, medium at most.
  parts.push([
    'contained',
    Math.max(
      containment(query, mark),
      heldNearSpelling(query, mark),
      parodyScore(query.compact, mark.compact, query.strongTokens, mark.strongTokens, options.wellKnown),
      options.wellKnown === true ? meaningSwapScore(query.tokens, mark.tokens, query.strongTokens) : 0,
      options.wellKnown === true ? wellKnownHeadScore(query.tokens, mark.tokens, query.strongTokens) : 0,
    ),
  ]);

  const threshold: Partial<Record<ConflictReason, number>> = { phonetic: 0.72, visual: 0.72, contained: 0.6 };
  const kept = parts.filter(([reason, value]) => value >= (threshold[reason] ?? 0));
  if (kept.length === 0) return { score: 0, reasons: [] };
  kept.sort((a, b) => b[1] - a[1]);
  const best = kept[0]?.[1] ?? 0;
  // Several independent kinds of similarity together weigh a little more than the strongest alone, but
  // they do not make a high risk that no kind reaches by itself: one inserted letter (JESKORA / JESORA)
  // is seen by the sound, the look and the containment alike, three measures of one small difference.
  const together = best + 0.02 * (kept.length - 1);
  const score = Math.min(0.99, best >= HIGH_RISK ? together : Math.min(together, BELOW_HIGH));
  // Reasons read from the most specific explanation to the most general.
  const reasons = kept
    .map(([reason]) => reason)
    .sort((a, b) => REASON_ORDER.indexOf(a) - REASON_ORDER.indexOf(b));
  return { score: Math.round(score * 1000) / 1000, reasons };
}
