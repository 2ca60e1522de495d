// Runs a format reader over files and folders and writes the marks in batches, building the report.
// Nothing here holds more than one batch in memory; a batch the database refuses is retried row by row
// so that one bad record is skipped with the database's reason and the rest still land.
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { admitRecord } from './admit-record.ts';
import { BulkLoad, type BulkStatus } from './bulk-load.ts';
import { EncoderPool } from './encoder-pool.ts';
import type { EncodedBatch } from './jsonl-encoder.ts';
import { applyStatusUpdate, upsertMarks, type WriteCounts } from './mark-store.ts';
import { readEuipoXml } from './read-euipo-xml.ts';
import { readJsonlBatches, type JsonlReadItem } from './read-jsonl.ts';
import { readLineBatches } from './read-lines.ts';
import { readUkipo } from './read-ukipo.ts';
import { readUsptoXml } from './read-uspto-xml.ts';
import type {
  ImportFormat,
  ImportReport,
  MarkRecord,
  MarkSource,
  Office,
  SkippedRecord,
  StatusUpdate,
} from './types.ts';

/** A pool or one checked-out client: all the importer needs is `query`. */
export type Queryable = Pick<pg.Pool, 'query'>;

export interface ImportOptions {
  /** Office for records that do not name one (JSONL); UKIPO files are always UK. */
  office?: Office;
  /** Overrides the source of every imported mark (the demo register and the benchmark use this). */
  source?: MarkSource;
  batchSize?: number;
  /**
   * Loading into an empty register (default true): the rows go into a table without indexes, which is
   * indexed once at the end and then swapped in (bulk-load.ts), several times faster than maintaining
   * GIN indexes row by row. Nothing is visible before the swap; a crash leaves the register empty.
   */
  bulkWhenEmpty?: boolean;
  /**
   * Bulk JSONL load: worker threads that parse and encode chunks while the main thread writes (default
   * 2 from 16 MB of input, else 0: encoded on the main thread).
   */
  encoderThreads?: number;
  /** Bulk load: connections building indexes at once (default 2; PGlite always 1). */
  indexConnections?: number;
  /** Bulk load: sort memory per index build (default 512MB). */
  maintenanceWorkMem?: string;
}

export interface ImportResult extends ImportReport {
  /** Records imported with something ignored (unknown JSONL fields). */
  warnings: SkippedRecord[];
  /** Milliseconds per phase of a bulk load (read-and-write, indexes, swap), for benchmarks. */
  phases?: Record<string, number>;
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
): AsyncGenerator<JsonlReadItem | JsonlReadItem[]> {
  if (format === 'euipo-xml') return readEuipoXml(file);
  if (format === 'uspto-xml') return readUsptoXml(file);
  if (format === 'ukipo') return readUkipo(file);
  return readJsonlBatches(file, office);
}

export function emptyReport(): ImportResult {
  return { read: 0, imported: 0, updated: 0, unchanged: 0, skipped: [], warnings: [] };
}

type Item = JsonlReadItem;
/** Readers yield records one by one, or (the JSONL reader) a chunk's records at once. */
type ItemSource = AsyncIterable<Item | readonly Item[]> | Iterable<Item | readonly Item[]>;

/** Where validated records go: upserts into marks, or a bulk load into the incoming table. */
interface RecordTarget {
  /** Takes a batch; may resolve before it is written (one batch in the database while the next is read). */
  marks(batch: Array<{ mark: MarkRecord; at: string; ordinal: number }>): Promise<void>;
  /** A status-only record: it refers to the marks before it. */
  status(update: StatusUpdate, at: string, ordinal: number): Promise<void>;
  /** Every record handed over is written. */
  drain(): Promise<void>;
}

