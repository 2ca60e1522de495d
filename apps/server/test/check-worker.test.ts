import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '@brandwright/db';
import {
  demoWorld,
  startFakeDnsServer,
  startFakeRdapServer,
  type FakeDnsServer,
  type FakeRdapServer,
} from '@brandwright/clearance/testing';
import { CHECK_BOSS_SCHEMA } from '../src/modules/check/check-runtime.ts';
import {
  addMarks,
  ledgerEntries,
  mark,
  memberWithCredits,
  readResults,
  startCheckTestApp,
  startSearch,
  waitForCompletion,
} from './helpers/check-app.ts';

// The worker role on PostgreSQL (`npm run worker`, real child processes): a worker killed with
// SIGKILL mid-search leaves no search stuck (a second worker expires and retries its job), and two
// workers on one database run every job once and complete every search. Web and workers share only
// the database; the web process runs no jobs here (CHECK_JOBS_IN_WEB=off). Needs TEST_DATABASE_URL.

const adminUrl = process.env.TEST_DATABASE_URL;
const WORKER_ENTRY = fileURLToPath(new URL('../src/worker.ts', import.meta.url));

let databaseUrl = '';
let databaseName = '';
let database: Database;
let rdap: FakeRdapServer;
let dns: FakeDnsServer;
const children: ChildProcess[] = [];

/** Settings every process of a test shares (queue options are fixed on a job when it is sent). */
function sharedEnv(extra: Record<string, string> = {}): Record<string, string> {
  return {
    RDAP_BOOTSTRAP_URL: rdap.bootstrapUrl,
    DNS_SERVERS: dns.address,
    CHECK_DOMAIN_TIMEOUT_MS: '5000',
    CHECK_DOMAIN_LOOKUP_TIMEOUT_MS: '20000',
    CHECK_JOB_EXPIRY_GRACE_SECONDS: '1',
    CHECK_JOB_RETRY_DELAY_SECONDS: '0',
    CHECK_MAINTENANCE_SECONDS: '1',
    ...extra,
  };
}

/** A worker process; resolves once it says it is ready. */
async function startWorker(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER_ENTRY], {
    env: { ...process.env, LOG_LEVEL: 'info', DATABASE_URL: databaseUrl, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('check worker ready')) resolve();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`worker exited (${code}) before it was ready: ${output}`)));
  });
  return child;
}

async function stopWorker(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill(signal);
  return exited;
}

