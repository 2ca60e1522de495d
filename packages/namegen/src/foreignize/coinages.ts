import { isExistingWord, isOffensive } from '../lexicon/index.ts';
import type { Language } from '../types.ts';

/** Ending families and what to call them in a candidate's "why". */
export interface Flavour {
  label: string;
  endings: readonly string[];
}

export const LATINATE: Flavour = {
  label: 'Latinate',
  // Most characteristic first; our raters liked -ora and -ia most and -ex and -ius least (bench/appeal).
  endings: ['a', 'o', 'ora', 'ia', 'us', 'ium', 'io', 'um', 'is', 'ara', 'ius', 'ex'],
};
export const ITALIANATE: Flavour = {
  label: 'Italianate',
  endings: ['ino', 'ina', 'etto', 'etta', 'ello', 'ella', 'issimo', 'ezza', 'one'],
};
export const HISPANIC: Flavour = {
  label: 'Hispanic',
  endings: ['ito', 'ita', 'ero', 'era', 'ado', 'ada', 'eza', 'ista'],
};
const FRENCH: Flavour = { label: 'French-style', endings: ['ette', 'elle', 'eau', 'ique', 'ier', 'ine'] };
const GERMAN: Flavour = { label: 'German-style', endings: ['er', 'ling', 'ig', 'el', 'heim'] };
const PORTUGUESE: Flavour = { label: 'Portuguese-style', endings: ['inho', 'inha', 'eira', 'ez'] };
const RUSSIAN: Flavour = { label: 'Russian-style', endings: ['ka', 'ik', 'ova', 'ov'] };
const JAPANESE: Flavour = { label: 'Japanese-style', endings: ['ya', 'ko', 'ro', 'maru'] };
const LATIN: Flavour = { label: 'Latin', endings: ['us', 'um', 'ia', 'ium', 'ius', 'or', 'ix', 'ax', 'a'] };

/** The endings that suit a translation in each language, most characteristic first. */
export const LANGUAGE_FLAVOURS: Readonly<Record<Language, readonly Flavour[]>> = {
  ES: [HISPANIC, LATINATE],
  FR: [FRENCH, LATINATE],
  DE: [GERMAN, LATINATE],
  ZH: [LATINATE],
  AR: [LATINATE],
  IT: [ITALIANATE, LATINATE],
  LA: [LATIN, LATINATE],
  JA: [JAPANESE, LATINATE],
  PT: [PORTUGUESE, LATINATE],
  RU: [RUSSIAN, LATINATE],
};

/** Flavours applied to the English word itself, as the issue lists them. */
export const ENGLISH_FLAVOURS: readonly Flavour[] = [LATINATE, ITALIANATE, HISPANIC];

const VOWEL_END = /[aeiouy]+$/u;
const INFLECTION_END = /(?:us|um|is|os|as|es)$/u;

/**
 * Attaches an ending to a word: a final vowel gives way to an ending that starts with a vowel
 * (luce + ino → lucino), so names do not pile up vowels.
 */
export function attachEnding(word: string, ending: string): string {
  const base = word.replace(/[\s-]+/gu, '');
  if (/^[aeiou]/u.test(ending)) {
    // An inflection ending (aureus, lignum) gives way too, so "-us" does not stack on "-us".
    const uninflected = base.length >= 5 ? base.replace(INFLECTION_END, '') : base;
    const stripped = uninflected.replace(VOWEL_END, '');
    // The u of gu and qu belongs to the consonant (agua → aguita, bosque → bosquito, not agita, bosqito).
    const keepsU = /[gq]$/u.test(stripped) && uninflected.charAt(stripped.length) === 'u';
    const stem = keepsU ? `${stripped}u` : stripped;
    return (stem.length >= 2 ? stem : base) + ending;
  }
  return base + ending;
}

export interface Coinage {
  name: string;
  flavour: string;
  ending: string;
  /** 1 for a flavour's most characteristic ending, falling towards 0 for its last one. */
  typicality: number;
}

