import { CLASS_HEADINGS } from './class-headings.ts';
import { GOODS_HEADING_RULES, SERVICE_HEADING_RULES } from './class-heading-rules.ts';
import {
  CLASS_SLOTS,
  getClassIndex,
  bagKey,
  pairKey,
  qualifiedPhraseKey,
  type ClassIndex,
  type ClassWeights,
} from './class-index.ts';
import { foldText, isStopWord, porterStem, stemWord } from './normalise.ts';
import { lookupNoun } from './wordnet-lookup.ts';
import { analysePhrase, isGenericHead, type AnalysedPhrase } from './phrase-analysis.ts';
import {
  QUALIFIER_RULES,
  SERVICE_MARKER_WORDS,
  SERVICE_RULES,
  type QualifierRule,
} from './qualifier-rules.ts';
import { SYNONYMS } from './synonyms.ts';
import { wordShapeClass } from './word-shape-hints.ts';
import { withoutPrefixes } from './word-prefixes.ts';

export interface ClassMatch {
  class: number;
  description: string;
  /** Share of the evidence for this class among all classes, 0..1. */
  score: number;
}

export interface FindClassesOptions {
  limit?: number;
}

/** Longest input considered: class finder terms are short; this bounds the work per call. */
const MAX_INPUT_LENGTH = 500;
const MAX_LIMIT = 45;

/** Relative weight of a word by its role in the phrase (the head noun decides most). */
const ROLE_WEIGHT = { head: 2.2, genericHead: 0.8, modifier: 1.1, qualifier: 1.5, bracket: 1.6 } as const;
const PHRASE_WEIGHT = 2.5;
const BIGRAM_WEIGHT = 2;
const SERVICE_SCALE_FOR_GOODS = 0.3;
/**
 * A term that says it is a service ("... services", "... for others") is one whatever its words
 * name: goods classes count much less than for a service only guessed from an action word
 * ("tyre services" are fitting and repair, 37, not the tyres of 12).
 */
const EXPLICIT_SERVICE_SCALE_FOR_GOODS = 0.1;
const EXPLICIT_SERVICE = /\b(services?|for others)\b/;
/** Nice's wording for a service done to the customer's goods: "cheese making for others". */
const FOR_OTHERS = /\bfor others\b/;
/** Services against a head noun our vocabulary lists mostly as goods. */
const GOODS_HEAD_SERVICE_SCALE = 0.3;
/** In "rental of films" the object names the trade: its service-class evidence counts this much more. */
const SERVICE_OBJECT_WEIGHT = 1;
/** A lexicalised compound's WordNet meaning, relative to a head noun's weight. */
const COMPOUND_WEIGHT = 0.5;
/** Letter-piece evidence for an unexplained word, relative to the word's role weight. */
const CHAR_GRAM_WEIGHT = 0.5;
/** Classes an excluded use points to (within this share of the strongest) are scaled by the factor. */
const EXCLUDED_CLASS_SHARE = 0.6;
const EXCLUDED_CLASS_SCALE = 0.3;

const SERVICE_MARKER_SET = new Set(SERVICE_MARKER_WORDS);

/**
 * Nice classes for a product or service typed in plain words, best first. Deterministic; the
 * vocabulary index is built on first call and reused.
 */
