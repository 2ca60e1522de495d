import { getZipf, isWordNetWord } from '../lexicon/index.ts';
import { pronounceability } from '../phonotactics/index.ts';
import type { MethodContext, RawIdea } from './context.ts';
import { cutsAtSyllable, isCommonWord, isFieldClipping, keepsHead } from './clipping-fit.ts';
import { firstSyllable } from './text-utils.ts';
import { wordFamily, wordVariants } from './word-family.ts';

/**
 * Abbreviate: acronyms of phrases, syllable clippings joined FedEx-style, and consonant skeletons.
 * A clipping that is a word of the keyword's field leads (flora for florist), then clippings that keep
 * a word's head and end at a syllable's edge (flo, insura, dent + clin); words of another meaning (fly,
 * candy), letter scraps, two initials and skeletons trail (clipping-fit.ts).
 */

function skeleton(word: string): string {
  // Keep the first letter, drop the other vowels, collapse doubled consonants.
  return (word.slice(0, 1) + word.slice(1).replace(/[aeiou]/g, '')).replace(/(.)\1+/g, '$1');
}

function clippings(word: string): string[] {
  const result = new Set<string>();
  const syllable = firstSyllable(word);
  if (syllable.length >= 2 && syllable.length < word.length) result.add(syllable);
  const two = twoSyllables(word);
  if (two) result.add(two);
  for (const length of [2, 3, 4, 5, 6]) {
    if (word.length > length + 1) result.add(word.slice(0, length));
  }
  return [...result];
}

/** How much each word of a phrase keeps, per word: a scrap (do of dog, sch of school) costs most. */
const PART_SCRAP = 0.35;
const PART_MID_SYLLABLE = 0.06;
const PART_CLEAN_CUT = 0.04;

/**
 * How readable the parts of a phrase clipping are (issue 16: dog grooming led with doggro, dogro, dg):
 * a word kept whole or clipped to a head that keeps its first syllable and ends at a syllable's edge
 * (dent + clin, lang + school) reads at once; a scrap of two or three letters does not.
 */
function partsFit(parts: readonly string[], words: readonly string[]): number {
  let fit = 0;
  parts.forEach((part, i) => {
    const word = words[i] ?? '';
    if (part === word) return;
    if (!keepsHead(part, word)) fit -= PART_SCRAP;
    else fit += cutsAtSyllable(part, word) ? PART_CLEAN_CUT : -PART_MID_SYLLABLE;
  });
  return fit;
}

/**
 * Two initials (dg for dog grooming) are read letter by letter and say nothing: a last resort,
 * below any clipping a reader maps back. Three or more (IBM) make a name of their own.
 */
const PAIR_ACRONYM_SCORE = 0.15;
const ACRONYM_SCORE = 0.55;
/** A phrase's consonant skeleton (dggrmng) is read letter by letter too: below its clippings' scraps. */
const PHRASE_SKELETON_SCORE = 0.15;

