import { profaneWords } from '@2toad/profanity';

interface ProfanityLists {
  /** Every listed word of every language, lower case, matched as a whole name. */
  whole: Set<string>;
  /** Longer English words, also matched inside a name ("xfuckx"); short ones would hit "class". */
  embedded: string[];
}

let lists: ProfanityLists | undefined;

// Words of 4+ letters are distinctive enough to reject when they appear inside a generated name.
const MIN_EMBEDDED_LENGTH = 4;
// A few frequent, harmless English words that contain a listed word.
const EMBEDDED_ALLOW =
  /(?:scunthorp|analy|canal|banal|anals?i|therapist|grape|shitake|cocktail|cockpit|peacock|hancock|dickens|titan|titl|button|assess|classic|passion|massive|glass|brass|grass|bass)/;

function getLists(): ProfanityLists {
  if (lists) return lists;
  const whole = new Set<string>();
  for (const words of profaneWords.values()) {
    for (const word of words) whole.add(word.toLowerCase());
  }
  const english = profaneWords.get('en') ?? [];
  const embedded = english
    .map((word) => word.toLowerCase())
    .filter((word) => word.length >= MIN_EMBEDDED_LENGTH && /^[a-z]+$/.test(word));
  lists = { whole, embedded };
  return lists;
}

/**
 * True when a generated name is offensive in any language of `@2toad/profanity`, or contains a
 * longer English swear word. Generated names are single tokens, so whole-name and substring checks
 * are enough; no sentence tokenising is needed.
 */
export function isOffensive(name: string): boolean {
  const lower = name.toLowerCase();
  const { whole, embedded } = getLists();
  if (whole.has(lower)) return true;
  if (EMBEDDED_ALLOW.test(lower)) return false;
  return embedded.some((word) => lower.includes(word));
}
