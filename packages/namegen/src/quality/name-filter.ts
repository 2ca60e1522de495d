import { isExistingWord, isOffensive } from '../lexicon/index.ts';
import type { Language, Method } from '../types.ts';
import { isDemonym, isDemonymCoinage } from './demonyms.ts';
import { hasBadForeignMeaning, warmUpForeignMeaning } from './foreign-meaning.ts';
import { addsEmptyWord, isFunctionWordName } from './function-words.ts';
import { isKeywordTypo } from './keyword-typos.ts';
import { hiddenNegativeWords, isNegativeWord, warmUpNegativeWords } from './negative-words.ts';
import { showsEnoughOfPhrase, WHOLE_PHRASE_METHODS } from './phrase-coverage.ts';
import { visibleBadWords } from './visible-words.ts';

/**
 * The filters every method's names pass before ranking (issue 16): a name a founder would strike out
 * at once never reaches a first page, whatever its score.
 */
export type RejectionReason =
  | 'offensive'
  | 'negative'
  | 'demonym'
  | 'function-word'
  | 'keyword-typo'
  | 'one-word-of-phrase'
  | 'foreign-meaning';

export interface FilterContext {
  method: Method;
  /** The keyword's words, lower case. */
  keywordWords: readonly string[];
  /** Foreignize's language, for the meaning check of the names it writes. */
  language?: Language;
}

/** Why a name must not be shown, or undefined when it may. Words the user typed are never held against a name. */
export function nameRejection(name: string, context: FilterContext): RejectionReason | undefined {
  const { keywordWords, method } = context;
  const lower = name.toLowerCase().trim();
  const parts = lower.split(/\s+/).filter((part) => part.length > 0);
  const fromUser = (word: string): boolean => keywordWords.includes(word);
  const letters = parts.join('');
  const typed = keywordWords.join(' ');
  if (
    parts.some((part) => !fromUser(part) && isOffensive(part, typed)) ||
    (parts.length > 1 && isOffensive(letters, typed))
  ) {
    return 'offensive';
  }
  if (parts.some((part) => !fromUser(part) && isNegativeWord(part))) return 'negative';
  // A digit, apostrophe or ampersand splits a name into words as it is read: "clouds2rage" says
  // "to rage", and "w&b" says "w and b", whose b is a slur's abbreviation in the profanity lists.
  const runs = lower
    .split(/[^a-z\s]+/)
    .flatMap((run) => run.split(/\s+/))
    .filter((run) => run.length > 0);
  if (runs.length > parts.length && runs.some((run) => !fromUser(run) && isOffensive(run, typed)))
    return 'offensive';
  if (runs.length > parts.length && runs.some((run) => !fromUser(run) && isNegativeWord(run)))
    return 'negative';
  if (parts.length === 1 && /^[a-z]+$/.test(letters) && !isExistingWord(letters)) {
    if (hiddenNegativeWords(letters).some((word) => !typed.includes(word))) return 'negative';
  }
  // A short adult or negative word at the edge of an invented part (flosex, dograge), any method's.
  const visible = parts
    .filter((part) => /^[a-z]+$/.test(part) && !fromUser(part) && !isExistingWord(part))
    .flatMap((part) => visibleBadWords(part, typed));
  if (visible.some(({ kind }) => kind === 'adult')) return 'offensive';
  if (visible.length > 0) return 'negative';
  if (parts.some((part) => !fromUser(part)) && isDemonym(lower)) return 'demonym';
  if (parts.length === 1 && !fromUser(letters) && !isExistingWord(letters) && isDemonymCoinage(letters))
    return 'demonym';
  if (isFunctionWordName(lower) || addsEmptyWord(parts, keywordWords)) return 'function-word';
  if (isKeywordTypo(lower, keywordWords)) return 'keyword-typo';
  if (WHOLE_PHRASE_METHODS.has(method) && !showsEnoughOfPhrase(lower, keywordWords))
    return 'one-word-of-phrase';
  if (method === 'translations' && context.language && hasBadForeignMeaning(lower, context.language)) {
    return 'foreign-meaning';
  }
  return undefined;
}

/** Loads the filters' word lists (part of the engine's warm-up). */
export function warmUpNameFilter(): void {
  warmUpNegativeWords();
  isDemonym('warm');
  warmUpForeignMeaning('ES');
}