/** Every coinage of a word with the given flavours, without duplicates or the word itself. */
export function coin(word: string, flavours: readonly Flavour[]): Coinage[] {
  const base = word.replace(/[\s-]+/gu, '');
  const seen = new Set<string>([base]);
  const coinages: Coinage[] = [];
  for (const flavour of flavours) {
    flavour.endings.forEach((ending, index) => {
      const name = attachEnding(word, ending);
      if (seen.has(name) || name.length < 3) return;
      seen.add(name);
      const typicality = 1 - index / flavour.endings.length;
      coinages.push({ name, flavour: flavour.label, ending, typicality });
    });
  }
  return coinages;
}

/**
 * How our raters took a Romance ending on a short stem (bench/appeal: 1,640 names of the tuning
 * trades rated blind). -ora averaged 2.9–3.0, -ia 2.2–2.6, -ina, -ita, -ito and -ium about 2.4, while
 * -a, -o, -us and -ex on a whole word stayed at 1.7–1.9 and -eza, -era at 1.5. 1 is the best liked.
 */
const ENDING_APPEAL: Readonly<Record<string, number>> = {
  ora: 1,
  ia: 0.8,
  ina: 0.7,
  ita: 0.7,
  ara: 0.65,
  ito: 0.6,
  ino: 0.6,
  ium: 0.55,
  ero: 0.5,
  io: 0.4,
  ella: 0.4,
  ello: 0.35,
  etto: 0.35,
  um: 0.3,
  o: 0.3,
  a: 0.3,
  us: 0.2,
  ex: 0.1,
  ix: 0.1,
};
const UNRATED_ENDING_APPEAL = 0.25;

export function endingAppeal(ending: string): number {
  return ENDING_APPEAL[ending] ?? UNRATED_ENDING_APPEAL;
}

/** The endings a short stem is coined with, best liked first. */
export const ROMANCE_ENDINGS: readonly string[] = ['ora', 'ia', 'ina', 'ita', 'ara', 'ito', 'ino'];

const MIN_STEM = 3;
const MAX_STEM = 5;
const MIN_ROMANCE_NAME = 5;
const MAX_ROMANCE_NAME = 8;
const MAX_VOWEL_GROUPS = 4;

/**
 * Short stems a Romance ending makes a name of (vin → vinora, flor → floria, cut → cutora): the word
 * without its final vowel when that is short, and its first one or two syllables, each of 3–5 letters
 * and closed by a consonant a vowel can follow (brew-, jew- end in a vowel sound; a q needs its u).
 */
export function romanceStems(word: string): string[] {
  // A plural s is no part of the stem (kids → kid, candles → candle).
  const letters = word.toLowerCase().replace(/^(.{2,}[^s])s$/, '$1');
  if (!/^[a-z]+$/.test(letters)) return [];
  const stems: string[] = [];
  // The u of qu and gu stays with its consonant (aqua → aqu-: aquara).
  const bare = letters.replace(/([gq]u)?[aeiou]*$/, '$1');
  if (bare.length <= MAX_STEM) stems.push(bare);
  const first = syllableHead(letters);
  const rest = letters.slice(first.length);
  // A second syllable only when the first alone cannot carry the word (in- of insurance: insur).
  stems.push(isCleanStem(first) || rest.length === 0 ? first : first + syllableHead(rest));
  // A stem that is an offensive word (anal- of analitica) stays one whatever ending follows.
  return [...new Set(stems)].filter((stem) => isCleanStem(stem) && !isOffensive(stem));
}

function isCleanStem(stem: string): boolean {
  return (
    stem.length >= MIN_STEM &&
    stem.length <= MAX_STEM &&
    /[aeiou]/.test(stem) &&
    /(?:[bcdfgklmnprstvz]|[gq]u)$/.test(stem) &&
    !/[^aeiou]{3}$/.test(stem)
  );
}

