import { analysePhrase } from './phrase-analysis.ts';
import { stemWord, foldText, splitWords } from './normalise.ts';
import { ALL_VOCABULARY } from './vocabulary/index.ts';
import { FuzzyTokenIndex } from './fuzzy-token-index.ts';
import { CharGramIndex } from './char-gram-index.ts';

/** Per-class weights are kept in arrays indexed by class number (slot 0 unused). */
export const CLASS_SLOTS = 46;
export type ClassWeights = Float64Array;

/** How much a word listed as `strong` counts, in phrases-worth of evidence. */
const STRONG_WORD_WEIGHT = 6;
/** A qualifier word ("for *medical* purposes") is weaker evidence than a core word. */
const QUALIFIER_WEIGHT = 0.5;
/**
 * A term with a qualifier ("beverages for pets") says little about its bare core ("beverages"):
 * it counts this much towards the core phrase, and fully towards the core-and-qualifier phrase.
 */
const QUALIFIED_CORE_PHRASE_WEIGHT = 0.25;

export interface ClassIndex {
  /** stem -> evidence per class from any position in a phrase. */
  tokens: Map<string, ClassWeights>;
  /** stem -> evidence per class when the stem is the head noun of a phrase. */
  heads: Map<string, ClassWeights>;
  /** exact core-phrase (joined stems) -> phrases per class. */
  phrases: Map<string, ClassWeights>;
  /** the term's stems, sorted ("converters, electric" = "electric converters") -> phrases per class. */
  bags: Map<string, ClassWeights>;
  /** adjacent stem pairs -> phrases per class. */
  bigrams: Map<string, ClassWeights>;
  /**
   * how many classes the stem's evidence is spread over: the exponential of its entropy, so "pans"
   * (25 phrases in 21, 2 in 11, 1 in 15) counts as about 1.5 classes rather than 3.
   */
  classFrequency: Map<string, number>;
  fuzzy: FuzzyTokenIndex;
  /** Letter-piece evidence for words the vocabulary lacks. */
  charGrams: CharGramIndex;
  /**
   * For each class, the other classes in order of how much vocabulary they share with it (5: 1, 3,
   * 10...): what a term placed in one class is most often confused with.
   */
  neighbours: number[][];
}

function addWeight(map: Map<string, ClassWeights>, key: string, classNumber: number, weight: number): void {
  let weights = map.get(key);
  if (weights === undefined) {
    weights = new Float64Array(CLASS_SLOTS);
    map.set(key, weights);
  }
  weights[classNumber] = (weights[classNumber] ?? 0) + weight;
}

export function splitTerms(terms: string): string[] {
  return terms
    .split(/[,\n]/)
    .map((term) => term.trim())
    .filter((term) => term.length > 0);
}

export function buildClassIndex(): ClassIndex {
  const tokens = new Map<string, ClassWeights>();
  const heads = new Map<string, ClassWeights>();
  const phrases = new Map<string, ClassWeights>();
  const bigrams = new Map<string, ClassWeights>();
  const bags = new Map<string, ClassWeights>();
  const charGrams = new CharGramIndex();
  for (const vocabulary of ALL_VOCABULARY) {
    for (const entry of splitTerms(vocabulary.terms)) {
      // "wheelchairs are in 12" inside another class's list records where a look-alike term belongs.
      const crossReference = /^(.*\S)\s+are in (\d{1,2})$/.exec(entry);
      const term = crossReference?.[1] ?? entry;
      const classNumber =
        crossReference?.[2] === undefined ? vocabulary.classNumber : Number(crossReference[2]);
      const analysed = analysePhrase(term);
      for (const word of analysed.coreWords) charGrams.add(word, classNumber, 1);
      for (const word of analysed.qualifierWords) charGrams.add(word, classNumber, QUALIFIER_WEIGHT);
      const seen = new Set<string>();
      for (const stem of analysed.core) {
        if (seen.has(stem)) continue;
        seen.add(stem);
        addWeight(tokens, stem, classNumber, 1);
      }
      for (const stem of analysed.qualifiers) {
        if (seen.has(stem)) continue;
        seen.add(stem);
        addWeight(tokens, stem, classNumber, QUALIFIER_WEIGHT);
      }
      if (analysed.head !== undefined) addWeight(heads, analysed.head, classNumber, 1);
      if (analysed.core.length > 0) {
        const coreWeight = analysed.qualifiers.length === 0 ? 1 : QUALIFIED_CORE_PHRASE_WEIGHT;
        addWeight(phrases, analysed.core.join(' '), classNumber, coreWeight);
      }
      if (analysed.qualifiers.length > 0)
        addWeight(phrases, qualifiedPhraseKey(analysed.core, analysed.qualifiers), classNumber, 1);
      const sequence = [...analysed.core, ...analysed.qualifiers];
      if (sequence.length > 1) addWeight(bags, bagKey(sequence), classNumber, 1);
      for (let index = 0; index + 1 < sequence.length; index += 1) {
        addWeight(bigrams, pairKey(sequence[index], sequence[index + 1]), classNumber, 1);
      }
    }
    for (const word of splitWords(foldText(vocabulary.strong))) {
      const stem = stemWord(word);
      addWeight(tokens, stem, vocabulary.classNumber, STRONG_WORD_WEIGHT);
      addWeight(heads, stem, vocabulary.classNumber, STRONG_WORD_WEIGHT);
    }
  }
  const classFrequency = new Map<string, number>();
  for (const [stem, weights] of tokens) classFrequency.set(stem, effectiveClassCount(weights));
  const totals = new Map<string, number>();
  for (const [stem, weights] of tokens)
    totals.set(
      stem,
      weights.reduce((sum, value) => sum + value, 0),
    );
  return {
    neighbours: classNeighbours(tokens),
    tokens,
    heads,
    phrases,
    bigrams,
    bags,
    classFrequency,
    fuzzy: new FuzzyTokenIndex(totals),
    charGrams,
  };
}

