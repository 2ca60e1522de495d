import { PHRASE_BREAKERS, foldText, isStopWord, splitWords, stemWord } from './normalise.ts';

/**
 * Splits a goods or services description into its parts: the core noun phrase (before the first
 * preposition), its head noun (the last core word, which decides more than the modifiers), the
 * qualifier after the preposition ("for medical purposes", "of metal") and any bracketed gloss.
 */
export interface AnalysedPhrase {
  folded: string;
  /** The folded text without excluded uses, for the material and purpose rules. */
  ruleText: string;
  core: string[];
  /** The core words before stemming ("booking" and "books" share a stem but not a meaning). */
  coreWords: string[];
  head: string | undefined;
  /** A vague head such as "preparations" or "services", kept apart so the real head can lead. */
  genericHead: string | undefined;
  qualifiers: string[];
  qualifierWords: string[];
  bracket: string[];
  bracketWords: string[];
  /** Stems of what the term excludes ("other than for medical purposes": medical, purpose). */
  excluded: string[];
}

/** Stems of head nouns that say little about the class on their own. */
const GENERIC_HEADS = new Set(
  [
    'services',
    'service',
    'preparations',
    'preparation',
    'apparatus',
    'instruments',
    'instrument',
    'machines',
    'machine',
    'materials',
    'material',
    'articles',
    'article',
    'devices',
    'device',
    'substances',
    'substance',
    'agents',
    'agent',
    'compositions',
    'composition',
    'installations',
    'installation',
    'units',
    'unit',
    'sets',
    'set',
    'kits',
    'kit',
    'accessories',
    'supplies',
    'appliances',
    'tools',
    'products',
    'mixtures',
    'provision',
    'providing',
  ].map(stemWord),
);

export function isGenericHead(stem: string): boolean {
  return GENERIC_HEADS.has(stem);
}

/** Participles that start a qualifier ("made of", "based on") unless a noun follows ("oil-based paints"). */
const COMPOUND_PARTICIPLES = new Set(['based', 'made']);

/** Clauses that exclude a use ("other than for medical purposes") say what the term is NOT. */
const NEGATED_CLAUSE =
  /\b(other than|not for|not being|except|excluding|apart from|but not|not intended for)\b[^,;\]]*/g;

/**
 * One negated word ("prawns, not live", "house numbers, non-luminous") is not evidence for what it
 * names; "not of metal", "non-electric" and "non-alcoholic" are read by the rules from the full text.
 */
const NEGATED_WORD = /\b(?:not|non)\s+(?!for\b|of\b|being\b|intended\b|adapted\b|made\b|including\b)[a-z]+/g;

/** Words of an excluding clause that name no class ("other than for ... purposes"). */
const NEGATION_WORDS = new Set([
  'other',
  'than',
  'not',
  'non',
  'being',
  'except',
  'excluding',
  'apart',
  'but',
  'intended',
  'purposes',
  'purpose',
  'use',
]);

export function analysePhrase(text: string): AnalysedPhrase {
  const folded = foldText(text);
  const excludedWords: string[] = [];
  const exclude = (match: string): string => {
    excludedWords.push(...splitWords(match).slice(1));
    return ' ';
  };
  const positive = folded.replace(NEGATED_CLAUSE, exclude).replace(NEGATED_WORD, exclude);
  const bracketWords: string[] = [];
  const withoutBrackets = positive.replace(/[[(]([^\])]*)[\])]?/g, (_match, inner: string) => {
    bracketWords.push(...splitWords(inner));
    return ' , ';
  });
  const tokens = withoutBrackets.replace(/[[\]()]/g, ' ').split(/\s+|(?=,)|(?<=,)/u);
  const core: string[] = [];
  const coreWords: string[] = [];
  const qualifiers: string[] = [];
  const qualifierWords: string[] = [];
  let inQualifier = false;
  const words: string[] = [];
  for (const token of tokens) {
    if (token === ',') words.push(',');
    else words.push(...splitWords(token));
  }
  words.forEach((word, position) => {
    if (word === ',') {
      if (core.length > 0) inQualifier = true;
      return;
    }
    if (!inQualifier && PHRASE_BREAKERS.has(word) && core.length > 0) {
      // "oil-based paints", "hand-made paper": a participle glued to the word before it and
      // followed by a noun is a compound modifier, not the start of a qualifier.
      const next = words[position + 1];
      const compoundModifier =
        COMPOUND_PARTICIPLES.has(word) &&
        next !== undefined &&
        next !== ',' &&
        !PHRASE_BREAKERS.has(next) &&
        !isStopWord(next);
      if (!compoundModifier) inQualifier = true;
      return;
    }
    if (isStopWord(word)) return;
    if (inQualifier) {
      qualifiers.push(stemWord(word));
      qualifierWords.push(word);
    } else {
      core.push(stemWord(word));
      coreWords.push(word);
    }
  });
  if (core.length === 0 && qualifiers.length > 0) {
    core.push(...qualifiers.splice(0));
    coreWords.push(...qualifierWords.splice(0));
  }
  let head: string | undefined;
  let genericHead: string | undefined;
  for (let index = core.length - 1; index >= 0; index -= 1) {
    const stem = core[index];
    if (stem === undefined) continue;
    if (isGenericHead(stem)) {
      genericHead ??= stem;
      continue;
    }
    head = stem;
    break;
  }
  const bracketContent = bracketWords.filter((word) => !isStopWord(word));
  return {
    folded,
    ruleText: positive,
    core,
    coreWords,
    head,
    genericHead,
    qualifiers,
    qualifierWords,
    bracket: bracketContent.map(stemWord),
    bracketWords: bracketContent,
    excluded: excludedWords.filter((word) => !isStopWord(word) && !NEGATION_WORDS.has(word)).map(stemWord),
  };
}
