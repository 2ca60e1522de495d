import { baseForms, getPronunciation, getZipf, isExistingWord, stripStress } from '../lexicon/index.ts';
import { pronounceability } from '../phonotactics/index.ts';
import type { MethodContext, RawIdea } from './context.ts';
import { fieldStylingWords } from './field-styling-words.ts';
import { phraseLengthFactor } from './phrase-length.ts';
import { soundRespellings } from './sound-respell.ts';
import { brandEndings, doubledEndings, type WordEnding } from './stylised-endings.ts';
import { spellingSimilarity } from './text-utils.ts';
import { everyWordChoice } from './word-choices.ts';

/**
 * Looks like: respellings a brand would use (Flickr, Kool, Lyft), each rule a small string rewrite.
 * Rules are applied one at a time and in pairs; results are ranked by readability (the phonotactic
 * score), closeness to the original spelling, and not being another dictionary word.
 */
interface SpellingRule {
  label: string;
  /** How typical the respelling is of real brand names (1 = Flickr-grade, 0.4 = a stretch). */
  weight: number;
  apply: (word: string) => string;
  /** Restyles the word's ending, which inside a phrase belongs to its last word only. */
  atEnd?: boolean;
  /** A whole-word styling (Tumblr) that stacks with no other rule. */
  alone?: boolean;
}

const rule = (label: string, pattern: RegExp, replacement: string, weight: number): SpellingRule => ({
  label,
  weight,
  apply: (word) => word.replace(pattern, replacement),
  atEnd: pattern.source.endsWith('$'),
});

/**
 * Only stylings people recognise as deliberate in brand names (issue 16: c→k, s→z, -er→-r, dropped
 * vowels, Lyft's i→y, Phresh's f→ph). Edits that read as slips (a doubled or dropped letter, two
 * letters swapped, a lost final e) were removed: the raters saw them as typos of the keyword.
 */
