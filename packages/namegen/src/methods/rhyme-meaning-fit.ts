import { baseForms, getSynset, getZipf, lookupLemma, type Synset } from '../lexicon/index.ts';
import { glossWords } from './gloss-words.ts';

/**
 * Whether a sound-alike word belongs to the keyword's field, by WordNet: one of them is named in the
 * other's senses (a synonym, a broader term, a derived word) or in their definitions (assurance: "a
 * British term for some kinds of insurance"). A rhyme that fits the trade reads as a pun on it; one
 * that does not reads as a random word (insurance → silence, yoga → toga, photography → victory).
 */

/** Senses read per word: later ones drift to rare meanings that link anything to anything. */
const SENSES = 6;
/** A definition word this common (thing, part, person, group) links unrelated words. */
const MAX_LINK_ZIPF = 4.8;
/** Letters two forms of one word share at the start (plumb-er, plumb-ing). */
const SAME_STEM = 4;

function sensesOf(word: string): Synset[] {
  const base = baseForms(word)[0] ?? word;
  return lookupLemma(base)
    .filter((ref) => ref.pos === 'n' || ref.pos === 'a')
    .slice(0, SENSES)
    .map((ref) => getSynset(ref));
}

/** Single-word lemmas of a synset and of the synsets it points to as broader or derived. */
function namedWords(synset: Synset, into: Set<string>): void {
  for (const lemma of synset.words) if (!lemma.includes(' ')) into.add(lemma);
  for (const pointer of synset.pointers) {
    if (pointer.symbol !== '@' && pointer.symbol !== '+') continue;
    for (const lemma of getSynset({ pos: pointer.pos, offset: pointer.offset }).words) {
      if (!lemma.includes(' ')) into.add(lemma);
    }
  }
}

const linkCache = new Map<string, ReadonlySet<string>>();

/** The words a word's senses name or define it by, rarer than everyday words. */
function linksOf(word: string): ReadonlySet<string> {
  const cached = linkCache.get(word);
  if (cached) return cached;
  const base = baseForms(word)[0] ?? word;
  const links = new Set<string>();
  for (const synset of sensesOf(base)) {
    namedWords(synset, links);
    for (const lemma of glossWords(synset.gloss, base)) links.add(lemma);
  }
  for (const link of links) if (getZipf(link) > MAX_LINK_ZIPF) links.delete(link);
  links.delete(base);
  linkCache.set(word, links);
  return links;
}

/** True when the candidate and the keyword word name or define each other. */
export function fitsMeaning(candidate: string, keywordWord: string): boolean {
  const candidateBase = baseForms(candidate)[0] ?? candidate;
  const keywordBase = baseForms(keywordWord)[0] ?? keywordWord;
  // A form of the keyword itself (plumbing → plumber, photography → photographic) is no pun on it.
  if (candidateBase.slice(0, SAME_STEM) === keywordBase.slice(0, SAME_STEM)) return false;
  return linksOf(keywordBase).has(candidateBase) || linksOf(candidateBase).has(keywordBase);
}
