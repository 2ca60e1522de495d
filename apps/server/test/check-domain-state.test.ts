// The domain source's state shared through the database (issue 12): the rate budget per registry, the
// answer cache and the RDAP bootstrap store, each alone and under the real domain checker. Runs on
// PGlite, and on PostgreSQL with TEST_DATABASE_URL set.
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createBootstrapSource,
  createDomainChecker,
  parseBootstrap,
  type DomainRecord,
  type RdapBootstrap,
} from '@brandwright/clearance';
import { startFakeRdapServer, type FakeRdapServer } from '@brandwright/clearance/testing';
import type { Database } from '@brandwright/db';
import { openTestDatabase } from '@brandwright/db/testing';
import {
  bucketKey,
  createDatabaseBootstrapStore,
  createDatabaseRateBudget,
  createDatabaseResultCache,
  DomainStateError,
} from '../src/modules/check/domain-state/index.ts';
import { freePort } from './helpers/free-port.ts';

let database: Database;
/** A second pool on the same database with many connections, so simultaneous takes really overlap. */
let wide: { pool: pg.Pool; db: Database['db'] };
/** A database that is down: a pool aimed at a loopback port nobody listens on. */
let down: { pool: pg.Pool; db: Database['db'] };

beforeAll(async () => {
  database = await openTestDatabase();
  const widePool = new pg.Pool({ ...database.pool.options, max: 20 });
  // pool.end() resolves once its clients are removed, before their sockets have closed; the test
  // database's DROP … WITH (FORCE) then terminates the ones still closing, and a pool without an error
  // listener turns that into an uncaught exception (as openDatabase's own pools already guard against).
  widePool.on('error', () => undefined);
  wide = { pool: widePool, db: drizzle(widePool) as unknown as Database['db'] };
  const downPool = new pg.Pool({
    host: '127.0.0.1',
    port: await freePort(),
    user: 'postgres',
    database: 'postgres',
    connectionTimeoutMillis: 2_000,
  });
  downPool.on('error', () => undefined);
  down = { pool: downPool, db: drizzle(downPool) as unknown as Database['db'] };
});

afterAll(async () => {
  await wide?.pool.end();
  await down?.pool.end();
  await database?.close();
});

/** An injected clock the tests move by hand. */
function manualClock(start = Date.parse('2026-03-01T12:00:00Z')) {
  const clock = { ms: start, now: () => clock.ms, advance: (ms: number) => (clock.ms += ms) };
  return clock;
}

let registryCounter = 0;
const uniqueRegistry = (label = 'rdap.example') => `${label}-${(registryCounter += 1)}/`;

const times = <T>(count: number, make: (index: number) => T): T[] =>
  Array.from({ length: count }, (_, index) => make(index));