export const REWRITE_RULES: readonly SpellingRule[] = [
  rule('ph -> f', /ph/g, 'f', 1),
  rule('f -> ph', /^f(?!f)/, 'ph', 0.7),
  // A hard c (before a, o, u, a consonant or at the end) sounds like k.
  rule('c -> k', /c(?=[aoulrt]|$)/g, 'k', 0.95),
  rule('first c -> k', /c(?=[aoulrt]|$)/, 'k', 0.9),
  rule('ck -> k', /ck/g, 'k', 0.85),
  rule('qu -> kw', /qu/g, 'kw', 0.8),
  rule('s -> z', /(?<=[aeiouy])s(?=[aeiouy]|$)/g, 'z', 0.85),
  rule('s -> z before a vowel', /(?<=.)s(?=[aeiouy])/, 'z', 0.7),
  rule('initial s -> z, like Zolar', /^s(?=[aeiou])/, 'z', 0.6),
  rule('final s -> z', /s$/, 'z', 0.85),
  rule('dropped vowel, like Flickr', /([^aeiou])e([rnl])$/, '$1$2', 1),
  rule('-er -> -r', /er$/, 'r', 0.95),
  rule('-le -> -l', /([^aeiou])le$/, '$1l', 0.8),
  rule('i -> y, like Lyft', /(?<=^[^aeiou]*)i/, 'y', 0.85),
  rule('-ight -> -ite', /ight/g, 'ite', 0.9),
  // Not before an h: "bookshop" is book + shop, and its k+sh never sounded ks.
  rule('ks -> x', /c?ks(?!h)/g, 'x', 0.85),
  rule('-cks -> -x', /cks?$/, 'x', 0.8),
  rule('oo -> u', /oo/g, 'u', 0.6),
  rule('final y -> ie', /(?<=[^aeiou])y$/, 'ie', 0.7),
  // Not after a plural s (candlese) nor ng (tutoringe): there the e reads as a slip.
  rule('final e added', /(?:(?<=[^aeiouyhwxs])|(?<=ss))(?<!ng)$/, 'e', 0.55),
  rule('-ing -> -in', /ing$/, 'in', 0.6),
  // Respellings that keep the sound, each with a brand behind it: Kleenex (ea→ee), Froot Loops
  // (ui→oo), Xpress (ex-→x), Tronix (-ics→-ix), Skool (ch→k), Lyte (-ight→-yte).
  rule('ea -> ee, like Kleenex', /ea/g, 'ee', 0.85),
  rule('ui -> oo, like Froot', /ui/g, 'oo', 0.8),
  rule('ex- -> x, like Xpress', /^ex(?=[^aeiou])/, 'x', 0.8),
  rule('-ics -> -ix, like Tronix', /ics$/, 'ix', 0.9),
  rule('ch -> k where it sounds k, like Skool', /(?<=^s)ch|^ch(?=r)|(?<=^te)ch/, 'k', 0.85),
  rule('-ight -> -yte, like Lyte', /ight/g, 'yte', 0.7),
  rule('soft c -> s', /c(?=[eiy])/g, 's', 0.6),
  rule('i -> y', /(?<=[^aeiou])i(?=[^aeiou])/g, 'y', 0.55),
  rule('-y -> -i', /(?<=[^aeiou])y$/, 'i', 0.6),
  rule('-ee -> -ea', /ee$/, 'ea', 0.5),
  rule('ou -> ow', /ou(?=[dnl])/g, 'ow', 0.5),
  rule('soft g -> j', /(?<=.)g(?=[eiy])/g, 'j', 0.5),
  // Long vowels written another way (Wyne, Kair, Bayk): the word still reads and sounds the same.
  rule('i_e -> y_e', /i(?=[^aeiou]e$)/, 'y', 0.8),
  rule('a_e -> ai', /a([^aeiou])e$/, 'ai$1', 0.6),
  rule('a_e -> ay', /a([^aeiou])e$/, 'ay$1', 0.55),
  rule('-are -> -air', /are$/, 'air', 0.6),
  rule('ee -> ea', /ee(?=[^aeiou])/g, 'ea', 0.6),
  rule('ai -> ay', /ai/g, 'ay', 0.6),
  rule('ay -> ai', /ay/g, 'ai', 0.55),
  rule('ow -> ou', /ow(?=[nl])/g, 'ou', 0.45),
  rule('oa -> o_e', /oa([^aeiou])$/, 'o$1e', 0.5),
  rule('ir/ur -> er', /(?<=[^aeiou])[iu]r(?=[^aeiou])/g, 'er', 0.45),
  rule('ss -> zz', /ss$/, 'zz', 0.7),
  rule('-a -> -ah', /(?<=[^aeiou])a$/, 'ah', 0.55),
  rule('-y -> -ey', /(?<=[^aeiou])y$/, 'ey', 0.55),
  rule('-y -> -ee', /(?<=[^aeiou])y$/, 'ee', 0.55),
  rule('-or -> -r, like Flickr', /([^aeiou])or$/, '$1r', 0.8),
  rule('-le -> -el', /([^aeiou])le$/, '$1el', 0.5),
  // Two more with brands behind them: The Bruery (brew → bru, after r or l only: crew, blew, not
  // jewel) and Gardyn (an unstressed -en closing a word of two syllables or more).
  rule('ew -> u, like Bruery', /(?<=^[^aeiou]*[rl])ew/, 'u', 0.7),
  rule('-en -> -yn, like Gardyn', /(?<=[aeiou][^aeiou]+)en$/, 'yn', 0.6),
  // A doubled consonant that a dropped vowel left before another consonant sounds single
  // (planner → plannr → planr); it only fires after such a drop, never as a lone slip.
  rule('undoubled before a consonant, like Grindr', /([bdfglmnprtz])\1(?=[^aeiouy])/g, '$1', 0.85),
  {
    // Every vowel after the first syllable (Tumblr, Scrbl): one dropped vowel would read as a typo.
    label: 'vowels dropped, like Tumblr',
    weight: 0.6,
    alone: true,
    apply: (word) => {
      const head = /^[^aeiouy]*[aeiouy]+[^aeiouy]?/.exec(word)?.[0] ?? '';
      const rest = word.slice(head.length);
      const dropped = rest.replace(/[aeiou]/g, '');
      return rest.length - dropped.length >= 2 ? head + dropped : word;
    },
  },
];

