import { bagKey, splitTerms } from './class-index.ts';
import { contentStems } from './normalise.ts';
import type { ClassVocabulary } from './vocabulary/vocabulary-types.ts';

/**
 * The honesty rule of the benchmark (docs/benchmarks-classes.md): a vocabulary phrase written after
 * looking at the development half's misses may not equal a development term. "Equal" is read as
 * the finder reads it: the same content-word stems in any order ("bags, paper" = "paper bags").
 */
export function termKey(term: string): string {
  return bagKey(contentStems(term));
}

/** Phrases of the vocabulary (cross-references "X are in N" read as X) whose key is one of the terms'. */
export function phrasesEqualToTerms(
  vocabulary: readonly ClassVocabulary[],
  terms: readonly string[],
): string[] {
  const keys = new Set(terms.map(termKey));
  const equal: string[] = [];
  for (const entry of vocabulary.flatMap((layer) => splitTerms(layer.terms))) {
    const phrase = /^(.*\S)\s+are in \d{1,2}$/.exec(entry)?.[1] ?? entry;
    if (keys.has(termKey(phrase))) equal.push(phrase);
  }
  return equal;
}