describe('database rate budget', () => {
  it('grants exactly 20 of 200 simultaneous takes on a bucket of capacity 20 without refill', async () => {
    const registry = uniqueRegistry();
    const limits = { [registry]: { capacity: 20, refillPerSecond: 0 } };
    // Five budgets, as five processes would hold, drawing at once through many connections.
    const budgets = times(5, () => createDatabaseRateBudget(wide, { limits }));
    const answers = await Promise.all(times(200, (i) => budgets[i % budgets.length]!.take(registry)));
    expect(answers.filter(Boolean)).toHaveLength(20);
    const row = await database.db.execute<{ tokens: number }>(
      sql`SELECT tokens FROM domain_rate_buckets WHERE registry = ${registry}`,
    );
    expect(Number(row.rows[0]?.tokens)).toBeCloseTo(0, 6);
    // And it stays spent.
    expect(await budgets[0]!.take(registry)).toBe(false);
  });

  it('grants exactly the capacity under 200 simultaneous takes with the database clock and a slow refill', async () => {
    const registry = uniqueRegistry();
    // One token a day: no refill can land while the takes run, whatever the machine's speed.
    const limits = { [registry]: { capacity: 20, refillPerSecond: 1 / 86_400 } };
    const budget = createDatabaseRateBudget(wide, { limits });
    const answers = await Promise.all(times(200, () => budget.take(registry)));
    expect(answers.filter(Boolean)).toHaveLength(20);
  });

  it('refills by the injected time elapsed, never above capacity, and not when the clock goes back', async () => {
    const registry = uniqueRegistry();
    const clock = manualClock();
    const budget = createDatabaseRateBudget(database, {
      limits: { [registry]: { capacity: 5, refillPerSecond: 2 } },
      now: clock.now,
    });
    const takeAll = async (count: number) => {
      const answers: boolean[] = [];
      for (let i = 0; i < count; i += 1) answers.push(await budget.take(registry));
      return answers.filter(Boolean).length;
    };
    expect(await takeAll(8)).toBe(5);
    clock.advance(1_000);
    expect(await takeAll(8)).toBe(2);
    clock.advance(250);
    expect(await takeAll(3)).toBe(0);
    clock.advance(250);
    expect(await takeAll(3)).toBe(1);
    clock.advance(3_600_000);
    expect(await takeAll(10)).toBe(5);
    clock.advance(-60_000);
    expect(await takeAll(3)).toBe(0);
  });

  it('keeps registries apart: a spent budget leaves another registry untouched', async () => {
    const spent = uniqueRegistry();
    const other = uniqueRegistry();
    const clock = manualClock();
    const limits = {
      [spent]: { capacity: 3, refillPerSecond: 1 },
      [other]: { capacity: 3, refillPerSecond: 1 },
    };
    const budget = createDatabaseRateBudget(database, { limits, now: clock.now });
    const first = await Promise.all(times(10, () => budget.take(spent)));
    expect(first.filter(Boolean)).toHaveLength(3);
    const second = await Promise.all(times(10, () => budget.take(other)));
    expect(second.filter(Boolean)).toHaveLength(3);
  });

  it('applies the known registry limits by host and the default limit to the rest', async () => {
    const clock = manualClock(Date.parse('2030-01-01T00:00:00Z'));
    const budget = createDatabaseRateBudget(database, { now: clock.now });
    const denic = await Promise.all(times(12, () => budget.take('rdap.denic.de/')));
    expect(denic.filter(Boolean)).toHaveLength(5);
    const unknownRegistry = uniqueRegistry('rdap.nowhere.test');
    const other = await Promise.all(times(40, () => budget.take(unknownRegistry)));
    expect(other.filter(Boolean)).toHaveLength(30);
  });

  it('stores a registry key longer than the column allows under a bounded hash key, one bucket per key', async () => {
    const prefix = `rdap.${'very-long-label.'.repeat(20)}`;
    const first = `${prefix}${'a'.repeat(300)}/`;
    const second = `${prefix}${'b'.repeat(300)}/`;
    expect(first.length).toBeGreaterThan(300);
    expect(bucketKey(first).length).toBeLessThanOrEqual(300);
    expect(bucketKey(first)).not.toBe(bucketKey(second));
    expect(bucketKey('rdap.eurid.eu/')).toBe('rdap.eurid.eu/');
    const limits = {
      [first]: { capacity: 2, refillPerSecond: 0 },
      [second]: { capacity: 2, refillPerSecond: 0 },
    };
    const budget = createDatabaseRateBudget(database, { limits });
    const a = await Promise.all(times(5, () => budget.take(first)));
    const b = await Promise.all(times(5, () => budget.take(second)));
    expect([a.filter(Boolean).length, b.filter(Boolean).length]).toEqual([2, 2]);
  });

  it('refuses a limit that could never grant (capacity below one) when created', () => {
    expect(() =>
      createDatabaseRateBudget(database, { limits: { x: { capacity: 0.5, refillPerSecond: 1 } } }),
    ).toThrow(RangeError);
  });

  it('throws DomainStateError when the database is down, never answering true', async () => {
    const budget = createDatabaseRateBudget(down);
    await expect(budget.take('rdap.example/')).rejects.toThrow(DomainStateError);
    await expect(budget.take('rdap.example/')).rejects.toThrow(
      'the shared registry rate budget could not be read',
    );
  });
});

