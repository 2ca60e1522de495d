import { getSynset, lookupLemma, type Synset, type SynsetRef } from '../lexicon/index.ts';
import { evocativeness, isImageableNounFile, isNaturalNounFile } from './evocativeness.ts';
import { definitionWords, glossWords } from './gloss-words.ts';

/**
 * The imagery of a keyword's field (issue 16: describe-like from "WordNet relations, glosses and
 * domains"): the nouns of its definitions (florist → flower, plant), then one hop from each to their
 * kinds, parts, members and materials, their synonyms, similar adjectives and the words of their own
 * definitions (flower → bloom, blossom, petal, rose, lily). Work is bounded by counts: a few field
 * nouns, two senses each, a fixed number of kinds per sense; every synset read is cached by the reader.
 */
export interface ImageryWord {
  lemma: string;
  /** How close the hop is, 0..1 (a synonym of the field noun is closer than one of its kinds). */
  weight: number;
  /** The field noun it came from. */
  source: string;
}

/** Field nouns read per keyword, the most evocative first. */
const MAX_FIELD_NOUNS = 3;
/** Senses read per field noun (flower: the plant, then the bloom). */
const FIELD_SENSES = 2;
/** Kinds (hyponyms) read per sense: flower has hundreds, mostly genus names. */
const MAX_KINDS = 20;

/** wndb pointers one hop from a field noun, with their weight. */
const HOPS: Record<string, number> = {
  '~': 0.7, // kinds: flower → rose, lily
  '%p': 0.55, // parts: flower → petal
  '%m': 0.6, // members
  '%s': 0.7, // what it is made of
  '&': 0.8, // similar adjectives
};
const SYNONYM_WEIGHT = 0.9;
const MIN_LETTERS = 3;
const DEFINITION_WEIGHT = 0.45;

/** A field noun no more evocative than this (deal, case) is not read further. */
const MIN_FIELD_NOUN = 0.5;
/** Senses looked at per field noun to choose the field's sense. */
const SENSES_SEEN = 3;

/**
 * A noun whose first senses sit under one of the keyword's broader terms is its sister (dog,
 * "descended from the common wolf": wolf is a canine too): its kinds and mentions are other kinds
 * (coyote, jackal), not the keyword's imagery.
 */
function isSister(noun: string, broader: ReadonlySet<string>): boolean {
  return lookupLemma(noun, 'n')
    .slice(0, SENSES_SEEN)
    .some((ref) =>
      getSynset(ref).pointers.some((p) => p.symbol === '@' && broader.has(`${p.pos}${p.offset}`)),
    );
}

/** The nouns of the first definitions of a keyword, the most evocative first. */
function fieldNouns(word: string, refs: readonly SynsetRef[], definitions: number): string[] {
  return definitionWords(word, refs, definitions)
    .filter((lemma) => lookupLemma(lemma, 'n').length > 0 && evocativeness(lemma) >= MIN_FIELD_NOUN)
    .sort((a, b) => evocativeness(b) - evocativeness(a))
    .slice(0, MAX_FIELD_NOUNS);
}

/**
 * The senses of each field noun that belong to the field: those whose lexicographer file another
 * field noun shares (florist: flower and plant are both noun.plant, so plant is the living plant, not
 * the factory), else its first senses.
 */
interface FieldSense {
  synset: Synset;
  /** Another field noun shares its lexicographer file: the sense is the field's, its kinds too. */
  confirmed: boolean;
}

/**
 * The lexicographer files of the keyword's own field: those of its first noun senses and of the
 * topics and nouns its first senses point to (analytic: "in the field of" mathematics, noun.cognition).
 */
function keywordFiles(refs: readonly SynsetRef[], definitions: number): Set<number> {
  const files = new Set<number>();
  for (const ref of refs.slice(0, definitions)) {
    const synset = getSynset(ref);
    if (synset.pos === 'n') files.add(synset.lexFile);
    for (const pointer of synset.pointers) {
      if (pointer.symbol === ';c' || (pointer.symbol === '\\' && pointer.pos === 'n'))
        files.add(getSynset(pointer).lexFile);
    }
  }
  return files;
}

function fieldSenses(
  nouns: readonly string[],
  broader: ReadonlySet<string>,
  ownFiles: ReadonlySet<number>,
): Map<string, FieldSense[]> {
  const senses = new Map(
    nouns
      .map((noun) => [noun, lookupLemma(noun, 'n').slice(0, SENSES_SEEN).map(getSynset)] as const)
      // The definition's genus is a broader term (brewery: "a plant where beer is brewed"; studio: a
      // workplace): its kinds are other trades, and its other senses another field (flora).
      // A noun under one of those broader terms is the keyword's sister (dog, "descended from the
      // common wolf": wolf, a canine too): its imagery is other kinds (coyote, jackal).
      .filter(
        ([noun, list]) =>
          !list.some((synset) => broader.has(`${synset.pos}${synset.offset}`)) && !isSister(noun, broader),
      ),
  );
  const files = new Map<number, number>();
  for (const list of senses.values()) {
    for (const file of new Set(list.map((synset) => synset.lexFile)))
      files.set(file, (files.get(file) ?? 0) + 1);
  }
  const chosen = new Map<string, FieldSense[]>();
  [...senses.keys()].forEach((noun, rank) => {
    const list = senses.get(noun) ?? [];
    // A sense in the keyword's own field is the one its definition means, even when it is not the
    // noun's first (analytics, "using algebra and calculus": the mathematics, not the gallstone).
    const own = list.filter((synset) => ownFiles.has(synset.lexFile));
    if (own.length > 0 && own.length < list.length) {
      chosen.set(
        noun,
        own.slice(0, FIELD_SENSES).map((synset) => ({ synset, confirmed: true })),
      );
      return;
    }
    const shared = list.filter(
      (synset) => (files.get(synset.lexFile) ?? 0) > 1 && isImageableNounFile(synset.lexFile),
    );
    // Only the most evocative field noun is read in its first senses when none is shared; another
    // noun's first sense may be another field's (plant: the factory, whose kinds are brewery, mill).
    if (shared.length > 0) {
      chosen.set(
        noun,
        shared.slice(0, FIELD_SENSES).map((synset) => ({ synset, confirmed: true })),
      );
    } else if (rank === 0) {
      const first = list.filter((synset) => synset.lexFile === list[0]?.lexFile).slice(0, FIELD_SENSES);
      chosen.set(
        noun,
        first.map((synset) => ({ synset, confirmed: false })),
      );
    }
  });
  return chosen;
}