interface Variant {
  label: string;
  weight: number;
  /** Stylings stacked to make it (labels themselves contain commas: "i -> y, like Lyft"). */
  rules: number;
}

/** A stack of three rules is kept only when the first two are typical enough together. */
const THIRD_RULE_FLOOR = 0.4;

function variantsOf(word: string, atEnd: boolean): Map<string, Variant> {
  const variants = new Map<string, Variant>();
  const offer = (name: string, label: string, weight: number, rules: number): void => {
    const previous = variants.get(name);
    if (name !== word && (!previous || previous.weight < weight))
      variants.set(name, { label, weight, rules });
  };
  // Rules stack up to three deep; the result is only as typical as all of them together.
  const stack = (from: string, label: string, weight: number, used: readonly SpellingRule[]): void => {
    if (used.some((previous) => previous.alone)) return;
    for (const next of REWRITE_RULES) {
      if (used.includes(next) || (next.alone && used.length > 0) || (next.atEnd && !atEnd)) continue;
      const result = next.apply(from);
      if (result === from) continue;
      const stacked = weight * next.weight;
      const stackedLabel = label ? `${label}, ${next.label}` : next.label;
      offer(result, stackedLabel, stacked, used.length + 1);
      if (used.length === 0 || (used.length === 1 && stacked >= THIRD_RULE_FLOOR)) {
        stack(result, stackedLabel, stacked, [...used, next]);
      }
    }
  };
  stack(word, '', 1, []);
  return variants;
}

/** A letter styling an ending may stack on: one rule, typical enough, the word's ending untouched. */
const ENDING_STACK_FLOOR = 0.5;
const ENDING_STACKS = 2;

/**
 * Adds the word-final stylings (stylised-endings.ts) to the variants: on the word itself, and stacked
 * on one letter styling that left the ending as typed (kandle → kandlique, webb after dezign's kin).
 * A doubled letter alone (digg) is one keystroke from the word, so it only comes stacked.
 */
function addEndings(
  word: string,
  variants: Map<string, Variant>,
  withBrandEndings: boolean,
  doubledVowelEndings: boolean,
): void {
  const offer = (name: string, label: string, weight: number, rules: number): void => {
    const previous = variants.get(name);
    if (name !== word && (!previous || previous.weight < weight))
      variants.set(name, { label, weight, rules });
  };
  // Only the best few respellings take an ending: every respelling times every ending filled a page
  // with near-copies (peazzora, peazzette, pitzora, pitzette).
  const stackable = [...variants]
    .filter(
      ([variant, { label, weight }]) =>
        weight >= ENDING_STACK_FLOOR && !label.includes(', ') && variant.slice(-2) === word.slice(-2),
    )
    .sort((a, b) => b[1].weight - a[1].weight)
    .slice(0, ENDING_STACKS);
  // Whether an ending fits is decided on the word as typed: "bookshop" is too long for one, and so
  // is its respelling "bukshop".
  const takesEndings = withBrandEndings && brandEndings(word).length > 0;
  const endingsOf = (from: string): WordEnding[] => (takesEndings ? brandEndings(from) : []);
  const doubled = doubledEndings(word, doubledVowelEndings);
  for (const ending of [...endingsOf(word), ...doubled]) {
    if (!ending.needsStack) offer(ending.name, ending.label, ending.weight, 1);
  }
  for (const [variant, { label, weight, rules }] of stackable) {
    for (const ending of endingsOf(variant))
      offer(ending.name, `${label}, ${ending.label}`, weight * ending.weight, rules + 1);
    // The doubling belongs to the word's sound, so it is decided on the word and copied onto the variant.
    for (const ending of doubled) {
      const name = variant + ending.name.slice(word.length);
      offer(name, `${label}, ${ending.label}`, weight * ending.weight, rules + 1);
    }
  }
}

