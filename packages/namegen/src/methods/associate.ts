import {
  baseForms,
  getSynset,
  getZipf,
  isOffensive,
  lookupLemma,
  lookupWord,
  type Synset,
  type SynsetRef,
} from '../lexicon/index.ts';
import { pronounceability } from '../phonotactics/index.ts';
import type { MethodContext, RawIdea } from './context.ts';
import { evocativeness, isAbstractOrPerson } from './evocativeness.ts';
import { definitionWords, glossWords, isAdjectiveOnly, isDefinitionFiller } from './gloss-words.ts';
import { ancestorWords, imageryOf, mentionedFieldNouns, readsAsOtherThing } from './field-imagery.ts';
import { mentionWords } from './field-mentions.ts';
import { isColourWord } from './colour-words.ts';
import { weighByPaths } from './field-coherence.ts';
import { hasNegativeDefinition, isMarkedSense } from './gloss-connotation.ts';
import { phraseFieldWeights } from './phrase-field.ts';

/**
 * Describe like: meaning-related words from WordNet, ranked by how close the relation is, how early
 * the sense comes (WordNet orders senses by frequency), how familiar the word is (SUBTLEX) and how
 * brandable it looks (short and pronounceable). Unknown words give no result.
 */
interface Relation {
  weight: number;
  why: (word: string) => string;
}

// wndb pointer symbols, closest relations first.
const RELATIONS: Record<string, Relation> = {
  synonym: { weight: 1, why: (w) => `synonym of ${w}` },
  '&': { weight: 0.85, why: (w) => `similar to ${w}` },
  '^': { weight: 0.75, why: (w) => `see also ${w}` },
  '+': { weight: 0.8, why: (w) => `derived from ${w}` },
  '=': { weight: 0.65, why: (w) => `attribute of ${w}` },
  // A broader term is generic by construction (studio → workplace, florist → tradesman): it ranks
  // below the word's own kinds, parts and definition.
  '@': { weight: 0.5, why: (w) => `broader term for ${w}` },
  '~': { weight: 0.7, why: (w) => `a kind of ${w}` },
  '#p': { weight: 0.5, why: (w) => `${w} is part of it` },
  '%p': { weight: 0.5, why: (w) => `part of ${w}` },
  '@i': { weight: 0.6, why: (w) => `${w} is one of them` },
  '#m': { weight: 0.5, why: (w) => `${w} belongs to it` },
  '%m': { weight: 0.5, why: (w) => `belongs to ${w}` },
  '#s': { weight: 0.5, why: (w) => `${w} is made of it` },
  '%s': { weight: 0.5, why: (w) => `made of ${w}` },
  // Adjectives that pertain to a noun ("solar" → sun) and a word's topic field ("solar" → astronomy).
  '\\': { weight: 0.8, why: (w) => `${w} pertains to it` },
  ';c': { weight: 0.55, why: (w) => `the field of ${w}` },
  '-c': { weight: 0.55, why: (w) => `in the field of ${w}` },
};

/**
 * Sister terms (other kinds of the same broader thing: "florist" → "bakery", "deli"): a different
 * trade more often than a description of this one, so they rank below the definition's words.
 */
