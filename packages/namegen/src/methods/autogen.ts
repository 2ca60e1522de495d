import { isExistingWord, isOffensive, swearWordsIn } from '../lexicon/index.ts';
import { getLetterModel, pronounceability } from '../phonotactics/index.ts';
import { createRandom, hashString } from '../random.ts';
import type { MethodContext, RawIdea } from './context.ts';
import { attachEnding, scoredRomanceCoinages, romanceStems } from '../foreignize/coinages.ts';
import { fieldRoots } from './field-roots.ts';
import { isKeywordTypo } from '../quality/keyword-typos.ts';
import { showsEnoughOfPhrase } from '../quality/phrase-coverage.ts';
import { listedWordsIn, visibleBadWords } from '../quality/visible-words.ts';
import { wordParts, type WordPart } from './phrase-clippings.ts';
import { firstSyllable, spellingRhymePart } from './text-utils.ts';

/**
 * Random generation: invented words sampled from the letter model of English spellings, seeded with
 * the keyword's sounds: its opening letters or first syllable (continued by the model), or a model
 * onset followed by the keyword's ending; for one word, coinages on the Latin roots of its field. A
 * phrase is led by joins of parts a reader recognises in each word (whole word, stem, head at a
 * syllable boundary, the word's own Latin root: kidcloth, dogroom, surfschola); the letter model's
 * phrase coinages only fill the page behind them. Real words are left out; scores favour readable
 * names that keep some of the keyword's letters.
 */
/** Sampling budget per keyword, shared by its words (keeps phrases as fast as single words). */
const ATTEMPTS_PER_KEYWORD = 120;
const MIN_ATTEMPTS_PER_WORD = 40;
const MIN_LENGTH = 4;
const MAX_LENGTH = 9;
const MIN_PRONOUNCEABILITY = 0.45;
/** Root coinages may be four letters (cuto, pana); the letter model's four-letter ones were scraps. */
const MIN_LETTER_MODEL_LENGTH = 5;
const MIN_KEPT_START = 3;

function bigrams(text: string): Set<string> {
  const result = new Set<string>();
  for (let i = 0; i + 1 < text.length; i++) result.add(text.slice(i, i + 2));
  return result;
}

/** Share of the keyword's letter pairs that the invented word keeps (0..1). */
function soundEcho(invented: string, word: string): number {
  const source = bigrams(word);
  if (source.size === 0) return 0;
  let kept = 0;
  for (const pair of bigrams(invented)) if (source.has(pair)) kept++;
  return Math.min(1, kept / Math.min(source.size, 3));
}

/**
 * Clipped word starts a coinage can build on: the first syllable and the first two to four letters,
 * never the whole word (whole words plus letters read as a stock suffix on the phrase, which the
 * issue's raters rejected: "moneytransferify").
 */
function headsOf(word: string): string[] {
  const heads = [firstSyllable(word), word.slice(0, 2), word.slice(0, 3), word.slice(0, 4)];
  const clipped = [...new Set(heads)].filter((head) => head.length >= 2 && head.length < word.length);
  return clipped.length > 0 ? clipped : [word];
}

/**
 * True when a phrase coinage is a start of its first word and then another word the keyword does
 * not hold (dog grooming → dog-rook, dog-ramp; kids clothing → ki-clots; issue 16's raters read the
 * second word's fragment as that word).
 */
function readsAsOtherWord(name: string, words: readonly string[]): boolean {
  const first = words[0] ?? '';
  for (let cut = 2; cut <= name.length - MIN_OTHER_WORD; cut++) {
    if (!first.startsWith(name.slice(0, cut))) break;
    const rest = name.slice(cut);
    if (isExistingWord(rest) && !words.some((word) => word.includes(rest))) return true;
  }
  return false;
}
const MIN_OTHER_WORD = 4;

/**
 * A phrase builds every coinage on all its words (issue 16: "pet care → carbones" used one word):
 * the start of each word in order, then either the letter model's continuation ("pe" + "car" →
 * "pecaro") or the last word's ending ("pe" + "are"), so every word stays audible.
 */
