// `npm run bench:check [-- --quick] [-- --stores-only | --searches-only] [-- --skip-pglite] [-- --all-sources]`: the Check
// tool under load, on a fresh embedded database and, with DATABASE_URL set (or --pg), on a fresh
// database created on that PostgreSQL server (dropped afterwards, so no earlier run's cached answers or
// spent budgets count). The server's own settings pass through the environment (CHECK_WORKER_CONCURRENCY…).
//  1. The domain source's shared state alone (check-stores.ts): STORE_OPS budget takes and cache reads
//     and writes per phase, STORE_CONCURRENCY in flight, every answer checked.
//  2. SEARCHES full checks at once over HTTP (check-searches.ts): UK, EU and US trademarks and domains
//     with hyphenate, against loopback RDAP and DNS fakes (RDAP 150–400 ms, DNS 5–40 ms, seeded); on
//     PostgreSQL with WORKERS worker processes. Time to the first result and to completion, p50/p95 per
//     search; errors.
// Bounded by counts throughout. Exits non-zero on any error or wrong answer (not on a missed goal).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '@brandwright/db';
import { benchStores, type StorePhase } from './check-stores.ts';
import { benchSearches, CHECK_GOALS, type SearchBenchFigures } from './check-searches.ts';

const { values: flags } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    pg: { type: 'boolean', default: false },
    'stores-only': { type: 'boolean', default: false },
    'searches-only': { type: 'boolean', default: false },
    /** Skip the embedded run (with DATABASE_URL set, only PostgreSQL is measured). */
    'skip-pglite': { type: 'boolean', default: false },
    /** Every source the product checks (social handles too), not only part 1's trademarks and domains. */
    'all-sources': { type: 'boolean', default: false },
  },
});

function positive(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number`);
  return value;
}

const SEARCHES = positive('BENCH_CHECK_SEARCHES', flags.quick ? 5 : 50);
const WORKERS = positive('BENCH_CHECK_WORKERS', 2);
const STORE_OPS = positive('BENCH_CHECK_STORE_OPS', flags.quick ? 200 : 1_000);
const STORE_CONCURRENCY = positive('BENCH_CHECK_STORE_CONCURRENCY', 20);
const SEED = positive('BENCH_CHECK_SEED', 7);

/** A database of this run's own on the server of `adminUrl`; dropped by the answer's `drop`. */
async function freshPostgres(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bw_bench_check_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

async function storesOn(kind: 'pglite' | 'postgres', databaseUrl?: string): Promise<StorePhase[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bw-bench-check-stores-'));
  // As many connections as operations in flight, so the database (not the pool) is what queues.
  const database = await openDatabase(
    kind === 'postgres'
      ? { databaseUrl, poolSize: STORE_CONCURRENCY }
      : { dataDir, poolSize: STORE_CONCURRENCY },
  );
  try {
    return await benchStores(database, { ops: STORE_OPS, concurrency: STORE_CONCURRENCY });
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function printStores(kind: string, phases: StorePhase[]): boolean {
  console.log(
    `\n${kind}: domain state stores, ${STORE_OPS} operations a phase, ${STORE_CONCURRENCY} in flight`,
  );
  console.table(
    Object.fromEntries(
      phases.map((p) => [
        p.phase,
        { 'ops/s': p.opsPerSecond, 'p50 ms': p.p50Ms, 'p99 ms': p.p99Ms, checked: p.outcome, sound: p.sound },
      ]),
    ),
  );
  return phases.every((p) => p.sound);
}

function printSearches(figures: SearchBenchFigures): boolean {
  const processes = figures.workers > 0 ? `web + ${figures.workers} workers` : 'one process running the jobs';
  console.log(
    `\n${figures.kind}: ${figures.searches} checks at once (UK+EU+US trademarks, domains with hyphenate${flags['all-sources'] ? ', social handles and mentions (200–600 ms), web search (800 ms)' : ''}), ${processes}, progress by ${figures.followedBy}`,
  );
  console.table({
    [figures.kind]: {
      'recorded p50/p95 ms': `${figures.recordedP50} / ${figures.recordedP95}`,
      'first result p50/p95 ms': `${figures.firstP50} / ${figures.firstP95}`,
      'complete p50/p95 ms': `${figures.completeP50} / ${figures.completeP95}`,
      errors: figures.errors,
      '5xx': figures.serverErrors,
    },
  });
  console.table(
    Object.fromEntries(
      Object.entries(figures.perSource).map(([source, entry]) => [
        source,
        { 'finished p50/p95 ms': `${entry.p50} / ${entry.p95}`, states: entry.states },
      ]),
    ),
  );
  console.log(`trademark hits: ${figures.trademarkHits}; domains: ${JSON.stringify(figures.domains)}`);
  for (const [reason, count] of figures.unknownReasons) console.log(`  unknown ×${count}: ${reason}`);
  for (const [reason, count] of figures.unknownSources) console.log(`source ${reason} ×${count}`);
  console.log(
    `goals: first result p95 ${figures.firstP95} ms (≤ ${CHECK_GOALS.firstP95}), complete p95 ${figures.completeP95} ms (≤ ${CHECK_GOALS.completeP95}), errors ${figures.errors} (0)`,
  );
  for (const sample of figures.errorSamples) console.log(`error: ${sample}`);
  return figures.errors === 0;
}

const adminUrl = process.env.DATABASE_URL;
if (flags.pg && !adminUrl)
  throw new Error('--pg needs DATABASE_URL=postgres://… of a server the bench may create a database on');
const runStores = !flags['searches-only'];
const runSearches = !flags['stores-only'];
let sound = true;

if (runStores && !flags['skip-pglite']) sound = printStores('pglite', await storesOn('pglite')) && sound;
if (runSearches && !flags['skip-pglite'])
  sound =
    printSearches(
      await benchSearches({
        kind: 'pglite',
        searches: SEARCHES,
        workers: 0,
        seed: SEED,
        allSources: flags['all-sources'],
      }),
    ) && sound;

if (adminUrl) {
  const fresh = await freshPostgres(adminUrl);
  try {
    if (runStores) sound = printStores('postgres', await storesOn('postgres', fresh.url)) && sound;
    if (runSearches)
      sound =
        printSearches(
          await benchSearches({
            kind: 'postgres',
            databaseUrl: fresh.url,
            searches: SEARCHES,
            workers: WORKERS,
            seed: SEED,
            allSources: flags['all-sources'],
          }),
        ) && sound;
  } finally {
    await fresh.drop();
  }
} else {
  console.log('\nDATABASE_URL not set: PostgreSQL run skipped.');
}
if (!sound) {
  console.error('\nbench:check: errors or wrong answers (see above)');
  process.exitCode = 1;
}
