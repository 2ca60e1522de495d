import {
  getFrequency,
  getPronunciation,
  getPronunciations,
  isVowelPhoneme,
  isWordNetWord,
  baseForms,
  stripStress,
  type Phonemes,
} from '../lexicon/index.ts';
import { isFunctionWordName } from '../quality/function-words.ts';
import type { MethodContext, RawIdea } from './context.ts';
import { alliterativePairs } from './rhyme-alliteration.ts';
import { NATURAL_THING_FILES, rhymingCompounds, suitsField, type RhymeSource } from './rhyme-compounds.ts';
import { fieldStems } from './rhyme-stems.ts';
import { fitsMeaning } from './rhyme-meaning-fit.ts';
import { isPairPartner, pairWorth } from './rhyme-worth.ts';
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
  /**
   * Frequent, plain words under their consonants in order and each one-consonant deletion of them:
   * consonance, the likeness of "florist" and "forest" that no rhyme key catches.
   */
  consonants: Map<string, string[]>;
  /** Frequent, plain words by their last vowel and what follows it: half rhymes ("pharmacy" ~ "fancy"). */
  lastSyllable: Map<string, string[]>;
  /** Frequent, plain words by their last two sounds, most familiar first: end rhymes (yoga ~ saga). */
  endings: Map<string, string[]>;
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

/**
 * True when two consonant strings are equal or one has a single consonant more (F L R S T ~ F R S T).
 * A changed consonant makes another word (car ~ kiss), not a likeness.
 */
function sameOrOneMore(a: readonly string[], b: readonly string[]): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (long.length - short.length > 1) return false;
  if (long.length === short.length) return short.every((phone, i) => phone === long[i]);
  for (let skip = 0; skip < long.length; skip++) {
    if (short.every((phone, i) => phone === long[i < skip ? i : i + 1])) return true;
  }
  return false;
}

function consonantsOf(plain: readonly string[]): string[] {
  return plain.filter((phone) => !isVowelPhoneme(phone));
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
  const consonants = new Map<string, string[]>();
  const lastSyllable = new Map<string, string[]>();
  const endings = new Map<string, string[]>();
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
      for (const key of deletionKeys(consonantsOf(plain))) push(consonants, key, word);
      push(lastSyllable, lastSyllableKey(plain), word);
      push(endings, plain.slice(-END_RHYME_SOUNDS).join(' '), word);
    }
  }
  // Most familiar first, so that half rhymes can stop after the best few hundred.
  for (const words of lastSyllable.values()) words.sort((a, b) => getFrequency(b) - getFrequency(a));
  for (const words of endings.values()) words.sort((a, b) => getFrequency(b) - getFrequency(a));
  rhymeIndex = { perfect, near, neighbours, consonants, lastSyllable, endings };
  return rhymeIndex;
}

/** Builds the rhyme index ahead of the first request. */
export function warmUpRhymes(): void {
  getRhymeIndex();
}

/**
 * What a rhyme is worth as a name (rhyme-worth.ts) counts more than how close the sound is: our
 * raters kept the known, positive, picturable rhymes (cheer, gentle, reassurance) and rated the rest
 * at the floor, however true the rhyme (czarist, guitarist for florist).
 */
const WORTH_WEIGHT = 0.55;
/**
 * A rhyme of the trade's own field (insurance → assurance, florist → flower) reads as a pun on it and
 * leads the ones that merely sound alike (essence, silence); worth the step from a half rhyme to a
 * true one and then some.
 */
const MEANING_FIT_BONUS = 0.25;

/** The perfect rhymes of a word, as the index holds them (most of them rare). */
function perfectRhymesOf(word: string): readonly string[] {
  const phones = getPronunciation(word);
  if (!phones) return [];
  return getRhymeIndex().perfect.get(rhymeKeys(phones, stripStress(phones)).perfect) ?? [];
}

/** Words ending in the same two sounds or more, one of them a consonant: yoga ~ saga, tailor ~ stellar. */
function endRhymesOf(word: string): readonly string[] {
  const phones = getPronunciation(word);
  if (!phones) return [];
  const tail = stripStress(phones).slice(-END_RHYME_SOUNDS);
  if (tail.length < END_RHYME_SOUNDS || !isHeardEnding(phones.slice(-END_RHYME_SOUNDS))) return [];
  return (getRhymeIndex().endings.get(tail.join(' ')) ?? []).slice(0, MAX_END_RHYMES);
}
const END_RHYME_SOUNDS = 2;

