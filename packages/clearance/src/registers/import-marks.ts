// Runs a format reader over files and folders and writes the marks in batches, building the report.
// Nothing here holds more than one batch in memory; a batch the database refuses is retried row by row
// so that one bad record is skipped with the database's reason and the rest still land.
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { applyStatusUpdate, copyMarks, prepareCopyStage, upsertMarks } from './mark-store.ts';
import { validateMark } from './mark-validation.ts';
import { readEuipoXml } from './read-euipo-xml.ts';
import { readJsonl, type JsonlReadItem } from './read-jsonl.ts';
import { readUkipo } from './read-ukipo.ts';
import { readUsptoXml } from './read-uspto-xml.ts';
import type { ImportFormat, ImportReport, MarkRecord, MarkSource, Office, SkippedRecord } from './types.ts';

/** A pool or one checked-out client: all the importer needs is `query`. */
export type Queryable = Pick<pg.Pool, 'query'>;

export interface ImportOptions {
  /** Office for records that do not name one (JSONL); UKIPO files are always UK. */
  office?: Office;
  /** Overrides the source of every imported mark (the demo register and the benchmark use this). */
  source?: MarkSource;
  batchSize?: number;
  /**
   * Loading into an empty table (default true): inside one transaction the search indexes are dropped,
   * the rows loaded and the indexes built once at the end, which is several times faster than
   * maintaining GIN indexes row by row. A crash rolls everything back, indexes included.
   */
  bulkWhenEmpty?: boolean;
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
  pool: Queryable,
  items: AsyncIterable<JsonlReadItem> | Iterable<JsonlReadItem>,
  options: ImportOptions = {},
  report: ImportResult = emptyReport(),
): Promise<ImportResult> {
  const batchSize = options.batchSize ?? 2000;
  let batch: Array<{ mark: MarkRecord; at: string }> = [];
  // Inside a transaction a failed statement would abort it: each write gets its own savepoint.
  const guarded = async <T>(write: () => Promise<T>): Promise<T> => {
    if (!inTransaction) return write();
    await pool.query('SAVEPOINT mark_batch');
    try {
      const result = await write();
      await pool.query('RELEASE SAVEPOINT mark_batch');
      return result;
    } catch (error) {
      await pool.query('ROLLBACK TO SAVEPOINT mark_batch');
      throw error;
    }
  };
  const inTransaction = transactionClients.has(pool);

  // One batch may be in the database while the next is read and prepared (the database runs in
  // another process or thread, so parsing and writing overlap).
  let inFlight: Promise<void> = Promise.resolve();
  const copyClient = copyClients.get(pool);
  const write = async (current: Array<{ mark: MarkRecord; at: string }>) => {
    try {
      const marks = current.map((entry) => entry.mark);
      const counts = await guarded(() =>
        copyClient ? copyMarks(copyClient, marks) : upsertMarks(pool, marks),
      );
      report.imported += counts.imported;
      report.updated += counts.updated;
      report.unchanged += counts.unchanged;
    } catch {
      for (const entry of current) {
        try {
          const counts = await guarded(() => upsertMarks(pool, [entry.mark]));
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
  const flush = async () => {
    await inFlight;
    if (batch.length === 0) return;
    const current = batch;
    batch = [];
    inFlight = write(current);
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
      await inFlight;
      const outcome = await guarded(() => applyStatusUpdate(pool, item.update));
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
  await inFlight;
  return report;
}

const transactionClients = new WeakSet<Queryable>();
/** Bulk-load clients on which COPY into the staging table works (PostgreSQL; checked once per load). */
const copyClients = new WeakMap<Queryable, pg.PoolClient>();

/**
 * Creates the staging table for COPY; false on PGlite, whose socket closes the connection on COPY FROM
 * STDIN (a fatal protocol error, so it cannot be probed safely): there JSON batches are used.
 */
async function prepareCopy(client: pg.PoolClient): Promise<boolean> {
  const version = (await client.query<{ version: string }>('SELECT version()')).rows[0]?.version ?? '';
  if (/pglite|emscripten|wasm/i.test(version)) return false;
  await client.query('SAVEPOINT copy_probe');
  try {
    await prepareCopyStage(client);
    await client.query('RELEASE SAVEPOINT copy_probe');
    return true;
  } catch {
    await client.query('ROLLBACK TO SAVEPOINT copy_probe');
    return false;
  }
}

/** Runs `load` on one client in a transaction with the search indexes dropped, rebuilding them at the end. */
async function bulkLoad(pool: pg.Pool, load: (client: Queryable) => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    // Index builds at the end are faster with more sort memory (GIN builds especially); local to this transaction.
    await client.query("SET LOCAL maintenance_work_mem = '512MB'");
    const indexes = await client.query<{ indexname: string; indexdef: string }>(
      `SELECT indexname, indexdef FROM pg_indexes
       WHERE tablename = 'marks' AND schemaname = current_schema()
         AND indexname NOT IN ('marks_pkey', 'marks_office_number_key')`,
    );
    for (const index of indexes.rows) await client.query(`DROP INDEX ${JSON.stringify(index.indexname)}`);
    transactionClients.add(client);
    if (await prepareCopy(client)) copyClients.set(client, client);
    await load(client);
    for (const index of indexes.rows) await client.query(index.indexdef);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    transactionClients.delete(client);
    copyClients.delete(client);
    client.release();
  }
}

/** After a large import the planner needs fresh statistics to pick the search indexes. */
export async function refreshStatistics(pool: Queryable, report: ImportReport): Promise<void> {
  if (report.imported + report.updated >= 1000) await pool.query('ANALYZE marks');
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
  const loadFiles = async (target: Queryable) => {
    for (const file of files) {
      try {
        await importRecords(target, reader(format, file, options.office), options, report);
      } catch (error) {
        report.skipped.push({ record: file, reason: `file could not be read: ${(error as Error).message}` });
      }
    }
  };
  const empty =
    (await pool.query('SELECT NOT EXISTS (SELECT 1 FROM marks) AS empty')).rows[0]?.empty === true;
  if (empty && options.bulkWhenEmpty !== false) await bulkLoad(pool, loadFiles);
  else await loadFiles(pool);
  await refreshStatistics(pool, report);
  return report;
}
