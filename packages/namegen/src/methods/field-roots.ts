import { translate } from '../foreignize/lexicon.ts';
import { getSynset, lookupWord } from '../lexicon/index.ts';
import { evocativeness, isAbstractOrPerson } from './evocativeness.ts';
import { definitionWords } from './gloss-words.ts';

/**
 * Latin roots of a keyword's field, for random generation (issue 16: "builds on ... meaningful roots
 * (Latin, Greek) of its field, not letter noise"). The field is the word itself, the one-word synonyms
 * of its first sense and the nouns of its first definitions (bakery → bread, cake, pastry); each is
 * looked up in our own bilingual lexicon's Latin column (bread → panis) and cut to its stem (pan).
 */
export interface FieldRoot {
  root: string;
  latin: string;
  english: string;
}

const MAX_FIELD_WORDS = 10;
const MIN_ROOT = 3;
/** Latin inflectional endings, longest first; what is left is the stem names are built on. */
const LATIN_INFINITIVE = /(?:are|ere|ire)$/;
const LATIN_ENDING = /(?:ium|ius|ia|us|um|is|es|ae|a|e|os|on|or)$/;

/**
 * The word, the one-word synonyms of its first sense and the nouns of its first definitions. Abstract
 * and person nouns of the definitions come only when asked for, after the others.
 */
export function fieldWords(word: string, definitions = 2, withAbstract = false): string[] {
  const words = new Set<string>([word]);
  const senses = lookupWord(word).filter((ref) => ref.pos === 'n' || ref.pos === 'a');
  for (const lemma of senses[0] ? getSynset(senses[0]).words : []) if (!lemma.includes(' ')) words.add(lemma);
  // The definition's words, the most evocative first and abstract ones left out: florist "deals in
  // flowers", and deal (pactum) is no root of a florist's name, flower (flos) is.
  const concrete = new Set<string>();
  const abstract = new Set<string>();
  for (const gloss of definitionWords(word, senses, definitions)) {
    (isAbstractOrPerson(gloss) ? abstract : concrete).add(gloss);
  }
  const byEvocativeness = (set: Set<string>): string[] =>
    [...set].sort((a, b) => evocativeness(b) - evocativeness(a));
  const ranked = [...byEvocativeness(concrete), ...(withAbstract ? byEvocativeness(abstract) : [])];
  return [...words, ...ranked.filter((gloss) => !words.has(gloss))].slice(0, MAX_FIELD_WORDS);
}

/**
 * Below this many roots from the field's concrete words, its abstract and person words give roots too:
 * an airline's definition names no concrete thing with a Latin word, but its flight (volatus) and its
 * traveller (viator, for a hotel) make good roots, while a florist's deal (pactum) is not needed.
 */
const MIN_CONCRETE_ROOTS = 2;

export function fieldRoots(word: string): FieldRoot[] {
  const concrete = rootsOf(fieldWords(word));
  return concrete.length >= MIN_CONCRETE_ROOTS ? concrete : rootsOf(fieldWords(word, 2, true));
}

function rootsOf(words: readonly string[]): FieldRoot[] {
  const roots = new Map<string, FieldRoot>();
  for (const english of words) {
    const latin = translate(english, 'LA')?.latin;
    // One Latin word of letters only: phrases ("lac concretum") make no root.
    if (!latin || !/^[a-z]+$/.test(latin)) continue;
    // A Latin infinitive is the verb's translation of a noun (plant → serere, to sow): no field root.
    if (LATIN_INFINITIVE.test(latin)) continue;
    const stem = latin.length > MIN_ROOT + 1 ? latin.replace(LATIN_ENDING, '') : latin;
    const root = stem.length >= MIN_ROOT ? stem : latin;
    if (!roots.has(root)) roots.set(root, { root, latin, english });
  }
  return [...roots.values()];
}
