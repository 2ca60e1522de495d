import { getSynset, lookupLemma, type Synset, type SynsetRef } from '../lexicon/index.ts';
import { evocativeness, isImageableNounFile, isNaturalNounFile } from './evocativeness.ts';
import { isMarkedSense } from './gloss-connotation.ts';
import {
  definitionGenus,
  definitionWords,
  glossWords,
  isAdjectiveOnly,
  isDefinitionFiller,
} from './gloss-words.ts';

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

/** Levels climbed to see whether one field noun's sense is a kind of another's (flower → ... → plant). */
const KIND_LEVELS = 6;

function ancestorKeys(synset: Synset, levels: number): Set<string> {
  // Field nouns recur across requests: each synset's climb is read once.
  const key = `${synset.pos}${synset.offset}:${levels}`;
  const cached = ancestorCache.get(key);
  if (cached) return cached;
  const found = readAncestorKeys(synset, levels);
  ancestorCache.set(key, found);
  return found;
}
const ancestorCache = new Map<string, Set<string>>();

function readAncestorKeys(synset: Synset, levels: number): Set<string> {
  const found = new Set<string>();
  let level: SynsetRef[] = [synset];
  for (let step = 0; step < levels && level.length > 0; step++) {
    level = level.flatMap((ref) =>
      getSynset(ref).pointers.filter((p) => p.symbol === '@' || p.symbol === '@i'),
    );
    for (const ref of level) found.add(`${ref.pos}${ref.offset}`);
  }
  return found;
}

/** The words a sense is read by: its lemmas and its definition's content words. */
function senseWords(synset: Synset, noun: string): string[] {
  const key = `${synset.pos}${synset.offset}:${noun}`;
  const cached = senseWordsCache.get(key);
  if (cached) return cached;
  const words = [...synset.words, ...glossWords(synset.gloss, noun)];
  senseWordsCache.set(key, words);
  return words;
}
const senseWordsCache = new Map<string, string[]>();

/**
 * How well each sense of a field noun agrees with the keyword's field, summed over the evidence that
 * tells its senses apart: it is a broader or narrower term of another field noun's sense (florist:
 * flower is a kind of plant, the living plant, not the factory) — the strongest —, it shares a
 * lexicographer file with another field noun or with the keyword, its definition shares a word with
 * the keyword's definitions, synonyms and field nouns (plumbing: the pipe "used to carry water or
 * gas", not the tobacco pipe).
 */
function senseAgreement(
  noun: string,
  list: readonly Synset[],
  others: ReadonlyMap<string, readonly Synset[]>,
  ownFiles: ReadonlySet<number>,
  sharedFiles: ReadonlyMap<number, number>,
  context: ReadonlySet<string>,
): Array<{ score: number; confirmed: boolean; related: boolean; own: boolean }> {
  const otherSenses = [...others].filter(([other]) => other !== noun).flatMap(([, senses]) => senses);
  const otherKeys = new Set(otherSenses.map((synset) => `${synset.pos}${synset.offset}`));
  const otherAncestors = new Set(otherSenses.flatMap((synset) => [...ancestorKeys(synset, KIND_LEVELS)]));
  const evidence = list.map((synset) => {
    const key = `${synset.pos}${synset.offset}`;
    const kin =
      otherAncestors.has(key) ||
      [...ancestorKeys(synset, KIND_LEVELS)].some((ancestor) => otherKeys.has(ancestor));
    return {
      kin,
      own: ownFiles.has(synset.lexFile),
      shared: (sharedFiles.get(synset.lexFile) ?? 0) > 1 && isImageableNounFile(synset.lexFile),
      overlap: senseWords(synset, noun).some((word) => word !== noun && context.has(word)),
    };
  });
  // Evidence every sense has tells none apart.
  const tells = (pick: (e: (typeof evidence)[number]) => boolean): boolean =>
    evidence.some(pick) && !evidence.every(pick);
  const weights = {
    kin: tells((e) => e.kin) ? KIN_AGREEMENT : 0,
    own: tells((e) => e.own) ? 1 : 0,
    shared: tells((e) => e.shared) ? 1 : 0,
    overlap: tells((e) => e.overlap) ? 1 : 0,
  };
  return evidence.map((e) => ({
    score:
      (e.kin ? weights.kin : 0) +
      (e.own ? weights.own : 0) +
      (e.shared ? weights.shared : 0) +
      (e.overlap ? weights.overlap : 0),
    // A shared file confirms a sense even when every sense has it (both field nouns are plants);
    // the keyword's own file and a shared definition word only when they pick out some senses
    // (every trade is an artifact; pharmacy's drug, of one sense, is "used as a medicine": its kinds,
    // diuretic, miotic, are not a pharmacy's imagery).
    confirmed: e.kin || e.shared || (e.overlap && weights.overlap > 0) || (e.own && weights.own > 0),
    related: e.kin || e.shared || e.overlap,
    own: e.own && weights.own > 0,
  }));
}
const KIN_AGREEMENT = 2;
const OVERRIDE_FIRST = 2;

