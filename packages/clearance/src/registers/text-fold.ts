// Unicode folding shared by import and search: whatever a user types or an office writes, the same
// letters give the same keys (NFKC, diacritics removed, lower case, punctuation treated as a space).

const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
};

const COMBINING_MARKS = /\p{M}+/gu;
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]+/gu;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** Lower case, NFKC, diacritics removed; punctuation and symbols are kept (callers decide what they mean). */
export function foldCase(text: string): string {
  // Plain ASCII (most register names) has nothing to fold, and NFKC leaves it as it is.
  if (PRINTABLE_ASCII.test(text)) return text.toLowerCase();
  const lower = text.normalize('NFKC').toLowerCase();
  if (PRINTABLE_ASCII.test(lower)) return lower;
  let out = '';
  for (const char of lower.normalize('NFD').replace(COMBINING_MARKS, ''))
    out += SPECIAL_LETTERS[char] ?? char;
  return out.normalize('NFC');
}

/** Folded name with punctuation as single spaces: "Café-Bar!" -> "cafe bar". `&` reads as "and". */
export function normaliseName(text: string): string {
  return normaliseFolded(foldCase(text));
}

export function normaliseFolded(folded: string): string {
  return folded.replace(/&/g, ' and ').replace(NOT_LETTER_OR_DIGIT, ' ').trim();
}

/** Only letters and digits: "Sky-Pe 2" -> "skype2". */
export function compactName(text: string): string {
  return compactFolded(foldCase(text));
}

export function compactFolded(folded: string): string {
  return folded.replace(/&/g, 'and').replace(NOT_LETTER_OR_DIGIT, '');
}

export function tokenise(normalised: string): string[] {
  return normalised.split(' ').filter((token) => token.length > 0);
}

/** Naive English singular of one token, enough for plural variants (BOOKS/BOOK, BERRIES/BERRY). */
export function singular(token: string): string {
  if (token.length <= 3) return token;
  if (token.endsWith('ies') && token.length > 4) return `${token.slice(0, -3)}y`;
  if (/(ss|x|z|ch|sh)es$/.test(token)) return token.slice(0, -2);
  if (token.endsWith('s') && !token.endsWith('ss') && !token.endsWith('us') && !token.endsWith('is')) {
    return token.slice(0, -1);
  }
  return token;
}

/** Is there anything beyond ASCII letters, digits and spaces that folding removed? */
export function hasDiacritics(text: string): boolean {
  return text.normalize('NFD') !== text.normalize('NFD').replace(COMBINING_MARKS, '');
}
