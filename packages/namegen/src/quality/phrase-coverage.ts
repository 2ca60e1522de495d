import type { Method } from '../types.ts';

/**
 * Methods that build one name from a whole phrase. For them a name that shows only one word of a
 * two-word keyword (issue 16: pet care → carbones, carchase) misses half of the brief; rhyme and
 * associate work word by word, and Foreignize translates each word on purpose.
 */
export const WHOLE_PHRASE_METHODS: ReadonlySet<Method> = new Set([
  'autogen',
  'rewrite',
  'urbanedge',
  'abbreviate',
  'word_combi',
]);

function showsWord(letters: string, word: string, index: number, count: number): boolean {
  // A clipping keeps a word's first two letters ("fedex": fe-, ex-); a shorter word must be whole.
  if (word.length < 3 || letters.includes(word.slice(0, 2))) return letters.includes(word.slice(0, 2));
  // A blend keeps the start of its first word and the end of its last one ("brunch").
  if (index === 0 && letters.startsWith(word.slice(0, 2))) return true;
  if (index === count - 1 && letters.endsWith(word.slice(-2))) return true;
  for (let i = 0; i + 3 <= word.length; i++) if (letters.includes(word.slice(i, i + 3))) return true;
  return false;
}

/**
 * True when a name shows at least two words of a phrase keyword (three letters of each in a row, its
 * first two letters, or a blend's start and end), or is the phrase's initials. One-word keywords always pass.
 */
export function showsEnoughOfPhrase(name: string, keywordWords: readonly string[]): boolean {
  if (keywordWords.length < 2) return true;
  const letters = name.toLowerCase().replace(/[^a-z]/g, '');
  const initials = keywordWords.map((word) => word[0] ?? '').join('');
  if (letters === initials) return true;
  let shown = 0;
  keywordWords.forEach((word, index) => {
    if (showsWord(letters, word, index, keywordWords.length)) shown++;
  });
  return shown >= 2;
}