function phraseIdeas(words: readonly string[]): RawIdea[] {
  const ideas: RawIdea[] = [];
  const acronym = words.map((word) => word[0] ?? '').join('');
  ideas.push({
    name: acronym,
    score: words.length === 2 ? PAIR_ACRONYM_SCORE : ACRONYM_SCORE,
    why: `acronym of ${words.join(' ')}`,
  });
  const twoLetters = words.map((word) => word.slice(0, 2));
  ideas.push({
    name: twoLetters.join(''),
    score: 0.45 + 0.2 * pronounceability(twoLetters.join('')) + partsFit(twoLetters, words),
    why: 'first two letters of each word',
  });
  // FedEx-style: the first syllable of every word, then variants keeping the last word whole.
  const syllables = words.map(firstSyllable);
  const clipped = syllables.join('');
  ideas.push({
    name: clipped,
    score: 0.7 + 0.3 * pronounceability(clipped) + partsFit(syllables, words),
    why: `syllable clipping of ${words.join(' ')}`,
  });
  const lastWholeParts = [...syllables.slice(0, -1), words[words.length - 1] ?? ''];
  const lastWhole = lastWholeParts.join('');
  ideas.push({
    name: lastWhole,
    score: 0.55 + 0.3 * pronounceability(lastWhole) + partsFit(lastWholeParts, words),
    why: `clipped ${words.slice(0, -1).join(' ')} + ${words[words.length - 1] ?? ''}`,
  });
  const firstWholeParts = [words[0] ?? '', ...syllables.slice(1)];
  const firstWhole = firstWholeParts.join('');
  ideas.push({
    name: firstWhole,
    score: 0.5 + 0.3 * pronounceability(firstWhole) + partsFit(firstWholeParts, words),
    why: `${words[0] ?? ''} + clipped ${words.slice(1).join(' ')}`,
  });
  // Mixed: each word's clipping of 3 or 4 letters.
  for (const length of [3, 4]) {
    const parts = words.map((word) => word.slice(0, length));
    const mixed = parts.join('');
    ideas.push({
      name: mixed,
      score: 0.45 + 0.3 * pronounceability(mixed) + partsFit(parts, words),
      why: `first ${length} letters of each word`,
    });
  }
  const joinedSkeleton = words.map(skeleton).join('');
  ideas.push({ name: joinedSkeleton, score: PHRASE_SKELETON_SCORE, why: 'consonant skeleton' });
  // Every mix of clippings, one per word, in order (yoga studio → yostu, yogstud): more FedEx-style
  // candidates, ranked by how readable they are, so a first page fills for any phrase.
  let mixes: string[][] = [[]];
  for (const word of words) {
    // A three-letter word clips to its first two letters (dog grooming → dogroom, car rental → carent).
    const head = word.length === 3 ? [word.slice(0, 2)] : [];
    const clips = [...new Set([firstSyllable(word), ...clippings(word), ...head, word])];
    mixes = mixes.flatMap((mix) => clips.map((clip) => [...mix, clip])).slice(0, MAX_MIXES);
  }
  for (const mix of mixes) {
    const name = mix.join('');
    if (name === words.join('')) continue;
    const fit = partsFit(mix, words);
    const score = 0.3 + 0.45 * pronounceability(name) - 0.02 * Math.max(0, name.length - 8) + fit;
    ideas.push({ name, score, why: `clippings ${mix.join(' + ')}` });
    // A short syllable acronym takes a company's or a colloquial ending (Nabisco, Sunoco, FedEx).
    if (name.length <= 6 && /[^aeiouy]$/.test(name)) {
      for (const ending of ['o', 'a', 'co', 'ex']) {
        const ended = name + ending;
        ideas.push({
          name: ended,
          score: 0.25 + 0.4 * pronounceability(ended) * (ENDING_WEIGHT[ending] ?? 0.7) + fit,
          why: `clippings ${mix.join(' + ')} + -${ending}`,
        });
      }
    }
  }
  return ideas;
}

/** Upper bound on clipping mixes, so six-word phrases stay fast. */
const MAX_MIXES = 400;
/** Colloquial endings of clipped words (brekkie, arvo, Insta, Sysco's -co for "company", FedEx's -ex). */
const CLIP_ENDINGS = ['o', 'y', 'ie', 'a', 'i', 'co', 'ex', 'z'];
/** How natural each ending reads on a clipping: -o/-y/-ie are everyday speech, -co a company's. */
const ENDING_WEIGHT: Readonly<Record<string, number>> = {
  o: 1,
  y: 1,
  ie: 0.95,
  a: 0.9,
  i: 0.8,
  co: 0.85,
  // FedEx, Timex: a company's ending after a clipping.
  ex: 0.75,
  z: 0.7,
};

/** The first two orthographic syllables ("photography" → "photo", "gardening" → "garden"). */
function twoSyllables(word: string): string | undefined {
  const first = firstSyllable(word);
  const second = firstSyllable(word.slice(first.length));
  const both = first + second;
  return second.length > 0 && both.length < word.length - 1 ? both : undefined;
}