function record(name: string, availability: DomainRecord['availability'], registrar: string | null = null) {
  return { name, registrar, availability, reason: `test answer for ${name}`, expires_at: null };
}

let domainCounter = 0;
const uniqueDomain = (tld = 'com') => `cached-name-${(domainCounter += 1)}.${tld}`;

async function cachedRows(domain: string): Promise<number> {
  const result = await database.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM domain_result_cache WHERE domain = ${domain}`,
  );
  return Number(result.rows[0]?.n ?? 0);
}

describe('database result cache', () => {
  it('answers a stored record until its TTL ends, by the injected clock', async () => {
    const clock = manualClock();
    const cache = createDatabaseResultCache(database, { now: clock.now });
    const domain = uniqueDomain();
    const taken = { ...record(domain, 'taken', 'Registrar Ltd'), expires_at: '2030-06-01T00:00:00Z' };
    await cache.set(domain, taken, 60_000);
    expect(await cache.get(domain)).toEqual(taken);
    expect(await cache.get(uniqueDomain())).toBeUndefined();
    clock.advance(59_999);
    expect(await cache.get(domain)).toEqual(taken);
    clock.advance(1);
    expect(await cache.get(domain)).toBeUndefined();
  });

  it('upserts: a second set replaces the record and its expiry', async () => {
    const clock = manualClock();
    const cache = createDatabaseResultCache(database, { now: clock.now });
    const domain = uniqueDomain();
    await cache.set(domain, record(domain, 'available'), 1_000);
    clock.advance(500);
    await cache.set(domain, record(domain, 'taken', 'Later Registrar'), 10_000);
    clock.advance(5_000);
    expect(await cache.get(domain)).toEqual(record(domain, 'taken', 'Later Registrar'));
    expect(await cachedRows(domain)).toBe(1);
  });

  it('never stores unknown or not-checked answers, nor a TTL that is not positive', async () => {
    const cache = createDatabaseResultCache(database);
    const unknown = uniqueDomain();
    const notChecked = uniqueDomain();
    const zeroTtl = uniqueDomain();
    await cache.set(unknown, record(unknown, 'unknown'), 60_000);
    await cache.set(notChecked, record(notChecked, 'not_checked'), 60_000);
    await cache.set(zeroTtl, record(zeroTtl, 'available'), 0);
    expect([await cachedRows(unknown), await cachedRows(notChecked), await cachedRows(zeroTtl)]).toEqual([
      0, 0, 0,
    ]);
    expect(await cache.get(unknown)).toBeUndefined();
  });

  it('reads a bad row as a miss: another shape, an unknown answer, another name, not an object', async () => {
    const cache = createDatabaseResultCache(database);
    const bad: Record<string, unknown> = {
      [uniqueDomain()]: { foo: 1 },
      [uniqueDomain()]: null,
      [uniqueDomain()]: 'available',
      [uniqueDomain()]: { ...record('x.com', 'available'), name: 'someone-else.com' },
    };
    const unknownDomain = uniqueDomain();
    bad[unknownDomain] = record(unknownDomain, 'unknown');
    const wrongType = uniqueDomain();
    bad[wrongType] = { ...record(wrongType, 'available'), registrar: 42 };
    for (const [domain, value] of Object.entries(bad))
      await database.db.execute(sql`
        INSERT INTO domain_result_cache (domain, record, expires_at)
        VALUES (${domain}, ${JSON.stringify(value)}::jsonb, now() + interval '1 hour')`);
    for (const domain of Object.keys(bad)) expect(await cache.get(domain)).toBeUndefined();
    // A sound row written the same way is answered, so the misses above are the validation's doing.
    const sound = uniqueDomain();
    await database.db.execute(sql`
      INSERT INTO domain_result_cache (domain, record, expires_at)
      VALUES (${sound}, ${JSON.stringify(record(sound, 'available'))}::jsonb, now() + interval '1 hour')`);
    expect(await cache.get(sound)).toEqual(record(sound, 'available'));
  });

  it('clears at most pruneBatch expired rows every pruneEvery writes, keeping live rows', async () => {
    await database.db.execute(sql`DELETE FROM domain_result_cache`);
    const clock = manualClock();
    const cache = createDatabaseResultCache(database, { now: clock.now, pruneEvery: 3, pruneBatch: 4 });
    const stale = times(10, () => uniqueDomain());
    for (const domain of stale) await cache.set(domain, record(domain, 'available'), 1_000);
    // Those ten were writes too (10 = 3 + 3 + 3 + 1): the clearings found nothing expired yet.
    clock.advance(2_000);
    const count = async () =>
      Number(
        (await database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM domain_result_cache`))
          .rows[0]?.n,
      );
    expect(await count()).toBe(10);
    const fresh = times(2, () => uniqueDomain());
    for (const domain of fresh) await cache.set(domain, record(domain, 'taken'), 60_000);
    // The twelfth write cleared four of the ten stale rows.
    expect(await count()).toBe(12 - 4);
    expect(await cache.deleteExpired()).toBe(4);
    expect(await cache.deleteExpired()).toBe(2);
    expect(await cache.deleteExpired()).toBe(0);
    expect(await count()).toBe(2);
    for (const domain of fresh) expect(await cache.get(domain)).toEqual(record(domain, 'taken'));
  });

  it('takes 100 simultaneous writes and reads of one domain from several caches without an error', async () => {
    const domain = uniqueDomain();
    const caches = times(4, () => createDatabaseResultCache(wide, { pruneEvery: 7 }));
    const errors: unknown[] = [];
    const onError = (error: unknown) => errors.push(error);
    const quiet = times(4, () => createDatabaseResultCache(wide, { pruneEvery: 7, onError }));
    await Promise.all(
      times(100, (i) =>
        i % 2 === 0
          ? quiet[i % 4]!.set(domain, record(domain, i % 4 === 0 ? 'available' : 'taken', `R${i}`), 60_000)
          : caches[i % 4]!.get(domain),
      ),
    );
    expect(errors).toEqual([]);
    expect(await cachedRows(domain)).toBe(1);
    expect((await caches[0]!.get(domain))?.name).toBe(domain);
  });

  it('answers reads asked for together with one statement, each with its own domain', async () => {
    const stored = times(30, () => uniqueDomain());
    const writer = createDatabaseResultCache(database);
    for (const [i, domain] of stored.entries())
      await writer.set(domain, record(domain, i % 2 ? 'taken' : 'available'), 60_000);
    const statements: string[] = [];
    const counted = {
      db: {
        execute: (query: Parameters<Database['db']['execute']>[0]) => {
          statements.push('execute');
          return database.db.execute(query);
        },
      },
    } as unknown as Pick<Database, 'db'>;
    const cache = createDatabaseResultCache(counted);
    const absent = times(20, () => uniqueDomain('net'));
    // Each stored domain asked twice, as two simultaneous checks of one name would.
    const asked = [...stored, ...absent, ...stored];
    const answers = await Promise.all(asked.map((domain) => cache.get(domain)));
    expect(statements).toHaveLength(1);
    for (const [i, domain] of asked.entries()) {
      const index = stored.indexOf(domain);
      expect(answers[i]).toEqual(index < 0 ? undefined : record(domain, index % 2 ? 'taken' : 'available'));
    }
    // A later read is a statement of its own.
    expect(await cache.get(stored[0]!)).toEqual(record(stored[0]!, 'available'));
    expect(statements).toHaveLength(2);
  });

  it('answers a miss and skips the write when the database is down, and says so', async () => {
    const failures: string[] = [];
    const cache = createDatabaseResultCache(down, {
      onError: (_error, operation) => failures.push(operation),
    });
    await expect(cache.get('brand.com')).resolves.toBeUndefined();
    await expect(cache.set('brand.com', record('brand.com', 'taken'), 60_000)).resolves.toBeUndefined();
    expect(failures).toEqual(['reading the domain result cache', 'writing the domain result cache']);
  });

  it('skips a record the database cannot store (a NUL in a registrar name) without failing the check', async () => {
    const failures: string[] = [];
    const cache = createDatabaseResultCache(database, {
      onError: (_e, operation) => failures.push(operation),
    });
    const domain = uniqueDomain();
    await cache.set(domain, record(domain, 'taken', 'Evil\u0000Registrar'), 60_000);
    expect(await cachedRows(domain)).toBe(0);
    expect(failures).toEqual(['writing the domain result cache']);
  });
});

