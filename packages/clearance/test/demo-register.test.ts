import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '@brandwright/db';
import { ensureDemoRegister, searchMarks } from '../src/index.ts';
import { openFreshDatabase } from './helpers/fresh-database.ts';

let database: Database;
beforeAll(async () => {
  database = await openFreshDatabase();
}, 60_000);
afterAll(async () => {
  await database?.close();
});

it('loads the demo register once, labelled as demo data and spread over the offices', async () => {
  const first = await ensureDemoRegister(database);
  expect(first?.imported).toBeGreaterThan(5000);
  expect(first?.skipped.length).toBeLessThan(10);
  expect(await ensureDemoRegister(database)).toBeNull();
  const offices = await database.pool.query(
    'SELECT office, count(*)::int AS n FROM marks GROUP BY office ORDER BY office',
  );
  expect(offices.rows.map((row: { office: string }) => row.office)).toEqual(['EU', 'UK', 'US']);
  for (const row of offices.rows as Array<{ n: number }>) expect(row.n).toBeGreaterThan(1000);
  const notDemo = await database.pool.query("SELECT count(*)::int AS n FROM marks WHERE source <> 'demo'");
  expect(notDemo.rows[0].n).toBe(0);
  const hits = await searchMarks(database, { name: 'Spotifi', limit: 3 });
  expect(hits[0]).toMatchObject({ name: 'Spotify', source: 'demo' });
}, 60_000);

it('leaves no rows waiting in the search indexes’ GIN pending lists once loaded (each search scans them)', async () => {
  await ensureDemoRegister(database);
  const pending = await database.pool.query(`
    SELECT coalesce(sum(gin_clean_pending_list(index.indexrelid::regclass)), 0)::int AS pages
    FROM pg_index AS index
    JOIN pg_class AS relation ON relation.oid = index.indexrelid
    JOIN pg_am AS method ON method.oid = relation.relam
    WHERE index.indrelid = 'marks'::regclass AND method.amname = 'gin'`);
  expect(pending.rows[0].pages).toBe(0);
}, 60_000);