/** A clipping of one word shorter than this is a pair of letters, not a name (pi, ta, je). */
const MIN_WORD_CLIPPING = 3;

/** A back-clipping must be a word people know (yard, cycle), not a rare one (lor, rance). */
const KNOWN_WORD_ZIPF = 3.5;

/** Onsets a back-clipping may start with (cycle, graphy, trance): two consonants English begins words with. */
const ONSET_PAIR = /^(?:[bcfgkp][lr]|[dt]r|ph|th|sh|ch|wh|s[cklmnptw])$/;

/**
 * Back-clippings keep a word's end, as speech does (omnibus → bus, bicycle → cycle): the last one or
 * two orthographic syllables, starting at the consonants that open them.
 */
export function backClippings(word: string): string[] {
  const groups = [...word.matchAll(/[aeiou]+|(?<=[^aeiou])y(?![aeiou])/g)];
  const vowelAt = new Set(groups.flatMap((group) => [...group[0]].map((_, i) => (group.index ?? 0) + i)));
  const result: string[] = [];
  for (const back of [1, 2]) {
    const group = groups[groups.length - back];
    if (!group || groups.length <= back || group.index === undefined) continue;
    let start = group.index;
    // One consonant opens the syllable, two when English starts words with them ("cy|cle", "gra|phy").
    if (start > 0 && !vowelAt.has(start - 1)) start--;
    if (start > 0 && ONSET_PAIR.test(word.slice(start - 1, start + 1))) start--;
    const clip = word.slice(start);
    // Speech clips at a part that is a word of its own (bi|cycle, vine|yard, skin|care); a cut
    // elsewhere leaves a suffix or a scrap (tuto|ring, jew|elry), and a final silent e is no syllable.
    if (clip.length < MIN_WORD_CLIPPING || clip.length >= word.length - 1 || /^[^aeiouy]+es?$/.test(clip))
      continue;
    if (getZipf(clip) >= KNOWN_WORD_ZIPF && !/ing$/.test(clip)) result.push(clip);
  }
  return [...new Set(result)];
}

/**
 * What makes a clipping one people say: a known word of the keyword's field (brew, plumb, tutor) or
 * two whole syllables (photo, pharma) lead; three letters that are neither (ins, tai) trail. A known
 * word of another meaning (tail for tailor) gets no lift here: headFit holds it down.
 */
function clippingFit(clip: string, word: string): number {
  if ((getZipf(clip) >= KNOWN_WORD_ZIPF && isFieldClipping(clip, word)) || clip === twoSyllables(word))
    return CLIPPING_BONUS;
  return clip.length <= MIN_WORD_CLIPPING ? -CLIPPING_BONUS : 0;
}
const CLIPPING_BONUS = 0.1;

/** A clipping that is a word of the keyword's field (flora for florist, brew for brewery). */
const FIELD_WORD_BONUS = 0.3;
/** A clipping that is a common word of another meaning (fly, candy, tail for florist, candles, tailor). */
const OTHER_WORD_PENALTY = 0.25;
/** A front part that keeps too little of the word to map back (fl, can of candles, in of insurance). */
const SCRAP_PENALTY = 0.25;
/** A front part cut inside a syllable (candl, photogr). */
const MID_SYLLABLE_PENALTY = 0.1;
/** A front part that keeps the word's head and ends where its syllables part (flo, insura, cand). */
const CLEAN_CUT_BONUS = 0.05;

/**
 * How a founder reads a name made from a front part of the word (issue 16's fifth pass: florist
 * gave flor, flo, flort, fly before flora): a word of the keyword's field leads, a common word of
 * another meaning trails, and among coinages a head that keeps the first syllable and ends at a
 * syllable's edge ranks above a scrap of letters.
 */