/** Runs records through validation into a target in batches, filling the report's read/skipped/warnings. */
async function consumeRecords(
  items: ItemSource,
  target: RecordTarget,
  options: ImportOptions,
  report: ImportResult,
  ordinals: { last: number },
): Promise<void> {
  const batchSize = options.batchSize ?? 2000;
  let batch: Array<{ mark: MarkRecord; at: string; ordinal: number }> = [];
  // Synchronous for the common record: an await per record is a measurable share of a fast import.
  const take = (item: Item): Promise<void> | undefined => {
    const admitted = admitRecord(item, options.source, report);
    if (!admitted) return undefined;
    if (admitted.kind === 'status') {
      const earlier = batch;
      batch = [];
      const ordinal = ++ordinals.last;
      return (async () => {
        if (earlier.length > 0) await target.marks(earlier);
        await target.status(admitted.update, admitted.at, ordinal);
      })();
    }
    batch.push({ mark: admitted.mark, at: admitted.at, ordinal: ++ordinals.last });
    if (batch.length < batchSize) return undefined;
    const full = batch;
    batch = [];
    return target.marks(full);
  };
  for await (const entry of items) {
    if (Array.isArray(entry)) {
      for (const item of entry as readonly Item[]) {
        const pending = take(item);
        if (pending) await pending;
      }
    } else {
      const pending = take(entry as Item);
      if (pending) await pending;
    }
  }
  if (batch.length > 0) await target.marks(batch);
  await target.drain();
}

/** Upserts into marks, idempotent by (office, number); one batch in flight while the next is read. */
function upsertTarget(pool: Queryable, report: ImportResult): RecordTarget {
  let inFlight: Promise<void> = Promise.resolve();
  const add = (counts: WriteCounts) => {
    report.imported += counts.imported;
    report.updated += counts.updated;
    report.unchanged += counts.unchanged;
  };
  const write = async (batch: ReadonlyArray<{ mark: MarkRecord; at: string }>) => {
    try {
      add(
        await upsertMarks(
          pool,
          batch.map((entry) => entry.mark),
        ),
      );
    } catch {
      // One record the database refuses must not cost the others: find it row by row.
      for (const entry of batch) {
        try {
          add(await upsertMarks(pool, [entry.mark]));
        } catch (error) {
          report.skipped.push({
            record: entry.at,
            reason: `database refused it: ${(error as Error).message}`,
          });
        }
      }
    }
  };
  return {
    async marks(batch) {
      await inFlight;
      inFlight = write(batch);
    },
    async status(update, at) {
      await inFlight;
      const outcome = await applyStatusUpdate(pool, update);
      if (outcome === 'updated') report.updated += 1;
      else if (outcome === 'unchanged') report.unchanged += 1;
      else report.skipped.push({ record: at, reason: MISSING_MARK });
    },
    drain: () => inFlight,
  };
}

const MISSING_MARK = 'status-only record for a mark not in the register';
const STATUS_BATCH = 5000;

/** Hands records to a bulk load; status records are passed on in batches. */
function bulkTarget(load: BulkLoad): RecordTarget {
  let statuses: BulkStatus[] = [];
  return {
    async marks(batch) {
      await load.write(batch.map((entry) => ({ id: entry.ordinal, mark: entry.mark, at: entry.at })));
    },
    async status(update, at, ordinal) {
      statuses.push({ update, at, ordinal });
      if (statuses.length >= STATUS_BATCH) await load.writeStatuses(statuses.splice(0));
    },
    async drain() {
      await load.writeStatuses(statuses);
      statuses = [];
    },
  };
}

/** Below this much input, starting worker threads (about half a second) costs more than it saves. */
const PARALLEL_FROM_BYTES = 16 * 1024 * 1024;

async function encoderThreadsFor(files: readonly string[], options: ImportOptions): Promise<number> {
  if (options.encoderThreads !== undefined) return options.encoderThreads;
  let bytes = 0;
  for (const file of files) bytes += (await stat(file)).size;
  return bytes >= PARALLEL_FROM_BYTES ? 2 : 0;
}

/** Chunks in flight per encoder thread: enough to keep threads busy, few enough to bound memory. */
const CHUNKS_PER_THREAD = 2;

/**
 * A bulk JSONL load with parsing and encoding in worker threads: the main thread reads chunks of lines,
 * hands them out, and writes the encoded rows (and the report) in input order.
 */