function phraseCoinages(words: readonly string[], seed: number): RawIdea[] {
  const model = getLetterModel();
  const random = createRandom((seed ^ hashString(`autogen:${words.join(' ')}`)) >>> 0);
  const ideas: RawIdea[] = [];
  const heads = words.map(headsOf);
  const last = words[words.length - 1] ?? '';
  const endings = [...new Set([spellingRhymePart(last), last.slice(-3), last.slice(-4)])].filter(
    (ending) => ending.length >= 2 && ending.length < last.length,
  );
  for (let attempt = 0; attempt < ATTEMPTS_PER_KEYWORD; attempt++) {
    const temperature = 0.8 + 0.4 * random.next();
    const useEnding = attempt % 3 === 2 && endings.length > 0;
    const starts = heads.slice(0, useEnding ? -1 : undefined).map((options) => random.pick(options));
    const stem = starts.join('');
    const name = useEnding
      ? stem + random.pick(endings)
      : model.sample(random, stem, Math.min(MAX_LENGTH + 1, stem.length + 1 + random.int(4)), temperature);
    if (name.length < MIN_LENGTH || name.length > MAX_LENGTH + 2 || name === words.join('')) continue;
    const readability = pronounceability(name);
    if (readability < MIN_PRONOUNCEABILITY || isExistingWord(name) || readsAsOtherWord(name, words)) continue;
    const echo = words.reduce((sum, word) => sum + soundEcho(name, word), 0) / words.length;
    ideas.push({ name, score: 0.7 * readability + 0.3 * echo, why: `invented from ${words.join(' + ')}` });
  }
  return [...ideas, ...phraseEndingCoinages(words)];
}

/** Endings our raters liked on a clipped stem (-ora, -ina, -ita, -ito, -ero: 2.3–2.9 in bench/appeal). */
const PHRASE_ENDINGS = ['a', 'o', 'ia', 'io', 'ora', 'ino', 'ina', 'ito', 'ita', 'ero'];
const PHRASE_ENDING_LEAD = 0.1;

/**
 * The first word's head and the last word's head with a Romance ending (wedding planner → wedplana,
 * car rental → carrenta): both words stay audible, and the ending makes one name of them. Our raters
 * gave the letter model's phrase coinages 1.15 (weplant, dogrook), none 3 or more.
 */
function phraseEndingCoinages(words: readonly string[]): RawIdea[] {
  const first = words[0] ?? '';
  const last = words[words.length - 1] ?? '';
  const firstHeads = [firstSyllable(first), first.slice(0, 3), first.length <= 5 ? first : ''];
  const lastHeads = [firstSyllable(last), last.slice(0, 3), last.slice(0, 4)];
  const ideas: RawIdea[] = [];
  const seen = new Set<string>();
  for (const head of new Set(firstHeads.filter((part) => part.length >= 2))) {
    for (const tail of new Set(lastHeads.filter((part) => part.length >= 2))) {
      const coinages: { name: string; ending: string; readability: number }[] = [];
      for (const ending of PHRASE_ENDINGS) {
        const name = attachEnding(head + tail, ending);
        if (seen.has(name) || name.length < MIN_LENGTH + 1 || name.length > MAX_LENGTH) continue;
        seen.add(name);
        // Three of a letter in a row (office → "offfur") cannot be read.
        if (/(.)\1\1/.test(name) || isExistingWord(name)) continue;
        const readability = pronounceability(name);
        if (readability >= MIN_PRONOUNCEABILITY) coinages.push({ name, ending, readability });
      }
      // As with roots, a stem's two most readable endings lead; the rest follow (yogastero, yogastora…).
      coinages
        .sort((a, b) => b.readability - a.readability || (a.name < b.name ? -1 : 1))
        .forEach(({ name, ending, readability }, index) => {
          const echo = words.reduce((sum, word) => sum + soundEcho(name, word), 0) / words.length;
          ideas.push({
            name,
            score: 0.7 * readability + 0.3 * echo + (index < LEADING_PER_STEM ? PHRASE_ENDING_LEAD : 0),
            why: `invented from ${words.join(' + ')}, with -${ending}`,
          });
        });
    }
  }
  return ideas;
}

