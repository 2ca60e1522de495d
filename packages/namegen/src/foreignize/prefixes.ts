/**
 * Spec 001 section 9: the original product stored some word values with a language prefix
 * ("spanish luz", "spanish_luz"); these prefixes must never reach results.
 */
const LANGUAGE_PREFIX = /(^|[\s_-])(german|french|swedish|spanish|italian)[\s_-]+(?=\S)/giu;

/** Removes the spec's language prefixes from a value, wherever a prefix word precedes another word. */
export function stripLanguagePrefixes(value: string): string {
  let previous: string;
  let current = value;
  // Repeat so that stacked prefixes ("spanish_italian luz") all go.
  do {
    previous = current;
    current = current.replace(LANGUAGE_PREFIX, '$1');
  } while (current !== previous);
  return current.replace(/^[\s_-]+/u, '').trim();
}

const PREFIX_WORDS = new Set(['german', 'french', 'swedish', 'spanish', 'italian']);

/** True when a value is nothing but a prefix word, which results must not show either. */
export function isBareLanguagePrefix(value: string): boolean {
  return PREFIX_WORDS.has(value.trim().toLowerCase());
}