const SISTER: Relation = { weight: 0.1, why: (w) => `akin to ${w}` };
/** Nouns and adjectives of a sense's definition ("florist": flowers, ornamental plants). */
const GLOSS: Relation = { weight: 0.6, why: (w) => `from the definition of ${w}` };
/** The field's imagery, one hop from the definition's nouns (florist → flower → bloom, petal). */
const IMAGERY: Relation = { weight: 0.55, why: (w) => `imagery of ${w}` };
/** Words defined by the keyword or its field (yoga → asana, candle → wick): see field-mentions.ts. */
const MENTION: Relation = { weight: 0.85, why: (w) => `defined by ${w}` };
/** A mention of a field noun (flower → bouquet) is a step further from the keyword than its own. */
const FIELD_MENTION_WEIGHT = 0.4;
/** Share of the score given to how evocative the word is (src/methods/evocativeness.ts). */
const EVOCATIVE_WEIGHT = 0.45;
/** Relations at least this close get the whole evocative share. */
const FULL_EVOCATIVE_RELATION = 0.35;
const SYNONYM_EVOCATIVENESS = 0.6;
/** An abstract or person noun that is not the keyword's synonym (knowledge, state, tradesman). */
const ABSTRACT_FACTOR = 0.7;
/** A colour alone (florist → pink): see colour-words.ts. */
const COLOUR_FACTOR = 0.8;
/** A word its definition calls cheap, waste or slang (plonk, sewage, suds): gloss-connotation.ts. */
const NEGATIVE_DEFINITION_FACTOR = 0.75;
/** The keyword's own plain derivations (insurance → insure, brewery → brewer) say nothing new. */
const PLAIN_DERIVATION_FACTOR = 0.6;
/**
 * A word reached through a verb sense (advice → urge, commend; tailor → sew) names an act, not a
 * thing a reader pictures: it ranks below the field's nouns and adjectives unless it is vivid itself.
 */
const VERB_FACTOR = 0.8;
const VIVID_VERB = 0.75;
const NOUN_ARTIFACT_FILE = 6;
/** noun.Tops: WordNet's top categories (food, plant, animal). */
const TOP_CATEGORY_FILE = 3;
/** A synonym of this sense whose own first sense is another (see visit in collect). */
const OTHER_THING_SYNONYM = 0.75;
/** Any other related word whose own first sense is another thing of another kind (kid → monkey). */
const OTHER_THING_RELATED = 0.6;
/** A definition's adjective (insurance, "written contract": written) qualifies the field, names none. */
const GLOSS_ADJECTIVE_FACTOR = 0.6;
/** And its whole score, as familiarity and brandability alone would keep it high. */
const GLOSS_ADJECTIVE_SCORE = 0.75;
/** The keyword's first noun senses whose derived verbs are its work (tailor → sew, cut). */
const TRADE_NOUN_SENSES = 2;

/**
 * For a keyword whose first sense is a noun, the offsets of its verb senses that WordNet derives from
 * its first noun senses (tailor: sew, cut; not adjust); undefined when its first sense is no noun.
 */
function verbSensesOfTrade(word: string, refs: readonly SynsetRef[]): Set<number> | undefined {
  if (refs[0]?.pos !== 'n' || !refs.some((ref) => ref.pos === 'v')) return undefined;
  const linked = new Set<number>();
  for (const ref of refs.filter((sense) => sense.pos === 'n').slice(0, TRADE_NOUN_SENSES)) {
    const synset = getSynset(ref);
    const position = synset.words.indexOf(baseForms(word)[0] ?? word) + 1;
    for (const pointer of synset.pointers) {
      if (
        pointer.symbol === '+' &&
        pointer.pos === 'v' &&
        (pointer.sourceWord === 0 || pointer.sourceWord === position)
      )
        linked.add(pointer.offset);
    }
  }
  return linked;
}
const DERIVATION_PREFIX = 4;

function plainDerivationFactor(lemma: string, word: string): number {
  const prefix = word.slice(0, DERIVATION_PREFIX);
  return word.length >= DERIVATION_PREFIX && lemma.startsWith(prefix) ? PLAIN_DERIVATION_FACTOR : 1;
}
/** Definitions of this many first senses are read. */
const GLOSS_SENSES = 2;
/** A relation of a related word (the field's terms, the pertained noun's synonyms). */
const SECOND_HOP_FACTOR = 0.6;
/** wndb's topic pointers: the field a sense is filed under, and the senses filed under it. */
const TOPIC_SYMBOLS = new Set([';c', '-c']);
const NOUN_PERSON_FILE = 18;
/** The second step runs while the first gave fewer than this many ideas per requested name. */
const SECOND_HOP_WHEN_FEWER = 3;

