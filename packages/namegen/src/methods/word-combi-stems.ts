import { baseForms, getSynset, isExistingWord, lookupLemma } from '../lexicon/index.ts';
import { normaliseWord } from '../blend/letter-units.ts';
import { isNegativeWord } from '../quality/negative-words.ts';

/**
 * The forms of a keyword's word that word combination blends (issue 16): the word itself and its
 * stems, because a founder keeps the blend a reader sees both words in (dog grooming → dogroom, on
 * groom; car rental → carental), and a blend of the inflected word hides its root under an ending
 * (dogooming). A stem is the word with an ending taken off, kept only when the lexicon ties it to the
 * word, so organic does not give organ nor dental dent.
 */

const MIN_STEM_LETTERS = 3;
/** Endings whose removal leaves a related root: grooming, planner, rental, kids, tickets. */
const ENDINGS = ['ing', 'er', 'al', 'es', 's'] as const;
/** Noun senses whose definitions may name the word (clothes: "clothing in general"). */
const GLOSS_SENSES = 2;

/** Words WordNet derives the word from or to, in any sense (grooming → groom, rental → rent). */
function derivedLemmas(word: string): Set<string> {
  const lemmas = new Set<string>();
  for (const ref of lookupLemma(word)) {
    for (const pointer of getSynset(ref).pointers) {
      if (pointer.symbol !== '+') continue;
      const target = getSynset({ pos: pointer.pos, offset: pointer.offset });
      const lemma = target.words[pointer.targetWord > 0 ? pointer.targetWord - 1 : 0];
      if (lemma !== undefined) lemmas.add(lemma.toLowerCase());
    }
  }
  return lemmas;
}

/** True when one of the candidate's first noun senses is defined by the word (clothes → clothing). */
function isDefinedBy(candidate: string, word: string): boolean {
  const pattern = new RegExp(`\\b${word}\\b`);
  return lookupLemma(candidate, 'n')
    .slice(0, GLOSS_SENSES)
    .some((ref) => pattern.test(getSynset(ref).gloss.toLowerCase()));
}

function roots(word: string): string[] {
  const found: string[] = [];
  for (const ending of ENDINGS) {
    if (!word.endsWith(ending)) continue;
    const base = word.slice(0, -ending.length);
    found.push(base);
    // A doubled last consonant is the ending's: planner → plan, wedding → wed.
    if (/([bcdfgklmnprtvz])\1$/.test(base)) found.push(base.slice(0, -1));
  }
  return found.filter((root) => root.length >= MIN_STEM_LETTERS);
}

/**
 * The word and its stems, the word first. A root counts when WordNet gives it as the word's base form
 * or derivation (kids → kid, grooming → groom) or defines it by the word, itself or with a plural
 * ending (clothing → clothes, "clothing in general"; then cloth too, which shows inside clothing).
 */
export function combiSources(rawWord: string): string[] {
  const word = normaliseWord(rawWord);
  const sources = [word];
  if (word.length <= MIN_STEM_LETTERS) return sources;
  const derived = derivedLemmas(word);
  const bases = new Set(baseForms(word));
  const isRelated = (candidate: string): boolean =>
    candidate !== word &&
    isExistingWord(candidate) &&
    !isNegativeWord(candidate) &&
    (bases.has(candidate) || derived.has(candidate) || isDefinedBy(candidate, word));
  for (const root of roots(word)) {
    // A root with a silent e (dine for dining) would bring din: only the root itself, or the root
    // with a plural ending (clothes for clothing), vouches for it.
    const withEndings = [`${root}es`, `${root}s`].filter(isRelated);
    if (!isRelated(root) && withEndings.length === 0) continue;
    if (isExistingWord(root) && !isNegativeWord(root)) sources.push(root);
    sources.push(...withEndings);
  }
  return [...new Set(sources)];
}