/** Endings that make one name of a clipped last part (furnit → furnita); whole words keep none. */
const CLIPPING_ENDINGS = ['a', 'o', 'ia', 'io', 'ora', 'ino'];
const MIN_PHRASE_NAME = 5;
const OTHER_ENDING_COST = 0.15;
const MAX_PHRASE_NAME = 10;
/**
 * The letter model's phrase coinages and the Romance-ending ones on two-letter heads (weplant,
 * dograge, surscho: our raters gave them 1.15) only fill a page the recognisable joins leave short.
 * Lowered by a constant, they keep their order among themselves under the learned brand-likeness.
 */
const LETTER_NOISE_COST = 0.45;
/** A recognisable join leads the letter model's coinages whatever their readability. */
const JOIN_LEAD = 0.15;

/** 1 for names of 6–8 letters, less for shorter or longer ones. */
function brevity(name: string): number {
  if (name.length >= 6 && name.length <= 8) return 1;
  return name.length === 5 || name.length === 9 ? 0.8 : 0.6;
}

/**
 * Two parts joined where the sounds flow: a shared letter at the seam is written once (dog + groom →
 * dogroom), otherwise the parts meet as they are. Undefined when the seam cannot be read: three of a
 * letter, or four consonants in a row.
 */
function joinParts(first: string, second: string): { name: string; overlaps: boolean } | undefined {
  const overlaps = first.slice(-1) === second[0];
  const name = overlaps ? first + second.slice(1) : first + second;
  // A digraph is one sound (surf + schol- → surfschol- has three consonant sounds at the seam).
  const sounds = name.replace(/sch|[cpstw]h|ck/g, 'C');
  if (/(.)\1\1/.test(name) || /[^aeiouy]{4}/.test(sounds)) return undefined;
  return { name, overlaps };
}

/**
 * A phrase's coinages on parts a reader recognises: the whole word, its stem (clothing → cloth), a
 * head at a syllable boundary (furniture → furn) or a Latin root of its field, one of the first word
 * and one of the last, joined where the sounds flow (kids clothing → kidcloth, dog grooming →
 * dogroom), with a Romance ending only on a clipped or Latin last part, which reads cut off alone.
 */
function clippedPhraseCoinages(words: readonly string[]): RawIdea[] {
  const first = words[0] ?? '';
  const last = words[words.length - 1] ?? '';
  const joined = words.join('');
  const ideas: RawIdea[] = [];
  const firstParts = wordParts(first);
  const lastParts = wordParts(last);
  for (const a of firstParts) {
    for (const b of lastParts) {
      // Both words whole is the phrase itself written together (surfschool, babyfood), or with a
      // shared letter dropped a typo of it (carental).
      if (a.part === first && b.part === last) continue;
      const seam = joinParts(a.part, b.part);
      if (!seam) continue;
      const recognised = (a.weight + b.weight) / 2;
      const endings = b.kind === 'head' || b.kind === 'root' ? ['', ...CLIPPING_ENDINGS] : [''];
      const join: RawIdea[] = [];
      for (const ending of endings) {
        const name = ending ? attachEnding(seam.name, ending) : seam.name;
        if (name.length < MIN_PHRASE_NAME || name.length > MAX_PHRASE_NAME || name === joined) continue;
        if (/(.)\1\1/.test(name) || isExistingWord(name)) continue;
        // The page's filters would drop it (baby food → babfood reads as a typo of babyfood), and a
        // join that cannot be shown must not push the letter model's coinages down.
        if (isKeywordTypo(name, words) || !showsEnoughOfPhrase(name, words)) continue;
        const readability = pronounceability(name);
        if (readability < MIN_PRONOUNCEABILITY) continue;
        join.push({
          name,
          score:
            JOIN_LEAD +
            0.6 * recognised +
            0.2 * readability +
            0.1 * brevity(name) +
            (seam.overlaps ? 0.1 : 0) -
            (ending ? 0.05 : 0),
          why: `invented from ${partLabel(a, first)} + ${partLabel(b, last)}${ending ? `, with -${ending}` : ''}`,
        });
      }
      // One join's best spelling leads; its other endings follow the next join (icecremo, then
      // not icecremia and icecremio before any other).
      join
        .sort((x, y) => y.score - x.score)
        .forEach((idea, index) =>
          ideas.push(index === 0 ? idea : { ...idea, score: idea.score - OTHER_ENDING_COST }),
        );
    }
  }
  return ideas;
}

