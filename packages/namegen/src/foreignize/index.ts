import type { Candidate, Language } from '../types.ts';
import {
  coin,
  endingAppeal,
  ENGLISH_FLAVOURS,
  LANGUAGE_FLAVOURS,
  scoredRomanceCoinages,
  repeatsSound,
  romanceStems,
} from './coinages.ts';
import { DEFAULT_LANGUAGE, LANGUAGE_NAMES, parseLanguage } from './languages.ts';
import {
  findEnglishFor,
  findEntry,
  lexiconSize,
  preferredForms,
  romanizedForm,
  type LexiconEntry,
} from './lexicon.ts';
import { isPhrase, isShortPhrase, phraseHead } from './phrase-heads.ts';
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
 * Score bands: translations above coinages, whatever the coinage's quality. Coinages stay near half a
 * translation's score: the learned brand-likeness blended in when the page is ranked (src/rank.ts)
 * would otherwise lift a short coinage over a long translation (fotora over fotografia). The
 * translations of a phrase run together (cervezaartesania, organicogranja) sit among the coinages:
 * our raters gave them 1.0–2.0, below a good coinage (vinora 4.0, jardina 3.5; bench/appeal).
 */
const TRANSLATION_SCORE = 1;
const COMBINATION_SCORE = 0.42;
const COINAGE_FLOOR = 0.2;
const COINAGE_RANGE = 0.55;
/** A word of the field stands in for a keyword word the lexicon lacks (bookshop → libro, tienda). */
const FIELD_TRANSLATION_SCORE = 0.95;
const MAX_FIELD_WORDS = 2;
/**
 * A phrase translation (skincare → "cuidado de la piel") is not a name: its key word stands in for it
 * (piel), just below a one-word translation; a phrase of two short words ("pez dorado") comes with the
 * run-together translations, among the coinages, below the key word, the field's words and the best
 * coinages.
 */
const HEAD_PENALTY = 0.02;
const SHORT_PHRASE_SCORE = COMBINATION_SCORE;
/**
 * A word's second rendering (lighting's own iluminación after light's luz) comes among the best
 * coinages of the first, not just after it: longer, it ranked second on the page (tutoring: tutor,
 * clases) where the first's coinages (tutoro, tutora) were the better names.
 */
const LATER_RENDERING_SCORE = 0.52;
/**
 * English words our raters rejected with a foreign ending: long ones and -ing forms (bookshopo,
 * plumbingo, tutoringita). Their coinages come after those of a translation.
 */
const MAX_COINED_ENGLISH = 8;
const AWKWARD_ENGLISH_PENALTY = 0.1;
/**
 * Our raters (bench/appeal) liked a short stem with a Romance ending best (vinora 4.0, jardina 3.5,
 * -ora 2.9 on average) and a whole long word with a plain ending least (floristo, vinedus, segurus:
 * -a, -o, -us, -ex at 1.7–1.9). Short-stem coinages lead the coinages, best-liked ending first and a
 * stem's later endings after the other stems' first; an ending on a word longer than a short stem
 * comes after them.
 */
const ROMANCE_BASE = 0.2;
const SAME_STEM_COST = 0.04;
const MAX_SHORT_STEM = 5;
const WHOLE_WORD_COST = 0.2;
const LONG_WORD_COST = 0.15;
/** Coinages of the translation lead those of a word of the field, and those of the English word. */
const TRANSLATION_STEM_BONUS = 0.04;
const FIELD_STEM_BONUS = 0.03;

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

/**
 * How one keyword word is translated: its entry's form, and the single word names are built on (the
 * form itself, or the key word of a phrase form).
 */
interface Rendering {
  entry: LexiconEntry;
  form: RomanizedForm;
  /** One word of the form, or undefined when a phrase has no word to build on. */
  name: string | undefined;
}

function rendering(entry: LexiconEntry, language: Language): Rendering {
  const form = romanizedForm(entry, language);
  const name = isPhrase(form.latin) ? phraseHead(form.latin, entry.english, language) : form.latin;
  return { entry, form, name };
}