const MAX_SENSES = 8;
/**
 * Each later sense counts less: a keyword's fourth sense is rarely its trade (dental's tooth → a
 * gear's cog, a crown's jacket).
 */
const LATER_SENSE_STEP = 0.5;
const MAX_WORDS_IN_LEMMA = 2;

/**
 * How familiar a word should be to make a name, 0..1: known, but not worn. Our raters rated
 * describe-like names by Zipf frequency 2.07 (<1), 1.81 (2–3), 1.57 (3–4), 1.28 (4–5) and 1.19 (5+)
 * (docs/benchmarks-panel.md): the field's everyday words (water, book, case) are category words, not
 * names. A peak from Zipf 2.5 to 4, less above, and less for words few readers know.
 */
function nameFamiliarity(word: string): number {
  const zipf = getZipf(word);
  if (zipf <= 0) return FAMILIARITY_UNKNOWN;
  if (zipf < FAMILIAR_FROM) return Math.max(FAMILIARITY_UNKNOWN, zipf / FAMILIAR_FROM);
  if (zipf <= WORN_FROM) return 1;
  return Math.max(FAMILIARITY_WORN, 1 - (zipf - WORN_FROM) / 2);
}
const FAMILIARITY_UNKNOWN = 0.3;
const FAMILIAR_FROM = 2.5;
const WORN_FROM = 4;
const FAMILIARITY_WORN = 0.3;

function brandability(name: string): number {
  const letters = name.replace(/\s/g, '');
  const lengthFit = letters.length <= 9 ? 1 : Math.max(0, 1 - (letters.length - 9) / 8);
  return 0.6 * pronounceability(letters) + 0.4 * lengthFit;
}

/**
 * A word of many senses says little about any one trade (line, set, open, track: 16 to 45 senses
 * each), so it ranks below a word of few (tomato, flower, bike): up to a quarter off at 32 senses.
 */
export function specificity(lemma: string): number {
  // Two words (market keeper, dental consonant) are a longer name and often another sense's term:
  // judged by their head word, a little lower.
  const cached = specificityCache.get(lemma);
  if (cached !== undefined) return cached;
  const words = lemma.split(' ');
  const head = words[words.length - 1] ?? lemma;
  const senses = Math.max(1, lookupLemma(head).length);
  const factor = 1 - POLYSEMY_PENALTY * Math.min(1, Math.log2(senses) / 5);
  const result = words.length > 1 ? TWO_WORD_FACTOR * factor : factor;
  specificityCache.set(lemma, result);
  return result;
}
/** Lemmas recur across keywords and relations; at most one entry per WordNet lemma. */
const specificityCache = new Map<string, number>();
const POLYSEMY_PENALTY = 0.25;
const TWO_WORD_FACTOR = 0.85;

/**
 * Parts of speech a word of a phrase is read in: a word before the head modifies it (dog grooming:
 * the dog, not "to dog" = track, chase), so verb senses are left out; the head is read as a noun when
 * it is one.
 */
function phraseSenses(word: string, isHead: boolean): SynsetRef[] {
  const refs = lookupWord(word);
  const ofPos = (pos: string): SynsetRef[] => refs.filter((ref) => ref.pos === pos);
  // A modifier is read as an adjective when it is one (dental, smart, organic), else as a noun.
  const order = isHead ? ['n'] : ['a', 'n'];
  const wanted = order.map(ofPos).find((list) => list.length > 0) ?? refs;
  return wanted.slice(0, PHRASE_SENSES);
}
/** A phrase known whole gives at least this many ideas; its words' own ideas then weigh less. */
const KNOWN_PHRASE_IDEAS = 5;
const KNOWN_PHRASE_WORD_FACTOR = 0.7;
/** A phrase narrows each word to its first senses. */
const PHRASE_SENSES = 2;

/** Derived nouns read as the keyword's own terms. */
const MAX_DERIVED_TERMS = 2;

