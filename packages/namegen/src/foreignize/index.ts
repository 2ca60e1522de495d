import type { Candidate, Language } from '../types.ts';
import { coin, ENGLISH_FLAVOURS, LANGUAGE_FLAVOURS } from './coinages.ts';
import { DEFAULT_LANGUAGE, LANGUAGE_NAMES, parseLanguage } from './languages.ts';
import { findEnglishFor, findEntry, lexiconSize, romanizedForm, type LexiconEntry } from './lexicon.ts';
import { isBareLanguagePrefix, stripLanguagePrefixes } from './prefixes.ts';
import { pronounceability } from './pronounceability.ts';
import type { RomanizedForm } from './romanize.ts';
import { foldToAscii } from './romanize.ts';
import { createRandom } from '../random.ts';
import { fieldWords } from '../methods/field-roots.ts';

export { DEFAULT_LANGUAGE, LANGUAGE_NAMES, parseLanguage } from './languages.ts';
export { lexiconSize, translate } from './lexicon.ts';

/** Loads the lexicon now (about 0.1-0.2 s) so that the first Foreignize call does not pay for it. */
export function warmUpForeignize(): void {
  lexiconSize();
}
export { stripLanguagePrefixes } from './prefixes.ts';
export type { RomanizedForm } from './romanize.ts';

export interface ForeignizeOptions {
  language?: Language;
  limit?: number;
  /** Varies the order of equally good coinages; the same seed always gives the same list. */
  seed?: number;
}

/** Keywords longer than this are cut to their first words; the engine validates length itself. */
const MAX_WORDS = 6;

/**
 * Score bands: translations above coinages, whatever the coinage's quality. The translations of a
 * phrase run together (cervezaartesania, organicogranja) sit among the coinages: our raters gave them
 * 1.0–2.0, below a good coinage (vinora 4.0, jardina 3.5; bench/appeal).
 */
const TRANSLATION_SCORE = 1;
const COMBINATION_SCORE = 0.6;
const COINAGE_FLOOR = 0.2;
const COINAGE_RANGE = 0.55;
/** A word of the field stands in for a keyword word the lexicon lacks (bookshop → libro, tienda). */
const FIELD_TRANSLATION_SCORE = 0.95;
const MAX_FIELD_WORDS = 2;
/**
 * English words our raters rejected with a foreign ending: long ones and -ing forms (bookshopo,
 * plumbingo, tutoringita). Their coinages come after those of a translation.
 */
const MAX_COINED_ENGLISH = 8;
const AWKWARD_ENGLISH_PENALTY = 0.1;

interface Word {
  /** The English word as typed (or the English headword of a foreign word typed by the user). */
  english: string;
  entry: LexiconEntry | undefined;
}

/** Splits a keyword into words, resolving words typed in a lexicon language to their English headword. */
function keywordWords(keyword: string): Word[] {
  const cleaned = stripLanguagePrefixes(keyword.normalize('NFC'));
  const tokens = cleaned
    .split(/[\s_\-,.;:/]+/u)
    .filter((token) => /\p{L}/u.test(token) && !isBareLanguagePrefix(token))
    .slice(0, MAX_WORDS);
  return tokens.map((token) => {
    const entry = findEntry(token.toLowerCase()) ?? findEntryForForeign(token);
    const english = entry?.english ?? foldToAscii(token);
    return { english, entry };
  });
}

function findEntryForForeign(token: string): LexiconEntry | undefined {
  const english = findEnglishFor(token);
  return english === undefined ? undefined : findEntry(english);
}

/** "Spanish for light", with the native form when it differs: "Japanese for light (光, hikari)". */
function describeTranslation(language: Language, english: string, form: RomanizedForm): string {
  const base = `${LANGUAGE_NAMES[language]} for ${english}`;
  if (language === 'ZH') return `${base} (${form.native}, ${form.toned ?? form.latin})`;
  if (form.native.toLowerCase() === form.latin) return base;
  if (language === 'JA' || language === 'AR' || language === 'RU') {
    return `${base} (${form.native}, ${form.latin})`;
  }
  return `${base} (${form.native})`;
}

class CandidateList {
  private readonly byName = new Map<string, Candidate>();

  constructor(private readonly excluded: ReadonlySet<string>) {}

  /**
   * Adds a candidate unless it is a bare prefix or too short. A coinage equal to the typed word is
   * dropped; a translation spelled like the English word ("French for dragon") is kept.
   */
  add(rawName: string, score: number, why: string, isTranslation = false): void {
    const name = stripLanguagePrefixes(rawName).toLowerCase();
    if (name.length < 2 || isBareLanguagePrefix(name)) return;
    if (!isTranslation && this.excluded.has(name)) return;
    const existing = this.byName.get(name);
    if (existing && existing.score >= score) return;
    this.byName.set(name, { name, score: round(score), why, method: 'translations' });
  }

  ranked(): Candidate[] {
    return [...this.byName.values()].sort((a, b) => b.score - a.score || a.name.localeCompare(b.name));
  }
}

function round(score: number): number {
  return Math.round(score * 1000) / 1000;
}

/**
 * Foreignize (method "translations"): the keyword's words translated into one language, shown in
 * Latin script with the native form in the "why", then foreign-flavoured coinages built from the
 * translations and from the English words, ranked by pronounceability. Unknown words still get
 * coinages; keywords with no letters give an empty list.
 */
