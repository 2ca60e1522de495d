// npm run bench:registers -- [--sizes 100000,1000000,5000000] [--queries 1000] [--budget-minutes 30]
// Synthesises registers, imports them through the JSONL importer, runs varied queries through
// searchMarks and, in the same run, the same queries as a plain pg_trgm similarity query.
// PostgreSQL when DATABASE_URL is set (a throwaway database is created beside it), PGlite otherwise.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase, type Database } from '@brandwright/db';
import { importMarks } from '../src/registers/import-marks.ts';
import { searchMarks } from '../src/registers/search-marks.ts';
import { seededRandom, syntheticMarks, writeSyntheticJsonl } from '../src/registers/synthetic-marks.ts';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: process.env.BENCH_REGISTER_SIZES ?? '100000,1000000,5000000' },
    queries: { type: 'string', default: process.env.BENCH_REGISTER_QUERIES ?? '1000' },
    'budget-minutes': { type: 'string', default: process.env.BENCH_REGISTER_BUDGET_MINUTES ?? '30' },
  },
});
const sizes = values.sizes
  .split(',')
  .map(Number)
  .filter((size) => size > 0);
const queryCount = Number(values.queries);
const deadline = Date.now() + Number(values['budget-minutes']) * 60_000;

async function freshDatabase(): Promise<{ database: Database; cleanup: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `bw_bench_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: target.toString(), poolSize: 2 });
    return {
      database,
      cleanup: async () => {
        await database.close();
        const dropper = new pg.Client({ connectionString: url });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      },
    };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bw-bench-registers-'));
  const database = await openDatabase({ dataDir, poolSize: 2 });
  return {
    database,
    cleanup: async () => {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const FOREIGN = [
  'MANZANA',
  'LUNA ROJA',
  'SOLEIL',
  'GATO NEGRO',
  'ESTRELLA',
  'CIELO AZUL',
  'KONING',
  'PAPILLON',
];
const INVENTED = [
  'ZUVRALIQ',
  'KWENTORB',
  'FLOXIMAND',
  'PRAVELTUNE',
  'QUORVISTA',
  'DRENMOLAK',
  'VOSTRELIX',
  'GLAXOMIRA',
];

/** Varied queries: exact names, typos, sound-alikes, spacing and plural variants, foreign words, invented names. */
function benchQueries(size: number, count: number): string[] {
  const random = seededRandom(2024);
  const names: string[] = [];
  const stride = Math.max(1, Math.floor(size / count));
  let index = 0;
  for (const mark of syntheticMarks(Math.min(size, stride * count))) {
    if (index++ % stride === 0) names.push(mark.name);
  }
  return names.slice(0, count).map((name, position) => {
    const kind = position % 8;
    const middle = Math.floor(name.length / 2);
    if (kind === 0) return name;
    if (kind === 1) return name.slice(0, middle) + name.slice(middle + 1);
    if (kind === 2) return name.replace(/C/, 'K').replace(/I/, 'Y').replace(/S/, 'Z');
    if (kind === 3) return `${name.slice(0, middle)} ${name.slice(middle)}`;
    if (kind === 4) return `${name}S`;
    if (kind === 5) return FOREIGN[Math.floor(random() * FOREIGN.length)] ?? 'MANZANA';
    if (kind === 6) return INVENTED[Math.floor(random() * INVENTED.length)] ?? 'ZUVRALIQ';
    return name.replace(/O/, '0').replace(/L/, '1');
  });
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

const TRGM_SQL = `SELECT office, number, name, similarity(name_compact, $1) AS score FROM marks
  WHERE name_compact % $1 ORDER BY score DESC LIMIT 20`;

console.log(
  `registers benchmark: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, sizes ${sizes.join(', ')}, ${queryCount} queries, budget ${values['budget-minutes']} min`,
);
const rows: string[] = [];
for (const size of sizes) {
  if (Date.now() > deadline) {
    console.log(`size ${size}: skipped, time budget spent`);
    continue;
  }
  const scratch = mkdtempSync(path.join(tmpdir(), 'bw-bench-jsonl-'));
  const file = path.join(scratch, 'marks.jsonl');
  await writeSyntheticJsonl(file, size);
  const { database, cleanup } = await freshDatabase();
  try {
    const started = performance.now();
    const report = await importMarks(database.pool, 'jsonl', [file], {
      source: 'synthetic',
      batchSize: 5000,
    });
    const importSeconds = (performance.now() - started) / 1000;
    const rate = Math.round(size / importSeconds);
    const phases = Object.entries(report.phases ?? {})
      .map(([phase, ms]) => `${phase} ${(ms / 1000).toFixed(1)} s`)
      .join(', ');
    console.log(
      `size ${size}: imported ${report.imported} in ${importSeconds.toFixed(1)} s = ${rate} marks/s (skipped ${report.skipped.length}; ${phases})`,
    );
    // A rate over a partial import would be meaningless: CI's smoke run fails on it.
    if (report.imported !== size || report.skipped.length > 0) {
      console.error(`size ${size}: expected ${size} marks imported and none skipped`);
      process.exitCode = 1;
    }

    const queries = benchQueries(size, queryCount);
    const ours: number[] = [];
    const trigram: number[] = [];
    for (const name of queries) {
      if (Date.now() > deadline) break;
      let begin = performance.now();
      await searchMarks(database, { name, limit: 20 });
      ours.push(performance.now() - begin);
      begin = performance.now();
      await database.pool.query(TRGM_SQL, [name.toLowerCase().replace(/[^a-z0-9]/g, '')]);
      trigram.push(performance.now() - begin);
    }
    ours.sort((a, b) => a - b);
    trigram.sort((a, b) => a - b);
    const memory = process.memoryUsage();
    const line =
      `| ${size.toLocaleString('en')} | ${rate.toLocaleString('en')} | ${ours.length} | ${percentile(ours, 0.5).toFixed(1)} | ${percentile(ours, 0.95).toFixed(1)} | ` +
      `${percentile(trigram, 0.5).toFixed(1)} | ${percentile(trigram, 0.95).toFixed(1)} | ${(percentile(ours, 0.95) / percentile(trigram, 0.95)).toFixed(2)} | ` +
      `${Math.round(memory.rss / 1e6)} MB rss, ${Math.round(memory.heapUsed / 1e6)} MB heap |`;
    rows.push(line);
    console.log(line);
  } finally {
    await cleanup();
    rmSync(scratch, { recursive: true, force: true });
  }
}
console.log(
  '\n| marks | import marks/s | queries | ours p50 ms | ours p95 ms | pg_trgm p50 ms | pg_trgm p95 ms | p95 ratio ours/trgm | memory (bench process) |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