/** One-word nouns derived from the keyword's first noun sense (photography → photograph). */
function derivedNouns(word: string, refs: readonly SynsetRef[]): string[] {
  const first = refs.find((ref) => ref.pos === 'n');
  if (!first) return [];
  const synset = getSynset(first);
  const position = synset.words.indexOf(word) + 1;
  return synset.pointers
    .filter((p) => p.symbol === '+' && p.pos === 'n' && p.sourceWord === position)
    .map((p) => getSynset(p).words[p.targetWord - 1] ?? '')
    .filter((lemma) => /^[a-z]+$/.test(lemma) && lemma !== word)
    .slice(0, MAX_DERIVED_TERMS);
}

function collect(word: string, limit: number, senses?: SynsetRef[], glossSenses = GLOSS_SENSES): RawIdea[] {
  const refs = senses ?? lookupWord(word);
  if (refs.length === 0) return [];
  const ideas: RawIdea[] = [];
  // Senses rank per part of speech: the 1st noun sense and the 1st verb sense are both "first".
  const rankInPos = new Map<string, number>();
  const consider = (lemma: string, relation: Relation, senseWeight: number, pos = 'n', factor = 1): void => {
    // A lemma without a vowel is an abbreviation in WordNet (candle → "cd", the candela's symbol).
    if (
      lemma === word ||
      lemma.split(' ').length > MAX_WORDS_IN_LEMMA ||
      !/^[a-z ]+$/.test(lemma) ||
      !/[aeiouy]/.test(lemma)
    ) {
      return;
    }
    const familiarity = nameFamiliarity(lemma.split(' ')[0] ?? lemma);
    const closeness = 0.45 * relation.weight * senseWeight + 0.3 * familiarity + 0.25 * brandability(lemma);
    // A namer's shortlist holds vivid words of the field (bloom, petal), not a thesaurus's (tradesman,
    // case): how evocative the word is weighs as much as how close its relation is.
    // A far relation (a sister term: another trade) gets less of that share: vivid but off the field.
    // The keyword's own synonyms (tailor → sartor) stay in reach even when they name a person.
    const ownEvocativeness =
      relation === RELATIONS.synonym
        ? Math.max(SYNONYM_EVOCATIVENESS, evocativeness(lemma))
        : evocativeness(lemma);
    const evocative = ownEvocativeness * Math.min(1, relation.weight / FULL_EVOCATIVE_RELATION) ** 2;
    const score = (1 - EVOCATIVE_WEIGHT) * closeness * specificity(lemma) + EVOCATIVE_WEIGHT * evocative;
    // A far relation (a sister term, a field noun's mention) is off the field however familiar.
    const farFactor = Math.sqrt(Math.min(1, relation.weight / FULL_EVOCATIVE_RELATION));
    const abstractFactor = relation !== RELATIONS.synonym && isAbstractOrPerson(lemma) ? ABSTRACT_FACTOR : 1;
    const verbFactor = pos === 'v' && ownEvocativeness < VIVID_VERB ? VERB_FACTOR : 1;
    ideas.push({
      name: lemma,
      score: score * farFactor * abstractFactor * verbFactor * plainDerivationFactor(lemma, word) * factor,
      why: relation.why(word),
    });
  };
  const tradeVerbs = verbSensesOfTrade(word, refs);
  // A word whose first noun sense is one of WordNet's top categories (food) names every trade's kind.
  const firstNoun = lookupWord(word, 'n')[0];
  const topCategory = firstNoun !== undefined && getSynset(firstNoun).lexFile === TOP_CATEGORY_FILE;
  const visit = (ref: SynsetRef): void => {
    const rank = rankInPos.get(ref.pos) ?? 0;
    rankInPos.set(ref.pos, rank + 1);
    if (rank >= MAX_SENSES) return;
    const senseWeight = 1 / (1 + LATER_SENSE_STEP * rank);
    const synset: Synset = getSynset(ref);
    // A sense WordNet marks as slang, archaic or disparaging (dog: frump) names nothing of the trade.
    if (isMarkedSense(synset)) return;
    // A trade that is a thing or a person is read in its verb senses only where they are its work
    // (tailor: to sew, to cut; not to adjust, whose broader "adapt" or "make" says nothing of it), and
    // then only by their synonyms and derivations: a verb's broader terms and kinds are other acts
    // (fashion, forge; gore, quilt).
    const verbOfTrade = ref.pos === 'v' ? tradeVerbs?.has(ref.offset) : undefined;
    if (verbOfTrade === false) return;
    const synonym = RELATIONS.synonym;
    // A synonym whose own first sense is another thing (kid: shaver, a razor; fry, young fish) reads
    // as that thing: a pun on the trade, not its word.
    if (synonym) {
      for (const lemma of synset.words) {
        const ownFirst = lookupLemma(lemma, synset.pos)[0];
        const otherThing = ownFirst !== undefined && ownFirst.offset !== synset.offset;
        if (isMarkedSense(synset, lemma)) continue;
        consider(lemma, synonym, senseWeight * (otherThing ? OTHER_THING_SYNONYM : 1), synset.pos);
      }
    }
    const position = synset.words.indexOf(word) + 1;
    // A related word whose own first sense is another thing of another kind reads as that thing.
    const reach = (lemma: string, relation: Relation, target: Synset, symbol: string): void => {
      if (isMarkedSense(target, lemma)) return;
      // A broader term is read as the genus it is (insurance → shelter), not as a thing to picture.
      const other = symbol !== '@' && readsAsOtherThing(lemma, target) ? OTHER_THING_RELATED : 1;
      consider(lemma, relation, senseWeight, target.pos, other);
    };
    for (const pointer of synset.pointers) {
      const relation = RELATIONS[pointer.symbol];
      if (!relation || (verbOfTrade === true && pointer.symbol !== '+')) continue;
      // The kinds of a top category (food: beverage, pasta) are every other trade, not this one.
      if (pointer.symbol === '~' && synset.pos === 'n' && topCategory) continue;
      const target = getSynset(pointer);
      if (pointer.sourceWord === 0) {
        for (const lemma of target.words) reach(lemma, relation, target, pointer.symbol);
      } else if (pointer.sourceWord === position) {
        // Lexical pointers (derivations) link one word of the synset to one word of the target.
        const lemma = target.words[pointer.targetWord - 1];
        if (lemma) reach(lemma, relation, target, pointer.symbol);
      }
    }
  };
  refs.forEach(visit);
  // Words of the first senses' definitions: the keyword's field as a dictionary describes it
  // (yoga → discipline, spiritual, insight, tranquility; coffee → beverage, infusion, bean).
  refs
    .filter((ref) => ref.pos === 'n' || ref.pos === 'a')
    .slice(0, glossSenses)
    .forEach((ref, rank) => {
      const synset = getSynset(ref);
      // The definition's genus (studio, "a workplace for..."; bakery) is the broader term it is: it
      // ranks as one, not as the definition's word.
      // A genus a few levels up (ice cream, "frozen dessert": dessert) is one too.
      const genus = ancestorWords([ref]);
      for (const lemma of glossWords(synset.gloss, word)) {
        // Filler frames the definition (insurance, "in the case of loss"); an adjective qualifies it.
        if (genus.has(lemma) || isDefinitionFiller(lemma)) continue;
        // It also lowers the whole score, not only the relation's share: a familiar, brandable
        // adjective (insurance, "a written contract": written) would otherwise stay above the nouns.
        const adjective = isAdjectiveOnly(lemma);
        consider(
          lemma,
          GLOSS,
          (adjective ? GLOSS_ADJECTIVE_FACTOR : 1) / (1 + 0.25 * rank),
          'n',
          adjective ? GLOSS_ADJECTIVE_SCORE : 1,
        );
      }
    });
  // The field's imagery: the kinds, parts, members and definitions of the definition's nouns
  // (florist → flower → bloom, blossom, petal, rose), a bounded number of cached reads.
  for (const { lemma, weight, source } of imageryOf(word, refs, glossSenses)) {
    consider(lemma, { weight: weight * IMAGERY.weight, why: () => `${IMAGERY.why(word)}: ${source}` }, 1);
  }
  // Describe-like must not be empty for a known word (issue 16: "solar" gave nothing): one step
  // further, the sister terms of its first senses and the words of the synsets it points to.
  // Only when the word's own relations cannot fill the list: each further synset is a data read.
  // A noun trade's verb senses and the senses WordNet marks (slang, archaic...) take no step further.
  const firstSenses =
    ideas.length >= SECOND_HOP_WHEN_FEWER * limit
      ? []
      : refs
          .slice(0, 3)
          .filter((ref) => tradeVerbs === undefined || ref.pos !== 'v')
          .map(getSynset)
          .filter((synset) => !isMarkedSense(synset));
  for (const synset of firstSenses) {
    for (const pointer of synset.pointers) {
      const target = getSynset(pointer);
      if (pointer.symbol === '@') {
        for (const sister of target.pointers.filter((p) => p.symbol === '~').slice(0, 40)) {
          const kind = getSynset(sister);
          for (const lemma of kind.words)
            if (!isMarkedSense(kind, lemma)) consider(lemma, SISTER, 0.8, kind.pos);
        }
      } else if (pointer.symbol === '\\') {
        // "solar" pertains to "sun": the noun's own first senses are this word's field too.
        for (const noun of target.words.slice(0, 1)) {
          // An artifact sense of a natural thing is a metaphor (dental → tooth, noun.body: canine,
          // molar; not the gear's tooth, noun.artifact: cog, sprocket); solar's sun and sunshine stay.
          const nounSenses = lookupWord(noun, 'n').slice(0, 3);
          const natural =
            nounSenses[0] !== undefined && getSynset(nounSenses[0]).lexFile !== NOUN_ARTIFACT_FILE;
          const read = natural
            ? nounSenses.filter((sense) => getSynset(sense).lexFile !== NOUN_ARTIFACT_FILE)
            : nounSenses;
          for (const ref of read) {
            const sense = getSynset(ref);
            for (const next of [{ symbol: 'synonym', ...ref }, ...sense.pointers]) {
              const relation = RELATIONS[next.symbol];
              if (!relation) continue;
              const hop = {
                weight: relation.weight * SECOND_HOP_FACTOR,
                why: () => `the ${noun} of ${word}`,
              };
              const reached = getSynset(next);
              for (const lemma of reached.words)
                if (!isMarkedSense(reached, lemma)) consider(lemma, hop, 1, reached.pos);
            }
          }
        }
      } else if (
        RELATIONS[pointer.symbol] &&
        // A person is filed under one topic of the several they work in (tutor, "as in singing,
        // acting": singing): the first step names it; its own kinds, terms and derivations are that
        // topic's (humming, karaoke, vocalize), not the trade's.
        !(TOPIC_SYMBOLS.has(pointer.symbol) && synset.lexFile === NOUN_PERSON_FILE) &&
        !(tradeVerbs !== undefined && target.pos === 'v') &&
        !(topCategory && pointer.symbol === '~')
      ) {
        // A noun trade's derived verb (tailor → to sew) has other acts for kinds and broader terms.
        for (const next of target.pointers) {
          const relation = RELATIONS[next.symbol];
          if (!relation || (topCategory && next.symbol === '~')) continue;
          const hop = { weight: relation.weight * SECOND_HOP_FACTOR, why: relation.why };
          const reached = getSynset(next);
          for (const lemma of reached.words)
            if (!isMarkedSense(reached, lemma)) consider(lemma, hop, 0.8, reached.pos);
        }
      }
    }
  }
  // After the step further, whose need is judged on the word's own relations: the things the
  // keyword and its field nouns define (yoga → asana; flower → bouquet, vase).
  // The keyword and its synonyms of one sense only (candle's "taper" is also a shape: cone, spire).
  const ownTerms = [
    ...new Set([
      ...baseForms(word).slice(0, 1),
      ...refs
        .filter((ref) => ref.pos === 'n')
        .slice(0, 1)
        .flatMap((ref) => getSynset(ref).words)
        .filter((lemma) => !lemma.includes(' ') && lookupLemma(lemma).length === 1),
      // Its derived nouns (photography → photograph): the things of the trade are defined by them.
      ...derivedNouns(word, refs),
    ]),
  ];
  const mentionedNouns = mentionedFieldNouns(word, refs, glossSenses);
  // The field as its definitions and the keyword's own senses word it, to tell a mention of this
  // sense of the keyword from one of another.
  const context = new Set([
    ...definitionWords(word, refs, GLOSS_SENSES),
    ...refs.slice(0, GLOSS_SENSES).flatMap((ref) => getSynset(ref).words),
    ...mentionedNouns,
  ]);
  for (const { lemma, weight, term } of mentionWords(
    ownTerms,
    mentionedNouns,
    FIELD_MENTION_WEIGHT,
    context,
  )) {
    consider(lemma, { weight: weight * MENTION.weight, why: () => MENTION.why(term) }, 1);
  }
  return ideas;
}

