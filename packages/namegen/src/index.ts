/**
 * The Create engine: name ideas from a keyword by eight methods over real lexical data.
 * See generate() for the main entry point.
 */
export { generate, generateSync, DEFAULT_LIMIT, MAX_LIMIT } from './generate.ts';
export type { GenerateOptions, GenerateResult } from './generate.ts';
export { warmUp } from './warm-up.ts';
export { isExistingWord, getFrequency, getPronunciations } from './lexicon/index.ts';
export { pronounceability, PRONOUNCEABLE_THRESHOLD } from './phonotactics/index.ts';
export {
  emptyResultMessage,
  stripLanguagePrefix,
  CREATE_TIMEOUT_MESSAGE,
  RESULTS_PER_PAGE,
  WORD_COMBI_HEADING,
  DEFAULT_LANGUAGE,
  LANGUAGE_PREFIXES,
} from './messages.ts';
export { NamegenInputError } from './errors.ts';
export { parseKeyword, MAX_KEYWORD_LENGTH, type Keyword } from './input.ts';
export { METHODS, LANGUAGES } from './types.ts';
export type { Candidate, Method, Language, ScreenedCandidate } from './types.ts';
