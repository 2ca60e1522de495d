/** The rating panel's CSV files (bench/panel.ts, bench/appeal-pool.ts, scripts/fit-appeal.ts). */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { Random } from '../src/random.ts';

export function csvText(rows: ReadonlyArray<readonly string[]>): string {
  const cell = (value: string): string => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return `${rows.map((row) => row.map(cell).join(',')).join('\n')}\n`;
}

/** Data rows (the header dropped); cells are never quoted with commas inside in our sheets. */
export function readCsvRows(file: string): string[][] {
  return readFileSync(file, 'utf8')
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((line) => line.split(',').map((cell) => cell.trim().replace(/^"|"$/g, '')));
}

export function optionValue(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/** Ratings (id, rater, rating 1–5) as id → mean rating; a malformed row is an error, not a skip. */
export function readMeanRatings(file: string, knownIds: ReadonlySet<string>): Map<string, number> {
  const sums = new Map<string, { total: number; count: number }>();
  for (const [id = '', rater = '', rating = ''] of readCsvRows(file)) {
    const value = Number(rating);
    if (!knownIds.has(id) || !Number.isInteger(value) || value < 1 || value > 5) {
      throw new Error(`bad rating row: ${id},${rater},${rating}`);
    }
    const sum = sums.get(id) ?? { total: 0, count: 0 };
    sum.total += value;
    sum.count += 1;
    sums.set(id, sum);
  }
  return new Map([...sums].map(([id, { total, count }]) => [id, total / count]));
}

interface SheetRow {
  id: string;
  trade: string;
  name: string;
}

/**
 * Shuffles the rows, numbers them and writes <out>/sheet.csv (id, trade, name: all a rater sees) and
 * <out>/key.csv (the same with `keyColumns`, where each name came from).
 */
export function writeBlindSheet<Row extends SheetRow>(
  out: string,
  rows: Row[],
  random: Random,
  keyColumns: ReadonlyArray<{ header: string; value: (row: Row) => string }>,
): void {
  for (let i = rows.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [rows[i], rows[j]] = [rows[j] as Row, rows[i] as Row];
  }
  rows.forEach((row, index) => (row.id = String(index + 1).padStart(4, '0')));
  mkdirSync(out, { recursive: true });
  writeFileSync(
    path.join(out, 'sheet.csv'),
    csvText([['id', 'trade', 'name'], ...rows.map((row) => [row.id, row.trade, row.name])]),
  );
  writeFileSync(
    path.join(out, 'key.csv'),
    csvText([
      ['id', 'trade', 'name', ...keyColumns.map((column) => column.header)],
      ...rows.map((row) => [row.id, row.trade, row.name, ...keyColumns.map((column) => column.value(row))]),
    ]),
  );
}
