import PgBoss from 'pg-boss';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoWorld, startFakeDnsServer, startFakeRdapServer } from '@brandwright/clearance/testing';
import { auditBalance } from '../src/modules/credits/index.ts';
import { CHECK_BOSS_SCHEMA } from '../src/modules/check/check-runtime.ts';
import type { CheckSource } from '@brandwright/contracts';
import { CHECK_QUEUE_OF_SOURCE } from '../src/modules/check/jobs/check-job-definitions.ts';
import { JobInterruptedError, type CheckJobContext } from '../src/modules/check/jobs/check-job-context.ts';
import {
  runSourceJob,
  verdictOf,
  withinTimeLimit,
  type PerformSource,
} from '../src/modules/check/jobs/run-source-job.ts';
import { claimSource, finishSource, writeSourceRecords } from '../src/modules/check/source-progress.ts';
import { sweepStaleSources } from '../src/modules/check/sweep-stale-sources.ts';
import { registerSearchLimit } from '../src/modules/check/jobs/trademark-job.ts';
import {
  ledgerEntries,
  memberWithCredits,
  readResults,
  readSearch,
  startCheckTestApp,
  startSearch,
  waitForCompletion,
} from './helpers/check-app.ts';

// The job side of the Check pipeline on PGlite, or PostgreSQL with TEST_DATABASE_URL: completion and
// the refund decided exactly once when sources finish together, retries that rewrite instead of
// duplicating, a job held by a process that died (expired, then retried or dead-lettered), and many
// simultaneous searches through pg-boss on the same database.

type Apps = Awaited<ReturnType<typeof startCheckTestApp>>;
const TRADEMARKS: CheckSource[] = ['uk_trademarks', 'eu_trademarks', 'us_trademarks'];

