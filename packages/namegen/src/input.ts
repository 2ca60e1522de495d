import { NamegenInputError } from './errors.ts';
import { DEFAULT_LANGUAGE } from './messages.ts';
import { LANGUAGES, type Language } from './types.ts';

export const MAX_KEYWORD_LENGTH = 60;
const MAX_WORDS = 6;

/** A keyword split into plain lower-case Latin words. */
export interface Keyword {
  /** The words joined by single spaces, e.g. "federal express". */
  text: string;
  words: string[];
}

/**
 * Validates and normalises a keyword: trims, folds accents ("café" -> "cafe"), lower-cases and
 * splits on anything that is not a letter. Throws NamegenInputError with a user-facing message for
 * empty, over-long, digit-only or non-Latin keywords.
 */
export function parseKeyword(keyword: unknown): Keyword {
  if (typeof keyword !== 'string') throw new NamegenInputError('Search word is required');
  const trimmed = keyword.trim();
  if (trimmed.length === 0) throw new NamegenInputError('Search word is required');
  if (trimmed.length > MAX_KEYWORD_LENGTH) {
    throw new NamegenInputError(
      `Search word is too long: at most ${MAX_KEYWORD_LENGTH} characters, got ${trimmed.length}`,
    );
  }
  if (/^[\d\s.,+-]+$/.test(trimmed)) {
    throw new NamegenInputError('Search word must contain letters, not only digits');
  }
  const folded = trimmed
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/[æ]/gi, 'ae')
    .replace(/[ø]/gi, 'o')
    .toLowerCase()
    // "don't" is one word, not "don" and "t".
    .replace(/['’]/g, '');
  const words = folded.split(/[^a-z]+/).filter((word) => word.length > 0);
  if (words.length === 0) {
    throw new NamegenInputError(
      'Search word must be written in Latin letters (a-z); other scripts are not supported yet',
    );
  }
  if (words.length > MAX_WORDS) {
    throw new NamegenInputError(`Search word has too many words: at most ${MAX_WORDS}`);
  }
  return { text: words.join(' '), words };
}

/**
 * Validates a Foreignize language code (case-insensitive). "EN", the create payload's default
 * (spec 001 section 9), means "no language chosen" and falls back to the options' default, ES.
 */
export function parseLanguage(language: unknown): Language {
  if (language === undefined || language === null || language === '') return DEFAULT_LANGUAGE;
  const code = typeof language === 'string' ? language.trim().toUpperCase() : '';
  if (code === 'EN') return DEFAULT_LANGUAGE;
  const known = LANGUAGES.find((candidate) => candidate === code);
  if (!known) {
    throw new NamegenInputError(
      `Unknown language "${String(language)}"; valid codes: ${LANGUAGES.join(', ')}`,
    );
  }
  return known;
}