function sampleBootstrap(publication: string, origin = 'https://rdap.example'): RdapBootstrap {
  return parseBootstrap({
    version: '1.0',
    publication,
    services: [
      [['com', 'net'], [`${origin}/verisign/`]],
      [['uk'], [`${origin}/nominet/`]],
    ],
  });
}

describe('database bootstrap store', () => {
  beforeEach(async () => {
    await database.db.execute(sql`DELETE FROM rdap_bootstrap`);
  });

  it('loads nothing when nothing is stored, then what was saved', async () => {
    const store = createDatabaseBootstrapStore(database);
    expect(await store.load()).toBeUndefined();
    const bootstrap = sampleBootstrap('2026-02-01T00:00:00Z');
    const fetchedAt = Date.parse('2026-02-02T10:20:30.456Z');
    await store.save({ bootstrap, fetchedAt });
    expect(await store.load()).toEqual({ bootstrap, fetchedAt });
    // Stored in dns.json's own shape.
    const row = await database.db.execute<{ document: { services: unknown } }>(
      sql`SELECT document FROM rdap_bootstrap WHERE id = 1`,
    );
    expect(row.rows[0]?.document.services).toEqual([
      [['com', 'net'], ['https://rdap.example/verisign/']],
      [['uk'], ['https://rdap.example/nominet/']],
    ]);
  });

  it('never replaces a copy with one fetched earlier, even when 20 processes save at once', async () => {
    const store = createDatabaseBootstrapStore(database);
    const base = Date.parse('2026-02-02T00:00:00Z');
    const stores = times(4, () => createDatabaseBootstrapStore(wide));
    await Promise.all(
      times(20, (i) =>
        stores[i % 4]!.save({
          bootstrap: sampleBootstrap(`pub-${i}`),
          fetchedAt: base + ((i * 7) % 20) * 1000,
        }),
      ),
    );
    // (i * 7) % 20 is 19 for i = 17: the latest fetch wins whatever the order of arrival.
    expect((await store.load())?.bootstrap.publication).toBe('pub-17');
    await store.save({ bootstrap: sampleBootstrap('older'), fetchedAt: base });
    expect((await store.load())?.bootstrap.publication).toBe('pub-17');
  });

  it('loads a bad document as nothing stored', async () => {
    const store = createDatabaseBootstrapStore(database);
    await database.db.execute(sql`
      INSERT INTO rdap_bootstrap (id, document, publication, fetched_at)
      VALUES (1, '{"services": "not a list"}'::jsonb, 'x', now())`);
    expect(await store.load()).toBeUndefined();
    await database.db.execute(sql`UPDATE rdap_bootstrap SET document = '{"services": []}'::jsonb`);
    expect(await store.load()).toBeUndefined();
  });

  it('loads as nothing stored when the database is down, and a save there throws', async () => {
    const failures: string[] = [];
    const store = createDatabaseBootstrapStore(down, {
      onError: (_e, operation) => failures.push(operation),
    });
    expect(await store.load()).toBeUndefined();
    expect(failures).toEqual(['loading the RDAP bootstrap']);
    await expect(store.save({ bootstrap: sampleBootstrap('x'), fetchedAt: Date.now() })).rejects.toThrow(
      DomainStateError,
    );
  });
});