/**
 * Respellings of a word; `atEnd` false for a word inside a phrase, whose ending stays as typed.
 * `withBrandEndings` false for a phrase: an ending after a whole phrase reads as a stock suffix.
 * `doubledVowelEndings` (webby, shoppy) follows it, except at the end of a one-word compound
 * (bookshop → bookshoppy), which is one word however it was made.
 */
function allVariants(
  word: string,
  atEnd: boolean,
  withBrandEndings: boolean,
  doubledVowelEndings: boolean,
): Map<string, Variant> {
  const variants = variantsOf(word, atEnd);
  // Respellings checked against the word's pronunciation (src/methods/sound-respell.ts).
  for (const { name, weight, label, changes } of soundRespellings(word, atEnd)) {
    const previous = variants.get(name);
    if (!previous || previous.weight < weight) variants.set(name, { label, weight, rules: changes });
  }
  if (atEnd) addEndings(word, variants, withBrandEndings, doubledVowelEndings);
  return variants;
}

/**
 * Flickr, Tumblr and Grindr drop a vowel before a final r; a name that ends on consonants a vowel
 * left (realestt, legaladvc, gardn) reads as the word mistyped, so it ranks below the other stylings.
 */
const TRAILING_DROP_FACTOR = 0.85;
const DROPPED_VOWEL = /vowels? dropped|dropped vowel/;

/** Three consonants or more at the end (legaladvc, datnlytcs) cannot be said at all. */
const TRAILING_CLUSTER_FACTOR = 0.6;

function vowelDropFit(name: string, label: string): number {
  if (!DROPPED_VOWEL.test(label) || /r$/.test(name)) return 1;
  if (/[^aeiouy]{3}$/.test(name)) return TRAILING_CLUSTER_FACTOR;
  return /[^aeiouy]{2}$/.test(name) ? TRAILING_DROP_FACTOR : 1;
}

/** A respelling with the number of stylings stacked to make it. */
interface StyledIdea extends RawIdea {
  rules: number;
  /** How typical the stylings are of brands, all of them together (SpellingRule.weight). */
  weight: number;
  label: string;
}

function styledIdeas(
  word: string,
  atEnd: boolean,
  withBrandEndings: boolean,
  doubledVowelEndings: boolean,
): StyledIdea[] {
  const ideas: StyledIdea[] = [];
  const variants = allVariants(word, atEnd, withBrandEndings, doubledVowelEndings);
  for (const [variant, { label, weight, rules }] of variants) {
    if (variant.length < 2) continue;
    const readability = pronounceability(variant);
    const closeness = spellingSimilarity(word, variant);
    // A respelling that is another dictionary word reads as that word, not as the keyword.
    const invented = isExistingWord(variant) ? 0 : 1;
    const score = 0.4 * weight + 0.35 * readability + 0.15 * closeness + 0.1 * invented;
    ideas.push({
      name: variant,
      score: score * vowelDropFit(variant, label),
      why: `${label} (from ${word})`,
      rules,
      weight,
      label,
    });
  }
  return ideas;
}

export function rewriteWord(
  word: string,
  atEnd = true,
  withBrandEndings = true,
  doubledVowelEndings = withBrandEndings,
): RawIdea[] {
  return styledIdeas(word, atEnd, withBrandEndings, doubledVowelEndings).map(({ name, score, why }) => ({
    name,
    score,
    why,
  }));
}

/** Respellings of each word kept for phrases; beyond these they are stretches. */
const BEST_PER_WORD = 40;
const BEST_COMBINED = 6;

/** The base of a word inflected with -ing or -s, even where WordNet lists the inflected form too (plumbing). */
function baseOf(word: string): string | undefined {
  const stem = /^(.{3,}?)(?:ing|s)$/.exec(word)?.[1];
  if (!stem || /(?:ss|us|is)$/.test(word)) return undefined;
  const options = [stem, `${stem}e`, stem.replace(/(.)\1$/, '$1'), ...baseForms(word)];
  return options.find((form) => form !== word && form.length >= 4 && isExistingWord(form));
}

