import { createRequire } from 'node:module';
import { profaneWords } from '@2toad/profanity';
import { isExistingWord } from './existing-words.ts';

interface ProfanityLists {
  /** Every listed word of every language, lower case, matched as a whole name. */
  whole: Set<string>;
  /** Longer English words, also matched inside a name ("xfuckx"); short ones would hit "class". */
  embedded: string[];
}

let lists: ProfanityLists | undefined;
const requireFromHere = createRequire(import.meta.url);

// Words of 4+ letters are distinctive enough to reject when they appear inside a generated name.
const MIN_EMBEDDED_LENGTH = 4;
// A few frequent, harmless words that contain a listed word: English ones, and Spanish and
// Portuguese seguro (safe, insurance), whose "guro" is a loanword no English reader sees in it.
const EMBEDDED_ALLOW =
  /(?:scunthorp|analy|canal|banal|anals?i|therapist|grape|shitake|cocktail|cockpit|peacock|hancock|dickens|titan|titl|button|assess|classic|passion|massive|glass|brass|grass|bass|segur)/;

function getLists(): ProfanityLists {
  if (lists) return lists;
  const whole = new Set<string>();
  for (const words of profaneWords.values()) {
    for (const word of words) whole.add(word.toLowerCase());
  }
  // naughty-words (LDNOOBW, 28 languages) adds slurs and crude words @2toad does not list.
  const naughty = requireFromHere('naughty-words') as Record<string, readonly string[]>;
  for (const words of Object.values(naughty)) {
    for (const word of words) whole.add(word.toLowerCase());
  }
  const english = [...(profaneWords.get('en') ?? []), ...(naughty.en ?? [])];
  const embedded = [
    ...new Set(
      english
        .map((word) => word.toLowerCase())
        .filter((word) => word.length >= MIN_EMBEDDED_LENGTH && /^[a-z]+$/.test(word)),
    ),
  ];
  lists = { whole, embedded };
  return lists;
}

/**
 * True when a generated name is offensive in any language of `@2toad/profanity` or `naughty-words`,
 * or contains a longer English swear word that is not part of `typed` (the user's keyword). Generated names are single tokens, so whole-name and substring checks
 * are enough; no sentence tokenising is needed.
 */
export function isOffensive(name: string, typed = ''): boolean {
  const lower = name.toLowerCase();
  const { whole, embedded } = getLists();
  if (whole.has(lower)) return true;
  // A dictionary word that merely contains a short swear word ("spices", "buttery") reads as itself.
  if (EMBEDDED_ALLOW.test(lower) || isExistingWord(lower)) return false;
  // A word hidden in what the user typed ("hoes" in "running shoes") is read as the typed word.
  return embedded.some((word) => lower.includes(word) && !typed.includes(word));
}

/** The longer English swear words inside a text (the user's keyword), which isOffensive excuses there. */
export function swearWordsIn(text: string): string[] {
  const lower = text.toLowerCase();
  return getLists().embedded.filter((word) => lower.includes(word));
}
