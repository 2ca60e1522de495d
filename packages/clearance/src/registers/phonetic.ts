// Sound keys. Double Metaphone (the `double-metaphone` package) gives the coarse codes the database
// indexes; phoneticSpelling is a finer English respelling compared by edit distance when scoring.
import { doubleMetaphone } from 'double-metaphone';

export interface PhoneticCodes {
  primary: string;
  secondary: string;
}

const DIGIT_LETTERS: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
};

/**
 * Digits written among letters stand for the letters they look like (AD0BE, L1NK); a name of digits
 * only keeps no sound key.
 */
export function lettersForSound(compact: string): string {
  if (!/[a-z]/.test(compact)) return '';
  return compact.replace(/[0-9]/g, (digit) => DIGIT_LETTERS[digit] ?? '');
}

export function metaphone(word: string): PhoneticCodes {
  const letters = lettersForSound(word).replace(/[^a-z]/g, '');
  if (letters.length === 0) return { primary: '', secondary: '' };
  const [primary, secondary] = doubleMetaphone(letters);
  return { primary, secondary };
}

const RESPELLINGS: Array<[RegExp, string]> = [
  [/^kn/, 'n'],
  [/^wr/, 'r'],
  [/^ps/, 's'],
  [/^x/, 'z'],
  [/ph/g, 'f'],
  [/gh(?=[^aeiou]|$)/g, ''],
  [/tion/g, 'shun'],
  [/sion/g, 'shun'],
  [/ck/g, 'k'],
  [/qu/g, 'kw'],
  [/q/g, 'k'],
  [/c(?=[eiy])/g, 's'],
  [/c/g, 'k'],
  [/x/g, 'ks'],
  [/z/g, 's'],
  [/dg/g, 'j'],
  [/(?<=.)y/g, 'i'],
  [/ee|ea|ie|ey/g, 'i'],
  [/oo|ou/g, 'u'],
  [/ai|ay/g, 'ei'],
  [/wh/g, 'w'],
  [/(?<=[a-z]{3})e$/, ''],
];

/** A rough English respelling by sound: "Starbucks" -> "starbuks", "Phyzer" -> "fiser". */
export function phoneticSpelling(compact: string): string {
  let spelled = lettersForSound(compact).replace(/[^a-z]/g, '');
  for (const [pattern, replacement] of RESPELLINGS) spelled = spelled.replace(pattern, replacement);
  return spelled.replace(/(.)\1+/g, '$1');
}
