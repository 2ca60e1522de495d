import type { Language } from '../types.ts';
import { findEntry, romanizedForm } from './lexicon.ts';
import { foldToAscii } from './romanize.ts';

/**
 * Articles, prepositions and contractions of the lexicon's Latin-script languages (and the romanised
 * particles of the others): never the word of a phrase a name is built on ("cuidado de la piel").
 */
const FUNCTION_WORDS = new Set([
  ...['a', 'al', 'con', 'de', 'del', 'el', 'en', 'la', 'las', 'lo', 'los', 'para', 'por', 'un', 'una', 'y'],
  ...['au', 'aux', 'des', 'du', 'et', 'le', 'les', 'sur', 'pour', 'avec'],
  ...['da', 'dei', 'della', 'delle', 'degli', 'di', 'il', 'in', 'per', 'su', 'gli', 'e'],
  ...['com', 'do', 'dos', 'das', 'em', 'no', 'na', 'o', 'os', 'as', 'sob', 'um', 'uma'],
  ...['der', 'die', 'das', 'und', 'mit', 'fur', 'von', 'zum', 'zur'],
  ...['za', 'dlya', 'na', 'v', 'i', 's', 'no', 'wa', 'al'],
]);

/** Shortest content word a name is built on; shorter words of a phrase are particles. */
const MIN_HEAD = 3;
/** Longest word of a two-word phrase still shown as a name of its own ("pez dorado", "sitio web"). */
const MAX_SHOWN_PHRASE_WORD = 6;

/** Whether a romanised translation is a phrase rather than one word ("cuidado de la piel"). */
export function isPhrase(latin: string): boolean {
  return /\s/u.test(latin.trim());
}

function contentWords(latin: string): string[] {
  return (
    latin
      .toLowerCase()
      .split(/[\s']+/u)
      // Arabic romanisations join the article with a hyphen (al-bashara).
      .map((word) => word.replace(/^(?:al|el)-(?=\p{L})/u, ''))
      .filter(
        (word) => /^\p{L}[\p{L}-]*$/u.test(word) && word.length >= MIN_HEAD && !FUNCTION_WORDS.has(word),
      )
  );
}

/** Shortest part of an English compound looked up on its own (skin + care, book + keeping). */
const MIN_PART = 3;

/** The parts of an English compound the lexicon has as headwords, with where each starts. */
function compoundParts(compound: string): { english: string; at: number }[] {
  const parts: { english: string; at: number }[] = [];
  for (let cut = MIN_PART; cut <= compound.length - MIN_PART; cut += 1) {
    for (const [part, at] of [
      [compound.slice(0, cut), 0],
      [compound.slice(cut), cut],
    ] as const) {
      const entry = findEntry(part);
      if (entry && !parts.some((known) => known.english === entry.english)) {
        parts.push({ english: entry.english, at });
      }
    }
  }
  return parts;
}

/**
 * The word of a phrase translation a name is built on: the content word that carries the meaning.
 * Where a word of the phrase is the translation of one part of an English compound (piel for skin of
 * skincare, livres for book of bookkeeping, mano for hand of handmade), the earliest part wins, as an
 * English compound puts its distinctive word first (skin, not care); the word is given in the
 * lexicon's form (libros → libro). Otherwise the first content word: the Romance languages put the
 * head noun first and its modifiers after (árbol joven, reliquia familiar). Undefined when no word
 * qualifies.
 */
export function phraseHead(latin: string, english: string, language: Language): string | undefined {
  const words = contentWords(latin);
  if (words.length === 0) return undefined;
  const compound = english.toLowerCase().replace(/[^a-z]/gu, '');
  let best: { word: string; at: number } | undefined;
  for (const part of compoundParts(compound)) {
    const entry = findEntry(part.english);
    if (!entry) continue;
    const form = romanizedForm(entry, language).latin;
    // A loanword spelled as its English (web of "sitio web") translates nothing.
    if (form === part.english || isPhrase(form)) continue;
    const found = words.some((word) => word === form || word === `${form}s` || word === `${form}es`);
    if (found && (best === undefined || part.at < best.at)) best = { word: form, at: part.at };
  }
  return foldToAscii(best?.word ?? words[0] ?? '');
}

/**
 * Two short content words, which a namer may still keep as they are ("pez dorado", "fait main"); a
 * preposition and a noun ("a medida", "en linea") reads as a phrase, not a name.
 */
export function isShortPhrase(latin: string): boolean {
  const words = latin.trim().split(/\s+/u);
  return (
    words.length === 2 &&
    contentWords(latin).length === 2 &&
    words.every((word) => word.length <= MAX_SHOWN_PHRASE_WORD)
  );
}