describe('without a job runner in this process', () => {
  let t: Apps;
  beforeAll(async () => {
    t = await startCheckTestApp({ env: { CHECK_JOBS_IN_WEB: 'off', CHECK_SOURCES: 'demo' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function queuedSearch(jobType: string) {
    const user = await memberWithCredits(t, 1);
    const response = await startSearch(t.app, user.token, { keyword: 'Tandemo', job_type: jobType });
    expect(response.statusCode, response.body).toBe(200);
    const token = response.json<{ search_token: string }>().search_token;
    return { user, token, ...(await readSearch(t.database, token)) };
  }

  it('records queued sources and one pg-boss job per source in the same transaction', async () => {
    const { search, sources } = await queuedSearch('trademark_search,usipo_search,domain_search');
    expect(sources.map((row) => [row.source, row.state])).toEqual([
      ['domains', 'queued'],
      ['uk_trademarks', 'queued'],
      ['us_trademarks', 'queued'],
    ]);
    const jobs = await t.database.db.execute<{ name: string; data: { searchId: string; source: string } }>(
      sql`SELECT name, data FROM ${sql.raw(CHECK_BOSS_SCHEMA)}.job WHERE data->>'searchId' = ${search.id} ORDER BY name`,
    );
    expect(jobs.rows).toEqual([
      { name: 'check-domains', data: { searchId: search.id, source: 'domains' } },
      { name: 'check-uk-trademarks', data: { searchId: search.id, source: 'uk_trademarks' } },
      { name: 'check-us-trademarks', data: { searchId: search.id, source: 'us_trademarks' } },
    ]);
  });

  it('a refused search (no credit) leaves no job behind', async () => {
    const before = await t.database.db.execute<{ count: string }>(
      sql`SELECT count(*) AS count FROM ${sql.raw(CHECK_BOSS_SCHEMA)}.job`,
    );
    const broke = await memberWithCredits(t, 0);
    expect(
      (await startSearch(t.app, broke.token, { keyword: 'Nope', job_type: 'domain_search' })).statusCode,
    ).toBe(402);
    const after = await t.database.db.execute<{ count: string }>(
      sql`SELECT count(*) AS count FROM ${sql.raw(CHECK_BOSS_SCHEMA)}.job`,
    );
    expect(after.rows[0]?.count).toBe(before.rows[0]?.count);
  });

  it('sources of 10 searches finishing all at once: each search completes once and is refunded once', async () => {
    const searches = await Promise.all(
      Array.from({ length: 10 }, () =>
        queuedSearch('trademark_search,euipo_search,usipo_search,domain_search'),
      ),
    );
    const finishes = await Promise.all(
      searches.flatMap(({ search }) =>
        [...TRADEMARKS, 'domains' as const].map((source) =>
          finishSource(
            t.database.db,
            { searchId: search.id, source, attempt: null },
            { state: 'unknown', reason: 'test: the source failed' },
          ),
        ),
      ),
    );
    expect(finishes.filter((result) => result.finished)).toHaveLength(40);
    expect(finishes.filter((result) => result.searchCompleted)).toHaveLength(10);
    expect(finishes.filter((result) => result.refunded)).toHaveLength(10);
    for (const { user, token } of searches) {
      const { search } = await readSearch(t.database, token);
      expect(search).toMatchObject({ refunded: true });
      expect(search.completed_at).not.toBeNull();
      expect(await ledgerEntries(t.database, user.id)).toEqual([
        { kind: 'search_spend', delta: -1 },
        { kind: 'refund', delta: 1 },
      ]);
      expect(await auditBalance(t.database.db, user.id)).toMatchObject({ balance: 1, ledgerSum: 1 });
    }
    // A late finish (a duplicate delivery) changes nothing.
    const again = await finishSource(
      t.database.db,
      { searchId: searches[0]?.search.id ?? '', source: 'domains', attempt: null },
      { state: 'done', reason: null },
    );
    expect(again).toEqual({ finished: false, searchCompleted: false, refunded: false });
  });

  it('one source done among failed ones: completed without a refund', async () => {
    const { search, user, token } = await queuedSearch('trademark_search,domain_search');
    await Promise.all([
      finishSource(
        t.database.db,
        { searchId: search.id, source: 'domains', attempt: null },
        { state: 'done', reason: null },
      ),
      finishSource(
        t.database.db,
        { searchId: search.id, source: 'uk_trademarks', attempt: null },
        { state: 'unknown', reason: 'test: the register failed' },
      ),
    ]);
    expect((await readSearch(t.database, token)).search).toMatchObject({ refunded: false });
    expect(await ledgerEntries(t.database, user.id)).toEqual([{ kind: 'search_spend', delta: -1 }]);
  });

  it('a failing source is retried while attempts remain, then ends unknown in words; a stop gives it back', async () => {
    const context = (): CheckJobContext => ({
      database: t.database,
      config: t.config.check,
      domainChecker: { checkDomain: () => Promise.reject(new Error('unused')), checkDomains: async () => [] },
      handleChecker: { checkHandle: () => Promise.reject(new Error('unused')), checkHandles: async () => [] },
      webSearcher: { provider: null, searchWeb: () => Promise.reject(new Error('unused')) },
      mentionSearcher: { searchMentions: () => Promise.reject(new Error('unused')) },
      log: { warn: () => undefined, error: () => undefined },
    });
    const failing: PerformSource = async () => {
      throw new Error('relation "secret_internal_table" does not exist');
    };
    const never: PerformSource = (_claimed, limits) =>
      withinTimeLimit(() => new Promise(() => undefined), limits);
    const delivery = (searchId: string, retryCount: number, stopSignal = new AbortController().signal) => ({
      payload: { searchId, source: 'uk_trademarks' as const },
      retryCount,
      retryLimit: 1,
      stopSignal,
    });

    const failed = await queuedSearch('trademark_search');
    await expect(runSourceJob(context(), delivery(failed.search.id, 0), 5_000, failing)).rejects.toThrow(
      /secret_internal_table/,
    );
    expect((await readSearch(t.database, failed.token)).sources[0]).toMatchObject({
      state: 'running',
      attempts: 1,
    });
    expect(await runSourceJob(context(), delivery(failed.search.id, 1), 5_000, failing)).toMatchObject({
      finished: true,
      searchCompleted: true,
      refunded: true,
    });
    const [source] = (await readSearch(t.database, failed.token)).sources;
    expect(source).toMatchObject({ state: 'unknown', attempts: 2 });
    expect(source?.reason).toBe(
      'UK Trademarks could not be checked: the search failed on our side (logged); please try again later',
    );

    const slow = await queuedSearch('trademark_search');
    expect(await runSourceJob(context(), delivery(slow.search.id, 1), 20, never)).toMatchObject({
      finished: true,
    });
    expect((await readSearch(t.database, slow.token)).sources[0]?.reason).toBe(
      'UK Trademarks could not be checked: no answer within 20 ms',
    );

    const stopped = await queuedSearch('trademark_search');
    const stop = new AbortController();
    const running = runSourceJob(context(), delivery(stopped.search.id, 1, stop.signal), 60_000, never);
    stop.abort();
    await expect(running).rejects.toBeInstanceOf(JobInterruptedError);
    expect((await readSearch(t.database, stopped.token)).sources[0]).toMatchObject({ state: 'running' });
  });

  it('a run overtaken by a newer attempt of its job writes nothing more and leaves the job to it', async () => {
    const context: CheckJobContext = {
      database: t.database,
      config: t.config.check,
      domainChecker: { checkDomain: () => Promise.reject(new Error('unused')), checkDomains: async () => [] },
      handleChecker: { checkHandle: () => Promise.reject(new Error('unused')), checkHandles: async () => [] },
      webSearcher: { provider: null, searchWeb: () => Promise.reject(new Error('unused')) },
      mentionSearcher: { searchMentions: () => Promise.reject(new Error('unused')) },
      log: { warn: () => undefined, error: () => undefined },
    };
    const delivery = (searchId: string) => ({
      payload: { searchId, source: 'domains' as const },
      retryCount: 0,
      retryLimit: 2,
      stopSignal: new AbortController().signal,
    });
    const { search, token } = await queuedSearch('domain_search');
    // The newer attempt claims the source while the first one is still running.
    const overtaken: PerformSource = async () => {
      await claimSource(t.database.db, search.id, 'domains');
      return { state: 'done', reason: null, recordCount: 0 };
    };
    const result = await runSourceJob(context, delivery(search.id), 5_000, overtaken);
    expect(result).toMatchObject({ finished: false });
    expect(verdictOf(result)).toBe('leave');
    expect((await readSearch(t.database, token)).sources[0]).toMatchObject({ state: 'running', attempts: 2 });
    expect(verdictOf('superseded')).toBe('leave');
    expect(verdictOf(undefined)).toBe('complete');
    expect(verdictOf({ finished: true, searchCompleted: false, refunded: false })).toBe('complete');
  });

  it('the sweep ends a source whose job ended without an answer, never one with a live job', async () => {
    const { search, token, user } = await queuedSearch('trademark_search,domain_search');
    const endJob = (queue: string) =>
      t.database.db.execute(sql`
        UPDATE ${sql.raw(CHECK_BOSS_SCHEMA)}.job SET state = 'completed', completed_on = now()
        WHERE name = ${queue} AND data->>'searchId' = ${search.id}`);
    expect(await sweepStaleSources(t.database.db, CHECK_BOSS_SCHEMA, 0)).toBe(0);
    await endJob(CHECK_QUEUE_OF_SOURCE.domains);
    expect(await sweepStaleSources(t.database.db, CHECK_BOSS_SCHEMA, 0)).toBe(1);
    let state = await readSearch(t.database, token);
    expect(state.sources.map((row) => [row.source, row.state])).toEqual([
      ['domains', 'unknown'],
      ['uk_trademarks', 'queued'],
    ]);
    expect(state.sources[0]?.reason).toBe(
      'Domains could not be checked: the search job ended without an answer',
    );
    expect(state.search.completed_at).toBeNull();
    // Not idle long enough: left alone.
    await endJob(CHECK_QUEUE_OF_SOURCE.uk_trademarks);
    expect(await sweepStaleSources(t.database.db, CHECK_BOSS_SCHEMA, 3600)).toBe(0);
    expect(await sweepStaleSources(t.database.db, CHECK_BOSS_SCHEMA, 0)).toBe(1);
    state = await readSearch(t.database, token);
    expect(state.search).toMatchObject({ refunded: true });
    expect(state.search.completed_at).not.toBeNull();
    expect(await ledgerEntries(t.database, user.id)).toEqual([
      { kind: 'search_spend', delta: -1 },
      { kind: 'refund', delta: 1 },
    ]);
  });

  it('a retried run rewrites its positions (no duplicates) and the older run can no longer write', async () => {
    const { search, token } = await queuedSearch('domain_search');
    const first = await claimSource(t.database.db, search.id, 'domains');
    if (!first) throw new Error('not claimed');
    const record = (name: string) => ({
      name,
      registrar: null,
      availability: 'unknown',
      reason: 'x',
      expires_at: null,
    });
    const five = ['a', 'b', 'c', 'd', 'e'].map((name, position) => ({
      position,
      record: record(`${name}.com`),
    }));
    expect(await writeSourceRecords(t.database.db, first.run, five, { percentage: 50, recordCount: 5 })).toBe(
      true,
    );

    const second = await claimSource(t.database.db, search.id, 'domains');
    if (!second) throw new Error('not claimed again');
    expect(second.run.attempt).toBe(first.run.attempt + 1);
    expect(await writeSourceRecords(t.database.db, first.run, five, { percentage: 60, recordCount: 5 })).toBe(
      false,
    );
    const three = ['x', 'y', 'z'].map((name, position) => ({ position, record: record(`${name}.com`) }));
    expect(
      await writeSourceRecords(t.database.db, second.run, three, { percentage: 90, recordCount: 3 }),
    ).toBe(true);
    expect(
      await finishSource(t.database.db, { ...first.run }, { state: 'done', reason: null, recordCount: 5 }),
    ).toMatchObject({ finished: false });
    expect(
      await finishSource(
        t.database.db,
        { ...second.run },
        { state: 'done', reason: null, recordCount: 3, positionsBelow: 3 },
      ),
    ).toMatchObject({ finished: true, searchCompleted: true });
    const rows = await readResults(t.database, search.id, 'domains');
    expect(rows.map((row) => [row.position, row.record.name])).toEqual([
      [0, 'x.com'],
      [1, 'y.com'],
      [2, 'z.com'],
    ]);
    const { sources } = await readSearch(t.database, token);
    expect(sources[0]).toMatchObject({ state: 'done', record_count: 3, attempts: 2 });
  });
});

describe('a job held by a process that died', () => {
  // Queue options are fixed on a job when it is sent: the sending app uses the same settings as the
  // survivor. Jobs expire 1 s after their 1 s limit, and expiry is looked for every second.
  const shortLived = {
    CHECK_SOURCES: 'demo',
    CHECK_DOMAIN_TIMEOUT_MS: '1000',
    CHECK_JOB_EXPIRY_GRACE_SECONDS: '1',
    CHECK_MAINTENANCE_SECONDS: '1',
  };

  /** A web process that only sends, a search, and its job taken by a process that then "dies". */
  async function searchWithDeadJob(env: Record<string, string>) {
    const web = await startCheckTestApp({ env: { ...env, CHECK_JOBS_IN_WEB: 'off' } });
    await web.runtime.start();
    const { pool } = web.database;
    // Stands for the dead process: it fetches the job and never completes or fails it.
    const dead = new PgBoss({
      db: { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) },
      schema: CHECK_BOSS_SCHEMA,
      supervise: false,
      schedule: false,
      migrate: false,
    });
    await dead.start();
    const user = await memberWithCredits(web, 1);
    const response = await startSearch(web.app, user.token, {
      keyword: 'Lazarix',
      job_type: 'domain_search',
    });
    const token = response.json<{ search_token: string }>().search_token;
    expect(await dead.fetch(CHECK_QUEUE_OF_SOURCE.domains, { batchSize: 10 })).toHaveLength(1);
    await dead.stop({ graceful: false, close: false });
    const survivor = await startCheckTestApp({ database: web.database, env });
    return {
      web,
      user,
      token,
      survivor,
      async close() {
        await survivor.close();
        await web.close();
      },
    };
  }

  it('is retried by a live process and the search completes (PostgreSQL: after its expiry; PGlite: at the start)', async () => {
    const run = await searchWithDeadJob(shortLived);
    try {
      await run.survivor.runtime.start();
      const { search, sources } = await waitForCompletion(run.web.database, run.token);
      expect(sources[0]).toMatchObject({ source: 'domains', state: 'done', attempts: 1 });
      expect(search.refunded).toBe(false);
      expect(await ledgerEntries(run.web.database, run.user.id)).toEqual([
        { kind: 'search_spend', delta: -1 },
      ]);
    } finally {
      await run.close();
    }
  });

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'on the embedded database a starting process retries it at once, without waiting for its expiry',
    async () => {
      // Default expiry (the source's limit plus 30 s): only the start-up can bring the job back in time.
      const run = await searchWithDeadJob({ CHECK_SOURCES: 'demo' });
      try {
        await run.survivor.runtime.start();
        const { sources } = await waitForCompletion(run.web.database, run.token, 15_000);
        expect(sources[0]).toMatchObject({ source: 'domains', state: 'done' });
      } finally {
        await run.close();
      }
    },
  );

  it('with no retries left it goes to the dead letter: the source ends unknown and the credit comes back', async () => {
    const run = await searchWithDeadJob({ ...shortLived, CHECK_JOB_RETRIES: '0' });
    try {
      await run.survivor.runtime.start();
      const { search, sources } = await waitForCompletion(run.web.database, run.token);
      expect(sources[0]).toMatchObject({ source: 'domains', state: 'unknown' });
      expect(sources[0]?.reason).toMatch(
        /could not be checked: the search job did not finish after 1 attempts/,
      );
      expect(search.refunded).toBe(true);
      expect(await ledgerEntries(run.web.database, run.user.id)).toEqual([
        { kind: 'search_spend', delta: -1 },
        { kind: 'refund', delta: 1 },
      ]);
    } finally {
      await run.close();
    }
  });
});

describe('many simultaneous searches through the queue', () => {
  let t: Apps;
  beforeAll(async () => {
    t = await startCheckTestApp({ env: { CHECK_SOURCES: 'demo' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('30 users start searches at once: every job runs once and every search completes', async () => {
    const users = await Promise.all(Array.from({ length: 30 }, () => memberWithCredits(t, 1)));
    const responses = await Promise.all(
      users.map((user, index) =>
        startSearch(t.app, user.token, {
          keyword: index % 3 === 0 ? 'Acme' : `Parallex ${index}`,
          job_type: 'trademark_search,usipo_search,domain_search',
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(users.map(() => 200));
    const tokens = responses.map((response) => response.json<{ search_token: string }>().search_token);
    for (const [index, token] of tokens.entries()) {
      const { search, sources } = await waitForCompletion(t.database, token, 60_000);
      expect(sources.map((row) => row.source)).toEqual(['domains', 'uk_trademarks', 'us_trademarks']);
      // An empty register: the trademark sources are unknown; domains answered, so no refund.
      expect(sources.map((row) => row.state)).toEqual(['done', 'unknown', 'unknown']);
      expect(sources.every((row) => row.attempts === 1)).toBe(true);
      const domains = await readResults(t.database, search.id, 'domains');
      expect(domains.length).toBe(sources[0]?.record_count);
      expect(new Set(domains.map((row) => row.record.name)).size).toBe(domains.length);
      if (index % 3 === 0)
        expect(domains.find((row) => row.record.name === 'acme.com')?.record.availability).toBe('taken');
      expect(search.refunded).toBe(false);
    }
    const jobs = await t.database.db.execute<{ state: string; count: string }>(sql`
      SELECT state, count(*) AS count FROM ${sql.raw(CHECK_BOSS_SCHEMA)}.job
      WHERE name LIKE 'check-%' GROUP BY state ORDER BY state`);
    expect(jobs.rows.map((row) => [row.state, Number(row.count)])).toEqual([['completed', 90]]);
  });
});

describe('a graceful stop (app.close) mid-search', () => {
  it('gives the running job back at once and another process completes the search', async () => {
    const world = demoWorld();
    const rdap = await startFakeRdapServer({ world });
    const dns = await startFakeDnsServer({ world });
    // Long limits: only the stop itself can end the first process's run quickly.
    const env = {
      RDAP_BOOTSTRAP_URL: rdap.bootstrapUrl,
      DNS_SERVERS: dns.address,
      CHECK_DOMAIN_LOOKUP_TIMEOUT_MS: '30000',
      CHECK_DOMAIN_TIMEOUT_MS: '60000',
    };
    const first = await startCheckTestApp({ env });
    try {
      rdap.byName['stopwell.com'] = { hold: true };
      const user = await memberWithCredits(first, 1);
      const response = await startSearch(first.app, user.token, {
        keyword: 'Stopwell',
        job_type: 'domain_search',
      });
      const token = response.json<{ search_token: string }>().search_token;
      await vi.waitFor(() => expect(rdap.requests.get('stopwell.com')).toBe(1), {
        timeout: 20_000,
        interval: 20,
      });
      await first.app.close();
      expect(first.runtime.activeJobs).toBe(0);
      const jobs = await first.database.db.execute<{ state: string }>(
        sql`SELECT state FROM ${sql.raw(CHECK_BOSS_SCHEMA)}.job WHERE name = 'check-domains'`,
      );
      expect(jobs.rows.map((row) => row.state)).toEqual(['retry']);

      delete rdap.byName['stopwell.com'];
      rdap.release();
      const second = await startCheckTestApp({ database: first.database, env });
      try {
        await second.runtime.start();
        const { sources, search } = await waitForCompletion(first.database, token);
        expect(sources[0]).toMatchObject({ state: 'done', attempts: 2 });
        const domains = await readResults(first.database, search.id, 'domains');
        expect(domains.find((row) => row.record.name === 'stopwell.com')?.record.availability).toBe(
          'available',
        );
      } finally {
        await second.close();
      }
    } finally {
      await first.database.close();
      await Promise.all([rdap.close(), dns.close()]);
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('the NOTIFY listener on PostgreSQL', () => {
  it('is replaced when its connection is lost, and wake-ups from another process arrive again', async () => {
    // Polls a minute apart: only a NOTIFY can wake the runner within the wait below.
    const env = { CHECK_SOURCES: 'demo', CHECK_POLL_SECONDS: '60' };
    const runner = await startCheckTestApp({ env });
    const sender = await startCheckTestApp({
      database: runner.database,
      env: { ...env, CHECK_JOBS_IN_WEB: 'off' },
    });
    try {
      await runner.runtime.start();
      const listeners = async () =>
        (
          await runner.database.db.execute<{ pid: number }>(sql`
            SELECT pid FROM pg_stat_activity
            WHERE datname = current_database() AND query LIKE 'LISTEN %' AND pid <> pg_backend_pid()`)
        ).rows;
      await vi.waitFor(async () => expect(await listeners()).toHaveLength(1), {
        timeout: 10_000,
        interval: 50,
      });
      const [lost] = await listeners();
      await runner.database.db.execute(sql`SELECT pg_terminate_backend(${lost?.pid}::integer)`);
      await vi.waitFor(
        async () => {
          const now = await listeners();
          expect(now).toHaveLength(1);
          expect(now[0]?.pid).not.toBe(lost?.pid);
        },
        { timeout: 20_000, interval: 100 },
      );
      const user = await memberWithCredits(sender, 1);
      const response = await startSearch(sender.app, user.token, {
        keyword: 'Relisten',
        job_type: 'domain_search',
      });
      const { sources } = await waitForCompletion(
        runner.database,
        response.json<{ search_token: string }>().search_token,
        30_000,
      );
      expect(sources[0]).toMatchObject({ state: 'done' });
    } finally {
      await sender.close();
      await runner.close();
    }
  });
});

describe('register searches of one process', () => {
  it('hold at most all but two of its pool connections at once (at least two), one limit per pool', async () => {
    const pool = (max: number) =>
      ({ options: { max } }) as unknown as Parameters<typeof registerSearchLimit>[0]['pool'];
    const ten = { pool: pool(10) };
    expect(registerSearchLimit(ten).concurrency).toBe(8);
    expect(registerSearchLimit(ten)).toBe(registerSearchLimit(ten));
    expect(registerSearchLimit({ pool: pool(4) }).concurrency).toBe(2);
    expect(registerSearchLimit({ pool: pool(1) }).concurrency).toBe(2);
    let running = 0;
    let most = 0;
    const limit = registerSearchLimit({ pool: pool(5) });
    await Promise.all(
      Array.from({ length: 12 }, () =>
        limit(async () => {
          running += 1;
          most = Math.max(most, running);
          await new Promise((resolve) => setImmediate(resolve));
          running -= 1;
        }),
      ),
    );
    expect(most).toBe(3);
  });
});