/** How typical a styling of the word's base form is, next to one of the word as typed. */
const BASE_FORM_WEIGHT = 0.85;

/**
 * Stylings of an inflected word's base ("tutoring" → tutor → tutr, tootor; "candles" → candle →
 * kandle): the base is the brand a founder would restyle, and its stylings are two edits or more from
 * the typed word, so none reads as its typo.
 */
function baseFormIdeas(word: string, atEnd = true, withBrandEndings = true): RawIdea[] {
  const base = baseOf(word);
  if (!base) return [];
  return rewriteWord(base, atEnd, withBrandEndings).map((idea) => ({
    ...idea,
    score: idea.score * BASE_FORM_WEIGHT,
  }));
}

/** Both parts of a compound must be words people know well (book|shop, vine|yard, skin|care). */
const COMPOUND_PART_ZIPF = 3.5;
const MIN_COMPOUND_PART = 3;
/** A compound's parts restyled rank a little below the word's own stylings. */
const COMPOUND_WEIGHT = 0.9;

/**
 * The two words a one-word keyword is made of, when it is a closed compound of two well-known words
 * (bookshop, vineyard, skincare): each part can be restyled as a word of its own (bukshop,
 * skinkare, bookshoppe), which a styling of the whole word cannot reach. The parts must also say the
 * word: their pronunciations joined are the word's (plumbing is not plum + bing, office not off + ice).
 */
function saysTheWord(word: string, head: string, tail: string): boolean {
  const whole = getPronunciation(word);
  const first = getPronunciation(head);
  const second = getPronunciation(tail);
  if (!whole || !first || !second) return false;
  return stripStress(whole).join(' ') === [...stripStress(first), ...stripStress(second)].join(' ');
}

export function compoundParts(word: string): [string, string] | undefined {
  let best: { parts: [string, string]; zipf: number } | undefined;
  for (let cut = MIN_COMPOUND_PART; cut <= word.length - MIN_COMPOUND_PART; cut++) {
    const head = word.slice(0, cut);
    const tail = word.slice(cut);
    if (!isExistingWord(head) || !isExistingWord(tail) || !saysTheWord(word, head, tail)) continue;
    const zipf = Math.min(getZipf(head), getZipf(tail));
    if (zipf >= COMPOUND_PART_ZIPF && (!best || zipf > best.zipf)) best = { parts: [head, tail], zipf };
  }
  return best?.parts;
}

/**
 * A phrase (or a compound's parts) respelled word by word inside the joined name, each word's best
 * respellings with the others as typed, and every word restyled at once (Krispy Kreme).
 * `endOfWord` lets the last part take a doubled-letter ending (bookshoppy), for a compound only.
 */
function partwiseIdeas(words: readonly string[], endOfWord: boolean): RawIdea[] {
  const ideas: RawIdea[] = [];
  const perWord = words.map((word, position) => {
    const isLast = position === words.length - 1;
    return [...rewriteWord(word, isLast, false, endOfWord && isLast), ...baseFormIdeas(word, isLast, false)]
      .sort((a, b) => b.score - a.score)
      .slice(0, BEST_PER_WORD);
  });
  words.forEach((word, position) => {
    for (const idea of perWord[position] ?? []) {
      const joined = words.map((w, i) => (i === position ? idea.name : w)).join('');
      ideas.push({ name: joined, score: idea.score * 0.95, why: idea.why });
    }
  });
  let combos: RawIdea[] = [{ name: '', score: 1, why: '' }];
  for (const options of perWord) {
    combos = combos.flatMap((combo) =>
      options.slice(0, BEST_COMBINED).map((idea) => ({
        name: combo.name + idea.name,
        score: combo.score * idea.score,
        why: combo.why ? `${combo.why}; ${idea.why}` : idea.why,
      })),
    );
  }
  for (const combo of combos) {
    ideas.push({ ...combo, score: combo.score ** (1 / words.length) * 0.9 });
  }
  return ideas;
}