export function foreignize(keyword: string, options: ForeignizeOptions = {}): Candidate[] {
  // Validated again here: JavaScript callers and JSON input can pass any string.
  const language = parseLanguage(options.language ?? DEFAULT_LANGUAGE);
  const limit = Math.max(0, Math.floor(options.limit ?? 50));
  if (limit === 0) return [];
  const words = keywordWords(keyword);
  if (words.length === 0) return [];

  const jitter = options.seed === undefined ? () => 0 : createRandom(options.seed).next;
  const excluded = new Set(words.map((word) => word.english));
  const list = new CandidateList(excluded);

  // The whole phrase first, where the lexicon has it as one headword ("north star").
  const phrase = words.map((word) => word.english).join(' ');
  const phraseEntry = words.length > 1 ? findEntry(phrase) : undefined;
  if (phraseEntry) {
    const form = romanizedForm(phraseEntry, language);
    list.add(form.latin, TRANSLATION_SCORE, describeTranslation(language, phraseEntry.english, form), true);
  }

  const translations: { word: Word; form: RomanizedForm }[] = [];
  // A keyword word the lexicon lacks is stood in for by the words of its field that it has.
  const fieldTranslations: { word: Word; form: RomanizedForm; of: string }[] = [];
  // One-word keywords only: a phrase's other words already carry its meaning, and a modifier's first
  // sense is often not the trade's (dental → the tongue, of dental consonants).
  for (const word of words.length === 1 ? words : []) {
    if (word.entry || !/^[a-z]+$/u.test(word.english)) continue;
    const stand = fieldWords(word.english, 1)
      .slice(1)
      .flatMap((english) => {
        const entry = findEntry(english);
        return entry && !excluded.has(entry.english) ? [{ english, entry }] : [];
      })
      .slice(0, MAX_FIELD_WORDS);
    stand.forEach(({ entry }, index) => {
      const form = romanizedForm(entry, language);
      fieldTranslations.push({ word: { english: entry.english, entry }, form, of: word.english });
      list.add(
        form.latin,
        FIELD_TRANSLATION_SCORE - 0.01 * index,
        `${describeTranslation(language, entry.english, form)}, a word of ${word.english}'s field`,
        true,
      );
    });
  }
  words.forEach((word, index) => {
    if (!word.entry) return;
    const form = romanizedForm(word.entry, language);
    translations.push({ word, form });
    list.add(
      form.latin,
      TRANSLATION_SCORE - 0.01 * (index + (phraseEntry ? 1 : 0)),
      describeTranslation(language, word.entry.english, form),
      true,
    );
  });

  // Multi-word keywords: the translations run together, in the typed order and reversed
  // (many of these languages put the adjective after the noun).
  if (translations.length > 1) {
    const joined = translations.map((t) => t.form.latin.replace(/[\s-]+/gu, '')).join('');
    const englishList = translations.map((t) => t.word.english).join(' + ');
    list.add(joined, COMBINATION_SCORE, `${LANGUAGE_NAMES[language]} for ${englishList}`);
    const reversed = [...translations].reverse();
    list.add(
      reversed.map((t) => t.form.latin.replace(/[\s-]+/gu, '')).join(''),
      COMBINATION_SCORE - 0.01,
      `${LANGUAGE_NAMES[language]} for ${reversed.map((t) => t.word.english).join(' + ')}`,
    );
  }

  const coinageScore = (name: string, typicality: number, bonus: number): number =>
    COINAGE_FLOOR +
    COINAGE_RANGE * (0.8 * pronounceability(name) + 0.2 * typicality) +
    bonus +
    0.02 * jitter();

  for (const { word, form } of translations) {
    const source = `${form.latin} (${LANGUAGE_NAMES[language]} for ${word.english})`;
    // Single-word romanisations only: endings on "estrella fugaz" would read oddly.
    if (/\s/u.test(form.latin)) continue;
    for (const coinage of coin(form.latin, LANGUAGE_FLAVOURS[language])) {
      list.add(
        coinage.name,
        coinageScore(coinage.name, coinage.typicality, 0.03),
        `${coinage.flavour} coinage: ${source} + -${coinage.ending}`,
      );
    }
  }
  for (const { form, word, of } of fieldTranslations) {
    if (/\s/u.test(form.latin)) continue;
    const source = `${form.latin} (${LANGUAGE_NAMES[language]} for ${word.english}, of ${of}'s field)`;
    for (const coinage of coin(form.latin, LANGUAGE_FLAVOURS[language])) {
      list.add(
        coinage.name,
        coinageScore(coinage.name, coinage.typicality, 0.02),
        `${coinage.flavour} coinage: ${source} + -${coinage.ending}`,
      );
    }
  }
  for (const word of words) {
    if (!/^[a-z]+$/u.test(word.english)) continue;
    const awkward = word.english.length > MAX_COINED_ENGLISH || word.english.endsWith('ing');
    for (const coinage of coin(word.english, ENGLISH_FLAVOURS)) {
      list.add(
        coinage.name,
        coinageScore(coinage.name, coinage.typicality, awkward ? -AWKWARD_ENGLISH_PENALTY : 0),
        `${coinage.flavour} coinage: ${word.english} + -${coinage.ending}`,
      );
    }
  }

  return list.ranked().slice(0, limit);
}
