/**
 * Lexical data of the Create engine, each source loaded lazily and once. Other namegen modules
 * (blend, foreignize) import from here.
 */
export {
  getPronunciations,
  getPronunciation,
  stripStress,
  isVowelPhoneme,
  syllableCount,
  type Phonemes,
} from './pronunciations.ts';
export { getFrequency, getZipf, getFrequentWords } from './frequency.ts';
export {
  getSynset,
  lookupLemma,
  lookupWord,
  baseForms,
  isWordNetWord,
  warmUpWordNet,
  type Synset,
  type SynsetRef,
  type WordNetPointer,
  type WordNetPos,
} from './wordnet.ts';
export { isOffensive, swearWordsIn } from './profanity.ts';
export { isExistingWord } from './existing-words.ts';
