import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { packageFile } from '../lexicon/package-files.ts';

/**
 * Demonyms and nationality names (issue 16: a name must not label a people). From `i18n-nationality`
 * in its eight languages, lower-cased and without accents. Words that are mainly something else in
 * English ("polish") are left out.
 */
const NOT_DEMONYMS = new Set(['polish']);

let demonyms: Set<string> | undefined;

interface NationalityFile {
  nationalities: Record<string, string>;
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .trim();
}

function getDemonyms(): Set<string> {
  if (demonyms) return demonyms;
  const folder = path.join(path.dirname(packageFile('i18n-nationality/package.json')), 'langs');
  const result = new Set<string>();
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const data = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as NationalityFile;
    for (const name of Object.values(data.nationalities)) {
      for (const variant of name.split(/[,/]/)) {
        const folded = fold(variant);
        if (folded.length > 2 && !NOT_DEMONYMS.has(folded)) result.add(folded);
      }
    }
  }
  demonyms = result;
  return result;
}

/** True when a name, or one of its words, is a nationality or demonym in one of the eight languages. */
export function isDemonym(name: string): boolean {
  const folded = fold(name);
  const names = getDemonyms();
  return names.has(folded) || folded.split(/\s+/).some((word) => names.has(word));
}