function headFit(name: string, head: string, word: string): number {
  if (isWordNetWord(name)) {
    if (isFieldClipping(name, word)) return FIELD_WORD_BONUS;
    if (isCommonWord(name)) return -OTHER_WORD_PENALTY;
  }
  if (!keepsHead(head, word)) return -SCRAP_PENALTY;
  return cutsAtSyllable(head, word) ? CLEAN_CUT_BONUS : -MID_SYLLABLE_PENALTY;
}

/** A consonant skeleton's score, below a scrap of a clipping. */
const SKELETON_SCORE = 0.3;
/** A first syllable with the word's last letter (flort, ine) is neither a clipping nor the word. */
const LAST_LETTER_PENALTY = 0.1;

interface WordIdeaOptions {
  /** The longest clipping with an ending kept. */
  longestEnded: number;
  /** Whether letter scraps, skeletons and the first syllable plus the last letter are made. */
  scraps: boolean;
}

function wordIdeas(
  word: string,
  { longestEnded, scraps }: WordIdeaOptions = { longestEnded: word.length - 1, scraps: true },
): RawIdea[] {
  const ideas: RawIdea[] = [];
  for (const clip of backClippings(word)) {
    ideas.push({
      name: clip,
      score:
        0.3 +
        0.4 * pronounceability(clip) +
        0.1 * (clip.length / word.length) +
        (isFieldClipping(clip, word) ? FIELD_WORD_BONUS : isCommonWord(clip) ? -OTHER_WORD_PENALTY : 0),
      why: `back-clipping of ${word}, like 'za for pizza`,
    });
  }
  for (const clip of clippings(word)) {
    if (clip.length < MIN_WORD_CLIPPING || (!scraps && !keepsHead(clip, word))) continue;
    ideas.push({
      name: clip,
      score:
        0.4 +
        0.4 * pronounceability(clip) +
        0.1 * (clip.length / word.length) +
        clippingFit(clip, word) +
        headFit(clip, clip, word),
      why: `clipping of ${word}`,
    });
  }
  const bones = skeleton(word);
  if (scraps && bones.length >= MIN_WORD_CLIPPING && bones !== word) {
    // A skeleton (tlr, flrst) is said letter by letter: below every clipping that keeps a syllable.
    ideas.push({ name: bones, score: SKELETON_SCORE, why: `consonant skeleton of ${word}` });
  }
  // A clipping with a colloquial ending: "florist" → "flory", "insurance" → "insta"-like "insy".
  for (const clip of clippings(word)) {
    if (!scraps && !keepsHead(clip, word)) continue;
    for (const ending of CLIP_ENDINGS) {
      if (clip.endsWith(ending) || /[aeiouy]$/.test(clip)) continue;
      const name = clip + ending;
      if (name.length > longestEnded) continue;
      ideas.push({
        name,
        score:
          0.3 + 0.4 * pronounceability(name) * (ENDING_WEIGHT[ending] ?? 0.7) + headFit(name, clip, word),
        why: `clipping of ${word} + -${ending}`,
      });
    }
  }
  // First syllable plus the last letter: "brand" -> "brd" is a skeleton, "market" -> "mart".
  const syllable = firstSyllable(word);
  const last = word.slice(-1);
  if (scraps && syllable.length < word.length - 1 && !syllable.endsWith(last)) {
    const shortened = syllable + last;
    ideas.push({
      name: shortened,
      score:
        0.35 + 0.4 * pronounceability(shortened) + headFit(shortened, syllable, word) - LAST_LETTER_PENALTY,
      why: `first syllable and last letter of ${word}`,
    });
  }
  return ideas;
}

/** A field word spelt otherwise (bike for bicycle) shows the keyword less than its kin (pizzeria). */
const FIELD_WORD_FILL_FACTOR = 0.9;
/** A relative of four letters or fewer (bike, seam) has no clipping but itself. */
const MIN_CLIPPED_RELATIVE = 5;

/**
 * Names that fill a one-word keyword's page below the method's own (issue 16: pizza gave four):
 * the word's clippings with an ending up to the word's length, and the clippings of its family
 * (word-family.ts: pizzeria → pizzer, photographer, bike for bicycle), without letter scraps.
 */
