// The domain source's shared state alone (part of `npm run bench:check`): budget takes and cache reads
// and writes through the database, CONCURRENCY in flight, each phase bounded by an operation count.
// Every answer is checked: a contended bucket must grant exactly its capacity, every cached record must
// read back as written, every unknown domain must miss.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DomainRecord } from '@brandwright/clearance';
import type { Database } from '@brandwright/db';
import {
  createDatabaseRateBudget,
  createDatabaseResultCache,
} from '../src/modules/check/domain-state/index.ts';
import { percentile } from './bench-stats.ts';

export interface StorePhase {
  phase: string;
  ops: number;
  opsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** What the phase checks, as found (e.g. "granted 100 of 1000, capacity 100"). */
  outcome: string;
  sound: boolean;
}

export interface StoreBenchOptions {
  ops: number;
  concurrency: number;
}

/** Runs `run(0..count-1)` with `concurrency` in flight; answers the results and each call's latency. */
async function measure<R>(
  count: number,
  concurrency: number,
  run: (index: number) => Promise<R>,
): Promise<{ results: R[]; latencies: number[]; elapsedMs: number }> {
  const results = new Array<R>(count);
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  async function lane(): Promise<void> {
    for (let index = next++; index < count; index = next++) {
      const begun = performance.now();
      results[index] = await run(index);
      latencies.push(performance.now() - begun);
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, lane));
  return { results, latencies: latencies.sort((a, b) => a - b), elapsedMs: performance.now() - started };
}

function phase(
  name: string,
  timing: { latencies: number[]; elapsedMs: number },
  outcome: string,
  sound: boolean,
): StorePhase {
  return {
    phase: name,
    ops: timing.latencies.length,
    opsPerSecond: Math.round(timing.latencies.length / (timing.elapsedMs / 1000)),
    p50Ms: Number(percentile(timing.latencies, 50).toFixed(1)),
    p99Ms: Number(percentile(timing.latencies, 99).toFixed(1)),
    outcome,
    sound,
  };
}

/** The phases on one database; rows it writes carry a run prefix and are deleted afterwards. */
export async function benchStores(database: Database, options: StoreBenchOptions): Promise<StorePhase[]> {
  const run = `bench-${randomBytes(4).toString('hex')}`;
  const { ops, concurrency } = options;
  const phases: StorePhase[] = [];
  try {
    // Every pool connection opened first, so the first phase does not pay for connecting.
    await Promise.all(Array.from({ length: concurrency }, () => database.db.execute(sql`SELECT 1`)));
    // Takes spread over eight registries with room for all of them: the statement's own cost.
    const roomy = Object.fromEntries(
      Array.from({ length: 8 }, (_, i) => [`${run}.registry-${i}/`, { capacity: ops, refillPerSecond: 0 }]),
    );
    const spread = createDatabaseRateBudget(database, { limits: roomy });
    const spreadRun = await measure(ops, concurrency, (i) => spread.take(`${run}.registry-${i % 8}/`));
    const spreadGranted = spreadRun.results.filter(Boolean).length;
    phases.push(
      phase(
        'budget take, 8 registries',
        spreadRun,
        `granted ${spreadGranted} of ${ops}`,
        spreadGranted === ops,
      ),
    );

    // Every take on one bucket: they queue on its row, and exactly its capacity is granted.
    const capacity = Math.max(1, Math.floor(ops / 10));
    const hot = `${run}.hot-registry/`;
    const contended = createDatabaseRateBudget(database, {
      limits: { [hot]: { capacity, refillPerSecond: 0 } },
    });
    const hotRun = await measure(ops, concurrency, () => contended.take(hot));
    const hotGranted = hotRun.results.filter(Boolean).length;
    phases.push(
      phase(
        'budget take, 1 registry',
        hotRun,
        `granted ${hotGranted} of ${ops}, capacity ${capacity}`,
        hotGranted === capacity,
      ),
    );

    const cache = createDatabaseResultCache(database);
    const domainOf = (i: number) => `${run}-name-${i}.com`;
    const recordOf = (i: number): DomainRecord => ({
      name: domainOf(i),
      registrar: i % 2 === 0 ? 'Bench Registrar (demo data)' : null,
      availability: i % 2 === 0 ? 'taken' : 'available',
      reason: i % 2 === 0 ? 'registered: RDAP bench' : 'not registered: 404 from bench',
      expires_at: i % 2 === 0 ? '2030-01-01T00:00:00Z' : null,
    });
    const setRun = await measure(ops, concurrency, (i) => cache.set(domainOf(i), recordOf(i), 10 * 60_000));
    phases.push(phase('cache set (upsert)', setRun, `${ops} written`, true));

    const hitRun = await measure(ops, concurrency, (i) => cache.get(domainOf(i)));
    const hits = hitRun.results.filter(
      (found, i) => JSON.stringify(found) === JSON.stringify(recordOf(i)),
    ).length;
    phases.push(phase('cache get, hit', hitRun, `${hits} of ${ops} read back as written`, hits === ops));

    const missRun = await measure(ops, concurrency, (i) => cache.get(`${run}-absent-${i}.com`));
    const misses = missRun.results.filter((found) => found === undefined).length;
    phases.push(phase('cache get, miss', missRun, `${misses} of ${ops} missed`, misses === ops));
  } finally {
    await database.db.execute(sql`DELETE FROM domain_rate_buckets WHERE registry LIKE ${`${run}.%`}`);
    await database.db.execute(sql`DELETE FROM domain_result_cache WHERE domain LIKE ${`${run}-%`}`);
  }
  return phases;
}
