import {
  getFrequency,
  getPronunciation,
  getPronunciations,
  getZipf,
  isVowelPhoneme,
  isWordNetWord,
  baseForms,
  stripStress,
  type Phonemes,
} from '../lexicon/index.ts';
import { isFunctionWordName } from '../quality/function-words.ts';
import { positiveValence } from '../quality/negative-words.ts';
import type { MethodContext, RawIdea } from './context.ts';
import { editDistance } from './text-utils.ts';

/**
 * Sounds like: true rhymes (same phonemes from the last stressed vowel on), near rhymes (same
 * stressed vowel, final consonants of the same kind) and phonetic neighbours (one phoneme changed,
 * added or removed), all from the CMU pronouncing dictionary. Unknown words give no result.
 */

interface RhymeIndex {
  perfect: Map<string, string[]>;
  near: Map<string, string[]>;
  /**
   * Frequent, plain words under their phoneme string and under each one-phoneme deletion of it:
   * two words one edit apart always share one of these keys (a symmetric-deletion index).
   */
  neighbours: Map<string, string[]>;
  /** Frequent, plain words by their last vowel and what follows it: half rhymes ("pharmacy" ~ "fancy"). */
  lastSyllable: Map<string, string[]>;
}

/** The last vowel phoneme and the consonants after it, without stress. */
function lastSyllableKey(plain: readonly string[]): string {
  let start = plain.length - 1;
  while (start > 0 && !isVowelPhoneme(plain[start] ?? '')) start--;
  return plain.slice(start).join(' ');
}

// Consonant classes for near rhymes: "brand" ~ "plant" ~ "camp" share vowel + nasal + stop.
const CONSONANT_CLASS: Record<string, string> = {
  P: 'stop',
  B: 'stop',
  T: 'stop',
  D: 'stop',
  K: 'stop',
  G: 'stop',
  F: 'fric',
  V: 'fric',
  TH: 'fric',
  DH: 'fric',
  S: 'fric',
  Z: 'fric',
  SH: 'fric',
  ZH: 'fric',
  HH: 'fric',
  CH: 'affr',
  JH: 'affr',
  M: 'nasal',
  N: 'nasal',
  NG: 'nasal',
  L: 'liquid',
  R: 'liquid',
  W: 'glide',
  Y: 'glide',
};
const NEIGHBOUR_MIN_COUNT = 20;
const RHYME_MIN_COUNT = 2;

let rhymeIndex: RhymeIndex | undefined;

/** Index where the rhyme starts: the last primary-stressed vowel, else the last vowel, else 0. */
function rhymeTailStart(phones: Phonemes): number {
  let lastVowel = -1;
  for (let i = phones.length - 1; i >= 0; i--) {
    const phone = phones[i] ?? '';
    if (phone.endsWith('1')) return i;
    if (lastVowel === -1 && isVowelPhoneme(phone)) lastVowel = i;
  }
  return Math.max(0, lastVowel);
}

/** Rhyme keys from a pronunciation and its stress-free copy. */
function rhymeKeys(phones: Phonemes, plain: readonly string[]): { perfect: string; near: string } {
  const tail = plain.slice(rhymeTailStart(phones));
  const [vowel = '', ...rest] = tail;
  return {
    perfect: tail.join(' '),
    near: [vowel, ...rest.map((p) => CONSONANT_CLASS[p] ?? p)].join(' '),
  };
}

/** The phoneme string itself and every string with one phoneme removed. */
function deletionKeys(phones: readonly string[]): Set<string> {
  const keys = new Set([phones.join(' ')]);
  for (let i = 0; i < phones.length; i++) {
    keys.add([...phones.slice(0, i), ...phones.slice(i + 1)].join(' '));
  }
  return keys;
}

function push(map: Map<string, string[]>, key: string, word: string): void {
  const list = map.get(key);
  if (list) list.push(word);
  else map.set(key, [word]);
}

function getRhymeIndex(): RhymeIndex {
  if (rhymeIndex) return rhymeIndex;
  const perfect = new Map<string, string[]>();
  const near = new Map<string, string[]>();
  const neighbours = new Map<string, string[]>();
  const lastSyllable = new Map<string, string[]>();
  for (const [word, variants] of getPronunciations()) {
    // Letters only and at least one vowel letter: keeps out abbreviations such as "ls", "vs".
    // Three letters at least: CMU's two-letter entries are mostly letter names and syllables ("ic").
    if (!/^[a-z]{3,}$/.test(word) || !/[aeiouy]/.test(word)) continue;
    const count = getFrequency(word);
    // Content words with a meaning only (issue 16): CMU also lists surnames, places and foreign
    // words that subtitles use ("qui", "prix"); WordNet holds no function words.
    if (count < RHYME_MIN_COUNT || !isWordNetWord(word)) continue;
    // A superlative ("quickest", "nicest") rhymes on its ending and names nothing.
    if (word.endsWith('est') && !baseForms(word).includes(word)) continue;
    const phones = variants[0];
    if (!phones) continue;
    const plain = stripStress(phones);
    const keys = rhymeKeys(phones, plain);
    push(perfect, keys.perfect, word);
    push(near, keys.near, word);
    if (count >= NEIGHBOUR_MIN_COUNT) {
      for (const key of deletionKeys(plain)) push(neighbours, key, word);
      push(lastSyllable, lastSyllableKey(plain), word);
    }
  }
  // Most familiar first, so that half rhymes can stop after the best few hundred.
  for (const words of lastSyllable.values()) words.sort((a, b) => getFrequency(b) - getFrequency(a));
  rhymeIndex = { perfect, near, neighbours, lastSyllable };
  return rhymeIndex;
}