function fieldSenses(
  nouns: readonly string[],
  broader: ReadonlySet<string>,
  ownFiles: ReadonlySet<number>,
  context: ReadonlySet<string>,
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
      )
      // A sense WordNet marks as slang, archaic or disparaging is no field's imagery.
      .map(([noun, list]) => [noun, list.filter((synset) => !isMarkedSense(synset))] as const),
  );
  const files = new Map<number, number>();
  for (const list of senses.values()) {
    for (const file of new Set(list.map((synset) => synset.lexFile)))
      files.set(file, (files.get(file) ?? 0) + 1);
  }
  const chosen = new Map<string, FieldSense[]>();
  [...senses.keys()].forEach((noun, rank) => {
    const list = senses.get(noun) ?? [];
    const agreement = senseAgreement(noun, list, senses, ownFiles, files, context);
    const top = Math.max(0, ...agreement.map((a) => a.score));
    // WordNet's first sense is the common one: a later sense overrides it on the keyword's own file
    // or two kinds of evidence, not on a shared definition word alone (lighting, "having abundant
    // light or illumination": light the radiation, not the lamp "serving as a source of illumination").
    const first = agreement[0]?.score ?? 0;
    const strong = agreement.some((a) => a.score === top && (top >= OVERRIDE_FIRST || a.own));
    const best = !strong && first < top ? first : top;
    // The senses that agree best with the field are the ones its definition means, even when not
    // the noun's first (analytics, "using algebra and calculus": the mathematics, not the gallstone).
    const scored = list.map((synset, index) => ({
      synset,
      ...(agreement[index] ?? { score: 0, confirmed: false, related: false, own: false }),
    }));
    const bestFiles = new Set(
      scored.filter((sense) => sense.score === best && sense.confirmed).map((sense) => sense.synset.lexFile),
    );
    // A sense of the same kind as the best that the field also reaches is read too (flower: the
    // plant, and the bloom "of angiosperm plants"; not the tobacco pipe beside the water pipe).
    const picked = scored
      .filter(
        (sense) =>
          (sense.score === best && sense.confirmed) || (bestFiles.has(sense.synset.lexFile) && sense.related),
      )
      .slice(0, FIELD_SENSES);
    if (picked.length > 0) {
      chosen.set(
        noun,
        picked.map(({ synset }) => ({ synset, confirmed: true })),
      );
      return;
    }
    // Only the most evocative field noun is read in its first senses when nothing tells them
    // apart; another noun's first sense may be another field's (plant: the factory: brewery, mill).
    if (rank === 0) {
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
  const genus = new Set([
    ...refs.flatMap((ref) =>
      getSynset(ref)
        .pointers.filter((p) => p.symbol === '@')
        .flatMap((p) => getSynset(p).words),
    ),
    ...genusWords(refs, definitions),
  ]);
  const broader = ancestors(refs);
  return fieldNouns(word, refs, definitions).filter((noun) => !genus.has(noun) && !isSister(noun, broader));
}

/**
 * The imagery of an activity's instrument (an artifact sense no other field noun confirms) when the
 * keyword is an act, a thought or a message: its parts and kinds are the tool's, not the activity's.
 */
const OFF_FIELD_FACTOR = 0.6;
const NOUN_ARTIFACT_FILE = 6;
const NOUN_SUBSTANCE_FILE = 27;
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

/**
 * A related word read through a sense that is not its own first reads as its first (kid → monkey:
 * the mischievous child, first the animal). Loose, for the keyword's relations and imagery: only a
 * person sense of a word that first names something else counts (monkey, imp), since rare words'
 * first senses are often a technical one (lager: the laager camp; tandem: the arrangement). Strict,
 * for a word found only by its definition: any first sense one pictures (main, defined by sewage as
 * the water main, is first the open sea; bay, the bayberry, first the shore's).
 */
const OTHER_THING_FACTOR = 0.6;
/** A field noun's definition adjective (promise, "a verbal commitment": verbal) only qualifies it. */
const DEFINITION_ADJECTIVE_FACTOR = 0.6;
const PERSON_FILE = 18;

export function readsAsOtherThing(lemma: string, synset: Synset, strict = false): boolean {
  if (synset.pos !== 'n') return false;
  const first = lookupLemma(lemma, 'n')[0];
  if (first === undefined || first.offset === synset.offset) return false;
  const file = getSynset(first).lexFile;
  if (file === synset.lexFile) return false;
  return strict ? isImageableNounFile(file) : synset.lexFile === PERSON_FILE;
}

/** True when a sense's words or definition name a word of the field other than `source` (a plural too). */
function namesField(synset: Synset, source: string, context: ReadonlySet<string>): boolean {
  const text = [...synset.words, synset.gloss].join(' ').toLowerCase();
  return (text.match(/[a-z]+/g) ?? []).some(
    (token) =>
      !token.startsWith(source) &&
      (context.has(token) || (token.endsWith('s') && context.has(token.slice(0, -1)))),
  );
}

/** The genus words of the keyword's first definitions (see definitionGenus). */
function genusWords(refs: readonly SynsetRef[], definitions: number): Set<string> {
  const words = new Set<string>();
  for (const ref of refs.filter((sense) => sense.pos === 'n').slice(0, definitions)) {
    const genus = definitionGenus(getSynset(ref).gloss);
    if (genus !== undefined) words.add(genus);
  }
  return words;
}

export function imageryOf(word: string, refs: readonly SynsetRef[], definitions: number): ImageryWord[] {
  const found: ImageryWord[] = [];
  // The keyword's broader terms: their kinds are other trades (studio → workplace → bakery, forge).
  // The group it belongs to is one too (dog, "a member of the genus Canis": jackal, wolf).
  const broader = ancestors(refs);
  for (const ref of refs.slice(0, definitions))
    for (const pointer of getSynset(ref).pointers)
      if (pointer.symbol === '#m') broader.add(`${pointer.pos}${pointer.offset}`);
  const ownFiles = keywordFiles(refs, definitions);
  // The field as the keyword's definitions and synonyms word it, to tell a field noun's senses apart.
  const context = new Set([
    ...definitionWords(word, refs, definitions),
    ...refs.slice(0, definitions).flatMap((ref) => getSynset(ref).words),
  ]);
  // The genus the definition names in words (candle, "stick of wax": stick) is a broader term too:
  // its kinds and synonyms are other things (staff, spindle, joystick), not the keyword's.
  const genus = genusWords(refs, definitions);
  for (const [source, synsets] of fieldSenses(
    fieldNouns(word, refs, definitions).filter((noun) => !genus.has(noun)),
    broader,
    ownFiles,
    context,
  )) {
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
        // What a substance is made of is its chemistry (water → hydrogen, oxygen), not the field's;
        // a food's or a thing's (dough → flour) is what one pictures in it.
        if (pointer.symbol === '%s' && synset.lexFile === NOUN_SUBSTANCE_FILE) continue;
        const seen = counts.get(pointer.symbol) ?? 0;
        if (seen >= MAX_KINDS) continue;
        counts.set(pointer.symbol, seen + 1);
        const target = getSynset(pointer);
        // A substance's kinds are named by where it is found (water → seawater, bilge, dishwater;
        // metal → cobalt): only those whose definition names the field besides the substance are its
        // (wax → paraffin, "used for candles"; metal → gold, "precious").
        const elsewhere =
          pointer.symbol === '~' &&
          synset.lexFile === NOUN_SUBSTANCE_FILE &&
          !namesField(target, source, context);
        for (const lemma of target.words) {
          if (isMarkedSense(target, lemma)) continue;
          const other = readsAsOtherThing(lemma, target) || elsewhere;
          add(lemma, weight * (other ? OTHER_THING_FACTOR : 1));
        }
      }
      for (const lemma of glossWords(synset.gloss, source)) {
        if (isDefinitionFiller(lemma)) continue;
        add(lemma, DEFINITION_WEIGHT * (isAdjectiveOnly(lemma) ? DEFINITION_ADJECTIVE_FACTOR : 1));
      }
    }
  }
  return found;
}
