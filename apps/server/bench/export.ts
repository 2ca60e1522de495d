// `npm run bench:export`: a Check search with N trademark records (default 10,000 and 50,000, the
// widest table) exported as PDF, XLSX and CSV (zipped, as the spec forces for trademarks). Each export
// runs in a fresh process so its peak RSS is its own: the process opens the database the seeding
// process filled (embedded PGlite in a temporary directory, or DATABASE_URL), plans and builds the
// export with the route's own functions, and streams the bytes into a counter. Prints seconds, bytes,
// the RSS before the export and the process's peak RSS. Goal (issue 14): 50,000 rows in every format
// in at most 5 s with peak RSS under 300 MB.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '@brandwright/db';
import { EXPORT_FORMATS, type ExportFormat } from '@brandwright/contracts';
import { buildExport } from '../src/modules/export/build-export.ts';
import { planExport } from '../src/modules/export/export-plan.ts';
import { insertSourceRecords, seedCheckSearch, ukRecord } from '../test/helpers/seed-check-search.ts';

const SIZES = (process.env.BENCH_EXPORT_ROWS ?? '10000,50000').split(',').map(Number);
const SELF = fileURLToPath(import.meta.url);
/**
 * BENCH_EXPORT_HEAP_MB caps each export process's JavaScript heap: an export that finishes under a
 * small cap holds little at once, whatever the RSS (which also counts garbage not yet collected).
 */
const HEAP_LIMIT = process.env.BENCH_EXPORT_HEAP_MB
  ? [`--max-old-space-size=${process.env.BENCH_EXPORT_HEAP_MB}`]
  : [];

interface Measurement {
  rows: number;
  format: ExportFormat;
  seconds: number;
  bytes: number;
  rssBeforeMb: number;
  peakRssMb: number;
}

const databaseOptions = (dataDir: string) =>
  process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL, poolSize: 4 } : { dataDir };

/** A user and a search with `rows` UK trademark records in answer order; answers the pair. */
async function seed(database: Database, rows: number): Promise<{ userId: string; token: string }> {
  const run = `${Date.now().toString(36)}-${process.pid}`;
  const user = await database.db.execute<{ id: string }>(sql`
    INSERT INTO users (email, first_name, password_hash)
    VALUES (${`bench-export-${run}@bench.invalid`}, 'Bench', 'not a hash') RETURNING id`);
  const userId = user.rows[0]!.id;
  const search = await seedCheckSearch(database.db, {
    userId,
    keyword: 'Zestora',
    jobTypes: ['trademark_search'],
    trademarkCat: [9, 42],
    completedAt: new Date(),
    sources: { uk_trademarks: { state: 'done', recordCount: rows } },
  });
  const CHUNK = 5000;
  for (let start = 0; start < rows; start += CHUNK) {
    const records = Array.from({ length: Math.min(CHUNK, rows - start) }, (_, offset) => {
      const index = start + offset;
      // Varied text, as a register's answer is: names of different lengths and some other scripts.
      const record = ukRecord(index, [9, 42, (index % 45) + 1]);
      const name =
        index % 50 === 0
          ? `泽斯托拉 ${index}`
          : index % 37 === 0
            ? `Зестора ${index}`
            : `ZESTORA ${index} ${'X'.repeat(index % 13)}`;
      return { ...record, name, reasons: [`sounds like Zestora`, `shares class ${(index % 45) + 1}`] };
    });
    await insertSourceRecords(database.db, search.id, 'uk_trademarks', records, start);
  }
  return { userId, token: search.token };
}

async function measureExport(
  dataDir: string,
  userId: string,
  token: string,
  format: ExportFormat,
): Promise<void> {
  const database = await openDatabase(databaseOptions(dataDir));
  const rssBefore = process.memoryUsage().rss;
  let bytes = 0;
  const counter = new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done();
    },
  });
  const started = performance.now();
  const plan = await planExport(database.db, userId, token, ['uk_trademarks'], new Date());
  const file = buildExport(database.db, plan, { format, dataSources: ['uk_trademarks'], zip: false });
  await pipeline(file.body, counter);
  const seconds = (performance.now() - started) / 1000;
  const peakRss = process.resourceUsage().maxRSS * 1024;
  await database.close();
  console.log(JSON.stringify({ seconds, bytes, rssBefore, peakRss }));
}

function child(args: string[]): string {
  const result = spawnSync(process.execPath, [...HEAP_LIMIT, '--import', 'tsx', SELF, ...args], {
    encoding: 'utf8',
    env: process.env,
    maxBuffer: 16 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`bench child ${args.join(' ')} failed:\n${result.stderr}`);
  return result.stdout.trim().split('\n').at(-1) ?? '';
}

async function main(): Promise<void> {
  const [mode, ...rest] = process.argv.slice(2);
  if (mode === '--seed') {
    const [dataDir, rows] = rest;
    const database = await openDatabase(databaseOptions(dataDir!));
    console.log(JSON.stringify(await seed(database, Number(rows))));
    await database.close();
    return;
  }
  if (mode === '--cleanup') {
    const [dataDir, userId] = rest;
    const database = await openDatabase(databaseOptions(dataDir!));
    // The search and its records go with the user (ON DELETE CASCADE).
    await database.db.execute(sql`DELETE FROM users WHERE id = ${userId}::uuid`);
    await database.close();
    console.log('{}');
    return;
  }
  if (mode === '--export') {
    const [dataDir, userId, token, format] = rest;
    await measureExport(dataDir!, userId!, token!, format as ExportFormat);
    return;
  }
  const results: Measurement[] = [];
  console.log(`bench:export on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}`);
  for (const rows of SIZES) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bw-bench-export-'));
    try {
      const { userId, token } = JSON.parse(child(['--seed', dataDir, String(rows)])) as {
        userId: string;
        token: string;
      };
      for (const format of EXPORT_FORMATS) {
        const out = JSON.parse(child(['--export', dataDir, userId, token, format])) as {
          seconds: number;
          bytes: number;
          rssBefore: number;
          peakRss: number;
        };
        const measurement: Measurement = {
          rows,
          format,
          seconds: Math.round(out.seconds * 100) / 100,
          bytes: out.bytes,
          rssBeforeMb: Math.round(out.rssBefore / 2 ** 20),
          peakRssMb: Math.round(out.peakRss / 2 ** 20),
        };
        results.push(measurement);
        console.log(
          `${String(rows).padStart(6)} rows  ${format.padEnd(4)}  ${measurement.seconds.toFixed(2).padStart(6)} s  ` +
            `${(out.bytes / 2 ** 20).toFixed(1).padStart(6)} MB out  RSS before ${String(measurement.rssBeforeMb).padStart(4)} MB  ` +
            `peak ${String(measurement.peakRssMb).padStart(4)} MB`,
        );
      }
      if (process.env.DATABASE_URL) child(['--cleanup', dataDir, userId]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const worst = results.filter((result) => result.rows === Math.max(...SIZES));
  const slow = worst.filter((result) => result.seconds > 5);
  const heavy = worst.filter((result) => result.peakRssMb >= 300);
  console.log(
    `goal at ${Math.max(...SIZES)} rows (every format ≤ 5 s, peak RSS < 300 MB): ` +
      (slow.length === 0 && heavy.length === 0
        ? 'met'
        : `missed (${[...slow.map((r) => `${r.format} ${r.seconds} s`), ...heavy.map((r) => `${r.format} ${r.peakRssMb} MB`)].join(', ')})`),
  );
}

await main();