/** A word built on a swear word (crapper) reads as one; the quality filter lets dictionary words by. */
const SWEAR_STEM_FACTOR = 0.3;
const MIN_SWEAR_STEM = 4;

function startsWithSwearWord(name: string): boolean {
  for (let end = MIN_SWEAR_STEM; end < name.length; end++) if (isOffensive(name.slice(0, end))) return true;
  return false;
}

/** Best ideas checked for a colour and a negative definition: the ranker re-ranks at most 48 (src/rank.ts). */
const COLOUR_CHECKED = 64;

/**
 * One idea per name, weighed by how many paths reach it (field-coherence.ts); a colour alone among
 * the best ranks lower. The colour check reads WordNet, so it runs on the best ideas only.
 */
function namersOrder(ideas: readonly RawIdea[]): RawIdea[] {
  const merged = weighByPaths(ideas).sort((a, b) => b.score - a.score);
  return merged.map((idea, rank) => {
    if (rank >= COLOUR_CHECKED) return idea;
    const colour = isColourWord(idea.name) ? COLOUR_FACTOR : 1;
    const connotation = hasNegativeDefinition(idea.name) ? NEGATIVE_DEFINITION_FACTOR : 1;
    const swear = startsWithSwearWord(idea.name) ? SWEAR_STEM_FACTOR : 1;
    return { ...idea, score: idea.score * colour * connotation * swear };
  });
}

export function associate({ keyword, limit }: MethodContext): RawIdea[] {
  // A phrase that WordNet knows as a whole ("ice cream") is looked up as such, then word by word.
  const { words } = keyword;
  if (words.length === 1) return namersOrder(collect(words[0] ?? '', limit));
  const ideas = collect(keyword.text, limit);
  // A phrase WordNet knows whole (ice cream → dessert) is described by its own relations first.
  const wordFactor = ideas.length >= KNOWN_PHRASE_IDEAS ? KNOWN_PHRASE_WORD_FACTOR : 1;
  // The words that name the trade lead (yoga studio: yoga; craft beer: beer).
  const fieldWeights = phraseFieldWeights(words);
  words.forEach((word, index) => {
    const factor = wordFactor * (fieldWeights[index] ?? 1);
    // One definition per word: a phrase's words are read in their first sense (studio: a workplace
    // for an art, not a studio apartment with its kitchen).
    for (const idea of collect(word, limit, phraseSenses(word, index === words.length - 1), 1)) {
      ideas.push({ ...idea, score: idea.score * factor });
    }
  });
  return namersOrder(ideas);
}