function partLabel({ part, kind }: WordPart, word: string): string {
  if (kind === 'whole') return word;
  if (kind === 'root') return `Latin ${part}- (${word})`;
  return `${part}- of ${word}`;
}

/** Word endings that are suffixes, not part of the word's identity ("tutor-ing", "fit-ness"). */
const SUFFIX_ENDINGS: ReadonlySet<string> = new Set([
  'ing',
  'ess',
  'er',
  'ed',
  'es',
  'y',
  'ion',
  'ent',
  'ant',
  'ist',
  'ism',
  'ic',
  'al',
  'ous',
  'ure',
  'ance',
  'ence',
]);
const ONSET_WEIGHT = 0.85;

/** Endings that turn a Latin stem into a name (Panora, Florio, Gemmex). */
const ROOT_ENDINGS = ['a', 'o', 'ia', 'io', 'ora', 'ara', 'ex', 'ix', 'us', 'ino'];
const MAX_ROOTS = 5;
/** Longer stems ("placent", "exercitat") read as the Latin word, not a new name. */
const MAX_ROOT_LENGTH = 6;
/** Credit for carrying a meaning of the field, in place of the letter echo of the keyword. */
const ROOT_MEANING = 0.9;
/**
 * Our raters (bench/appeal) rated coinages on a field root 2.33 on average against 1.42 for the
 * letter model's, yet the roots' were often ranked 9th to 26th (aquara, cutora, liberora): they lead
 * the letter model's (both behind the Romance coinages of romanceStemCoinages).
 */
const ROOT_LEAD = 0.15;
/** How many coinages of one root (or, for a phrase, one clipped stem) get the lead. */
const LEADING_PER_STEM = 2;

/**
 * The short stems a one-word keyword's Romance coinages build on: its field's Latin roots (vin-,
 * cut-, aqu-, liber-), the first more surely read as the field's the earlier it comes, and then its
 * own first syllable (flor-, phot-, cand-), which adds the ending's flavour but no meaning of its own
 * (skincare: cutora, cutia before skinora). The cost ranks a stem behind the ones before it.
 */
function romanceStemsOf(word: string): { stem: string; why: string; cost: number }[] {
  const stems = new Map<string, { why: string; cost: number }>();
  for (const { root, latin, english } of fieldRoots(word).slice(0, MAX_ROOTS)) {
    // A long root cut to its first syllable says little of it (met- of metall-, med- of medicin-).
    for (const stem of romanceStems(root).filter((stem) => stem.length >= KEPT_OF_ROOT * root.length)) {
      if (!stems.has(stem)) {
        stems.set(stem, {
          why: `invented from Latin ${latin} (${english})`,
          cost: LATER_STEM_COST * stems.size,
        });
      }
    }
  }
  for (const stem of romanceStems(word)) {
    if (!stems.has(stem)) {
      const cost = LATER_STEM_COST * stems.size + KEYWORD_HEAD_COST;
      stems.set(stem, { why: `invented from "${stem}-" of ${word}`, cost });
    }
  }
  return [...stems].map(([stem, { why, cost }]) => ({ stem, why, cost }));
}

