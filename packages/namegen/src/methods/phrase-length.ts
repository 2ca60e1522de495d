/**
 * Looks-like and urbanize restyle a phrase as one joined name; a whole phrase restyled (yogastoodio,
 * languageskool, ophicefurniture) reads as a spelling joke, not a name, and our raters put names of 12
 * letters or more at the floor (docs/benchmarks-panel.md). The engine's length prior (rank.ts) weighs
 * every inventing method alike; within these two methods a phrase's long forms also give way to its
 * short ones (clipped or partly restyled). A short form that is short only because its vowels went
 * (yogstd, langgschl, offcfurntr) cannot be said, so it gains nothing and loses some.
 */
const FULL_SCORE_LETTERS = 9;
const PER_EXTRA_LETTER = 0.94;
/** Four consonants in a row across a joined phrase: a run no English word has at its middle. */
const CONSONANT_RUN = /[^aeiouy\d']{4}/;
const CONSONANT_RUN_FACTOR = 0.8;

export function phraseLengthFactor(name: string): number {
  const lower = name.toLowerCase();
  if (CONSONANT_RUN.test(lower)) return CONSONANT_RUN_FACTOR * Math.min(1, lengthFactor(lower));
  return lengthFactor(lower);
}

function lengthFactor(name: string): number {
  const letters = name.replace(/[^a-z0-9]/g, '').length;
  return PER_EXTRA_LETTER ** Math.max(0, letters - FULL_SCORE_LETTERS);
}