/**
 * An ending the ear hears as a rhyme: a consonant and an open vowel (yoga ~ saga, data ~ delta), or a
 * stressed vowel and its consonant. A weak vowel and a consonant (-el, -en, -et) or -er end too many
 * words to echo anything (jewel ~ loyal, garden ~ heaven, water ~ shelter).
 */
function isHeardEnding([first = '', second = '']: Phonemes): boolean {
  if (!isVowelPhoneme(first)) return isVowelPhoneme(second) && !second.startsWith('ER');
  return !first.endsWith('0') && !isVowelPhoneme(second);
}
/** The most familiar words of a last syllable: enough to find the namer's words among them. */
const MAX_END_RHYMES = 1500;

const RHYME_SOURCE: RhymeSource = { perfect: perfectRhymesOf, endRhymes: endRhymesOf };

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
  const add = (other: string, sound: number, why: string): void => {
    const worth = pairWorth(other);
    const score = sound + WORTH_WEIGHT * worth + (fitsMeaning(other, word) ? MEANING_FIT_BONUS : 0);
    // A word of no worth (obscure, a proper name, an adverb) is no sound-alike a namer offers.
    if (worth > 0) ideas.push({ name: other, score, why });
  };

  for (const other of index.perfect.get(keys.perfect) ?? []) {
    if (seen.has(other)) continue;
    seen.add(other);
    add(other, 0.3 + 0.1 * lengthFit(other) - (containsWord(other) ? 0.2 : 0), `rhymes with ${word}`);
  }
  for (const other of index.near.get(keys.near) ?? []) {
    if (seen.has(other)) continue;
    seen.add(other);
    add(other, 0.2 + 0.1 * lengthFit(other), `near rhyme of ${word}`);
  }
  for (const key of deletionKeys(plain)) {
    for (const other of index.neighbours.get(key) ?? []) {
      if (seen.has(other)) continue;
      const otherPhones = getPronunciation(other);
      if (!otherPhones || editDistance(plain, stripStress(otherPhones)) !== 1) continue;
      seen.add(other);
      add(other, 0.25, `sounds like ${word}`);
    }
  }
  // Consonance: the same consonants, one more or fewer, from the same first sound and in as many
  // syllables (florist ~ forest); a namer's sound-alike that keeps the word's shape.
  const skeleton = consonantsOf(plain);
  for (const key of skeleton.length >= MIN_CONSONANCE_CONSONANTS ? deletionKeys(skeleton) : []) {
    for (const other of index.consonants.get(key) ?? []) {
      if (seen.has(other) || containsWord(other)) continue;
      const otherPlain = stripStress(getPronunciation(other) ?? []);
      if (otherPlain[0] !== plain[0] || lengthFit(other) < 1) continue;
      const otherSkeleton = consonantsOf(otherPlain);
      if (!sameOrOneMore(skeleton, otherSkeleton)) continue;
      // A consonant dropped from a short word leaves too little of it (school ~ sky, pizza ~ potty).
      if (otherSkeleton.length < skeleton.length && skeleton.length < MIN_CONSONANCE_DROP) continue;
      seen.add(other);
      add(other, CONSONANCE_SOUND, `sounds like ${word}`);
    }
  }
  // Half rhymes on the last syllable fill the page for long words with few true rhymes.
  if (ideas.filter((idea) => idea.score >= HALF_RHYME_FILL_SCORE).length < HALF_RHYME_WHEN_FEWER) {
    for (const other of (index.lastSyllable.get(lastSyllableKey(plain)) ?? []).slice(0, MAX_HALF_RHYMES)) {
      if (seen.has(other) || containsWord(other)) continue;
      seen.add(other);
      add(other, halfRhymeSound(plain, other) + 0.1 * lengthFit(other), `half rhyme of ${word}`);
    }
  }
  return ideas;
}

/**
 * How much a half rhyme sounds like the keyword: a shared last syllable alone ("pharmacy" ~
 * "victory", "plumbing" ~ "hoping") is an ending, not a likeness; three shared final sounds, or two
 * and the same first sound (consonance: "florist" ~ "forest"), are heard.
 */