/** Classes ordered by shared vocabulary: the sum over stems of the product of their class shares. */
function classNeighbours(tokens: Map<string, ClassWeights>): number[][] {
  const affinity = Array.from({ length: CLASS_SLOTS }, () => new Float64Array(CLASS_SLOTS));
  for (const weights of tokens.values()) {
    let total = 0;
    for (let classNumber = 1; classNumber < CLASS_SLOTS; classNumber += 1) total += weights[classNumber] ?? 0;
    if (total <= 0) continue;
    for (let first = 1; first < CLASS_SLOTS; first += 1) {
      const share = (weights[first] ?? 0) / total;
      if (share <= 0) continue;
      const row = affinity[first];
      if (row === undefined) continue;
      for (let second = 1; second < CLASS_SLOTS; second += 1) {
        if (second !== first) row[second] = (row[second] ?? 0) + (share * (weights[second] ?? 0)) / total;
      }
    }
  }
  return affinity.map((row, classNumber) =>
    classNumber === 0
      ? []
      : Array.from({ length: CLASS_SLOTS - 1 }, (_, offset) => offset + 1)
          .filter((other) => other !== classNumber && (row[other] ?? 0) > 0)
          .sort((left, right) => (row[right] ?? 0) - (row[left] ?? 0) || left - right),
  );
}

let cachedIndex: ClassIndex | undefined;

/** The index is built once per process, on first use (about a few tens of milliseconds). */
export function getClassIndex(): ClassIndex {
  cachedIndex ??= buildClassIndex();
  return cachedIndex;
}

/** Word pairs match in either order: "computer keyboards" and "keyboards for computers". */
export function pairKey(left: string | undefined, right: string | undefined): string {
  const first = left ?? '';
  const second = right ?? '';
  return first < second ? `${first} ${second}` : `${second} ${first}`;
}

/** Key of a whole phrase with its qualifier ("beverages for pets"), kept apart from bare cores. */
export function qualifiedPhraseKey(core: readonly string[], qualifiers: readonly string[]): string {
  return `${core.join(' ')} | ${qualifiers.join(' ')}`;
}

/** exp(entropy) of a class distribution: 1 for one class, n for n equal ones. */
export function effectiveClassCount(weights: ClassWeights): number {
  let total = 0;
  for (let classNumber = 1; classNumber < CLASS_SLOTS; classNumber += 1) total += weights[classNumber] ?? 0;
  if (total <= 0) return 1;
  let entropy = 0;
  for (let classNumber = 1; classNumber < CLASS_SLOTS; classNumber += 1) {
    const share = (weights[classNumber] ?? 0) / total;
    if (share > 0) entropy -= share * Math.log(share);
  }
  return Math.exp(entropy);
}

/** Order-free key of a term's stems: WIPO writes "converters, electric" for "electric converters". */
export function bagKey(stems: readonly string[]): string {
  return [...new Set(stems)].sort().join(' ');
}