async function loadJsonlInParallel(
  load: BulkLoad,
  files: readonly string[],
  options: ImportOptions,
  report: ImportResult,
): Promise<void> {
  const threads = await encoderThreadsFor(files, options);
  const encoders = new EncoderPool(threads);
  const queue: Array<Promise<EncodedBatch>> = [];
  const settleOldest = async () => {
    const batch = await (queue.shift() as Promise<EncodedBatch>);
    report.read += batch.read;
    report.skipped.push(...batch.skipped);
    report.warnings.push(...batch.warnings);
    await load.writeEncoded(batch.rows, batch.ats);
  };
  let idBase = 1;
  try {
    for (const file of files) {
      try {
        for await (const { lines, first } of readLineBatches(file)) {
          queue.push(
            encoders.encode({
              file,
              lines,
              first,
              idBase,
              office: options.office,
              source: options.source,
              encoding: load.encoding,
            }),
          );
          idBase += lines.length;
          if (queue.length >= CHUNKS_PER_THREAD * Math.max(1, threads)) await settleOldest();
        }
      } catch (error) {
        report.skipped.push({ record: file, reason: `file could not be read: ${(error as Error).message}` });
      }
    }
    while (queue.length > 0) await settleOldest();
  } finally {
    // Chunks still queued after a failure must not surface as unhandled rejections.
    for (const pending of queue) pending.catch(() => undefined);
    await encoders.close();
  }
}

/** Imports marks from already-read records by upserting (used by the demo register and tests). */
export async function importRecords(
  pool: Queryable,
  items: ItemSource,
  options: ImportOptions = {},
  report: ImportResult = emptyReport(),
): Promise<ImportResult> {
  await consumeRecords(items, upsertTarget(pool, report), options, report, { last: 0 });
  return report;
}

/**
 * After a large import the planner needs fresh statistics to pick the search indexes. Only the columns
 * the search filters on: the rest (goods and services, owners…) took half of ANALYZE's time, and
 * autovacuum analyses every column later anyway.
 */
export async function refreshStatistics(pool: Queryable, report: ImportReport): Promise<void> {
  if (report.imported + report.updated < 1000) return;
  await pool.query(
    'ANALYZE marks (id, office, name_compact, skeleton, phonetic_primary, phonetic_secondary, spelling, tokens, phonetic_tokens)',
  );
  // Rows upserted into a GIN index wait in its pending list until a vacuum merges them, and every
  // search scans that list: after the demo register's 8k upserts on PostgreSQL a search took 176 ms
  // instead of 12 ms until autovacuum came round. Merge them now.
  await pool.query(`
    SELECT gin_clean_pending_list(index.indexrelid::regclass)
    FROM pg_index AS index
    JOIN pg_class AS relation ON relation.oid = index.indexrelid
    JOIN pg_am AS method ON method.oid = relation.relam
    WHERE index.indrelid = 'marks'::regclass AND method.amname = 'gin'`);
}

/**
 * Imports are serialised: a bulk load relies on the register staying empty until its swap. The client
 * holding the lock is the one the import writes through.
 */
const IMPORT_LOCK = "hashtext('brandwright:marks-import')";

async function withImportLock<T>(pool: pg.Pool, run: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query(`SELECT pg_advisory_lock(${IMPORT_LOCK})`);
    try {
      return await run(client);
    } finally {
      await client.query(`SELECT pg_advisory_unlock(${IMPORT_LOCK})`);
    }
  } finally {
    client.release();
  }
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
  const loadFiles = async (target: RecordTarget) => {
    const ordinals = { last: 0 };
    for (const file of files) {
      try {
        await consumeRecords(reader(format, file, options.office), target, options, report, ordinals);
      } catch (error) {
        report.skipped.push({ record: file, reason: `file could not be read: ${(error as Error).message}` });
      }
    }
    await target.drain();
  };
  await withImportLock(pool, async (client) => {
    const empty =
      (await client.query('SELECT NOT EXISTS (SELECT 1 FROM marks) AS empty')).rows[0]?.empty === true;
    if (!empty || options.bulkWhenEmpty === false) {
      await loadFiles(upsertTarget(client, report));
      return;
    }
    const load = await BulkLoad.open(pool, client);
    try {
      const started = performance.now();
      if (format === 'jsonl') await loadJsonlInParallel(load, files, options, report);
      else await loadFiles(bulkTarget(load));
      const loaded = performance.now();
      await load.finish(options.indexConnections ?? 2, options.maintenanceWorkMem ?? '512MB');
      report.phases = { load: loaded - started, ...load.phases };
      report.imported += load.counts.imported;
      report.updated += load.counts.updated;
      report.unchanged += load.counts.unchanged;
      report.skipped.push(...load.counts.refused);
      report.skipped.push(...load.counts.statusMissing.map((record) => ({ record, reason: MISSING_MARK })));
    } finally {
      await load.close();
    }
  });
  const analysing = performance.now();
  await refreshStatistics(pool, report);
  if (report.phases) report.phases.analyze = performance.now() - analysing;
  return report;
}