export function halfRhymeSound(plain: readonly string[], other: string): number {
  const otherPlain = stripStress(getPronunciation(other) ?? []);
  let shared = 0;
  while (
    shared < Math.min(plain.length, otherPlain.length) &&
    plain[plain.length - 1 - shared] === otherPlain[otherPlain.length - 1 - shared]
  ) {
    shared++;
  }
  const sameStart = plain[0] === otherPlain[0];
  if (shared >= 3 || (shared >= 2 && sameStart)) return HALF_RHYME_HEARD;
  return HALF_RHYME_ENDING;
}
const HALF_RHYME_HEARD = 0.15;
const CONSONANCE_SOUND = 0.3;
/** Two consonants are too few to be heard as a likeness (hair ~ hope). */
const MIN_CONSONANCE_CONSONANTS = 3;
const MIN_CONSONANCE_DROP = 4;
/** An ending shared only: it fills a page, after every heard likeness of some worth. */
const HALF_RHYME_ENDING = -0.15;

/** Rhymes worth a page: a known word of some worth (score 0.5 is a true rhyme of worth 0.3). */
const HALF_RHYME_FILL_SCORE = 0.5;
const HALF_RHYME_WHEN_FEWER = 60;
const MAX_HALF_RHYMES = 300;
/**
 * A phrase with its last word swapped for a rhyme (organic charm, ice supreme) leads the bare rhyme:
 * our raters gave those compounds 2.3 on average and bare rhymes 1.2 (docs/benchmarks-panel.md).
 */
const PHRASE_PERFECT_BASE = 0.5;
const PHRASE_NEAR_BASE = 0.4;
const PHRASE_WORTH_WEIGHT = 0.45;
/** Enough to lead the bare rhyme after the brand-likeness blend (wedding manor before manor). */
const PHRASE_OVER_BARE = 0.1;
/** Our raters gave a bare rhyme 1.2 and a phrase with a rhyme in it 2.3 (docs/benchmarks-panel.md). */
const PHRASE_BARE_FACTOR = 0.9;
/** Below the phrase's pairs and its other bare rhymes, still on the page to fill it. */
const PHRASE_STRAY_THING_FACTOR = 0.6;
/** Field words a rhyming compound is built on, per keyword word. */
const STEMS_PER_WORD = 3;

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
  // The phrase's first word says what the trade is about (web design, language school).
  const keywordHead = keyword.words[0] ?? '';
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
    if (!getPronunciation(word)) return;
    const stems = fieldStems(word, STEMS_PER_WORD);
    const compounds = rhymingCompounds(stems, word, RHYME_SOURCE);
    ideas.push(...compounds, ...alliterativePairs(stems, word, new Set(compounds.map((idea) => idea.name))));
    for (const idea of rhymesOf(word)) {
      // For a phrase a bare rhyme has lost the trade (car rental → star): its pairs lead it.
      // A thing of another field, bare, has lost the trade twice over (language school → mule).
      const bareFactor = suitsField(idea.name, word, keywordHead)
        ? PHRASE_BARE_FACTOR
        : PHRASE_STRAY_THING_FACTOR;
      ideas.push(keyword.words.length > 1 ? { ...idea, score: idea.score * bareFactor } : idea);
      // A half rhyme or a neighbour is too far off to be heard as the phrase (yoga flamingo).
      const perfect = idea.why.startsWith('rhymes with');
      const near = idea.why.startsWith('near rhyme');
      const worth = isPairPartner(idea.name) ? pairWorth(idea.name) : 0;
      // The word's own ending is no rhyme in the phrase (legal advice → legal ice).
      const ownEnding = word.endsWith(idea.name) || idea.name.endsWith(word);
      const last = keyword.words.length > 1 && position === keyword.words.length - 1;
      // A plant, animal or substance of another field swapped in reads as a random object (web pine,
      // language mule, baby lube); no phrase is made of it.
      const keeps = suitsField(idea.name, word, keywordHead, NATURAL_THING_FILES);
      if ((perfect || near) && last && !ownEnding && keeps) {
        const phrase = [...keyword.words.slice(0, -1), idea.name].join(' ');
        // The phrase rhymed always leads its bare rhyme; a namer's or positive word lifts it more.
        const paired =
          worth > 0 ? (perfect ? PHRASE_PERFECT_BASE : PHRASE_NEAR_BASE) + PHRASE_WORTH_WEIGHT * worth : 0;
        ideas.push({
          name: phrase,
          score: Math.max(paired, idea.score + PHRASE_OVER_BARE),
          why: `${idea.why}, in the phrase`,
        });
      }
    }
  });
  return ideas;
}
