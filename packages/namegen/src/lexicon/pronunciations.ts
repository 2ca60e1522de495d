import { readFileSync } from 'node:fs';
import { packageFile } from './package-files.ts';

/** ARPAbet phonemes with stress digits, e.g. ['B', 'R', 'AE1', 'N', 'D']. */
export type Phonemes = readonly string[];

let pronunciations: Map<string, Phonemes[]> | undefined;

/**
 * The CMU pronouncing dictionary (package `cmu-pronouncing-dictionary`): lower-case word to its
 * pronunciations, the first one being the most common. Loaded once, on first use (~130k words).
 *
 * The package ships one big JavaScript object literal; we scan its text with a line regex rather than
 * importing it, which is several times faster and keeps the engine synchronous after warm-up.
 */
export function getPronunciations(): ReadonlyMap<string, Phonemes[]> {
  if (pronunciations) return pronunciations;
  const text = readFileSync(packageFile('cmu-pronouncing-dictionary'), 'utf8');
  const result = new Map<string, Phonemes[]>();
  const line = /^\s*"([^"]+)":\s*"([^"]+)"/gm;
  for (let match = line.exec(text); match; match = line.exec(text)) {
    const key = match[1];
    const phones = match[2];
    if (key === undefined || phones === undefined) continue;
    // Variants are written "word(2)", "word(3)": they join the base word's list in order.
    const word = key.replace(/\(\d+\)$/, '').toLowerCase();
    const list = result.get(word);
    const parsed = phones.trim().split(/\s+/);
    if (list) list.push(parsed);
    else result.set(word, [parsed]);
  }
  pronunciations = result;
  return result;
}

/** The first (most common) pronunciation of a word, or undefined when CMU does not know it. */
export function getPronunciation(word: string): Phonemes | undefined {
  return getPronunciations().get(word.toLowerCase())?.[0];
}

/** Phonemes without stress digits, e.g. 'AE1' -> 'AE'. */
export function stripStress(phonemes: Phonemes): string[] {
  // Char-code test instead of a regex: this runs over the whole dictionary at warm-up.
  return phonemes.map((p) => {
    const last = p.charCodeAt(p.length - 1);
    return last >= 48 && last <= 57 ? p.slice(0, -1) : p;
  });
}

/** True for ARPAbet vowels (they carry a stress digit in CMU). */
export function isVowelPhoneme(phoneme: string): boolean {
  return /\d$/.test(phoneme) || /^(AA|AE|AH|AO|AW|AY|EH|ER|EY|IH|IY|OW|OY|UH|UW)$/.test(phoneme);
}

/** Number of syllables (vowel phonemes) of a pronunciation. */
export function syllableCount(phonemes: Phonemes): number {
  return phonemes.filter(isVowelPhoneme).length;
}
