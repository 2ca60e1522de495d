/** Generation methods, by the Create tool's option codes. */
export const METHODS = [
  'autogen',
  'rhyme',
  'rewrite',
  'associate',
  'urbanedge',
  'translations',
  'abbreviate',
  'word_combi',
] as const;
export type Method = (typeof METHODS)[number];

/** One generated name idea. */
export interface Candidate {
  name: string;
  /** 0..1, higher is better; comparable within one method's list. */
  score: number;
  /** A short human explanation, e.g. "rhymes with brand", "Spanish for light". */
  why: string;
  method: Method;
}

/** Languages of the Foreignize method (spec 001 section 9); ES is the default. */
export const LANGUAGES = ['ES', 'FR', 'DE', 'ZH', 'AR', 'IT', 'LA', 'JA', 'PT', 'RU'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A candidate after the optional screening hook ran (see `generate`'s `screen` option). */
export interface ScreenedCandidate extends Candidate {
  /** True when the caller's screen predicate said the name is taken; absent when not screened. */
  screened?: boolean;
}
