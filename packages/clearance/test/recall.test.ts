// Recall on our own conflict pairs: the conflicting mark must be in the top 10 for >= 95% of queries,
// and invented names that resemble nothing must get `high` risk for <= 5% of them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '@brandwright/db';
import { importRecords, refreshStatistics } from '../src/registers/import-marks.ts';
import { searchMarks } from '../src/registers/search-marks.ts';
import { syntheticMarks } from '../src/registers/synthetic-marks.ts';
import type { JsonlReadItem } from '../src/registers/read-jsonl.ts';
import { FIXTURES, openFreshDatabase } from './helpers/fresh-database.ts';

interface Pair {
  query: string;
  mark: string;
  kind: string;
}

const pairs = readFileSync(path.join(FIXTURES, 'conflict-pairs.jsonl'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Pair);
const invented = readFileSync(path.join(FIXTURES, 'invented-names.txt'), 'utf8').split('\n').filter(Boolean);
const NOISE_MARKS = 20_000;

let database: Database;

beforeAll(async () => {
  database = await openFreshDatabase();
  const marks = [...new Set(pairs.map((pair) => pair.mark))];
  function* items(): Generator<JsonlReadItem> {
    let serial = 0;
    for (const name of marks) {
      serial += 1;
      const office = (['UK', 'EU', 'US'] as const)[serial % 3] ?? 'UK';
      yield {
        kind: 'mark',
        at: name,
        mark: { office, number: `R${serial}`, name, status: 'registered', classes: [9, 25] },
      };
    }
    for (const mark of syntheticMarks(NOISE_MARKS, { seed: 99 }))
      yield { kind: 'mark', at: mark.number, mark };
  }
  const report = await importRecords(database.pool, items());
  await refreshStatistics(database.pool, report);
}, 120_000);

afterAll(async () => {
  await database?.close();
});

it('finds the conflicting mark in the top 10 for at least 95% of the pairs', async () => {
  const misses: string[] = [];
  const timings: number[] = [];
  const byKind = new Map<string, { total: number; found: number }>();
  for (const pair of pairs) {
    const started = performance.now();
    const hits = await searchMarks(database, { name: pair.query, limit: 10 });
    timings.push(performance.now() - started);
    const found = hits.some((hit) => hit.name === pair.mark);
    const entry = byKind.get(pair.kind) ?? { total: 0, found: 0 };
    entry.total += 1;
    if (found) entry.found += 1;
    else misses.push(`${pair.query} -> ${pair.mark} (${pair.kind})`);
    byKind.set(pair.kind, entry);
  }
  const recall = 1 - misses.length / pairs.length;
  timings.sort((a, b) => a - b);
  console.log(
    `search ms p50 ${timings[Math.floor(timings.length / 2)]?.toFixed(1)} p95 ${timings[Math.floor(timings.length * 0.95)]?.toFixed(1)}`,
  );
  console.log(
    `recall@10 ${(recall * 100).toFixed(1)}% of ${pairs.length}`,
    Object.fromEntries(byKind),
    misses.slice(0, 40),
  );
  expect(pairs.length).toBeGreaterThanOrEqual(300);
  expect(recall).toBeGreaterThanOrEqual(0.95);
}, 120_000);

it('gives high risk to at most 5% of invented names', async () => {
  const high: string[] = [];
  for (const name of invented) {
    const hits = await searchMarks(database, { name, limit: 10 });
    if (hits.some((hit) => hit.risk === 'high'))
      high.push(`${name} ~ ${hits.find((hit) => hit.risk === 'high')?.name}`);
  }
  console.log(`invented names with high risk: ${high.length}/${invented.length}`, high);
  expect(high.length / invented.length).toBeLessThanOrEqual(0.05);
}, 60_000);