/** Builds the rhyme index ahead of the first request. */
export function warmUpRhymes(): void {
  getRhymeIndex();
}

function familiarity(word: string): number {
  return Math.min(1, getZipf(word) / 6);
}

/**
 * A true or near rhyme with a positive meaning (cheer, gentle) ranks up by as much as a better-known
 * one; half rhymes do not, or every -y word with a glad meaning (happy, merry) would lead.
 */
const POSITIVE_WEIGHT = 0.25;

function rhymesOf(word: string): RawIdea[] {
  const phones = getPronunciation(word);
  if (!phones) return [];
  const index = getRhymeIndex();
  const plain = stripStress(phones);
  const keys = rhymeKeys(phones, plain);
  const ideas: RawIdea[] = [];
  const syllables = phones.filter(isVowelPhoneme).length;
  const seen = new Set<string>([word]);
  const lengthFit = (other: string): number => {
    const otherPhones = getPronunciation(other) ?? [];
    const diff = Math.abs(otherPhones.filter(isVowelPhoneme).length - syllables);
    return 1 / (1 + diff);
  };
  // A rhyme that merely adds a prefix ("rebrand") is weaker than a new word ("grand").
  const containsWord = (other: string): boolean => other.endsWith(word) || word.endsWith(other);

  for (const other of index.perfect.get(keys.perfect) ?? []) {
    if (seen.has(other)) continue;
    seen.add(other);
    const score =
      0.6 +
      0.25 * familiarity(other) +
      0.15 * lengthFit(other) +
      POSITIVE_WEIGHT * positiveValence(other) -
      (containsWord(other) ? 0.2 : 0);
    ideas.push({ name: other, score, why: `rhymes with ${word}` });
  }
  for (const other of index.near.get(keys.near) ?? []) {
    if (seen.has(other)) continue;
    seen.add(other);
    const score =
      0.4 + 0.25 * familiarity(other) + 0.1 * lengthFit(other) + POSITIVE_WEIGHT * positiveValence(other);
    ideas.push({ name: other, score, why: `near rhyme of ${word}` });
  }
  for (const key of deletionKeys(plain)) {
    for (const other of index.neighbours.get(key) ?? []) {
      if (seen.has(other)) continue;
      const otherPhones = getPronunciation(other);
      if (!otherPhones || editDistance(plain, stripStress(otherPhones)) !== 1) continue;
      seen.add(other);
      ideas.push({ name: other, score: 0.35 + 0.25 * familiarity(other), why: `sounds like ${word}` });
    }
  }
  // Half rhymes on the last syllable fill the page for long words with few true rhymes.
  if (ideas.length < HALF_RHYME_WHEN_FEWER) {
    for (const other of (index.lastSyllable.get(lastSyllableKey(plain)) ?? []).slice(0, MAX_HALF_RHYMES)) {
      // Adverbs in -ly half-rhyme with every -y word and name nothing.
      if (seen.has(other) || containsWord(other) || other.endsWith('ly')) continue;
      seen.add(other);
      const score = 0.2 + 0.2 * familiarity(other) + 0.2 * lengthFit(other);
      ideas.push({ name: other, score, why: `half rhyme of ${word}` });
    }
  }
  return ideas;
}

const HALF_RHYME_WHEN_FEWER = 60;
const MAX_HALF_RHYMES = 300;
/**
 * A phrase with its last word swapped for a rhyme (organic charm, ice supreme) leads the bare rhyme:
 * our raters gave those compounds 2.3 on average and bare rhymes 1.2 (docs/benchmarks-panel.md).
 */
const PHRASE_VARIANT_WEIGHT = 1.1;

/**
 * A compound the dictionary does not know ("skincare", "bookshop") rhymes on its head, the last
 * word: ["skin", "care"]; undefined when no split into two known words exists.
 */
function splitCompound(word: string): [string, string] | undefined {
  for (let cut = word.length - 3; cut >= 3; cut--) {
    const modifier = word.slice(0, cut);
    const head = word.slice(cut);
    if (getPronunciation(modifier) && getPronunciation(head) && getFrequency(head) >= RHYME_MIN_COUNT) {
      return [modifier, head];
    }
  }
  return undefined;
}

export function rhyme({ keyword }: MethodContext): RawIdea[] {
  // Each word of a phrase rhymes on its own; the last word also gives phrase variants
  // ("brand new" -> "brand few") because the ear hears a phrase's rhyme at its end.
  const ideas: RawIdea[] = [];
  keyword.words.forEach((word, position) => {
    const compound = getPronunciation(word) ? undefined : splitCompound(word);
    if (compound) {
      // Brandable compounds keep the modifier: "skincare" → "skinflair".
      const [modifier, head] = compound;
      for (const idea of rhymesOf(head)) {
        ideas.push({ ...idea, score: idea.score * 0.9 });
        if (isFunctionWordName(idea.name)) continue;
        ideas.push({ name: modifier + idea.name, score: idea.score * 0.95, why: `${idea.why}, in ${word}` });
      }
      return;
    }
    for (const idea of rhymesOf(word)) {
      ideas.push(idea);
      if (keyword.words.length > 1 && position === keyword.words.length - 1) {
        const phrase = [...keyword.words.slice(0, -1), idea.name].join(' ');
        ideas.push({
          name: phrase,
          score: idea.score * PHRASE_VARIANT_WEIGHT,
          why: `${idea.why}, in the phrase`,
        });
      }
    }
  });
  return ideas;
}