/**
 * One deliberate styling of a short word of the field (issue 16: Lyft from lift, Flickr from flicker,
 * Kleenex from clean): a single rule, typical of brands, leaving a name of 4–8 letters that is no
 * dictionary word. Stacked rules and weak ones (an added final e) read as a misspelt word instead.
 */
const FIELD_RULE_FLOOR = 0.75;
const FIELD_NAME_LETTERS = { min: 4, max: 8 };
/** Stylings kept per field word; a second of the same word ranks a little lower, so words alternate. */
const STYLINGS_PER_FIELD_WORD = 2;
const SAME_WORD_FACTOR = 0.92;
/** Field stylings lead the keyword's own (rated about 1.2 of 5 on our panels: florizt, yogastoodio). */
const FIELD_BASE = 0.45;

export function fieldWordStylings(keyword: string): RawIdea[] {
  const ideas: RawIdea[] = [];
  fieldStylingWords(keyword, FIELD_WORDS + FILL_FIELD_WORDS).forEach(({ word, origin, strength }, rank) => {
    const chosen = [...allVariants(word, true, true, true)]
      .filter(
        ([name, { label, weight, rules }]) =>
          rules === 1 &&
          // A vowel dropped before a final r is Flickr's and Tumblr's styling; before n or l
          // (gardn, oxygn, jewl) it reads as a typo of the word.
          (!/vowel dropped|dropped vowel/.test(label) || name.endsWith('r')) &&
          weight >= FIELD_RULE_FLOOR &&
          name.length >= FIELD_NAME_LETTERS.min &&
          name.length <= FIELD_NAME_LETTERS.max &&
          /^[a-z]+$/.test(name) &&
          // A letter three times (screen → screeen) is a slip of the finger, not a styling.
          !/(.)\1\1/.test(name) &&
          !isExistingWord(name),
      )
      .map(([name, { label, weight }]) => ({
        name,
        label,
        quality: 0.7 * weight + 0.3 * pronounceability(name),
      }))
      .sort((a, b) => b.quality - a.quality || (a.name < b.name ? -1 : 1))
      .slice(0, STYLINGS_PER_FIELD_WORD + FILL_STYLINGS_PER_FIELD_WORD);
    chosen.forEach(({ name, label, quality }, index) => {
      const score = (FIELD_BASE + 0.3 * quality + 0.25 * strength) * SAME_WORD_FACTOR ** index;
      const why = `${label} (from ${word}, ${origin})`;
      const fill = index >= STYLINGS_PER_FIELD_WORD || rank >= FIELD_WORDS;
      ideas.push(fill ? { name, score, why, fill } : { name, score, why });
    });
  });
  return ideas;
}

/** Brand endings strong enough to carry a field word alone (Solara's -a, Pandora's -ora, Clinique). */
const FIELD_ENDING_FLOOR = 0.4;
/** Only the field's clear pictures take an ending; a weaker word with one reads as noise (annuala). */
const FIELD_ENDING_STRENGTH = 0.5;

/**
 * A brand ending on a short word of the field (vine → vinora, gem → gemora), the one that suits the
 * word best: one styling, on a word the reader knows, as Pandora and Solara are made. Fill only.
 */
function fieldWordEndings(keyword: string): RawIdea[] {
  const ideas: RawIdea[] = [];
  for (const { word, origin, strength } of fieldStylingWords(keyword, FIELD_WORDS)) {
    // The ending flows from one consonant after a vowel (vin-ora, gem-a, Sol-ara); after a cluster
    // it reads as a letter stuck on (pinka, sticka, planta).
    const stem = word.replace(/(?<=[^s])s$/, '').replace(/[aeiouy]+$/, '');
    if (strength < FIELD_ENDING_STRENGTH || !/[aeiouy][^aeiouy]$/.test(stem)) continue;
    const best = brandEndings(word)
      .filter(({ name, weight }) => weight >= FIELD_ENDING_FLOOR && !isExistingWord(name))
      .map(({ name, label, weight }) => ({
        name,
        label,
        quality: 0.7 * weight + 0.3 * pronounceability(name),
      }))
      .sort((a, b) => b.quality - a.quality || (a.name < b.name ? -1 : 1))[0];
    if (!best) continue;
    const score = FIELD_BASE + 0.3 * best.quality + 0.25 * strength;
    ideas.push({ name: best.name, score, why: `${best.label} (from ${word}, ${origin})`, fill: true });
  }
  return ideas;
}

