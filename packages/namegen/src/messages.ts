import type { Method } from './types.ts';

/** Spec 001 section 8: shown when a Create search goes wrong. */
export const CREATE_TIMEOUT_MESSAGE =
  'Oh no! Looks like something has gone wrong. Please try your search again or contact us.';

/** Spec 001 section 9. */
export const RESULTS_PER_PAGE = 24;
export const WORD_COMBI_HEADING = 'Word Combi Results';
export const DEFAULT_LANGUAGE = 'ES';
export const LANGUAGE_PREFIXES = ['german', 'french', 'swedish', 'spanish', 'italian'] as const;

/** Spec 001 section 8: the text of an empty result group, exactly as the product shows it. */
export function emptyResultMessage(method: Method): string {
  if (method === 'rhyme' || method === 'associate') {
    return `Try your search again – the ${method} tool will only work with a single word with a known meaning.`;
  }
  return 'Try your search again, perhaps you could try adding some spaces or a different word entirely!';
}

const PREFIX_PATTERN = new RegExp(`^(?:${LANGUAGE_PREFIXES.join('|')})(?:[\\s_:-]+|(?=[a-z]))`, 'i');

/**
 * Removes a leading language word ("spanish luz", "german_licht") from a result; repeated because
 * the original service sometimes stacked them. Returns '' when nothing but prefixes remains.
 */
export function stripLanguagePrefix(name: string): string {
  let result = name.trim();
  for (let guard = 0; guard < 3; guard++) {
    const lower = result.toLowerCase();
    if ((LANGUAGE_PREFIXES as readonly string[]).includes(lower)) return '';
    const stripped = result.replace(PREFIX_PATTERN, '').trim();
    if (stripped === result) break;
    result = stripped;
  }
  return result;
}

/** True when a name still starts with one of the section 9 language prefixes. */
export function hasLanguagePrefix(name: string): boolean {
  const lower = name.toLowerCase();
  return LANGUAGE_PREFIXES.some((prefix) => lower.startsWith(prefix));
}
