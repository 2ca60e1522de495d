// Letter names spelled out (BEE for B, KAY EF SEE for KFC, EYEPHONE for IPHONE): a name said aloud is
// spelled by its hearer, and Double Metaphone reads "kay ef see" as words, not as K-F-C. Query side
// only: the readings are looked up as compact names and compared when scoring, so no stored key changes.

// The English names of the letters, with the spellings a name would use. "and" is N too (the issue's
// example, as in said quickly), but only at the head of a word: alone it is the "&" of the register.
const NAME_LIST: Record<string, string> = {
  ay: 'a',
  bee: 'b',
  be: 'b',
  see: 'c',
  cee: 'c',
  sea: 'c',
  dee: 'd',
  ee: 'e',
  ef: 'f',
  eff: 'f',
  gee: 'g',
  jee: 'g',
  aitch: 'h',
  aych: 'h',
  haitch: 'h',
  eye: 'i',
  aye: 'i',
  jay: 'j',
  kay: 'k',
  el: 'l',
  ell: 'l',
  elle: 'l',
  em: 'm',
  en: 'n',
  oh: 'o',
  owe: 'o',
  pee: 'p',
  pea: 'p',
  cue: 'q',
  queue: 'q',
  kew: 'q',
  ar: 'r',
  are: 'r',
  ess: 's',
  es: 's',
  tee: 't',
  tea: 't',
  you: 'u',
  yoo: 'u',
  vee: 'v',
  doubleyou: 'w',
  doubleu: 'w',
  dubya: 'w',
  ex: 'x',
  why: 'y',
  wye: 'y',
  zed: 'z',
  zee: 'z',
};
// Maps, so that no word piece can meet an Object.prototype member.
const NAMES = new Map(Object.entries(NAME_LIST));
const HEAD_NAMES = new Map([...NAMES, ['and', 'n']]);
const LONGEST_NAME = 9;
/** A word longer than this is no run of letter names worth reading (the search is bounded by keys). */
const MAX_WORD = 24;

/** The letters a word is made of when it is letter names only (ENVEE -> nv), else undefined. */
function lettersOf(word: string): string | undefined {
  if (word.length < 2 || word.length > MAX_WORD) return undefined;
  // Forward from each position reached so far: most words have no letter name at their head and are
  // given up after a few look-ups (candidate marks are profiled by the hundred per search).
  const reached: Array<string | undefined> = [''];
  for (let start = 0; start < word.length; start += 1) {
    const before = reached[start];
    if (before === undefined) continue;
    for (let length = 2; length <= LONGEST_NAME && start + length <= word.length; length += 1) {
      const letter = NAMES.get(word.slice(start, start + length));
      if (letter !== undefined && reached[start + length] === undefined)
        reached[start + length] = before + letter;
    }
  }
  return reached[word.length];
}

/** A word of letter names with a plural S (EMS -> ms). */
function spokenWord(word: string): string | undefined {
  const whole = lettersOf(word);
  if (whole !== undefined) return whole;
  if (word.length > 2 && word.endsWith('s')) {
    const stem = lettersOf(word.slice(0, -1));
    if (stem !== undefined) return `${stem}s`;
  }
  return undefined;
}

/**
 * Compact readings of a name's words with spelled-out letters as letters: the words that are letter
 * names only (EM TEE VEE -> mtv, AYCH AND EM -> handm), and a first word that starts with one letter
 * name before three letters or more (EYEPHONE -> iphone, ANDROYAL -> nroyal). A reading of whole words
 * must read at least two letters from names (BEE alone is a bee), and be two letters or more long.
 */
export function spokenLetterReadings(tokens: readonly string[]): string[] {
  if (tokens.length === 0 || tokens.length > 6) return [];
  const readings = new Set<string>();
  let lettersRead = 0;
  const whole = tokens.map((token) => {
    const letters = spokenWord(token);
    if (letters === undefined) return token;
    lettersRead += letters.length;
    return letters;
  });
  const compact = tokens.join('');
  const joined = whole.join('');
  if (lettersRead >= 2 && joined !== compact && joined.length >= 2) readings.add(joined);
  const first = tokens[0] ?? '';
  for (let length = 2; length <= Math.min(LONGEST_NAME, first.length - 3); length += 1) {
    const letter = HEAD_NAMES.get(first.slice(0, length));
    if (letter === undefined) continue;
    const rest = first.slice(length);
    readings.add(letter + rest + tokens.slice(1).join(''));
  }
  readings.delete(compact);
  return [...readings];
}
