import { getSynset, isOffensive, lookupLemma, type Synset } from '../lexicon/index.ts';
import { isNegativeWord } from '../quality/negative-words.ts';

/**
 * What a word's own definition says of it: a word defined as cheap, inferior or waste (plonk, "a
 * cheap wine of inferior quality"; sewage, "waste matter"), or marked as a dysphemism, slang or
 * vulgar (suds, "a dysphemism for beer"), carries that meaning into a name even when the word itself
 * is in no sentiment list. Read from the first noun sense's definition (quoted examples left out),
 * against a few marks written by us.
 */
const REGISTER_MARKS = new Set([
  'dysphemism',
  'slang',
  'vulgar',
  'vulgarism',
  'derogatory',
  'disparaging',
  'offensive',
]);
/**
 * Negative words that describe the thing itself; others (danger, loss, pain) are as often what it
 * guards against (shelter, "protection from danger"; insurance), so AFINN alone is not read.
 */
const QUALITY_MARKS = new Set(['cheap', 'inferior', 'waste', 'worthless', 'shoddy', 'filth', 'excrement']);
const cache = new Map<string, boolean>();

export function hasNegativeDefinition(word: string): boolean {
  const cached = cache.get(word);
  if (cached !== undefined) return cached;
  const first = lookupLemma(word, 'n')[0];
  const definition = first ? (getSynset(first).gloss.split('"')[0] ?? '') : '';
  const tokens = definition.toLowerCase().match(/[a-z]+/g) ?? [];
  const result = tokens.some((token) => REGISTER_MARKS.has(token) || QUALITY_MARKS.has(token));
  cache.set(word, result);
  return result;
}

/**
 * A sense about a bodily function (toilet, "a plumbing fixture for defecation and urination") or one
 * with a vulgar lemma among its synonyms (crapper) is a taboo subject: its informal lemmas (potty,
 * throne, can) read as toilet humour in a name, though WordNet marks none of them as slang.
 */
const BODILY_MARKS = new Set([
  'defecation',
  'defecate',
  'urination',
  'urinate',
  'excretion',
  'excrete',
  'feces',
  'faeces',
  'excrement',
]);

export function isTabooSense(synset: Synset): boolean {
  const definition = synset.gloss.split('"')[0] ?? '';
  const tokens = definition.toLowerCase().match(/[a-z]+/g) ?? [];
  return tokens.some((token) => BODILY_MARKS.has(token)) || synset.words.some((lemma) => isOffensive(lemma));
}

/**
 * WordNet's usage domains (the ";u" pointer) that mark a sense a founder would not put on a sign: a
 * slur, a slang or vulgar word, a disparaging or archaic one (pill roller, "a disparaging term for
 * a pharmacist"; troth, archaic), or another's trademark (Fergon, "trade name for a drug"). Colloquial
 * senses (bike, telly) stay: they are everyday words.
 */
const MARKED_USAGES = new Set([
  'slang',
  'disparagement',
  'ethnic slur',
  'obscenity',
  'archaism',
  'trademark',
]);
/** The same marks as a definition's opening words in brackets (obsolete is one WordNet writes only there). */
const GLOSS_MARKS = new Set([
  'slang',
  'disparaging',
  'slur',
  'obscene',
  'vulgar',
  'archaic',
  'obsolete',
  'offensive',
]);
const MARKED_TERM =
  /\b(?:slang|disparaging|derogatory|offensive|archaic|obsolete|vulgar|obscene) (?:term|word|name|expression)\b/;
const markedCache = new Map<string, boolean>();

function isMarkedDomain(domain: { pos: Synset['pos']; offset: number }): boolean {
  const key = `${domain.pos}${domain.offset}`;
  const cached = markedCache.get(key);
  if (cached !== undefined) return cached;
  const result = getSynset(domain).words.some((lemma) => MARKED_USAGES.has(lemma));
  markedCache.set(key, result);
  return result;
}

/** noun.person: a person sense defined by a negative word is an insult (dog: "a dull unattractive unpleasant girl"). */
const PERSON_FILE = 18;
/**
 * Negative words a person's definition needs to be an insult: one is often the trade's object (a
 * pharmacist dispenses drugs; a lawyer defends the accused); frump is "dull unattractive unpleasant".
 */
const PERSON_FAULTS = 2;

/**
 * True when the lemma's sense in this synset is one a name must not carry: WordNet marks the whole
 * sense, or the lemma alone, as slang, a slur, disparaging, obscene or archaic, or the sense names a
 * person by a fault (frump, dog; cad). The lemma omitted, only marks on the whole sense count.
 */
export function isMarkedSense(synset: Synset, lemma?: string): boolean {
  const position = lemma === undefined ? 0 : synset.words.indexOf(lemma) + 1;
  const key = `${synset.pos}${synset.offset}:${position}`;
  const cached = senseCache.get(key);
  if (cached !== undefined) return cached;
  const result = readMarks(synset, position);
  senseCache.set(key, result);
  return result;
}
const senseCache = new Map<string, boolean>();

function readMarks(synset: Synset, position: number): boolean {
  const marked = synset.pointers.some(
    (pointer) =>
      pointer.symbol === ';u' &&
      (pointer.sourceWord === 0 || pointer.sourceWord === position) &&
      isMarkedDomain(pointer),
  );
  if (marked) return true;
  // Where no pointer marks it, the definition may: "(archaic) ...", "a slang term for ...".
  const definition = (synset.gloss.split('"')[0] ?? '').toLowerCase();
  const opening = /^\(([^)]*)\)/.exec(definition)?.[1] ?? '';
  if ((opening.match(/[a-z]+/g) ?? []).some((token) => GLOSS_MARKS.has(token))) return true;
  if (MARKED_TERM.test(definition) || /^(?:a )?trade ?(?:name|mark)\b/.test(definition)) return true;
  if (synset.lexFile !== PERSON_FILE) return false;
  const faults = (definition.match(/[a-z]+/g) ?? []).filter((token) => isNegativeWord(token));
  return faults.length >= PERSON_FAULTS;
}
