import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findClasses } from './find-classes.ts';

/**
 * Reads the shared WIPO sample (test and benchmark data only, never shipped) in place and measures
 * the class finder against it. Lives in src so the benchmark and the tests share one loader.
 */
export interface SampleTerm {
  /** 1-based data line number: even and odd lines form the development and check halves. */
  line: number;
  classNumber: number;
  term: string;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const WIPO_SAMPLE_PATH = path.resolve(repoRoot, '../shared/data/nice/wipo-terms-sample.csv');

export function isWipoSampleAvailable(): boolean {
  return existsSync(WIPO_SAMPLE_PATH);
}

export function loadWipoSample(filePath: string = WIPO_SAMPLE_PATH): SampleTerm[] {
  const rows = parseCsv(readFileSync(filePath, 'utf8'));
  const header = rows.shift() ?? [];
  const classColumn = header.indexOf('class_number');
  const termColumn = header.indexOf('term');
  const languageColumn = header.indexOf('language');
  const terms: SampleTerm[] = [];
  rows.forEach((row, index) => {
    const classNumber = Number(row[classColumn]);
    const term = row[termColumn];
    if (languageColumn >= 0 && row[languageColumn] !== undefined && row[languageColumn] !== 'en') return;
    if (!Number.isInteger(classNumber) || term === undefined || term.length === 0) return;
    terms.push({ line: index + 1, classNumber, term });
  });
  return terms;
}

/** Minimal RFC 4180 reader: quoted fields with doubled quotes, commas and newlines inside quotes. */
export function parseCsv(content: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < content.length; index += 1) {
    const char = content[index];
    if (quoted) {
      if (char === '"' && content[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && content[index + 1] === '\n') index += 1;
      row.push(field);
      if (row.some((value) => value.length > 0)) rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  row.push(field);
  if (row.some((value) => value.length > 0)) rows.push(row);
  return rows;
}

export interface AccuracyReport {
  count: number;
  top1: number;
  top3: number;
  msPerTerm: number;
  /** Slowest single term, in milliseconds. */
  maxMs: number;
  misses: { term: string; expected: number; got: number[] }[];
}

export function measureAccuracy(terms: readonly SampleTerm[]): AccuracyReport {
  let top1 = 0;
  let top3 = 0;
  const misses: AccuracyReport['misses'] = [];
  let maxMs = 0;
  const started = performance.now();
  for (const sample of terms) {
    const termStarted = performance.now();
    const got = findClasses(sample.term, { limit: 3 }).map((match) => match.class);
    maxMs = Math.max(maxMs, performance.now() - termStarted);
    if (got[0] === sample.classNumber) top1 += 1;
    if (got.includes(sample.classNumber)) top3 += 1;
    else misses.push({ term: sample.term, expected: sample.classNumber, got });
  }
  const elapsed = performance.now() - started;
  const count = terms.length;
  return {
    count,
    top1: count === 0 ? 0 : top1 / count,
    top3: count === 0 ? 0 : top3 / count,
    msPerTerm: count === 0 ? 0 : elapsed / count,
    maxMs,
    misses,
  };
}