/**
 * Names that fill a first page (issue 16 wants 24) are marked fill (RawIdea.fill): they follow the
 * method's own names only where those leave the page short, so no name the panel judged moves.
 * Further single stylings of a field word, after the two that lead.
 */
const FILL_STYLINGS_PER_FIELD_WORD = 2;
/** Field words whose stylings lead, and weaker ones (jewelry: rock, copper, steel) that fill. */
const FIELD_WORDS = 6;
const FILL_FIELD_WORDS = 4;

/** Stylings of each phrase word kept for the written phrase; at most two rules on one word. */
const SPACED_PER_WORD = 6;
const MAX_RULES_PER_WORD = 2;
/** Weak stylings (an added final e: wine bare, dental clinice) read as slips once the word stands alone. */
const SPACED_RULE_FLOOR = 0.6;
const MIN_SPACED_WORD = 4;
/** A word left as typed inside a restyled phrase, next to a styled word's own score. */
const AS_TYPED = 0.8;

/**
 * The phrase written as words, one or each word restyled on its own ("hair zalon", "yoga stoodio",
 * Krispy Kreme): the reader sees each word whole, which a run-together name of 10 letters or more
 * (yogastoodio) hides. Every word stays recognisable by its letters, so the shared filters judge
 * these as they judge any name.
 */
function spacedPhraseIdeas(words: readonly string[]): RawIdea[] {
  const perWord = words.map((word, position) => {
    const isLast = position === words.length - 1;
    const styled = styledIdeas(word, isLast, false, false)
      .filter(
        ({ rules, weight, name, label }) =>
          rules <= MAX_RULES_PER_WORD &&
          weight >= SPACED_RULE_FLOOR &&
          /^[a-z]+$/.test(name) &&
          // Three letters left of a word (beer → ber) no longer say it; a y for a first vowel
          // (event → yvent) reads as another sound.
          name.length >= MIN_SPACED_WORD &&
          !(/^[aeiou]/.test(word) && name.startsWith('y')) &&
          // Written apart, a styled word that is another word reads as that word (craft bear, reel estate).
          !isExistingWord(name) &&
          // As for field words: a dropped vowel reads as Flickr's styling before a final r only (hair zlon).
          (!DROPPED_VOWEL.test(label) || name.endsWith('r')),
      )
      .sort((a, b) => b.score - a.score || (a.name < b.name ? -1 : 1))
      .slice(0, SPACED_PER_WORD);
    return [{ name: word, score: AS_TYPED, why: '' }, ...styled];
  });
  return everyWordChoice(perWord, ' ')
    .filter((combo) => combo.name !== words.join(' '))
    .map((combo) => ({ ...combo, score: combo.score ** (1 / words.length), fill: true }));
}

export function rewrite({ keyword }: MethodContext): RawIdea[] {
  const { words } = keyword;
  if (words.length === 1) {
    const word = words[0] ?? '';
    const ideas = [
      ...fieldWordStylings(word),
      ...fieldWordEndings(word),
      ...rewriteWord(word),
      ...baseFormIdeas(word),
    ];
    const parts = compoundParts(word);
    if (parts) {
      for (const idea of partwiseIdeas(parts, true)) {
        ideas.push({ ...idea, score: idea.score * COMPOUND_WEIGHT });
      }
    }
    return ideas;
  }
  // A phrase is respelled as one joined name and word by word inside the joined name.
  return [
    ...rewriteWord(words.join(''), true, false),
    ...partwiseIdeas(words, false),
    ...spacedPhraseIdeas(words),
  ].map((idea) => ({
    ...idea,
    score: idea.score * phraseLengthFactor(idea.name),
  }));
}
