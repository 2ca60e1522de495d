// Derived search keys of a mark name, stored in the marks table and computed the same way for queries.
import { metaphone, phoneticSpelling, type PhoneticCodes } from './phonetic.ts';
import { compactFolded, foldCase, normaliseFolded, tokenise } from './text-fold.ts';
import { visualSkeleton } from './visual-skeleton.ts';

export interface SearchKeys {
  nameNorm: string;
  nameCompact: string;
  skeleton: string;
  phoneticPrimary: string;
  phoneticSecondary: string;
  phoneticTokens: string[];
  tokens: string[];
  /** English respelling by sound (phoneticSpelling), compared by equality between sound-alikes. */
  spelling: string;
}

// Words repeat across a register (STAR, LABS, BLUE…): their Double Metaphone codes are kept, up to a
// bound, because Double Metaphone was the largest single cost of computing keys at import.
const WORD_CODES_LIMIT = 50_000;
const wordCodes = new Map<string, PhoneticCodes>();

function wordMetaphone(word: string): PhoneticCodes {
  let codes = wordCodes.get(word);
  if (codes === undefined) {
    codes = metaphone(word);
    if (wordCodes.size >= WORD_CODES_LIMIT) wordCodes.clear();
    wordCodes.set(word, codes);
  }
  return codes;
}

export function deriveSearchKeys(name: string): SearchKeys {
  // Fold once; the three forms below differ only in what they keep of punctuation.
  const folded = foldCase(name);
  const nameNorm = normaliseFolded(folded);
  const nameCompact = compactFolded(folded);
  const words = tokenise(nameNorm);
  const tokens = words.length > 1 ? [...new Set(words)] : words;
  const whole = metaphone(nameCompact);
  const phoneticTokens: string[] = [];
  for (const token of tokens) {
    // A one-word name is its own word: the whole name's code serves (and, being mostly unique, one-word
    // marks would only churn the cache).
    const code = token === nameCompact ? whole.primary : wordMetaphone(token).primary;
    if (code.length >= 2 && !phoneticTokens.includes(code)) phoneticTokens.push(code);
  }
  return {
    nameNorm,
    nameCompact,
    skeleton: visualSkeleton(folded),
    phoneticPrimary: whole.primary,
    phoneticSecondary: whole.secondary,
    phoneticTokens,
    tokens,
    // The finer respelling lets sound-alikes whose Double Metaphone codes differ (BOSKH / BOSCH,
    // ZHELL / SHELL) meet on one key.
    spelling: phoneticSpelling(nameCompact),
  };
}
