import { baseForms, getSynset, lookupLemma, type SynsetRef } from '../lexicon/index.ts';
import { isImageableNounFile } from './evocativeness.ts';
import { isEmptyWord } from '../quality/function-words.ts';

/**
 * A definition's content words, shared by describe-like (the field's words) and random generation's
 * field roots (their Latin words).
 */
const MIN_GLOSS_WORD = 4;

/** Irregular past participles WordNet also lists as adjectives or nouns ("sold", "kept"). */
function isIrregularParticiple(word: string): boolean {
  return /^(?:sold|kept|made|done|known|shown|given|taken|held|built|bought|brought|found|left|lost|told|paid|said|seen|sent|set|spent|worn|grown)$/.test(
    word,
  );
}

/**
 * The content words of a definition, as their base forms: nouns and adjectives only (verbs such as
 * "grows" or "sold" describe nothing), not function or everyday words, known to WordNet.
 */
export function glossWords(gloss: string, word: string): string[] {
  const definition = gloss.split(/[;"]/)[0] ?? '';
  const words = new Set<string>();
  for (const token of definition.toLowerCase().match(/[a-z]+/g) ?? []) {
    if (token.length < MIN_GLOSS_WORD || isEmptyWord(token)) continue;
    const base = baseForms(token)[0];
    if (!base || base === word || base.includes(' ') || isEmptyWord(base)) continue;
    // Participles ("sold", "baked", "kept") and verbs describe an action, not the field.
    if (
      /(?:ed|ing)$/.test(token) ||
      (lookupLemma(base, 'v').length > 0 && lookupLemma(base, 'n').length === 0)
    ) {
      continue;
    }
    const isNoun = lookupLemma(base, 'n').length > 0;
    const isAdjective = lookupLemma(base, 'a').length > 0 && base === token;
    if ((isNoun || isAdjective) && !isIrregularParticiple(base)) words.add(base);
  }
  return [...words];
}

/**
 * The content words of the definitions of a word's first noun and adjective senses, in order: the
 * field as a dictionary describes it (florist → flower, plant, ornamental).
 */
export function definitionWords(word: string, refs: readonly SynsetRef[], definitions: number): string[] {
  const words = new Set<string>();
  for (const ref of refs.filter((sense) => sense.pos === 'n' || sense.pos === 'a').slice(0, definitions)) {
    for (const lemma of glossWords(getSynset(ref).gloss, word)) words.add(lemma);
  }
  return [...words];
}

/** A noun of this many senses or more whose first is no thing one pictures is a definition's filler. */
const FILLER_SENSES = 12;

/**
 * A definition's filler: a noun of many senses whose first is abstract (insurance, "promise of
 * reimbursement in the case of loss": case; massage, "to the parts of the body": part). It frames the definition
 * and says nothing of the field.
 */
export function isDefinitionFiller(lemma: string): boolean {
  // A plural WordNet lists apart ("parts") is its singular's filler.
  const singular =
    lemma.endsWith('s') && lookupLemma(lemma.slice(0, -1), 'n').length > 0 ? lemma.slice(0, -1) : lemma;
  const senses = lookupLemma(singular, 'n');
  const first = senses[0];
  return (
    first !== undefined && senses.length >= FILLER_SENSES && !isImageableNounFile(getSynset(first).lexFile)
  );
}

/** A word of a definition that is an adjective and no noun (written, foreign, visible) qualifies it. */
export function isAdjectiveOnly(lemma: string): boolean {
  return lookupLemma(lemma, 'n').length === 0 && lookupLemma(lemma, 'a').length > 0;
}

/** Words that end a definition's opening noun phrase ("stick of wax", "promise of reimbursement"). */
const PHRASE_ENDS = new Set(
  'of with for that which who whose where when in on at to from by as or and made used consisting containing having'.split(
    ' ',
  ),
);
const ARTICLES = new Set(['a', 'an', 'the']);

/**
 * The genus a definition names in words: the head of its opening noun phrase (candle, "stick of wax
 * with a wick": stick; insurance, "promise of reimbursement": promise; baby, "a very young child":
 * child), or undefined when the definition opens otherwise (lighting, "having abundant light"). The
 * keyword is a kind of it: its other kinds are the keyword's sisters, not its imagery.
 */
export function definitionGenus(gloss: string): string | undefined {
  const definition = (gloss.split(/[;"(,]/)[0] ?? '').toLowerCase();
  const tokens = definition.match(/[a-z]+/g) ?? [];
  const start = tokens.findIndex((token) => !ARTICLES.has(token));
  const first = tokens[start];
  if (first === undefined || /(?:ing|ed)$/.test(first)) return undefined;
  const end = tokens.findIndex((token, index) => index > start && PHRASE_ENDS.has(token));
  const head = tokens[(end === -1 ? tokens.length : end) - 1];
  if (head === undefined || ARTICLES.has(head)) return undefined;
  const base = baseForms(head)[0];
  return base !== undefined && lookupLemma(base, 'n').length > 0 ? base : undefined;
}