/**
 * Our raters' best-liked random names were a short root of the field with a Romance ending (vinora,
 * cutora, aquara, floria, liberora: 3.5–4 in bench/appeal; -ora averaged 3.0, -ia 2.6), while the
 * letter model's averaged 1.23: these lead the page, best-liked ending first, one stem's second and
 * later names after the other stems' first, so the page is not one stem's endings.
 */
const ROMANCE_BASE = 0.68;
const KEPT_OF_ROOT = 2 / 3;
const LATER_STEM_COST = 0.08;
const KEYWORD_HEAD_COST = 0.04;
const SAME_STEM_COST = 0.06;

function romanceStemCoinages(word: string): RawIdea[] {
  const ideas: RawIdea[] = [];
  for (const { stem, why, cost } of romanceStemsOf(word)) {
    scoredRomanceCoinages(stem, pronounceability, ROMANCE_BASE, -cost)
      .filter(({ name, readability }) => !name.includes(word) && readability >= MIN_PRONOUNCEABILITY)
      .forEach(({ name, ending, score }, index) =>
        ideas.push({
          name,
          score: score - SAME_STEM_COST * index,
          why: `${why}, with -${ending}`,
        }),
      );
  }
  return ideas;
}

/**
 * The letter model's one-word names and the plainer root endings (-a, -o, -us, -ex: 1.5–2.0 with our
 * raters) follow the Romance coinages; lowered by a constant, they keep their order among themselves.
 */
const BEHIND_ROMANCE_COST = 0.35;

/** Coinages on the Latin roots of the keyword's field (src/methods/field-roots.ts). */
function rootCoinages(word: string): RawIdea[] {
  const ideas: RawIdea[] = [];
  const roots = fieldRoots(word)
    .filter(({ root }) => root.length <= MAX_ROOT_LENGTH)
    .slice(0, MAX_ROOTS);
  for (const { root, latin, english } of roots) {
    const coinages: { name: string; readability: number }[] = [];
    for (const ending of ROOT_ENDINGS) {
      // A vowel ending on a vowel-final stem doubles the vowel sound ("faba" + "a").
      const stem = /[aeiou]$/.test(root) && /^[aeiou]/.test(ending) ? root.slice(0, -1) : root;
      const name = stem + ending;
      if (name === latin || name.length < MIN_LENGTH || name.length > MAX_LENGTH || isExistingWord(name))
        continue;
      const readability = pronounceability(name);
      if (readability >= MIN_PRONOUNCEABILITY) coinages.push({ name, readability });
    }
    // Only a root's most readable coinages lead, so one root does not fill the top (pacto, pacta,
    // pactino, pactio…).
    coinages
      .sort((a, b) => b.readability - a.readability || (a.name < b.name ? -1 : 1))
      .forEach(({ name, readability }, index) =>
        ideas.push({
          name,
          score: 0.7 * readability + 0.3 * ROOT_MEANING + (index < LEADING_PER_STEM ? ROOT_LEAD : 0),
          why: `invented from Latin ${latin} (${english})`,
        }),
      );
  }
  return ideas;
}

/**
 * A letter-model name that says nothing beyond a scrap of the keyword (insurance → ince, inse, intray;
 * candles → cand, cands; florist → flors, flord): under five letters, keeping under three of the
 * keyword's first letters, or a clipping of it with only a plural s or past d added.
 */
function isClippingNoise(name: string, word: string): boolean {
  let kept = 0;
  while (kept < Math.min(name.length, word.length) && name[kept] === word[kept]) kept++;
  const clippingPlusLetter = /[sd]$/.test(name) && word.startsWith(name.slice(0, -1));
  // A scrap of the keyword and then another word (in-tray, ins-trip) reads as that word.
  const tail = name.slice(Math.min(kept, MIN_KEPT_START));
  const scrapAndWord =
    kept <= MIN_KEPT_START && tail.length >= 4 && isExistingWord(tail) && !word.includes(tail);
  return name.length < MIN_LETTER_MODEL_LENGTH || kept < MIN_KEPT_START || clippingPlusLetter || scrapAndWord;
}