/** Up to the first vowel group and one consonant after it (two when they are a usual coda: cand, hort). */
function syllableHead(word: string): string {
  const match = /^([^aeiou]*[aeiou]+)([^aeiou]*)/.exec(word);
  if (!match) return word;
  const nucleus = match[1] ?? '';
  const cluster = match[2] ?? '';
  if (cluster.length === 0) return nucleus;
  if (nucleus.length + cluster.length === word.length) return word;
  const pair = cluster.slice(0, 2);
  // A doubled consonant is one sound and stays with its syllable (perro → perr-, not per-).
  return /^(nd|ng|rt|rd|rm|rn|rv|lm|nt|st|([bcdfglmnprstz])\2)$/.test(pair)
    ? nucleus + pair
    : nucleus + cluster.slice(0, 1);
}

/** A syllable said twice in a row (florora, tutorora) or a letter three times cannot be read as one name. */
export function repeatsSound(name: string): boolean {
  return /(..)\1/.test(name) || /(.)\1\1/.test(name);
}

const MIN_HIDDEN_WORD = 5;

/**
 * True when an ending completes an offensive word inside the name (flor + ina hides the Spanish
 * "orina", anal- of analitica + ora the English word): a reader sees it though no part was one.
 */
function hidesOffensiveWord(name: string): boolean {
  for (let start = 0; start + MIN_HIDDEN_WORD <= name.length; start++) {
    for (let end = start + MIN_HIDDEN_WORD; end <= name.length; end++) {
      if (isOffensive(name.slice(start, end))) return true;
    }
  }
  return false;
}

export interface RomanceCoinage {
  name: string;
  ending: string;
  appeal: number;
}

/**
 * A short stem's Romance coinages that read as one easy name: 5–8 letters, two to four vowel groups
 * (liberora has four and was rated 3.5), a c or g kept hard (no "bicia"), no syllable said twice
 * (flor + ora → florora), no offensive word made by the ending and no word of its own (salina).
 */
export function romanceCoinages(stem: string): RomanceCoinage[] {
  const coinages: RomanceCoinage[] = [];
  for (const ending of ROMANCE_ENDINGS) {
    const name = attachEnding(stem, ending);
    if (name.length < MIN_ROMANCE_NAME || name.length > MAX_ROMANCE_NAME) continue;
    if (/[cg][ie]/.test(name.slice(stem.length - 1, stem.length + 1))) continue;
    const vowelGroups = name.match(/[aeiouy]+/g)?.length ?? 0;
    if (vowelGroups < 2 || vowelGroups > MAX_VOWEL_GROUPS) continue;
    // After qu and gu an o or i sound is hard to say (aquora, aquia).
    if (repeatsSound(name) || /[gq]u(?:o|ia)/.test(name) || hidesOffensiveWord(name)) continue;
    // A word of its own (salina, casino) is read as that word, not as a name of the field.
    if (isExistingWord(name)) continue;
    coinages.push({ name, ending, appeal: endingAppeal(ending) });
  }
  return coinages;
}

/**
 * How a stem's Romance coinages are weighed against each other: our raters' appeal of the ending
 * first, then how easily the name is said. Random generation and Foreignize both score them so.
 */
const ROMANCE_APPEAL_WEIGHT = 0.2;
const ROMANCE_READABILITY_WEIGHT = 0.1;

export interface ScoredRomanceCoinage extends RomanceCoinage {
  /** The caller's measure of how easily the name is said. */
  readability: number;
  /** base + ROMANCE_APPEAL_WEIGHT × appeal + ROMANCE_READABILITY_WEIGHT × readability + offset. */
  score: number;
}

/**
 * A stem's Romance coinages scored on the caller's scale (`base`, and `offset` for the stem: a bonus
 * or a cost), best first, then by name so that equal ones keep one order.
 */
export function scoredRomanceCoinages(
  stem: string,
  readabilityOf: (name: string) => number,
  base: number,
  offset: number,
): ScoredRomanceCoinage[] {
  return romanceCoinages(stem)
    .map((coinage) => {
      const readability = readabilityOf(coinage.name);
      const score =
        base + ROMANCE_APPEAL_WEIGHT * coinage.appeal + ROMANCE_READABILITY_WEIGHT * readability + offset;
      return { ...coinage, readability, score };
    })
    .sort((a, b) => b.score - a.score || (a.name < b.name ? -1 : 1));
}
