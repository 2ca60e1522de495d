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
  // Digits are rare in names; without them the replace below would only copy the string.
  if (!/[0-9]/.test(compact)) return compact;
  return compact.replace(/[0-9]/g, (digit) => DIGIT_LETTERS[digit] ?? '');
}

/** lettersForSound with everything but a-z dropped. */
function soundLetters(word: string): string {
  // The usual compact name is already plain lower-case letters, which both steps leave as they are.
  if (/^[a-z]*$/.test(word)) return word;
  return lettersForSound(word).replace(/[^a-z]/g, '');
}

export function metaphone(word: string): PhoneticCodes {
  const letters = soundLetters(word);
  if (letters.length === 0) return { primary: '', secondary: '' };
  const [primary, secondary] = doubleMetaphone(letters);
  return { primary, secondary };
}

interface Respelling {
  pattern: RegExp;
  replacement: string;
  /** Letters every match contains: when one is absent from the name the rule cannot apply. */
  needs: number;
  /** Letters the replacement brings in, which later rules may then see. */
  adds: number;
}

/** One bit per letter a-z in the text, -1 when it holds anything else. */
function letterBits(text: string): number {
  let bits = 0;
  for (let i = 0; i < text.length; i++) {
    const letter = text.charCodeAt(i) - 97;
    if (letter < 0 || letter > 25) return -1;
    bits |= 1 << letter;
  }
  return bits;
}

function respelling(pattern: RegExp, replacement: string, needs: string): Respelling {
  return { pattern, replacement, needs: letterBits(needs), adds: letterBits(replacement) };
}

// Applied in order, each to the previous one's output. A name holds few of the letters involved, so
// most rules are skipped by one bit test instead of a regular-expression scan.
const RESPELLINGS: Respelling[] = [
  respelling(/^kn/, 'n', 'kn'),
  respelling(/^wr/, 'r', 'wr'),
  respelling(/^ps/, 's', 'ps'),
  respelling(/^x/, 'z', 'x'),
  respelling(/ph/g, 'f', 'ph'),
  respelling(/gh(?=[^aeiou]|$)/g, '', 'gh'),
  respelling(/tion/g, 'shun', 'tion'),
  respelling(/sion/g, 'shun', 'sion'),
  respelling(/ck/g, 'k', 'ck'),
  respelling(/qu/g, 'kw', 'qu'),
  respelling(/q/g, 'k', 'q'),
  respelling(/c(?=[eiy])/g, 's', 'c'),
  respelling(/c/g, 'k', 'c'),
  respelling(/x/g, 'ks', 'x'),
  respelling(/z/g, 's', 'z'),
  respelling(/dg/g, 'j', 'dg'),
  respelling(/(?<=.)y/g, 'i', 'y'),
  respelling(/ee|ea|ie|ey/g, 'i', 'e'),
  respelling(/oo|ou/g, 'u', 'o'),
  respelling(/ai|ay/g, 'ei', 'a'),
  respelling(/wh/g, 'w', 'wh'),
  respelling(/(?<=[a-z]{3})e$/, '', 'e'),
];

/** A rough English respelling by sound: "Starbucks" -> "starbuks", "Phyzer" -> "fiser". */
export function phoneticSpelling(compact: string): string {
  let spelled = compact;
  // A superset of the letters present: replacements only add bits, so no applicable rule is skipped.
  let letters = letterBits(spelled);
  if (letters < 0) {
    spelled = soundLetters(compact);
    letters = letterBits(spelled);
  }
  for (const rule of RESPELLINGS) {
    if ((letters & rule.needs) !== rule.needs) continue;
    spelled = spelled.replace(rule.pattern, rule.replacement);
    letters |= rule.adds;
  }
  return withoutDoubles(spelled);
}

/** Runs of one letter as a single letter, as replace(/(.)\1+/g, '$1') on text of letters a-z. */
function withoutDoubles(text: string): string {
  let i = 1;
  while (i < text.length && text.charCodeAt(i) !== text.charCodeAt(i - 1)) i++;
  if (i >= text.length) return text;
  let single = text.slice(0, i);
  for (; i < text.length; i++) if (text.charCodeAt(i) !== text.charCodeAt(i - 1)) single += text[i];
  return single;
}