/** A word's renderings, the one names lead with first (lighting: luz, then iluminación; lexicon.ts). */
function renderingsOf(entry: LexiconEntry, language: Language): Rendering[] {
  return preferredForms(entry, language).map(({ entry: used }) => rendering(used, language));
}

/** 'Spanish for skincare is "cuidado de la piel": its key word, piel' (the romanisation too where it differs). */
function describeHead(language: Language, english: string, form: RomanizedForm, head: string): string {
  const latin = foldToAscii(form.native).toLowerCase() === form.latin ? '' : ` (${form.latin})`;
  return `${LANGUAGE_NAMES[language]} for ${english} is "${form.native}"${latin}: its key word, ${head}`;
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

  const renderings = words.map((word) => (word.entry ? renderingsOf(word.entry, language) : []));
  // `later`: a word's second rendering (tutoring's own "clases particulares" after tutor).
  const translations: { word: Word; form: RomanizedForm; name: string; later: boolean }[] = [];
  // A keyword word the lexicon lacks is stood in for by the words of its field that it has.
  const fieldTranslations: { word: Word; form: RomanizedForm; name: string; of: string }[] = [];
  // One-word keywords only: a phrase's other words already carry its meaning, and a modifier's first
  // sense is often not the trade's (dental → the tongue, of dental consonants).
  // A word whose translation is a phrase gets them too: the phrase is not a name (skincare → piel).
  for (const [index, word] of (words.length === 1 ? words : []).entries()) {
    const lead = renderings[index]?.[0];
    if ((lead && !isPhrase(lead.form.latin)) || !/^[a-z]+$/u.test(word.english)) continue;
    const stand = fieldWords(word.english, 1)
      .slice(1)
      .flatMap((english) => {
        const entry = findEntry(english);
        return entry && !excluded.has(entry.english) ? [{ english, entry }] : [];
      })
      .slice(0, MAX_FIELD_WORDS);
    stand.forEach(({ entry }, index) => {
      // A field word's phrase form gives its key word too (bespoke's field: tailored, "a medida").
      const { form, name } = rendering(entry, language);
      if (name === undefined) return;
      fieldTranslations.push({ word: { english: entry.english, entry }, form, name, of: word.english });
      const ofField = `a word of ${word.english}'s field`;
      const why = isPhrase(form.latin)
        ? `${describeHead(language, entry.english, form, name)}, ${ofField}`
        : `${describeTranslation(language, entry.english, form)}, ${ofField}`;
      list.add(
        name,
        FIELD_TRANSLATION_SCORE - 0.01 * index - (isPhrase(form.latin) ? HEAD_PENALTY : 0),
        why,
        true,
      );
    });
  }
  // Each word's first rendering, for the run-together translations of a multi-word keyword.
  const leads: { word: Word; name: string }[] = [];
  renderings.forEach((wordRenderings, index) => {
    wordRenderings.forEach(({ entry, form, name }, order) => {
      const score =
        order > 0 ? LATER_RENDERING_SCORE : TRANSLATION_SCORE - 0.01 * (index + (phraseEntry ? 1 : 0));
      const word = { english: entry.english, entry };
      if (name !== undefined && order === 0) leads.push({ word, name });
      if (!isPhrase(form.latin)) {
        list.add(form.latin, score, describeTranslation(language, entry.english, form), true);
      } else if (isShortPhrase(form.latin)) {
        list.add(form.latin, SHORT_PHRASE_SCORE, describeTranslation(language, entry.english, form), true);
      }
      if (name === undefined) return;
      translations.push({ word, form, name, later: order > 0 });
      if (isPhrase(form.latin)) {
        list.add(name, score - HEAD_PENALTY, describeHead(language, entry.english, form, name), true);
      }
    });
  });

  // Multi-word keywords: the translations run together, in the typed order and reversed
  // (many of these languages put the adjective after the noun).
  if (leads.length > 1) {
    const joined = leads.map((t) => t.name.replace(/[\s-]+/gu, '')).join('');
    const englishList = leads.map((t) => t.word.english).join(' + ');
    list.add(joined, COMBINATION_SCORE, `${LANGUAGE_NAMES[language]} for ${englishList}`);
    const reversed = [...leads].reverse();
    list.add(
      reversed.map((t) => t.name.replace(/[\s-]+/gu, '')).join(''),
      COMBINATION_SCORE - 0.01,
      `${LANGUAGE_NAMES[language]} for ${reversed.map((t) => t.word.english).join(' + ')}`,
    );
  }

  // The ending's appeal to our raters stands in for how characteristic it is of the flavour.
  const coinageScore = (word: string, name: string, ending: string, bonus: number): number =>
    COINAGE_FLOOR +
    COINAGE_RANGE * (0.6 * pronounceability(name) + 0.4 * endingAppeal(ending)) +
    bonus -
    WHOLE_WORD_COST -
    (word.replace(/[aeiou]+$/u, '').length > MAX_SHORT_STEM ? LONG_WORD_COST : 0) +
    0.02 * jitter();
  const addRomanceCoinages = (word: string, bonus: number, source: string): void => {
    for (const stem of romanceStems(word)) {
      scoredRomanceCoinages(stem, pronounceability, ROMANCE_BASE, bonus).forEach(
        ({ name, ending, score }, index) =>
          list.add(
            name,
            score - SAME_STEM_COST * index + 0.02 * jitter(),
            `Romance coinage: ${source}, cut to ${stem}-, + -${ending}`,
          ),
      );
    }
  };

  for (const { word, form, name, later } of translations) {
    const source = isPhrase(form.latin)
      ? `${name} (of "${form.latin}", ${LANGUAGE_NAMES[language]} for ${word.english})`
      : `${form.latin} (${LANGUAGE_NAMES[language]} for ${word.english})`;
    // Single words only: endings on "estrella fugaz" would read oddly. A second rendering is shown
    // but not coined from: its coinages (clasero, clasora from tutoring's "clases particulares")
    // crowded out the first's.
    if (isPhrase(name) || later) continue;
    addRomanceCoinages(name, TRANSLATION_STEM_BONUS, source);
    for (const coinage of coin(name, LANGUAGE_FLAVOURS[language])) {
      if (repeatsSound(coinage.name)) continue;
      list.add(
        coinage.name,
        coinageScore(name, coinage.name, coinage.ending, 0.03),
        `${coinage.flavour} coinage: ${source} + -${coinage.ending}`,
      );
    }
  }
  for (const { form, name, word, of } of fieldTranslations) {
    if (isPhrase(name)) continue;
    const source = isPhrase(form.latin)
      ? `${name} (of "${form.latin}", ${LANGUAGE_NAMES[language]} for ${word.english}, of ${of}'s field)`
      : `${form.latin} (${LANGUAGE_NAMES[language]} for ${word.english}, of ${of}'s field)`;
    addRomanceCoinages(name, FIELD_STEM_BONUS, source);
    for (const coinage of coin(name, LANGUAGE_FLAVOURS[language])) {
      if (repeatsSound(coinage.name)) continue;
      list.add(
        coinage.name,
        coinageScore(name, coinage.name, coinage.ending, 0.02),
        `${coinage.flavour} coinage: ${source} + -${coinage.ending}`,
      );
    }
  }
  for (const word of words) {
    if (!/^[a-z]+$/u.test(word.english)) continue;
    const awkward = word.english.length > MAX_COINED_ENGLISH || word.english.endsWith('ing');
    addRomanceCoinages(word.english, 0, word.english);
    for (const coinage of coin(word.english, ENGLISH_FLAVOURS)) {
      if (repeatsSound(coinage.name)) continue;
      list.add(
        coinage.name,
        coinageScore(word.english, coinage.name, coinage.ending, awkward ? -AWKWARD_ENGLISH_PENALTY : 0),
        `${coinage.flavour} coinage: ${word.english} + -${coinage.ending}`,
      );
    }
  }

  return list.ranked().slice(0, limit);
}
