// Runs a format reader over files and folders and writes the marks in batches, building the report.
// Nothing here holds more than one batch in memory; a batch the database refuses is retried row by row
// so that one bad record is skipped with the database's reason and the rest still land.
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { applyStatusUpdate, upsertMarks } from './mark-store.ts';
import { validateMark } from './mark-validation.ts';
import { readEuipoXml } from './read-euipo-xml.ts';
import { readJsonl, type JsonlReadItem } from './read-jsonl.ts';
import { readUkipo } from './read-ukipo.ts';
import { readUsptoXml } from './read-uspto-xml.ts';
import type { ImportFormat, ImportReport, MarkRecord, MarkSource, Office, SkippedRecord } from './types.ts';

export interface ImportOptions {
  /** Office for records that do not name one (JSONL); UKIPO files are always UK. */
  office?: Office;
  /** Overrides the source of every imported mark (the demo register and the benchmark use this). */
  source?: MarkSource;
  batchSize?: number;
}

export interface ImportResult extends ImportReport {
  /** Records imported with something ignored (unknown JSONL fields). */
  warnings: SkippedRecord[];
}

const EXTENSIONS: Record<ImportFormat, string[]> = {
  'euipo-xml': ['.xml'],
  'uspto-xml': ['.xml'],
  ukipo: ['.csv', '.tsv', '.txt'],
  jsonl: ['.jsonl', '.json', '.ndjson'],
};

/** Files named directly, and the matching files of named folders (recursively, in name order). */
export async function listImportFiles(format: ImportFormat, inputs: readonly string[]): Promise<string[]> {
  const files: string[] = [];
  for (const input of inputs) {
    const info = await stat(input);
    if (!info.isDirectory()) {
      files.push(input);
      continue;
    }
    const entries = (await readdir(input, { withFileTypes: true })).sort((a, b) =>
      a.name.localeCompare(b.name),
    );
    for (const entry of entries) {
      const full = path.join(input, entry.name);
      if (entry.isDirectory()) files.push(...(await listImportFiles(format, [full])));
      else if (EXTENSIONS[format].some((extension) => entry.name.toLowerCase().endsWith(extension)))
        files.push(full);
    }
  }
  return files;
}

function reader(
  format: ImportFormat,
  file: string,
  office: Office | undefined,
): AsyncGenerator<JsonlReadItem> {
  if (format === 'euipo-xml') return readEuipoXml(file);
  if (format === 'uspto-xml') return readUsptoXml(file);
  if (format === 'ukipo') return readUkipo(file);
  return readJsonl(file, office);
}

export function emptyReport(): ImportResult {
  return { read: 0, imported: 0, updated: 0, unchanged: 0, skipped: [], warnings: [] };
}

/** Imports marks from an async source of already-read records (used by the file importers and the demo). */
export async function importRecords(
  pool: pg.Pool,
  items: AsyncIterable<JsonlReadItem> | Iterable<JsonlReadItem>,
  options: ImportOptions = {},
  report: ImportResult = emptyReport(),
): Promise<ImportResult> {
  const batchSize = options.batchSize ?? 2000;
  let batch: Array<{ mark: MarkRecord; at: string }> = [];

  const flush = async () => {
    if (batch.length === 0) return;
    const current = batch;
    batch = [];
    try {
      const counts = await upsertMarks(
        pool,
        current.map((entry) => entry.mark),
      );
      report.imported += counts.imported;
      report.updated += counts.updated;
      report.unchanged += counts.unchanged;
    } catch {
      for (const entry of current) {
        try {
          const counts = await upsertMarks(pool, [entry.mark]);
          report.imported += counts.imported;
          report.updated += counts.updated;
          report.unchanged += counts.unchanged;
        } catch (error) {
          report.skipped.push({
            record: entry.at,
            reason: `database refused it: ${(error as Error).message}`,
          });
        }
      }
    }
  };

  for await (const item of items) {
    if (item.kind === 'warning') {
      report.warnings.push({ record: item.at, reason: item.reason });
      continue;
    }
    report.read += 1;
    if (item.kind === 'skip') {
      report.skipped.push({ record: item.at, reason: item.reason });
    } else if (item.kind === 'status') {
      // Status-only records refer to earlier ones: earlier batches must be in the table first.
      await flush();
      const outcome = await applyStatusUpdate(pool, item.update);
      if (outcome === 'updated') report.updated += 1;
      else if (outcome === 'unchanged') report.unchanged += 1;
      else
        report.skipped.push({ record: item.at, reason: 'status-only record for a mark not in the register' });
    } else {
      const checked = validateMark(options.source ? { ...item.mark, source: options.source } : item.mark);
      if ('reason' in checked) report.skipped.push({ record: item.at, reason: checked.reason });
      else {
        batch.push({ mark: checked.mark, at: item.at });
        if (batch.length >= batchSize) await flush();
      }
    }
  }
  await flush();
  return report;
}

/** Imports files and folders of one format; a file that cannot be read is reported, never fatal. */
export async function importMarks(
  pool: pg.Pool,
  format: ImportFormat,
  inputs: readonly string[],
  options: ImportOptions = {},
): Promise<ImportResult> {
  const report = emptyReport();
  let files: string[];
  try {
    files = await listImportFiles(format, inputs);
  } catch (error) {
    report.skipped.push({
      record: inputs.join(', '),
      reason: `cannot list input: ${(error as Error).message}`,
    });
    return report;
  }
  for (const file of files) {
    try {
      await importRecords(pool, reader(format, file, options.office), options, report);
    } catch (error) {
      report.skipped.push({ record: file, reason: `file could not be read: ${(error as Error).message}` });
    }
  }
  return report;
}