describe('the shared state under the domain checker', () => {
  let rdap: FakeRdapServer;
  const world = new Map([
    ['taken-brand.com', { registrar: 'Fake Registrar', expiresAt: '2031-01-01T00:00:00Z' }],
  ]);

  beforeAll(async () => {
    rdap = await startFakeRdapServer({ world });
  });
  afterAll(async () => {
    await rdap?.close();
  });
  beforeEach(async () => {
    rdap.reset();
    await database.db.execute(sql`DELETE FROM rdap_bootstrap`);
  });

  /** A checker as one process builds it: the bootstrap refreshed from the fake into the database. */
  function processChecker(state: Pick<Database, 'db'>, fetches: { count: number }, budgetDb = state) {
    const fetcher: typeof fetch = async (input, init) => {
      if (String(input).endsWith('/bootstrap/dns.json')) fetches.count += 1;
      return fetch(input, init);
    };
    const bootstrap = createBootstrapSource({
      refreshUrl: rdap.bootstrapUrl,
      store: createDatabaseBootstrapStore(state, { onError: () => undefined }),
      fetch: fetcher,
      fallback: () => {
        throw new Error('no bootstrap: the fake could not be fetched');
      },
    });
    return createDomainChecker({
      bootstrap,
      useDns: false,
      retries: 0,
      budget: createDatabaseRateBudget(budgetDb),
      cache: createDatabaseResultCache(state, { onError: () => undefined }),
    });
  }

  it('shares the bootstrap and the answers between two processes: the second asks the registry nothing', async () => {
    const free = uniqueDomain();
    const fetches = { count: 0 };
    const first = processChecker(database, fetches);
    expect((await first.checkDomain(free)).availability).toBe('available');
    expect((await first.checkDomain('taken-brand.com')).registrar).toBe('Fake Registrar');
    expect(fetches.count).toBe(1);
    const asked = rdap.totalRequests();
    expect(asked).toBe(2);

    const second = processChecker(wide, fetches);
    expect(await second.checkDomain(free)).toMatchObject({ availability: 'available' });
    expect(await second.checkDomain('taken-brand.com')).toMatchObject({
      availability: 'taken',
      registrar: 'Fake Registrar',
    });
    expect(fetches.count).toBe(1);
    expect(rdap.totalRequests()).toBe(asked);
  });

  it('answers unknown, never available, when the budget cannot be read (the checker turns the throw into unknown)', async () => {
    const free = uniqueDomain();
    const working = processChecker(database, { count: 0 });
    const broken = processChecker(database, { count: 0 }, down);
    const answer = await broken.checkDomain(free);
    expect(answer.availability).toBe('unknown');
    expect(answer.reason).toContain('the shared registry rate budget could not be read');
    expect(await cachedRows(free)).toBe(0);
    // The same domain with a working budget is available: the unknown above was the budget's doing.
    expect((await working.checkDomain(free)).availability).toBe('available');
  });

  it('answers unknown, never available, when the whole database is down', async () => {
    // Here the refreshed bootstrap cannot be stored either, so the refresh fails before the budget is
    // asked and the test's fallback (none) answers: unknown for that reason.
    const answer = await processChecker(down, { count: 0 }).checkDomain(uniqueDomain());
    expect(answer.availability).toBe('unknown');
    expect(answer.reason).toMatch(/^domain look-up failed: /);
  });

  it('answers a spent budget as unknown with the rate-limit reason', async () => {
    const registry = `${new URL(rdap.origin).host}/rdap/verisign/`;
    // Earlier checks drew on this registry's bucket under the default limit.
    await database.db.execute(sql`DELETE FROM domain_rate_buckets WHERE registry = ${registry}`);
    const bootstrap = createBootstrapSource({
      refreshUrl: rdap.bootstrapUrl,
      store: createDatabaseBootstrapStore(database),
    });
    const checker = createDomainChecker({
      bootstrap,
      useDns: false,
      retries: 0,
      budget: createDatabaseRateBudget(database, {
        limits: { [registry]: { capacity: 2, refillPerSecond: 0 } },
      }),
      cache: createDatabaseResultCache(database),
    });
    const answers = await checker.checkDomains(
      ['spent budget one', 'spent budget two', 'spent budget three'],
      {
        tlds: ['com'],
      },
    );
    expect(answers.map((a) => a.availability).sort()).toEqual(['available', 'available', 'unknown']);
    expect(answers.find((a) => a.availability === 'unknown')?.reason).toBe(
      'registry rate limit reached, try again shortly',
    );
  });
});