export function findClasses(term: string, options: FindClassesOptions = {}): ClassMatch[] {
  const limit = Math.max(1, Math.min(MAX_LIMIT, Math.floor(options.limit ?? 5)));
  if (typeof term !== 'string') return [];
  const trimmed = term.slice(0, MAX_INPUT_LENGTH);
  const direct = directClassReference(trimmed);
  if (direct !== undefined) return direct;
  const index = getClassIndex();
  const alternatives = foldText(trimmed)
    .split(/[/;]/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
  const combined = new Float64Array(CLASS_SLOTS);
  let used = 0;
  for (const alternative of alternatives) {
    // Synonyms help everyday words find listed ones; a term already listed as written ("soda ash")
    // keeps its own words.
    const text = isListedAsWritten(alternative, index) ? alternative : applySynonyms(alternative);
    const scores = scoreDescription(text, index);
    const total = sum(scores);
    if (total <= 0) continue;
    used += 1;
    for (let classNumber = 1; classNumber < CLASS_SLOTS; classNumber += 1) {
      combined[classNumber] = (combined[classNumber] ?? 0) + (scores[classNumber] ?? 0) / total;
    }
  }
  if (used === 0) return [];
  const total = sum(combined);
  const ranked: ClassMatch[] = [];
  for (let classNumber = 1; classNumber < CLASS_SLOTS; classNumber += 1) {
    const value = combined[classNumber] ?? 0;
    if (value <= 0) continue;
    ranked.push({
      class: classNumber,
      description: CLASS_HEADINGS[classNumber] ?? '',
      score: Math.round((value / total) * 1000) / 1000,
    });
  }
  ranked.sort((left, right) => right.score - left.score || left.class - right.class);
  return fillWithNeighbours(ranked.filter((match) => match.score >= 0.005).slice(0, limit), limit, index);
}

/**
 * "[parts of X]", a core ending in a parts word followed by "for X" / "of X", or goods "adapted /
 * fitted / shaped for X" (Nice's wording for goods made to go with another: "wicks adapted for oil stoves").
 */
const PARTS_OF =
  /\[\s*parts? of\b|^[^,[(]*\b(parts|fittings|accessories|components|attachments|spares)\s+(for|of)\b|\b(adapted|fitted|shaped) for\b/;
const PART_STEMS = new Set(['parts', 'part', 'fittings', 'accessories', 'components'].map(stemWord));
const PARTS_OF_WEIGHT = ROLE_WEIGHT.head;

/** Least score a filled-in neighbour gets: a guess, ranked below every class with evidence. */
const NEIGHBOUR_SCORE = 0.001;
/** Neighbours of the best class considered; beyond a few they say nothing. */
const MAX_NEIGHBOURS = 2;

/**
 * When the evidence names fewer classes than asked for, the best class's nearest neighbours (the
 * classes sharing most vocabulary with it) follow it: "viruses" named only in 5 may be 1.
 */
function fillWithNeighbours(matches: ClassMatch[], limit: number, index: ClassIndex): ClassMatch[] {
  const best = matches[0];
  if (best === undefined || matches.length >= limit) return matches;
  const filled = [...matches];
  for (const classNumber of (index.neighbours[best.class] ?? []).slice(0, MAX_NEIGHBOURS)) {
    if (filled.length >= limit) break;
    if (filled.some((match) => match.class === classNumber)) continue;
    filled.push({
      class: classNumber,
      description: CLASS_HEADINGS[classNumber] ?? '',
      score: NEIGHBOUR_SCORE,
    });
  }
  return filled;
}

/**
 * Builds the vocabulary index and loads the WordNet noun index now rather than on the first
 * request (together well under a second); for servers to call at start-up.
 */
export function warmUpClassFinder(): void {
  // The letter pieces are cut on the first unknown word; do it now.
  getClassIndex().charGrams.evidence('warm');
  lookupNoun('apparatus');
}

/** "25", "class 25" or "Nice class 25" names the class itself; "class 46" names none. */
function directClassReference(term: string): ClassMatch[] | undefined {
  const match = /^\s*(?:nice\s+)?(?:class\s*)?(\d{1,3})\s*$/i.exec(term);
  if (match === null) return undefined;
  const classNumber = Number(match[1]);
  const description = CLASS_HEADINGS[classNumber];
  return description === undefined ? [] : [{ class: classNumber, description, score: 1 }];
}

function isListedAsWritten(folded: string, index: ClassIndex): boolean {
  const analysed = analysePhrase(folded);
  if (analysed.core.length === 0) return false;
  const key =
    analysed.qualifiers.length > 0
      ? qualifiedPhraseKey(analysed.core, analysed.qualifiers)
      : analysed.core.join(' ');
  return index.phrases.has(key) || index.bags.has(bagKey([...analysed.core, ...analysed.qualifiers]));
}

function applySynonyms(folded: string): string {
  return folded.replace(/\p{L}+/gu, (word) => {
    const replacement = SYNONYMS[word];
    return replacement === undefined ? word : `${word} ${replacement}`;
  });
}

function sum(values: ClassWeights): number {
  let total = 0;
  for (let classNumber = 1; classNumber < CLASS_SLOTS; classNumber += 1) total += values[classNumber] ?? 0;
  return total;
}

/** A word the vocabulary lacks, explained through WordNet: stems of its hypernym and gloss, weighted. */
interface BorrowedEvidence {
  stems: Map<string, number>;
  lexFiles: number[];
}

interface ResolvedWords {
  stems: string[];
  borrowed: BorrowedEvidence[];
  /** Letter-piece evidence for words nothing else explains. */
  guessed: ClassWeights[];
}

/** The hypernym of the hypernym says less (a "device", a "compound") but still narrows the kind. */
const GRAND_HYPERNYM_WEIGHT = 0.2;
/** WordNet lexicographer files worth reading for goods and services (artifacts, food, plants...). */
const USEFUL_LEX_FILES = new Set([4, 5, 6, 13, 17, 20, 21, 27]);
const LEX_FILE_PRIORS: Readonly<Record<number, Readonly<Record<number, number>>>> = {
  13: { 29: 0.4, 30: 0.4 },
  27: { 1: 0.4 },
  20: { 31: 0.4 },
  5: { 31: 0.3 },
};

function borrowFromWordnet(word: string, index: ClassIndex): BorrowedEvidence | undefined {
  const senses = lookupNoun(word).filter((sense) => USEFUL_LEX_FILES.has(sense.lexFile));
  if (senses.length === 0) return undefined;
  const stems = new Map<string, number>();
  senses.forEach((sense, rank) => {
    const senseWeight = rank === 0 ? 1 : 0.5;
    const add = (words: string[], weight: number): void => {
      for (const candidate of words) {
        if (isStopWord(candidate) || candidate.length < 3) continue;
        const stem = stemWord(candidate);
        if (!index.tokens.has(stem)) continue;
        stems.set(stem, Math.max(stems.get(stem) ?? 0, weight * senseWeight));
      }
    };
    add(sense.glossWords, 0.35);
    add(sense.grandHypernymWords, GRAND_HYPERNYM_WEIGHT);
    add(sense.hypernymWords, 1);
  });
  return { stems, lexFiles: senses.map((sense) => sense.lexFile) };
}

/**
 * Known stems stay; unknown ones are split as compounds, explained through WordNet, or corrected as
 * typos, in that order (a real word is never "corrected" into another one).
 */
function resolveStems(stems: string[], words: string[], index: ClassIndex): ResolvedWords {
  const resolved: ResolvedWords = { stems: [], borrowed: [], guessed: [] };
  stems.forEach((stem, position) => {
    if (index.tokens.has(stem)) {
      resolved.stems.push(stem);
      return;
    }
    const word = words[position];
    // Gerunds keep their own stem; one the vocabulary lacks falls back to the verb ("manicuring").
    const verbStem = word !== undefined && stem.endsWith('ing') ? porterStem(word) : undefined;
    if (verbStem !== undefined && index.tokens.has(verbStem)) {
      resolved.stems.push(verbStem);
      return;
    }
    const split = splitCompound(stem, index);
    if (split !== undefined) {
      resolved.stems.push(...split);
      return;
    }
    const unprefixed = word === undefined ? undefined : knownWithoutPrefix(word, index);
    if (unprefixed !== undefined) {
      resolved.stems.push(unprefixed);
      return;
    }
    const borrowed = word === undefined ? undefined : borrowFromWordnet(word, index);
    if (borrowed !== undefined) {
      resolved.borrowed.push(borrowed);
      return;
    }
    const corrected = index.fuzzy.correct(stem);
    if (corrected !== undefined) resolved.stems.push(corrected);
    // A typo correction may be another word altogether ("cholic" is not "colic"): the word's own
    // letters speak too.
    const guess = word === undefined ? undefined : index.charGrams.evidence(word);
    if (guess !== undefined) resolved.guessed.push(guess);
  });
  return resolved;
}

function addBorrowed(
  scores: ClassWeights,
  borrowed: BorrowedEvidence[],
  roleWeight: number,
  index: ClassIndex,
): void {
  for (const evidence of borrowed) {
    for (const [stem, weight] of evidence.stems) {
      addShare(scores, index.tokens.get(stem), roleWeight * weight * specificity(stem, index) * 0.6);
    }
    const prior = LEX_FILE_PRIORS[evidence.lexFiles[0] ?? -1];
    for (const [classText, amount] of Object.entries(prior ?? {})) {
      const classNumber = Number(classText);
      scores[classNumber] = (scores[classNumber] ?? 0) + amount * roleWeight;
    }
  }
}

/**
 * The last two core words as one WordNet noun ("toilet water" is a perfume, "soda ash" a salt,
 * "bed pan" a bedpan) when our vocabulary has no phrase for the pair: the compound's meaning is not
 * the sum of its words.
 */
function lexicalisedCompound(words: string[], index: ClassIndex): BorrowedEvidence | undefined {
  if (words.length < 2) return undefined;
  const first = words.at(-2) ?? '';
  const second = words.at(-1) ?? '';
  if (index.phrases.has(`${stemWord(first)} ${stemWord(second)}`)) return undefined;
  for (const candidate of [`${first} ${second}`, `${first}${second}`]) {
    const evidence = borrowFromWordnet(candidate, index);
    if (evidence !== undefined && evidence.stems.size > 0) return evidence;
  }
  return undefined;
}

/** "megaphones" read as "phones", "refuelling" as "fuelling": the stem after a known prefix. */
function knownWithoutPrefix(word: string, index: ClassIndex): string | undefined {
  for (const remainder of withoutPrefixes(word)) {
    const stem = stemWord(remainder);
    if (index.tokens.has(stem)) return stem;
    const verbStem = stem.endsWith('ing') ? porterStem(remainder) : undefined;
    if (verbStem !== undefined && index.tokens.has(verbStem)) return verbStem;
  }
  return undefined;
}

function splitCompound(stem: string, index: ClassIndex): string[] | undefined {
  for (let cut = 3; cut <= stem.length - 3; cut += 1) {
    const left = stem.slice(0, cut);
    const right = stemWord(stem.slice(cut));
    if (index.tokens.has(left) && index.tokens.has(right)) return [left, right];
  }
  return undefined;
}

function specificity(stem: string, index: ClassIndex): number {
  const frequency = index.classFrequency.get(stem) ?? 1;
  return 1 / (1 + Math.log(Math.max(1, frequency)));
}

/** Only the service classes' part of a word's evidence, as a share of its whole evidence. */
function addServiceShare(scores: ClassWeights, weights: ClassWeights | undefined, factor: number): void {
  addClassRangeShare(scores, weights, factor, 35, CLASS_SLOTS - 1);
}

/** Only the part of a word's evidence in classes first..last, as a share of its whole evidence. */
function addClassRangeShare(
  scores: ClassWeights,
  weights: ClassWeights | undefined,
  factor: number,
  first: number,
  last: number,
): void {
  if (weights === undefined) return;
  const total = sum(weights);
  if (total <= 0) return;
  for (let classNumber = first; classNumber <= last; classNumber += 1) {
    const value = weights[classNumber] ?? 0;
    if (value > 0) scores[classNumber] = (scores[classNumber] ?? 0) + (factor * value) / total;
  }
}

function addShare(scores: ClassWeights, weights: ClassWeights | undefined, factor: number): boolean {
  if (weights === undefined) return false;
  const total = sum(weights);
  if (total <= 0) return false;
  for (let classNumber = 1; classNumber < CLASS_SLOTS; classNumber += 1) {
    const value = weights[classNumber] ?? 0;
    if (value > 0) scores[classNumber] = (scores[classNumber] ?? 0) + (factor * value) / total;
  }
  return true;
}

function scoreDescription(text: string, index: ClassIndex): ClassWeights {
  const scores = new Float64Array(CLASS_SLOTS);
  const analysed = analysePhrase(text);
  // Nothing but vague words ("services", "products") or single letters says nothing about a class.
  const meaningful = [...analysed.core, ...analysed.qualifiers, ...analysed.bracket].some(
    (stem) => stem.length > 1 && !isGenericHead(stem),
  );
  if (!meaningful) return scores;
  const resolvedCore = resolveStems(analysed.core, analysed.coreWords, index);
  const resolvedQualifiers = resolveStems(analysed.qualifiers, analysed.qualifierWords, index);
  const resolvedBracket = resolveStems(analysed.bracket, analysed.bracketWords, index);
  const core = resolvedCore.stems;
  const qualifiers = resolvedQualifiers.stems;
  const bracket = resolvedBracket.stems;
  const head = pickHead(core, analysed);
  // An unexplained last word is the head; its borrowed meaning then counts as much as a head would.
  const unknownHead = analysed.core.length > 0 && !index.tokens.has(analysed.core.at(-1) ?? '');
  addBorrowed(scores, resolvedCore.borrowed, unknownHead ? ROLE_WEIGHT.head : ROLE_WEIGHT.modifier, index);
  const compound = lexicalisedCompound(analysed.coreWords, index);
  if (compound !== undefined) addBorrowed(scores, [compound], ROLE_WEIGHT.head * COMPOUND_WEIGHT, index);
  addBorrowed(scores, resolvedQualifiers.borrowed, ROLE_WEIGHT.qualifier, index);
  for (const guess of resolvedCore.guessed)
    addShare(scores, guess, (unknownHead ? ROLE_WEIGHT.head : ROLE_WEIGHT.modifier) * CHAR_GRAM_WEIGHT);
  for (const guess of resolvedQualifiers.guessed)
    addShare(scores, guess, ROLE_WEIGHT.qualifier * CHAR_GRAM_WEIGHT);
  for (const guess of resolvedBracket.guessed)
    addShare(scores, guess, ROLE_WEIGHT.bracket * CHAR_GRAM_WEIGHT);
  addBorrowed(scores, resolvedBracket.borrowed, ROLE_WEIGHT.bracket, index);

  // "onion rings", "fish fingers", "cheese sticks": a head that names only a shape leaves the
  // class to the word before it.
  const shapeHead = core.length > 1 && SHAPE_HEADS.has(analysed.coreWords.at(-1) ?? '');
  core.forEach((stem, position) => {
    const isHead = stem === head && position === core.lastIndexOf(head);
    const isShapeModifier = shapeHead && position === core.length - 2;
    const role = isHead
      ? shapeHead
        ? ROLE_WEIGHT.modifier
        : ROLE_WEIGHT.head
      : isShapeModifier
        ? ROLE_WEIGHT.head
        : isGenericHead(stem)
          ? ROLE_WEIGHT.genericHead
          : ROLE_WEIGHT.modifier;
    const weight = role * specificity(stem, index);
    if (isHead) {
      addShare(scores, index.tokens.get(stem), weight * 0.5);
      if (!addShare(scores, index.heads.get(stem), weight * 0.5)) {
        addShare(scores, index.tokens.get(stem), weight * 0.5);
      }
    } else {
      addShare(scores, index.tokens.get(stem), weight);
    }
  });
  if (!shapeHead) addHeadModifierAgreement(scores, core, head, index);
  // "for use in the manufacture of tablets": what is made names the buyer's trade, not the goods.
  const made = madeProductStems(analysed);
  for (const stem of qualifiers) {
    const role = made.has(stem) ? ROLE_WEIGHT.qualifier * MADE_PRODUCT_SCALE : ROLE_WEIGHT.qualifier;
    addShare(scores, index.tokens.get(stem), role * specificity(stem, index));
  }
  const isService = isServiceDescription(analysed, index);
  // "services for transporting documents": with only a vague core, the action after it is the head.
  const action = analysed.qualifierWords[0];
  if (head !== undefined && isGenericHead(head) && action !== undefined && /[^aeiou]ing$/.test(action)) {
    // The verb says what the service does ("transporting" also qualifies goods: "bags for transporting").
    const verb = porterStem(action);
    const stem = index.tokens.has(verb) ? verb : stemWord(action);
    addShare(scores, index.tokens.get(stem), ROLE_WEIGHT.head * specificity(stem, index));
  }
  if (isService) {
    for (const stem of qualifiers)
      addServiceShare(scores, index.tokens.get(stem), SERVICE_OBJECT_WEIGHT * specificity(stem, index));
  }
  for (const stem of bracket)
    addShare(scores, index.tokens.get(stem), ROLE_WEIGHT.bracket * specificity(stem, index));
  // Parts and fittings go with what they are parts of: "tympans [parts of printing presses]" are
  // machine parts (7), "spare parts for bicycles" vehicle parts (12).
  const partsOf = PARTS_OF.test(analysed.folded);
  if (partsOf) {
    const wholeStems = /\[\s*parts? of\b/.test(analysed.folded) ? bracket : qualifiers;
    const wholeHead = wholeStems.at(-1);
    for (const stem of wholeStems) {
      if (PART_STEMS.has(stem)) continue;
      // The whole's head noun counts as a head would: "vehicles" here means class 12, wherever
      // else "for vehicles" appears.
      // Parts are goods: only the goods classes of the whole count.
      if (stem === wholeHead)
        addClassRangeShare(scores, index.heads.get(stem) ?? index.tokens.get(stem), PARTS_OF_WEIGHT, 1, 34);
      else
        addClassRangeShare(
          scores,
          index.tokens.get(stem),
          ROLE_WEIGHT.modifier * specificity(stem, index),
          1,
          34,
        );
    }
  }

  // Whole-phrase and word-pair matches: "coffee shop" is a café (43), not coffee (30).
  // The whole term with its qualifier, when listed, outranks its bare core ("beverages for pets").
  const whole = qualifiers.length > 0 ? index.phrases.get(qualifiedPhraseKey(core, qualifiers)) : undefined;
  // Negated words are dropped from the stems but not from the meaning: no order-free match then.
  const bag =
    core.length + qualifiers.length > 1 && !/\b(not|non)\b/.test(analysed.folded)
      ? index.bags.get(bagKey([...core, ...qualifiers]))
      : undefined;
  if (whole !== undefined) addShare(scores, whole, PHRASE_WEIGHT);
  else if (bag !== undefined && (core.length < 2 || !index.phrases.has(core.join(' ')))) {
    addShare(scores, bag, PHRASE_WEIGHT);
  } else if (core.length > 1) addShare(scores, index.phrases.get(core.join(' ')), PHRASE_WEIGHT);
  else if (core.length === 1 && core[0] !== undefined)
    addShare(scores, index.phrases.get(core[0]), PHRASE_WEIGHT * 0.5);
  const sequence = [...core, ...qualifiers];
  for (let position = 0; position + 1 < sequence.length; position += 1) {
    addShare(scores, index.bigrams.get(pairKey(sequence[position], sequence[position + 1])), BIGRAM_WEIGHT);
  }

  scaleDownExcluded(scores, analysed.excluded, index);
  addWordShapeHints(scores, analysed.ruleText, index);
  applyQualifierRules(scores, QUALIFIER_RULES, analysed.ruleText, analysed.folded);
  applyQualifierRules(scores, GOODS_HEADING_RULES, analysed.ruleText, analysed.folded);
  if (isService) {
    applyQualifierRules(scores, SERVICE_RULES, analysed.ruleText, analysed.folded);
    applyQualifierRules(scores, SERVICE_HEADING_RULES, analysed.ruleText, analysed.folded);
    const goodsScale = EXPLICIT_SERVICE.test(analysed.ruleText)
      ? EXPLICIT_SERVICE_SCALE_FOR_GOODS
      : SERVICE_SCALE_FOR_GOODS;
    for (let classNumber = 1; classNumber <= 34; classNumber += 1) {
      scores[classNumber] = (scores[classNumber] ?? 0) * goodsScale;
    }
  } else if (
    /[^s]s$/.test(analysed.coreWords.at(-1) ?? '') &&
    isMostlyGoodsHead(analysed.coreWords.at(-1) ?? '', index)
  ) {
    // "robots for entertainment purposes" are goods: a purpose that names a service does not
    // make goods named by a plural noun our vocabulary lists as goods a service.
    for (let classNumber = 35; classNumber < CLASS_SLOTS; classNumber += 1) {
      scores[classNumber] = (scores[classNumber] ?? 0) * GOODS_HEAD_SERVICE_SCALE;
    }
  }
  applyKindOfThing(scores, analysed);
  return scores;
}

/** Weight of the classes a head noun and its modifiers both point to, per unit of shared share. */
const AGREEMENT_WEIGHT = 2;

/**
 * A head noun of several kinds ("seats": vehicles 12 or furniture 20; "keyboards": 15 or 9) is read
 * in the kind its modifiers share: each class gets the product of the head's and each modifier's
 * class shares, so "camping seats" lean to furniture (20). Not normalised: a product is large only
 * where both words really point, so a faint overlap adds little.
 */
function addHeadModifierAgreement(
  scores: ClassWeights,
  core: readonly string[],
  head: string | undefined,
  index: ClassIndex,
): void {
  if (head === undefined || core.length < 2) return;
  const headWeights = index.heads.get(head) ?? index.tokens.get(head);
  if (headWeights === undefined) return;
  const headTotal = sum(headWeights);
  const headPosition = core.lastIndexOf(head);
  core.forEach((stem, position) => {
    if (stem === head || position === headPosition || isGenericHead(stem)) return;
    const weights = index.tokens.get(stem);
    if (weights === undefined) return;
    const total = sum(weights);
    for (let classNumber = 1; classNumber < CLASS_SLOTS; classNumber += 1) {
      const shared = ((headWeights[classNumber] ?? 0) / headTotal) * ((weights[classNumber] ?? 0) / total);
      scores[classNumber] = (scores[classNumber] ?? 0) + AGREEMENT_WEIGHT * shared;
    }
  });
}

const MADE_PRODUCT_SCALE = 0.3;

/** Stems named after "manufacture of" / "production of" in a qualifier. */
function madeProductStems(analysed: AnalysedPhrase): Set<string> {
  const position = analysed.qualifierWords.findIndex((word) => /^(manufactur|production|making)/.test(word));
  return new Set(position < 0 ? [] : analysed.qualifiers.slice(position + 1));
}

function pickHead(core: string[], analysed: AnalysedPhrase): string | undefined {
  for (let position = core.length - 1; position >= 0; position -= 1) {
    const stem = core[position];
    if (stem !== undefined && !isGenericHead(stem)) return stem;
  }
  return core.at(-1) ?? analysed.genericHead;
}

function isServiceDescription(analysed: AnalysedPhrase, index: ClassIndex): boolean {
  const words = analysed.coreWords;
  const last = words.at(-1);
  if (last !== undefined && (SERVICE_MARKER_SET.has(last) || isActionWord(last, index))) return true;
  if (FOR_OTHERS.test(analysed.ruleText)) return true;
  const first = words[0];
  if (first !== undefined && SERVICE_MARKER_SET.has(first) && analysed.qualifiers.length > 0) return true;
  // "reconditioning of engines": a gerund followed by "of" is an action, unless listed goods end in it.
  const gerund = /^([a-z]{3,}[^aeiou]ing) of\b/.exec(analysed.folded)?.[1];
  return gerund !== undefined && !isMostlyGoodsHead(gerund, index);
}

function isMostlyGoodsHead(word: string, index: ClassIndex): boolean {
  const weights = index.heads.get(stemWord(word));
  return weights !== undefined && serviceShare(weights) < 0.5;
}

/** The service classes' (35–45) part of a word's evidence; 0 for a word with none. */
function serviceShare(weights: ClassWeights): number {
  let services = 0;
  let total = 0;
  for (let classNumber = 1; classNumber < CLASS_SLOTS; classNumber += 1) {
    total += weights[classNumber] ?? 0;
    if (classNumber >= 35) services += weights[classNumber] ?? 0;
  }
  return total > 0 ? services / total : 0;
}

/**
 * A word naming an action rather than a thing ("glossing", "exterminating", "irradiation"): a
 * gerund or a singular "-tion", "-ment", "-al" noun that our vocabulary lists mostly among services,
 * or a gerund it does not list whose verb it knows.
 */
function isActionWord(word: string, index: ClassIndex): boolean {
  if (word.length < 6) return false;
  const gerund = /[^aeiou]ing$/.test(word);
  if (!gerund && !/(tion|sion|ment|ance|ence|al)$/.test(word)) return false;
  const stem = stemWord(word);
  // A gerund that no listed goods term ends in ("treating", "glossing") names an action, however
  // often it qualifies goods ("preparations for treating ..."); one that ends goods terms
  // ("clothing", "roofing", "bedding") is judged by its head evidence.
  const weights = gerund ? index.heads.get(stem) : index.tokens.get(stem);
  // A gerund no listed goods term ends in is an action even when its verb is unknown ("microfilming").
  if (weights === undefined) return gerund;
  return serviceShare(weights) >= 0.5;
}

function applyQualifierRules(
  scores: ClassWeights,
  rules: readonly QualifierRule[],
  ruleText: string,
  folded: string,
): void {
  const evidence = sum(scores);
  // Rules add evidence in proportion to what the words found, so they tip close calls without
  // inventing classes for junk input.
  const unit = Math.max(0.5, Math.min(3, evidence / 3));
  for (const rule of rules) {
    if (!rule.pattern.test(rule.onFullText === true ? folded : ruleText)) continue;
    for (const [classText, amount] of Object.entries(rule.add ?? {})) {
      const classNumber = Number(classText);
      scores[classNumber] = (scores[classNumber] ?? 0) + amount * unit;
    }
    for (const [classText, factor] of Object.entries(rule.scale ?? {})) {
      const classNumber = Number(classText);
      scores[classNumber] = (scores[classNumber] ?? 0) * factor;
    }
  }
}

/** Evidence for words unknown to the vocabulary and to the typo corrector, from their endings. */
function addWordShapeHints(scores: ClassWeights, text: string, index: ClassIndex): void {
  for (const word of text.split(/[^\p{L}]+/u)) {
    const stem = stemWord(word);
    if (index.tokens.has(stem) || index.fuzzy.correct(stem) !== undefined) continue;
    const classNumber = wordShapeClass(word);
    if (classNumber !== undefined) scores[classNumber] = (scores[classNumber] ?? 0) + ROLE_WEIGHT.head * 0.5;
  }
}

/**
 * "charms, other than for jewellery", "viruses, other than for medical purposes": the class the
 * excluded words point to is the one the term is NOT in, so it is scaled down.
 */
function scaleDownExcluded(scores: ClassWeights, excluded: string[], index: ClassIndex): void {
  if (excluded.length === 0) return;
  const evidence = new Float64Array(CLASS_SLOTS);
  for (const stem of excluded) addShare(evidence, index.tokens.get(stem), specificity(stem, index));
  let best = 0;
  for (let classNumber = 1; classNumber < CLASS_SLOTS; classNumber += 1)
    best = Math.max(best, evidence[classNumber] ?? 0);
  if (best <= 0) return;
  for (let classNumber = 1; classNumber < CLASS_SLOTS; classNumber += 1) {
    if ((evidence[classNumber] ?? 0) >= best * EXCLUDED_CLASS_SHARE) {
      scores[classNumber] = (scores[classNumber] ?? 0) * EXCLUDED_CLASS_SCALE;
    }
  }
}

/** Head nouns that name a shape or portion rather than a thing. */
const SHAPE_HEADS = new Set([
  'rings',
  'sticks',
  'balls',
  'fingers',
  'flakes',
  'nuggets',
  'rolls',
  'bars',
  'cubes',
  'dogs',
  'strips',
  'slices',
  'pieces',
  'chunks',
  'puffs',
  'drops',
  'pellets',
  'granules',
  'tablets',
  'sheets',
  'blocks',
]);

/** Last core words that make a term a substance: chemicals, paints, cosmetics, medicines, food. */
const SUBSTANCE_HEADS = new Set([
  'preparations',
  'substances',
  'agents',
  'compositions',
  'compounds',
  'mixtures',
  'solutions',
  'additives',
  'fluids',
  'liquids',
  'powders',
  'chemicals',
]);
/** Last core words that make a term a made object: machines, instruments, tools, utensils. */
const APPARATUS_HEADS = new Set([
  'apparatus',
  'instruments',
  'machines',
  'devices',
  'appliances',
  'implements',
  'utensils',
  'tools',
]);
/** Last core words that name goods of any kind ("binding material for road repair" is no repair). */
const GOODS_HEADS = new Set([
  'materials',
  'material',
  'goods',
  'articles',
  'products',
  'equipment',
  'parts',
  'fittings',
  'accessories',
  'supplies',
  'components',
]);
/** Last core words that name a vehicle. */
const VEHICLE_HEADS = new Set([
  'vehicles',
  'cars',
  'automobiles',
  'trucks',
  'lorries',
  'buses',
  'vans',
  'boats',
  'ships',
  'vessels',
  'aircraft',
  'airplanes',
  'aeroplanes',
  'helicopters',
  'bicycles',
  'tricycles',
  'motorcycles',
  'scooters',
  'trailers',
  'wagons',
  'sleds',
  'sledges',
  'tractors',
]);
function classRange(first: number, last: number): number[] {
  return Array.from({ length: last - first + 1 }, (_, offset) => first + offset);
}

interface ThingKind {
  heads: ReadonlySet<string>;
  classes: ReadonlySet<number>;
}

/**
 * What each kind of thing can be: substances are chemicals, paints, cosmetics, fuels, medicines,
 * adhesives and sealants (16, 17), binders (19), fibres (23) or food; made objects are classes 6-28
 * and tobacco articles (34).
 */
const KINDS: readonly ThingKind[] = [
  { heads: SUBSTANCE_HEADS, classes: new Set([...classRange(1, 5), 16, 17, 19, 23, ...classRange(29, 34)]) },
  { heads: APPARATUS_HEADS, classes: new Set([...classRange(6, 28), 34]) },
  { heads: GOODS_HEADS, classes: new Set(classRange(1, 34)) },
  // Vehicles are class 12; toy and model vehicles 28.
  { heads: VEHICLE_HEADS, classes: new Set([12, 28]) },
];
const KIND_MISMATCH_SCALE = 0.3;
/** Milder: WordNet's most common sense of a head noun is a guess at its kind, not a listed fact. */
const WORDNET_KIND_SCALE = 0.6;
/** WordNet lexicographer files: noun.artifact, noun.food, noun.substance. */
const LEX_ARTIFACT = 6;
const LEX_FOOD = 13;
const LEX_SUBSTANCE = 27;

/**
 * "Anti-knock substances for engines" are a chemical, "apparatus for acne treatment" an instrument,
 * and neither is a service: a plural kind-of-thing word ending the core says what the term is,
 * whatever the rest is for. (The singular "preparation of ..." or "installation of ..." is a service.)
 */
function applyKindOfThing(scores: ClassWeights, analysed: AnalysedPhrase): void {
  const last = analysed.coreWords.at(-1);
  if (last === undefined) return;
  const listed = KINDS.find((candidate) => candidate.heads.has(last));
  const kind = listed ?? wordnetKind(analysed);
  const scale = listed === undefined ? WORDNET_KIND_SCALE : KIND_MISMATCH_SCALE;
  if (kind === undefined) return;
  for (let classNumber = 1; classNumber < CLASS_SLOTS; classNumber += 1) {
    if (!kind.classes.has(classNumber)) scores[classNumber] = (scores[classNumber] ?? 0) * scale;
  }
}

/**
 * The kind of a head noun no kind word names, from its most common WordNet sense: a substance or a
 * food ("oil", "gels", "hydrazine") or a made object ("traps", "platforms", "wicks").
 */
function wordnetKind(analysed: AnalysedPhrase): ThingKind | undefined {
  const last = analysed.coreWords.at(-1);
  const lastStem = analysed.core.at(-1);
  if (last === undefined || lastStem === undefined || isGenericHead(lastStem)) return undefined;
  const lexFile = lookupNoun(last)[0]?.lexFile;
  if (lexFile === LEX_SUBSTANCE || lexFile === LEX_FOOD) return KINDS[0];
  if (lexFile === LEX_ARTIFACT) return KINDS[1];
  return undefined;
}
