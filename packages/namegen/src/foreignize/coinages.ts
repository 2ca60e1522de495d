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
