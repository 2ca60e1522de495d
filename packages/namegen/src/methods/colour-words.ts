import { getSynset, lookupLemma } from '../lexicon/index.ts';

/**
 * A colour on its own (pink, blue, sable) names no trade: raters read it as a swatch, not a brand of
 * the field (florist → pink). True when the word's first noun sense is a colour in WordNet: an
 * attribute whose broader terms, a few steps up, are "color".
 */
const NOUN_ATTRIBUTE_FILE = 7;
const MAX_CLIMB = 4;
const cache = new Map<string, boolean>();

export function isColourWord(word: string): boolean {
  const cached = cache.get(word);
  if (cached !== undefined) return cached;
  let result = false;
  const first = lookupLemma(word, 'n')[0];
  if (first) {
    let synset = getSynset(first);
    if (synset.lexFile === NOUN_ATTRIBUTE_FILE) {
      for (let step = 0; step < MAX_CLIMB && !result; step++) {
        const broader = synset.pointers.find((pointer) => pointer.symbol === '@');
        if (!broader) break;
        synset = getSynset(broader);
        result = synset.words.some(
          (lemma) => lemma === 'color' || lemma === 'colour' || lemma === 'chromatic color',
        );
      }
    }
  }
  cache.set(word, result);
  return result;
}