/**
 * The field nouns whose mentions describe the field: not the definition's genus (bakery, "a
 * workplace where...": every workplace's definition names it, farm and mill among them).
 */
export function mentionedFieldNouns(word: string, refs: readonly SynsetRef[], definitions: number): string[] {
  const genus = new Set(
    refs.flatMap((ref) =>
      getSynset(ref)
        .pointers.filter((p) => p.symbol === '@')
        .flatMap((p) => getSynset(p).words),
    ),
  );
  const broader = ancestors(refs);
  return fieldNouns(word, refs, definitions).filter((noun) => !genus.has(noun) && !isSister(noun, broader));
}

/**
 * The imagery of an activity's instrument (an artifact sense no other field noun confirms) when the
 * keyword is an act, a thought or a message: its parts and kinds are the tool's, not the activity's.
 */
const OFF_FIELD_FACTOR = 0.6;
const NOUN_ARTIFACT_FILE = 6;
/** noun.act, noun.cognition, noun.communication. */
const ACTIVITY_FILES = new Set([4, 9, 10]);
/** Levels of broader terms climbed: ice cream → frozen dessert → dessert. */
const ANCESTOR_LEVELS = 3;

/**
 * The keyword's broader terms, a few levels up: a field noun that is one of them (ice cream, "frozen
 * dessert": dessert) has the keyword's sister products for kinds (flan, junket), not its imagery.
 */
function ancestors(refs: readonly SynsetRef[]): Set<string> {
  const found = new Set<string>();
  let level: SynsetRef[] = [...refs];
  for (let step = 0; step < ANCESTOR_LEVELS; step++) {
    level = level.flatMap((ref) => getSynset(ref).pointers.filter((p) => p.symbol === '@'));
    for (const ref of level) found.add(`${ref.pos}${ref.offset}`);
  }
  return found;
}

/** The lemmas of the keyword's broader terms, a few levels up (ice cream → frozen dessert, dessert). */
export function ancestorWords(refs: readonly SynsetRef[]): Set<string> {
  const words = new Set<string>();
  for (const key of ancestors(refs)) {
    const pos = key[0] as SynsetRef['pos'];
    for (const lemma of getSynset({ pos, offset: Number(key.slice(1)) }).words) words.add(lemma);
  }
  return words;
}

export function imageryOf(word: string, refs: readonly SynsetRef[], definitions: number): ImageryWord[] {
  const found: ImageryWord[] = [];
  // The keyword's broader terms: their kinds are other trades (studio → workplace → bakery, forge).
  const broader = ancestors(refs);
  const ownFiles = keywordFiles(refs, definitions);
  for (const [source, synsets] of fieldSenses(fieldNouns(word, refs, definitions), broader, ownFiles)) {
    const addWord = (lemma: string, weight: number): void => {
      // Two letters are WordNet's symbols and abbreviations (jewelry → metal → co, ho).
      if (lemma !== word && lemma !== source && lemma.length >= MIN_LETTERS)
        found.push({ lemma, weight, source });
    };
    for (const { synset, confirmed } of synsets) {
      // The kinds of an unconfirmed man-made sense are often other trades (gardening → plant → the
      // factory → brewery, mill); natural kinds (flower → peony) are the field's either way.
      const readKinds = confirmed || isNaturalNounFile(synset.lexFile);
      // A sense no other field noun and no sense of the keyword shares is often the trade's means,
      // not its imagery (video game, "a game played against a computer": diskette, hardware).
      const offField =
        !confirmed &&
        synset.lexFile === NOUN_ARTIFACT_FILE &&
        !ownFiles.has(synset.lexFile) &&
        [...ownFiles].some((file) => ACTIVITY_FILES.has(file));
      const add = (lemma: string, weight: number): void =>
        addWord(lemma, offField ? weight * OFF_FIELD_FACTOR : weight);
      for (const lemma of synset.words) add(lemma, SYNONYM_WEIGHT);
      const counts = new Map<string, number>();
      for (const pointer of synset.pointers) {
        const weight = HOPS[pointer.symbol];
        if (weight === undefined || pointer.sourceWord !== 0 || (pointer.symbol === '~' && !readKinds))
          continue;
        const seen = counts.get(pointer.symbol) ?? 0;
        if (seen >= MAX_KINDS) continue;
        counts.set(pointer.symbol, seen + 1);
        for (const lemma of getSynset(pointer).words) add(lemma, weight);
      }
      for (const lemma of glossWords(synset.gloss, source)) add(lemma, DEFINITION_WEIGHT);
    }
  }
  return found;
}