function wordFillIdeas(word: string): RawIdea[] {
  const { kin, field } = wordFamily(word);
  // A clipping with an ending as long as the word (tailor → tailco, pizza → pizco) is still a
  // clipping and a suffix, like the shorter ones the method's own names keep to.
  const own = wordIdeas(word, { longestEnded: word.length, scraps: false });
  const family = [...kin, ...field]
    .filter((relative) => relative.length >= MIN_CLIPPED_RELATIVE)
    .flatMap((relative) =>
      wordIdeas(relative, { longestEnded: relative.length - 1, scraps: false })
        // A relative less its last letters (bik of bike, jewele) is that word misspelt.
        .filter((idea) => !relative.startsWith(idea.name) || idea.name.length <= relative.length - 2)
        .map((idea) => ({
          ...idea,
          score: idea.score * (kin.includes(relative) ? 1 : FIELD_WORD_FILL_FACTOR),
        })),
    );
  return [...own, ...family].map((idea) => ({ ...idea, fill: true }));
}

/** Mixes of a phrase's parts made to fill a page, so six-word phrases stay fast. */
const MAX_FILL_MIXES = 600;
/** A phrase clipping with an ending is kept up to this length (crabeer → crabeery). */
const LONGEST_ENDED_MIX = 8;

/**
 * Names that fill a phrase's page below the method's own: clipping mixes in which a word may be its
 * stem or its kin with a suffix, whole (dog grooming → doggygroo, organic farm → orgafarmer:
 * word-family wordVariants), and every colloquial ending on mixes up to eight letters. At least one
 * part is clipped, and none is of two letters.
 */
function phraseFillIdeas(words: readonly string[]): RawIdea[] {
  const choices = words.map((word) => [
    ...[...new Set([firstSyllable(word), ...clippings(word), word])]
      .filter((part) => part.length >= MIN_WORD_CLIPPING || part === word)
      .map((part) => ({ part, source: word })),
    ...wordVariants(word).map((variant) => ({ part: variant, source: variant })),
  ]);
  let mixes: Array<Array<{ part: string; source: string }>> = [[]];
  for (const parts of choices) {
    mixes = mixes.flatMap((mix) => parts.map((part) => [...mix, part])).slice(0, MAX_FILL_MIXES);
  }
  const ideas: RawIdea[] = [];
  for (const mix of mixes) {
    const parts = mix.map(({ part }) => part);
    const name = parts.join('');
    // Whole words and stems joined (winerybar, webdesigner) are a compound, not an abbreviation.
    if (mix.every(({ part, source }) => part === source)) continue;
    const fit = partsFit(
      parts,
      mix.map(({ source }) => source),
    );
    const score = 0.3 + 0.45 * pronounceability(name) - 0.02 * Math.max(0, name.length - 8) + fit;
    ideas.push({ name, score, why: `clippings ${parts.join(' + ')}`, fill: true });
    if (name.length > LONGEST_ENDED_MIX || /[aeiouy]$/.test(name)) continue;
    for (const ending of CLIP_ENDINGS) {
      const ended = name + ending;
      ideas.push({
        name: ended,
        score: 0.25 + 0.4 * pronounceability(ended) * (ENDING_WEIGHT[ending] ?? 0.7) + fit,
        why: `clippings ${parts.join(' + ')} + -${ending}`,
        fill: true,
      });
    }
  }
  return ideas;
}

export function abbreviate({ keyword }: MethodContext): RawIdea[] {
  const { words } = keyword;
  const ideas = words.length > 1 ? phraseIdeas(words) : [];
  for (const word of words)
    ideas.push(
      ...wordIdeas(word).map((idea) => ({ ...idea, score: idea.score * (words.length > 1 ? 0.8 : 1) })),
    );
  ideas.push(...(words.length > 1 ? phraseFillIdeas(words) : wordFillIdeas(words[0] ?? '')));
  return ideas;
}
