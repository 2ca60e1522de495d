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
  ecks: 'x',
  eks: 'x',
  why: 'y',
  wye: 'y',
  zed: 'z',
  zee: 'z',
};
// Digits said aloud are written the same way (THREE EM for 3M, OH TWO for O2). Only the number words
// no other word sounds like: TO, FOR, ATE and WON are words of their own.
const DIGIT_LIST: Record<string, string> = {
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
};
// The number words that are words of their own (TO, FOR, ATE, WON) are digits only beside letter names,
// when every word of the name is said as a letter or a digit (YOU TOO for U2, EL TOO for L2, CUE ATE):
// alone or among other words they stay words.
const HOMOPHONE_DIGITS = new Map([
  ['to', '2'],
  ['too', '2'],
  ['for', '4'],
  ['fore', '4'],
  ['ate', '8'],
  ['won', '1'],
]);
// Maps, so that no word piece can meet an Object.prototype member.
const NAMES = new Map([...Object.entries(NAME_LIST), ...Object.entries(DIGIT_LIST)]);
/** Said as two words, a letter name is one: DOUBLE YOU (W). */
const TWO_WORD_NAMES = new Map([
  ['double you', 'doubleyou'],
  ['double u', 'doubleu'],
]);
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
export function spokenLetterReadings(spoken: readonly string[]): string[] {
  if (spoken.length === 0 || spoken.length > 6) return [];
  const tokens = joinTwoWordNames(spoken);
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
  // One letter name opening a name of several words counts too (ECKS BOX, EYE CARE): alone it is a word.
  const openingLetter = tokens.length > 1 && whole[0] !== tokens[0] && (whole[0]?.length ?? 0) === 1;
  if ((lettersRead >= 2 || openingLetter) && joined !== compact && joined.length >= 2) readings.add(joined);
  const homophones = withHomophoneDigits(tokens, whole);
  if (homophones !== undefined) readings.add(homophones);
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

/**
 * The name with its homophone number words as digits (YOU TOO -> u2), when every other word is letter
 * names and there is at least one of each; else undefined.
 */
function withHomophoneDigits(tokens: readonly string[], whole: readonly string[]): string | undefined {
  if (tokens.length < 2) return undefined;
  let letters = 0;
  let digits = 0;
  const read = tokens.map((token, index) => {
    const digit = HOMOPHONE_DIGITS.get(token);
    if (digit !== undefined) {
      digits += 1;
      return digit;
    }
    if (whole[index] !== token) letters += 1;
    return whole[index] as string;
  });
  return letters > 0 && digits > 0 && letters + digits === tokens.length ? read.join('') : undefined;
}

/** The words with each two-word letter name made one (DOUBLE YOU BEE -> doubleyou, bee). */
function joinTwoWordNames(tokens: readonly string[]): string[] {
  const joined: string[] = [];
  for (let at = 0; at < tokens.length; at += 1) {
    const pair = TWO_WORD_NAMES.get(`${tokens[at]} ${tokens[at + 1] ?? ''}`);
    if (pair !== undefined) {
      joined.push(pair);
      at += 1;
    } else joined.push(tokens[at] as string);
  }
  return joined;
}
