import { getSynset, getZipf, lookupLemma } from '../lexicon/index.ts';
import { isNegativeWord } from '../quality/negative-words.ts';
import { evocativeness, isImageableNounFile } from './evocativeness.ts';
import { sensesMentioning } from './gloss-mentions.ts';
import { readsAsOtherThing } from './field-imagery.ts';
import { isMarkedSense, isTabooSense } from './gloss-connotation.ts';

/**
 * The things a trade's own vocabulary defines by it: the one- and two-word lemmas of WordNet senses
 * whose definition names the keyword or a noun of its field (yoga → lotus position, asana; candle →
 * wick, sconce, taper; bicycle → tandem, pannier; tailor → bespoke). A namer reaches for exactly these:
 * short, concrete words a reader ties to the trade, which WordNet's pointers from the trade miss.
 */
export interface MentionWord {
  lemma: string;
  /** 0..1: a mention of the keyword itself counts more than one of a field noun, a rare term more. */
  weight: number;
  /** The word whose mention found it. */
  term: string;
}

/** Mentions read for a field noun (flower is mentioned by 2,200 definitions, mostly species). */
const MAX_FIELD_MENTIONS = 150;
/** Mentions read for the keyword and its synonyms. */
const MAX_OWN_MENTIONS = 300;
/** A term mentioned this often or less is fully specific; more often, its weight falls off by log. */
const SPECIFIC_MENTIONS = 30;
/** Words returned, the closest first. */
const MAX_WORDS = 60;
const MIN_LETTERS = 3;
const MAX_LETTERS = 10;
/** Below this Zipf a word is unknown to most readers (pericementoclasia), unless WordNet's first. */
const MIN_ZIPF = 1.5;
const NOUN_ATTRIBUTE_FILE = 7;
const OTHER_THING_FACTOR = 0.6;

/** How much a mention of the term says about the field: 1 for a rare term, less for a common one. */
function termSpecificity(mentions: number): number {
  if (mentions <= SPECIFIC_MENTIONS) return 1;
  return 1 / (1 + Math.log10(mentions / SPECIFIC_MENTIONS));
}

/**
 * A definition may mention another sense of the keyword (web: the webbed foot of a duck, a goose): a
 * word of many noun senses counts less, one of one or two fully.
 */
function termSenseShare(term: string): number {
  const senses = Math.max(1, lookupLemma(term, 'n').length);
  return Math.min(1, Math.sqrt(FULL_SENSES / senses));
}
const FULL_SENSES = 2;

function isNameable(lemma: string): boolean {
  return (
    /^[a-z]+$/.test(lemma) &&
    lemma.length >= MIN_LETTERS &&
    lemma.length <= MAX_LETTERS &&
    getZipf(lemma) >= MIN_ZIPF &&
    !isNegativeWord(lemma)
  );
}

/** The first word of a two-word lemma (lotus position → lotus) is a step from what was defined. */
const COMPOUND_FIRST_WORD_WEIGHT = 0.85;
/** Evocativeness a compound's first word needs to be offered alone. */
const VIVID_FIRST_WORD = 0.75;

/**
 * The name a lemma gives: itself, or for a two-word lemma its first word when that is a thing one
 * can picture in its own first sense (lotus position → lotus; not vigil light → vigil, a state).
 */
function nameableWord(lemma: string, excluded: ReadonlySet<string>): string | undefined {
  const words = lemma.split(' ');
  const name = words.length === 2 ? (words[0] ?? '') : lemma;
  if (words.length > 2 || excluded.has(name) || !isNameable(name)) return undefined;
  // Only a vivid first word stands for the whole (lotus position → lotus; not jacket crown → jacket).
  if (words.length === 2) {
    const first = lookupLemma(name, 'n')[0];
    if (!first || !isImageableNounFile(getSynset(first).lexFile) || evocativeness(name) < VIVID_FIRST_WORD)
      return undefined;
  }
  return name;
}

/** A mention whose definition shares no other word with the field counts this much. */
const UNSHARED_FACTOR = 0.5;

/** True when a definition names, besides the term, a word of the field (a plural read as its noun). */
function sharesField(gloss: string, term: string, context: ReadonlySet<string>): boolean {
  for (const token of gloss.toLowerCase().match(/[a-z]+/g) ?? []) {
    if (token.startsWith(term)) continue;
    if (context.has(token) || (token.endsWith('s') && context.has(token.slice(0, -1)))) return true;
  }
  return false;
}

/**
 * The lemmas whose definitions mention each term, the keyword's own terms at full weight and its
 * field nouns at `fieldWeight`; a word found twice keeps its best weight.
 */
export function mentionWords(
  ownTerms: readonly string[],
  fieldTerms: readonly string[],
  fieldWeight: number,
  context: ReadonlySet<string>,
): MentionWord[] {
  const found = new Map<string, MentionWord>();
  const excluded = new Set([...ownTerms, ...fieldTerms]);
  const read = (term: string, base: number, max: number, own: boolean): void => {
    const senses = sensesMentioning(term, max);
    const weight = base * termSpecificity(senses.length);
    for (const ref of senses) {
      const synset = getSynset(ref);
      // Only a noun one can picture: not an act, a state, a branch of medicine, a person (pharmacist,
      // cyclist: generic trade nouns) nor an adjective (an insurance promise's kept, sedate). The
      // keyword's own mentions may also be an attribute (asana, lotus position: postures).
      const fits =
        ref.pos === 'n' &&
        (isImageableNounFile(synset.lexFile) || (own && synset.lexFile === NOUN_ATTRIBUTE_FILE));
      // A taboo sense (toilet: potty, throne, commode) gives no name.
      if (!fits || isTabooSense(synset) || isMarkedSense(synset)) continue;
      // A definition that shares no other word with the field may mention another sense of the
      // term (web: a duck's webbed feet; candle: the bayberry's wax).
      const shared = sharesField(synset.gloss, term, context) ? 1 : UNSHARED_FACTOR;
      for (const written of synset.words) {
        const lemma = nameableWord(written, excluded);
        if (lemma === undefined || isMarkedSense(synset, written)) continue;
        // A word whose own first sense is another thing (a mention in its fifth sense) is not read
        // as the field's: "host" is defined by bread only as the Eucharist's wafer.
        if (
          lookupLemma(written, ref.pos)
            .slice(0, 2)
            .every((first) => first.offset !== ref.offset)
        )
          continue;
        // A mention in its second sense, when the first is another kind of thing, reads as the first
        // (main, defined by sewage as the water main, is first the open sea; bay, the bayberry).
        const other = readsAsOtherThing(written, synset, true) ? OTHER_THING_FACTOR : 1;
        const lemmaWeight = other * shared * weight * (lemma === written ? 1 : COMPOUND_FIRST_WORD_WEIGHT);
        const previous = found.get(lemma);
        if (!previous || previous.weight < lemmaWeight)
          found.set(lemma, { lemma, weight: lemmaWeight, term });
      }
    }
  };
  for (const term of ownTerms) read(term, termSenseShare(term), MAX_OWN_MENTIONS, true);
  for (const term of fieldTerms) read(term, fieldWeight, MAX_FIELD_MENTIONS, false);
  // Each word found is scored with WordNet reads: the closest ones only.
  return [...found.values()]
    .sort((a, b) => b.weight - a.weight || (a.lemma < b.lemma ? -1 : 1))
    .slice(0, MAX_WORDS);
}
