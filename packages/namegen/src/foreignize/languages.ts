import { LANGUAGES, type Language } from '../types.ts';

/** English display names, used in the "why" of each candidate ("Spanish for light"). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  ES: 'Spanish',
  FR: 'French',
  DE: 'German',
  ZH: 'Chinese',
  AR: 'Arabic',
  IT: 'Italian',
  LA: 'Latin',
  JA: 'Japanese',
  PT: 'Portuguese',
  RU: 'Russian',
};

export const DEFAULT_LANGUAGE: Language = 'ES';

function isLanguage(code: string): code is Language {
  return (LANGUAGES as readonly string[]).includes(code);
}

/**
 * Parses a language code case-insensitively ("es", " FR "). Unknown codes throw an error that names
 * every valid code, so the caller can show it to the user as is.
 */
export function parseLanguage(code: string): Language {
  const normalised = code.trim().toUpperCase();
  if (isLanguage(normalised)) return normalised;
  throw new Error(`Unknown language code "${code}". Valid codes are: ${LANGUAGES.join(', ')}.`);
}
