/**
 * Splits a word into spelling units (single letters or digraphs such as "ck", "sh", "qu") and gives
 * each unit a sound key, so that overlaps can be found between spellings of the same sound
 * ("hack" and "mac" share the sound of "ck"/"c") and cuts never split a digraph.
 */

export type UnitClass = 'V' | 'C';

export interface LetterUnit {
  /** The letters as spelled in the word. */
  text: string;
  /** A coarse sound key: units with the same key are treated as the same sound. */
  key: string;
  kind: UnitClass;
  /** Offset of the unit's first letter in the word. */
  start: number;
}

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);
/** Consonant digraphs that spell one sound and should not be cut apart. */
const CONSONANT_DIGRAPHS: Record<string, string> = {
  ck: 'k',
  ph: 'f',
  sh: 'sh',
  ch: 'ch',
  th: 'th',
  wh: 'w',
  qu: 'kw',
};

function isVowelAt(word: string, index: number): boolean {
  const letter = word[index] ?? '';
  if (VOWELS.has(letter)) return true;
  // "y" is a vowel after a consonant (sky, booty) and a consonant at the start or after a vowel (yes, malaya).
  if (letter === 'y') return index > 0 && !VOWELS.has(word[index - 1] ?? '');
  return false;
}

function consonantKey(letter: string, next: string | undefined): string {
  if (letter === 'c') return next !== undefined && 'eiy'.includes(next) ? 's' : 'k';
  if (letter === 'k' || letter === 'q') return 'k';
  if (letter === 'z') return 's';
  return letter;
}

/** Lower-case letters a-z only; anything else is dropped. */
export function normaliseWord(raw: string): string {
  return raw
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

export function toUnits(word: string): LetterUnit[] {
  const units: LetterUnit[] = [];
  let index = 0;
  while (index < word.length) {
    const letter = word[index] ?? '';
    const pair = word.slice(index, index + 2);
    const digraphKey = CONSONANT_DIGRAPHS[pair];
    if (digraphKey !== undefined && pair.length === 2) {
      units.push({ text: pair, key: digraphKey, kind: 'C', start: index });
      index += 2;
      continue;
    }
    if (isVowelAt(word, index)) {
      units.push({ text: letter, key: letter === 'y' ? 'i' : letter, kind: 'V', start: index });
      index += 1;
      continue;
    }
    // A doubled consonant spells one sound: keep it as one unit ("accent" -> a, cc, e, n, t).
    const doubled = word[index + 1] === letter;
    const text = doubled ? letter + letter : letter;
    units.push({
      text,
      key: consonantKey(letter, word[index + text.length]),
      kind: 'C',
      start: index,
    });
    index += text.length;
  }
  return units;
}

/** Number of consonant units before the first vowel unit (the word's onset). */
export function onsetLength(units: readonly LetterUnit[]): number {
  const first = units.findIndex((unit) => unit.kind === 'V');
  return first === -1 ? units.length : first;
}