describe.skipIf(!adminUrl)('check workers on PostgreSQL', () => {
  beforeAll(async () => {
    databaseName = `bw_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    await admin.end();
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
    database = await openDatabase({ databaseUrl, poolSize: 5 });
    const world = demoWorld();
    rdap = await startFakeRdapServer({ world, withoutRdap: ['de'] });
    dns = await startFakeDnsServer({ world });
  });
  afterAll(async () => {
    await Promise.all(children.map((child) => stopWorker(child, 'SIGKILL')));
    await Promise.all([rdap?.close(), dns?.close()]);
    await database?.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  });

  it('a worker killed with SIGKILL mid-search: a second worker retries its job and the search completes', async () => {
    const web = await startCheckTestApp({ database, env: sharedEnv({ CHECK_JOBS_IN_WEB: 'off' }) });
    try {
      const first = await startWorker(sharedEnv());
      rdap.byName['phoenixa.com'] = { hold: true };
      const user = await memberWithCredits(web, 1);
      const response = await startSearch(web.app, user.token, {
        keyword: 'Phoenixa',
        job_type: 'domain_search',
      });
      const token = response.json<{ search_token: string }>().search_token;
      // The worker is inside the search: its RDAP request is held by the fake.
      await vi.waitFor(() => expect(rdap.requests.get('phoenixa.com')).toBe(1), {
        timeout: 30_000,
        interval: 20,
      });
      await stopWorker(first, 'SIGKILL');
      delete rdap.byName['phoenixa.com'];
      rdap.release();
      const before = await waitForSourceState(token, 'running');
      expect(before).toBe(1);

      const second = await startWorker(sharedEnv());
      const { search, sources } = await waitForCompletion(database, token, 60_000);
      expect(sources[0]).toMatchObject({ source: 'domains', state: 'done', attempts: 2 });
      expect(search.refunded).toBe(false);
      const domains = await readResults(database, search.id, 'domains');
      expect(domains.find((row) => row.record.name === 'phoenixa.com')?.record.availability).toBe(
        'available',
      );
      expect(new Set(domains.map((row) => row.position)).size).toBe(domains.length);
      expect(await ledgerEntries(database, user.id)).toEqual([{ kind: 'search_spend', delta: -1 }]);
      expect(await stopWorker(second)).toBe(0);
    } finally {
      await web.close();
    }
  });

  it('two workers on one database: every job runs once, every search completes, woken by NOTIFY', async () => {
    await addMarks(database, [
      mark('UK', 'UK00003999001', 'TWINWORK', [9]),
      mark('EU', '018999001', 'TWINWORCK', [9]),
      mark('US', '97999001', 'TWINWORKS', [9]),
    ]);
    // Polls 60 s apart: a search finishing sooner shows the cross-process wake-up works.
    const env = sharedEnv({ CHECK_POLL_SECONDS: '60', CHECK_DOMAIN_LOOKUP_TIMEOUT_MS: '2000' });
    const web = await startCheckTestApp({ database, env: { ...env, CHECK_JOBS_IN_WEB: 'off' } });
    const workers = await Promise.all([startWorker(env), startWorker(env)]);
    try {
      const users = await Promise.all(Array.from({ length: 12 }, () => memberWithCredits(web, 1)));
      const responses = await Promise.all(
        users.map((user, index) =>
          startSearch(web.app, user.token, {
            keyword: index % 2 === 0 ? 'Twinwork' : `Twin Parallel ${index}`,
            job_type: 'trademark_search,euipo_search,usipo_search,domain_search',
          }),
        ),
      );
      const tokens = responses.map((response) => response.json<{ search_token: string }>().search_token);
      for (const [index, token] of tokens.entries()) {
        const { search, sources } = await waitForCompletion(database, token, 30_000);
        expect(sources.every((row) => row.attempts === 1)).toBe(true);
        expect(sources.map((row) => row.state)).toEqual(['done', 'done', 'done', 'done']);
        expect(search.refunded).toBe(false);
        if (index % 2 === 0) {
          const uk = await readResults(database, search.id, 'uk_trademarks');
          expect(uk[0]?.record).toMatchObject({ application_number: 'UK00003999001' });
        }
      }
      const jobs = await database.db.execute<{ name: string; state: string; count: string }>(sql`
        SELECT name, state, count(*) AS count FROM ${sql.raw(CHECK_BOSS_SCHEMA)}.job
        WHERE name LIKE 'check-%' AND created_on > now() - interval '10 minutes' AND data->>'searchId' IN (
          SELECT id::text FROM check_searches WHERE token = ANY(${sql.param(tokens)}::text[])
        )
        GROUP BY name, state ORDER BY name`);
      expect(jobs.rows.map((row) => [row.name, row.state, Number(row.count)])).toEqual([
        ['check-domains', 'completed', 12],
        ['check-eu-trademarks', 'completed', 12],
        ['check-uk-trademarks', 'completed', 12],
        ['check-us-trademarks', 'completed', 12],
      ]);
      expect(await Promise.all(workers.map((worker) => stopWorker(worker)))).toEqual([0, 0]);
    } finally {
      await web.close();
    }
  });
});

async function waitForSourceState(token: string, state: string): Promise<number> {
  const result = await database.db.execute<{ attempts: number }>(sql`
    SELECT c.attempts FROM check_search_sources c JOIN check_searches s ON s.id = c.search_id
    WHERE s.token = ${token} AND c.state = ${state}`);
  return Number(result.rows[0]?.attempts ?? 0);
}

describe('npm run worker without PostgreSQL', () => {
  it('refuses to start and says why (the embedded database runs its jobs in the server process)', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent' };
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, ['--import', 'tsx', WORKER_ENTRY], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) =>
      child.once('exit', (exitCode) => resolve(exitCode)),
    );
    expect(code).toBe(1);
    expect(errors).toContain('npm run worker needs DATABASE_URL (PostgreSQL)');
  });
});
