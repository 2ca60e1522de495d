import { getSynset, isOffensive, lookupLemma, type Synset } from '../lexicon/index.ts';

/**
 * What a word's own definition says of it: a word defined as cheap, inferior or waste (plonk, "a
 * cheap wine of inferior quality"; sewage, "waste matter"), or marked as a dysphemism, slang or
 * vulgar (suds, "a dysphemism for beer"), carries that meaning into a name even when the word itself
 * is in no sentiment list. Read from the first noun sense's definition (quoted examples left out),
 * against a few marks written by us.
 */
const REGISTER_MARKS = new Set([
  'dysphemism',
  'slang',
  'vulgar',
  'vulgarism',
  'derogatory',
  'disparaging',
  'offensive',
]);
/**
 * Negative words that describe the thing itself; others (danger, loss, pain) are as often what it
 * guards against (shelter, "protection from danger"; insurance), so AFINN alone is not read.
 */
const QUALITY_MARKS = new Set(['cheap', 'inferior', 'waste', 'worthless', 'shoddy', 'filth', 'excrement']);
const cache = new Map<string, boolean>();

export function hasNegativeDefinition(word: string): boolean {
  const cached = cache.get(word);
  if (cached !== undefined) return cached;
  const first = lookupLemma(word, 'n')[0];
  const definition = first ? (getSynset(first).gloss.split('"')[0] ?? '') : '';
  const tokens = definition.toLowerCase().match(/[a-z]+/g) ?? [];
  const result = tokens.some((token) => REGISTER_MARKS.has(token) || QUALITY_MARKS.has(token));
  cache.set(word, result);
  return result;
}

/**
 * A sense about a bodily function (toilet, "a plumbing fixture for defecation and urination") or one
 * with a vulgar lemma among its synonyms (crapper) is a taboo subject: its informal lemmas (potty,
 * throne, can) read as toilet humour in a name, though WordNet marks none of them as slang.
 */
const BODILY_MARKS = new Set([
  'defecation',
  'defecate',
  'urination',
  'urinate',
  'excretion',
  'excrete',
  'feces',
  'faeces',
  'excrement',
]);

export function isTabooSense(synset: Synset): boolean {
  const definition = synset.gloss.split('"')[0] ?? '';
  const tokens = definition.toLowerCase().match(/[a-z]+/g) ?? [];
  return tokens.some((token) => BODILY_MARKS.has(token)) || synset.words.some((lemma) => isOffensive(lemma));
}
