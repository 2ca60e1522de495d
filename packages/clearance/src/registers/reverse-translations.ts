// An English name against a registered foreign mark (THE SPORTY ROOSTER / LE COQ SPORTIF, THE
// APOTHECARY / O BOTICÁRIO): the foreign equivalents doctrine reads both ways, but translations.ts reads
// foreign words into English, so a foreign mark was found only from a foreign query. Here the English
// words of the query are written in each language the maps know, as the compact names a foreign mark
// would have: the words' forms in both orders, with and without the language's articles. Bounded: one
// or two content words, at most FORMS_PER_WORD forms a word and KEYS_PER_LANGUAGE keys a language.
import { translationMaps } from './translations.ts';

type ForeignLanguage = 'ES' | 'FR' | 'DE' | 'IT' | 'PT' | 'NL';

/** The articles a mark opens with, singular first (L' compacts to L). */
const ARTICLES: Record<ForeignLanguage, readonly string[]> = {
  ES: ['el', 'la', 'los', 'las'],
  FR: ['le', 'la', 'l', 'les'],
  DE: ['der', 'die', 'das'],
  IT: ['il', 'la', 'lo', 'l'],
  PT: ['o', 'a', 'os', 'as'],
  NL: ['de', 'het'],
};
const LANGUAGES = Object.keys(ARTICLES) as ForeignLanguage[];
const ENGLISH_ARTICLES = new Set(['the', 'a', 'an']);
/** A name of more content words has too many orders to write out; the query-side readings cover it. */
const MAX_CONTENT_WORDS = 2;
/** Forms of one English word used per language (the first written, the commonest). */
const FORMS_PER_WORD = 2;
/** Keys per language, so at most 6 x 12 for a name. */
export const KEYS_PER_LANGUAGE = 12;
/** English words this short (OF, TO) are joining words, never a mark's word. */
const MIN_WORD = 3;

let forms: Map<string, Map<ForeignLanguage, string[]>> | null = null;

/** English word (compact) -> its forms in each language, from translations.ts's shared maps turned round. */
function foreignForms(): Map<string, Map<ForeignLanguage, string[]>> {
  if (forms !== null) return forms;
  forms = new Map();
  for (const [key, entry] of translationMaps().words)
    for (const language of entry.languages) {
      if (!(LANGUAGES as readonly string[]).includes(language)) continue;
      for (const meaning of entry.meanings) {
        // A word read as itself (an English headword) is no foreign form of it.
        if (meaning === key) continue;
        const byLanguage = forms.get(meaning) ?? new Map<ForeignLanguage, string[]>();
        const list = byLanguage.get(language as ForeignLanguage) ?? [];
        if (list.length < FORMS_PER_WORD && !list.includes(key)) list.push(key);
        byLanguage.set(language as ForeignLanguage, list);
        forms.set(meaning, byLanguage);
      }
    }
  return forms;
}

/**
 * The compact names a foreign mark that translates the English name word for word would have (SPORTY
 * ROOSTER: coqsportif, lecoqsportif, ...), for every language in which each content word has a form.
 * Empty for a name with no content word, more than MAX_CONTENT_WORDS, or a word the maps do not know.
 */
export function foreignTranslationKeys(tokens: readonly string[]): string[] {
  const words = tokens.filter((token) => !ENGLISH_ARTICLES.has(token));
  if (words.length === 0 || words.length > MAX_CONTENT_WORDS || words.some((word) => word.length < MIN_WORD))
    return [];
  const keys = new Set<string>();
  for (const language of LANGUAGES) {
    const perWord = words.map((word) => foreignForms().get(word)?.get(language) ?? []);
    if (perWord.some((list) => list.length === 0)) continue;
    const bodies: string[] = [];
    if (perWord.length === 1) bodies.push(...(perWord[0] as string[]));
    else {
      const [firsts = [], seconds = []] = perWord;
      for (const first of firsts)
        for (const second of seconds) bodies.push(`${first}${second}`, `${second}${first}`);
    }
    const written: string[] = [];
    for (const prefix of ['', ...ARTICLES[language]]) for (const body of bodies) written.push(prefix + body);
    for (const key of written.slice(0, KEYS_PER_LANGUAGE)) keys.add(key);
  }
  const english = words.join('');
  keys.delete(english);
  return [...keys];
}
