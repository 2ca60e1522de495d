import { LEXICON_TABLES } from '../lexicon-data/index.ts';
import { LANGUAGES, type Language } from '../types.ts';
import { stripArabicMarks } from './arabic-romanize.ts';
import { foldToAscii, romanize, type NativeForm, type RomanizedForm } from './romanize.ts';

/** One headword of our bilingual lexicon with its translation in every language. */
export interface LexiconEntry {
  english: string;
  forms: Readonly<Record<Language, NativeForm>>;
}

/** Column order of the data files after the English headword. */
const COLUMN_LANGUAGES: readonly Language[] = ['ES', 'FR', 'DE', 'ZH', 'AR', 'IT', 'LA', 'JA', 'PT', 'RU'];

interface LoadedLexicon {
  entries: ReadonlyMap<string, LexiconEntry>;
  /** Native-script and folded foreign forms → English headword, for keywords typed in another language. */
  reverse: ReadonlyMap<string, string>;
}

let loaded: LoadedLexicon | undefined;
const romanizedCache = new Map<string, RomanizedForm>();

function parseForm(language: Language, cell: string): NativeForm {
  if (language === 'JA') {
    const [native = '', reading] = cell.split('/');
    return reading === undefined ? { native } : { native, reading };
  }
  if (language === 'AR') return { native: stripArabicMarks(cell), vocalised: cell };
  return { native: cell };
}

function parseRow(line: string): LexiconEntry | undefined {
  const cells = line.split('|').map((cell) => cell.trim());
  if (cells.length !== COLUMN_LANGUAGES.length + 1 || cells.some((cell) => cell.length === 0)) {
    return undefined;
  }
  const [english = '', ...translations] = cells;
  const forms = {} as Record<Language, NativeForm>;
  COLUMN_LANGUAGES.forEach((language, index) => {
    forms[language] = parseForm(language, translations[index] ?? '');
  });
  return { english: english.toLowerCase(), forms };
}

/** Malformed rows and repeated headwords found while loading; the lexicon test asserts there are none. */
export const loadProblems: { malformedRows: string[]; duplicateHeadwords: string[] } = {
  malformedRows: [],
  duplicateHeadwords: [],
};

function load(): LoadedLexicon {
  if (loaded) return loaded;
  const entries = new Map<string, LexiconEntry>();
  const reverse = new Map<string, string>();
  for (const table of LEXICON_TABLES) {
    for (const rawLine of table.split('\n')) {
      const line = rawLine.trim();
      if (line.length === 0 || line.startsWith('#')) continue;
      const entry = parseRow(line);
      if (!entry) {
        loadProblems.malformedRows.push(line);
        continue;
      }
      // The first row of a headword wins; duplicates are reported by the lexicon test.
      if (entries.has(entry.english)) {
        loadProblems.duplicateHeadwords.push(entry.english);
        continue;
      }
      entries.set(entry.english, entry);
      for (const language of LANGUAGES) {
        const form = entry.forms[language];
        for (const key of [form.native.toLowerCase(), form.reading, foldToAscii(form.native)]) {
          if (key && !reverse.has(key)) reverse.set(key, entry.english);
        }
      }
    }
  }
  loaded = { entries, reverse };
  return loaded;
}

/** All headwords, in data-file order. */
export function lexiconEntries(): readonly LexiconEntry[] {
  return [...load().entries.values()];
}

/** Number of English headwords in the lexicon. */
export function lexiconSize(): number {
  return load().entries.size;
}

/** Forms an English word may take, most likely first, to reach its dictionary form (lights → light). */
function lemmaCandidates(word: string): string[] {
  const candidates = [word];
  const add = (stem: string): void => {
    if (stem.length >= 2) candidates.push(stem);
  };
  if (word.endsWith('ies')) add(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) add(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss')) add(word.slice(0, -1));
  if (word.endsWith('ing')) {
    add(word.slice(0, -3));
    add(`${word.slice(0, -3)}e`);
  }
  if (word.endsWith('ed')) {
    add(word.slice(0, -2));
    add(word.slice(0, -1));
  }
  if (word.endsWith('ly')) add(word.slice(0, -2));
  if (word.endsWith('est')) add(word.slice(0, -3));
  if (word.endsWith('er')) add(word.slice(0, -2));
  return candidates;
}

/** The lexicon entry for an English word or phrase, trying simple inflections too. */
export function findEntry(word: string): LexiconEntry | undefined {
  const { entries } = load();
  const normalised = word
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/gu, ' ');
  for (const candidate of lemmaCandidates(normalised)) {
    const entry = entries.get(candidate);
    if (entry) return entry;
  }
  return undefined;
}

/** The English headword for a word written in one of the lexicon's languages (光, свет, lumière). */
export function findEnglishFor(foreignWord: string): string | undefined {
  const { reverse } = load();
  const trimmed = foreignWord.trim();
  return (
    reverse.get(trimmed.toLowerCase()) ??
    reverse.get(stripArabicMarks(trimmed)) ??
    reverse.get(foldToAscii(trimmed))
  );
}

/** The Latin-script form of an entry in one language, romanised once and cached. */
export function romanizedForm(entry: LexiconEntry, language: Language): RomanizedForm {
  const key = `${language}\u0000${entry.english}`;
  const cached = romanizedCache.get(key);
  if (cached) return cached;
  const form = romanize(entry.forms[language], language);
  romanizedCache.set(key, form);
  return form;
}

/**
 * "-ing" trades named after what they work with, whose base word's translation makes the better name
 * (lighting → light: luz, not iluminación). Listed, not guessed from the spelling: most -ing
 * headwords have a meaning of their own (training is not about trains, earring not about ears,
 * ironing not about iron, caring not about cars).
 */
const BASE_LED_ING_TRADES: ReadonlySet<string> = new Set([
  ...['lighting', 'gardening', 'camping', 'farming', 'marketing', 'skating', 'tutoring', 'heating'],
]);

/** The base word of a listed "-ing" trade (lighting → light, skating → skate), or undefined. */
export function ingBase(entry: LexiconEntry): LexiconEntry | undefined {
  const word = entry.english;
  if (!BASE_LED_ING_TRADES.has(word)) return undefined;
  const stem = word.slice(0, -3);
  for (const candidate of [stem, `${stem}e`]) {
    const base = load().entries.get(candidate);
    if (base) return base;
  }
  return undefined;
}

function letters(form: RomanizedForm): number {
  return form.latin.replace(/[\s-]+/gu, '').length;
}

/**
 * An entry's forms in a language, the one names lead with first: a listed -ing trade leads with its
 * base word's form where that is shorter (lighting → luz, then iluminación).
 */
export function preferredForms(
  entry: LexiconEntry,
  language: Language,
): { entry: LexiconEntry; form: RomanizedForm }[] {
  const own = { entry, form: romanizedForm(entry, language) };
  const base = ingBase(entry);
  if (!base) return [own];
  const based = { entry: base, form: romanizedForm(base, language) };
  return letters(based.form) < letters(own.form) ? [based, own] : [own];
}

/**
 * Translates an English word into a language: `{ latin: 'luz', native: 'luz' }`, or undefined. A
 * listed -ing trade gives its base word's shorter form (gardening → Latin hortus, not hortorum cultus).
 */
export function translate(word: string, language: Language): RomanizedForm | undefined {
  const entry = findEntry(word);
  return entry ? preferredForms(entry, language)[0]?.form : undefined;
}