/**
 * Random generation's ideas, without any that shows a short adult or negative word (florist → flosex,
 * dog grooming → dograge, data analytics → datanal). The shared filter excuses a word the keyword
 * holds; a coinage is checked without that excuse, since a clipping can end on it (anal- of analytics).
 */
export function autogen(context: MethodContext): RawIdea[] {
  const ideas = autogenIdeas(context);
  const typed = context.keyword.words.join(' ');
  const hidden = [...listedWordsIn(typed), ...swearWordsIn(typed)];
  // Most keywords hide no such word, and the shared filter checks every name for the others.
  if (hidden.length === 0) return ideas;
  return ideas.filter(
    ({ name }) =>
      !hidden.some((word) => name.includes(word)) ||
      (visibleBadWords(name).length === 0 && !isOffensive(name)),
  );
}

function autogenIdeas({ keyword, seed }: MethodContext): RawIdea[] {
  if (keyword.words.length > 1) {
    const clipped = clippedPhraseCoinages(keyword.words);
    const noise = phraseCoinages(keyword.words, seed);
    // With no recognisable join (craft beer, wine bar: two short words, no stem or head) the page
    // keeps the earlier coinages in their order.
    if (clipped.length === 0) return noise;
    return [...clipped, ...noise.map((idea) => ({ ...idea, score: idea.score - LETTER_NOISE_COST }))];
  }
  const model = getLetterModel();
  const ideas: RawIdea[] = rootCoinages(keyword.words[0] ?? '');
  const attempts = Math.max(MIN_ATTEMPTS_PER_WORD, Math.ceil(ATTEMPTS_PER_KEYWORD / keyword.words.length));
  for (const word of keyword.words) {
    const random = createRandom((seed ^ hashString(`autogen:${word}`)) >>> 0);
    const syllable = firstSyllable(word);
    const prefixes = [...new Set([word.slice(0, 2), word.slice(0, 3), syllable])].filter(
      (prefix) => prefix.length >= 2 && prefix.length < word.length,
    );
    const ending = spellingRhymePart(word);
    // An ending that is only a suffix (-ing, -ness, -er) keeps nothing of the word: "tutoring" gave
    // "rering", "fitness" gave "coness".
    const endingIsOwn = ending.length >= 2 && ending.length < word.length && !SUFFIX_ENDINGS.has(ending);
    for (let attempt = 0; attempt < attempts; attempt++) {
      const temperature = 0.8 + 0.4 * random.next();
      let name: string;
      let why: string;
      let weight = 1;
      if (attempt % 3 === 2 && endingIsOwn) {
        // A fresh onset, then the keyword's ending: "brand" -> "glorand".
        const onset = model.sample(random, '', 2 + random.int(3), temperature);
        name = onset + ending;
        why = `invented, ending like ${word}`;
        // A new start keeps less of the keyword than its own start does.
        weight = ONSET_WEIGHT;
      } else {
        const prefix = prefixes.length > 0 ? random.pick(prefixes) : word.slice(0, 1);
        name = model.sample(random, prefix, MAX_LENGTH, temperature);
        why = `invented from "${prefix}-" of ${word}`;
      }
      if (name.length < MIN_LENGTH || name.length > MAX_LENGTH + 2 || name.includes(word)) continue;
      if (isClippingNoise(name, word)) continue;
      // A coinage ending like an inflected verb ("fittened", "tutinging") reads as a misspelt word.
      if (/(?:ed|ing)$/.test(name) && !/(?:ed|ing)$/.test(word)) continue;
      const readability = pronounceability(name);
      if (readability < MIN_PRONOUNCEABILITY || isExistingWord(name)) continue;
      ideas.push({ name, score: (0.7 * readability + 0.3 * soundEcho(name, word)) * weight, why });
    }
  }
  return [
    ...romanceStemCoinages(keyword.words[0] ?? ''),
    ...ideas.map((idea) => ({ ...idea, score: idea.score - BEHIND_ROMANCE_COST })),
  ];
}
