// The domain source against the loopback fakes only: every state and every unknown path.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createBootstrapSource,
  createDomainChecker,
  createMemoryResultCache,
  createTokenBucketBudget,
  parseBootstrap,
  RATE_LIMIT_REASON,
  type DomainCheckerOptions,
  type RateBudget,
} from '../src/index.ts';
import { startDemoNetwork, type DemoNetwork, type FakeWorld } from '../src/domains/testing/index.ts';
import { manualTimer, until } from './helpers/manual-time.ts';

const world: FakeWorld = new Map([
  ['delegated.com', { registrar: 'Example Registrar, Inc.', expiresAt: '2031-02-03T04:05:06Z' }],
  ['delegated.de', { registrar: 'Example Registrar, Inc.', expiresAt: '2031-02-03T04:05:06Z' }],
  ['onhold.com', { registrar: 'Hold Registrar Ltd', expiresAt: '2029-12-31T00:00:00Z', undelegated: true }],
  [
    'taken.de',
    { registrar: 'Fallback Registrar GmbH', expiresAt: '2028-01-01T00:00:00Z', undelegated: true },
  ],
]);

let network: DemoNetwork;
beforeAll(async () => {
  network = await startDemoNetwork({ world, withoutRdap: ['de'] });
});
afterAll(() => network.close());
afterEach(() => {
  network.rdap.reset();
  network.dns.queries.clear();
  for (const key of Object.keys(network.rdap.byName)) delete network.rdap.byName[key];
  for (const key of Object.keys(network.rdap.byTld)) delete network.rdap.byTld[key];
  for (const key of Object.keys(network.dns.byName)) delete network.dns.byName[key];
});

/** A fresh checker on the fakes: its own cache, a generous budget, no wall-clock timeouts. */
function checker(options: DomainCheckerOptions = {}) {
  return createDomainChecker({
    ...network.checkerOptions,
    budget: { take: async () => true },
    timeoutMs: 60_000,
    ...options,
  });
}

describe('answers', () => {
  it('is available only on a 404 from the authoritative RDAP server', async () => {
    const record = await checker().checkDomain('freename.com');
    expect(record).toEqual({
      name: 'freename.com',
      registrar: null,
      availability: 'available',
      reason: expect.stringContaining('404'),
      expires_at: null,
    });
    expect(network.dns.queries.get('freename.com')).toBe(1);
    expect(network.rdap.requests.get('freename.com')).toBe(1);
  });

  it('is taken with registrar and expiry when DNS delegates and RDAP has the record', async () => {
    const record = await checker().checkDomain('delegated.com');
    expect(record).toMatchObject({
      availability: 'taken',
      registrar: 'Example Registrar, Inc.',
      expires_at: '2031-02-03T04:05:06.000Z',
    });
    expect(record.reason).toContain('DNS delegation');
  });

  it('is taken on an NS answer alone, without RDAP, when told not to ask or when no RDAP server exists', async () => {
    expect(await checker({ rdapForDelegated: false }).checkDomain('delegated.com')).toMatchObject({
      availability: 'taken',
      registrar: null,
      reason: 'DNS delegation (the name has nameservers)',
    });
    expect(await checker().checkDomain('delegated.de')).toMatchObject({
      availability: 'taken',
      registrar: null,
    });
    expect(network.rdap.totalRequests()).toBe(0);
  });

  it('is taken when the budget is spent but DNS delegates the name', async () => {
    const record = await checker({ budget: { take: async () => false } }).checkDomain('delegated.com');
    expect(record).toMatchObject({ availability: 'taken', registrar: null });
    expect(record.reason).toContain(RATE_LIMIT_REASON);
  });

  it('is taken via RDAP for a registered name with no delegation (NXDOMAIN, then RDAP 200)', async () => {
    const record = await checker().checkDomain('onhold.com');
    expect(record).toMatchObject({
      availability: 'taken',
      registrar: 'Hold Registrar Ltd',
      expires_at: '2029-12-31T00:00:00.000Z',
    });
    expect(record.reason).toMatch(/^registered: RDAP/);
  });

  it('follows a redirect that stays on the registry server', async () => {
    network.rdap.byName['moved.com'] = { redirectTo: '/rdap/verisign/domain/onhold.com' };
    expect(await checker().checkDomain('moved.com')).toMatchObject({
      availability: 'taken',
      registrar: 'Hold Registrar Ltd',
    });
  });

  it('answers available when DNS fails but the authoritative RDAP server says 404', async () => {
    network.dns.byName['dnsbroken.com'] = 'servfail';
    expect((await checker().checkDomain('dnsbroken.com')).availability).toBe('available');
  });

  it('checks names with their hyphenated variants over a TLD set', async () => {
    const records = await checker().checkDomains(['Free Name'], { tlds: ['com', 'co.uk'], hyphenate: true });
    expect(records.map((record) => [record.name, record.availability])).toEqual([
      ['freename.com', 'available'],
      ['freename.co.uk', 'available'],
      ['free-name.com', 'available'],
      ['free-name.co.uk', 'available'],
    ]);
  });
});

describe('every unknown path', () => {
  it('a timeout is unknown, retried a bounded number of times', async () => {
    network.rdap.byName['slow.com'] = { hang: true };
    const timer = manualTimer();
    const pending = checker({ createSignal: timer.createSignal, retries: 2 }).checkDomain('slow.com');
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await until(() => network.rdap.requests.get('slow.com') === attempt);
      timer.fire();
    }
    const record = await pending;
    expect(record).toMatchObject({ availability: 'unknown', registrar: null });
    expect(record.reason).toContain('timed out');
    expect(network.rdap.requests.get('slow.com')).toBe(3);
  });

  it('a real per-lookup timeout against a server that never answers', async () => {
    network.rdap.byName['never.com'] = { hang: true };
    const record = await checker({ timeoutMs: 150, retries: 0 }).checkDomain('never.com');
    expect(record.availability).toBe('unknown');
    expect(record.reason).toContain('timed out after 150 ms');
  });

  it('a DNS resolver that never answers falls through to RDAP within the timeout', async () => {
    network.dns.byName['quietdns.com'] = 'hang';
    network.rdap.byName['quietdns.com'] = { status: 503 };
    const record = await checker({ timeoutMs: 150, retries: 0 }).checkDomain('quietdns.com');
    expect(record.availability).toBe('unknown');
    expect(record.reason).toContain('DNS look-up timed out');
  });

  it('a 429 is unknown and not retried', async () => {
    network.rdap.byName['busy.com'] = { status: 429 };
    const record = await checker({ retries: 3 }).checkDomain('busy.com');
    expect(record.availability).toBe('unknown');
    expect(record.reason).toContain('429');
    expect(network.rdap.requests.get('busy.com')).toBe(1);
  });

  it.each([500, 503])('a %i is unknown after the bounded retries', async (status) => {
    network.rdap.byTld['org'] = { status };
    const record = await checker({ retries: 1 }).checkDomain('broken.org');
    expect(record.availability).toBe('unknown');
    expect(record.reason).toContain(`HTTP ${status}`);
    expect(network.rdap.requests.get('broken.org')).toBe(2);
  });

  it('bad JSON is unknown', async () => {
    network.rdap.byName['garbled.com'] = { badJson: true };
    const record = await checker({ retries: 0 }).checkDomain('garbled.com');
    expect(record.availability).toBe('unknown');
    expect(record.reason).toContain('not valid JSON');
  });

  it('a TLD without an RDAP server is unknown', async () => {
    const record = await checker().checkDomain('freename.de');
    expect(record).toMatchObject({ availability: 'unknown', reason: 'no RDAP server is known for .de' });
  });

  it('a 404 from a non-authoritative server is unknown, while its 200 still shows a registration', async () => {
    const withFallback = checker({ fallbackRdapUrl: network.rdap.fallbackUrl });
    const free = await withFallback.checkDomain('freename.de');
    expect(free.availability).toBe('unknown');
    expect(free.reason).toContain('not the registry');
    expect(network.rdap.requests.get('freename.de')).toBe(1);
    expect(await withFallback.checkDomain('taken.de')).toMatchObject({
      availability: 'taken',
      registrar: 'Fallback Registrar GmbH',
    });
  });

  it("a 404 that is a web page rather than the registry's RDAP answer is unknown", async () => {
    network.rdap.byName['proxied.com'] = { html404: true };
    const record = await checker().checkDomain('proxied.com');
    expect(record.availability).toBe('unknown');
    expect(record.reason).toContain('not authoritative');
  });

  it('a redirect to somewhere unexpected is unknown and not followed', async () => {
    network.rdap.byName['elsewhere.com'] = { redirectTo: '/elsewhere/domain/{domain}' };
    const record = await checker().checkDomain('elsewhere.com');
    expect(record.availability).toBe('unknown');
    expect(record.reason).toContain('unexpected');
    expect(network.rdap.requests.get('elsewhere.com')).toBe(1);
  });

  it('a network that cannot be reached is unknown, and later look-ups of that registry do not wait', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = createBootstrapSource({
      fallback: () =>
        parseBootstrap({
          version: '1.0',
          publication: 'test',
          services: [[['com'], [`http://127.0.0.1:${port}/rdap/`]]],
        }),
    });
    let fetches = 0;
    const counting: typeof fetch = (input, init) => {
      fetches += 1;
      return fetch(input, init);
    };
    const offline = createDomainChecker({
      bootstrap: unreachable,
      dnsServers: [`127.0.0.1:${port}`],
      fetch: counting,
      timeoutMs: 60_000,
    });
    const records = await offline.checkDomains(['alpha', 'beta'], { tlds: ['com'] });
    for (const record of records) {
      expect(record.availability).toBe('unknown');
      expect(record.reason).toContain('network unreachable');
    }
    expect(fetches).toBeLessThanOrEqual(2);
    const before = fetches;
    const later = await offline.checkDomain('gamma.com');
    expect(later.availability).toBe('unknown');
    expect(later.reason).toContain('network unreachable');
    expect(fetches).toBe(before);
  });

  it('a budget store that fails is unknown, not a failed check', async () => {
    const failing: RateBudget = {
      take: async () => {
        throw new Error('budget store unavailable');
      },
    };
    const record = await checker({ budget: failing }).checkDomain('freename.com');
    expect(record).toMatchObject({
      availability: 'unknown',
      reason: expect.stringContaining('budget store unavailable'),
    });
  });

  it('an exhausted budget is unknown without a request to the registry', async () => {
    const record = await checker({ budget: { take: async () => false } }).checkDomain('freename.com');
    expect(record).toMatchObject({ availability: 'unknown', reason: RATE_LIMIT_REASON });
    expect(network.rdap.totalRequests()).toBe(0);
  });
});

describe('limits', () => {
  it('caches answers: the second call makes no request', async () => {
    const shared = checker({ cache: createMemoryResultCache() });
    const first = await shared.checkDomain('cached.com');
    const second = await shared.checkDomain('cached.com');
    expect(second).toEqual(first);
    expect(network.rdap.requests.get('cached.com')).toBe(1);
    expect(network.dns.queries.get('cached.com')).toBe(1);
  });

  it('never caches an unknown answer', async () => {
    network.rdap.byName['flaky.com'] = { status: 500 };
    const shared = checker({ retries: 0 });
    expect((await shared.checkDomain('flaky.com')).availability).toBe('unknown');
    delete network.rdap.byName['flaky.com'];
    expect((await shared.checkDomain('flaky.com')).availability).toBe('available');
    expect(network.rdap.requests.get('flaky.com')).toBe(2);
  });

  it('keeps RDAP requests in flight per registry within the bound', async () => {
    network.rdap.byTld['com'] = { hold: true };
    network.rdap.byTld['net'] = { hold: true };
    const bounded = checker({ concurrencyPerRegistry: 2, useDns: false });
    const names = Array.from({ length: 8 }, (_, index) => `held${index}`);
    const pending = bounded.checkDomains(names, { tlds: ['com', 'net'] });
    await until(() => network.rdap.inFlight('verisign') >= 2);
    // Give a broken limiter every chance to send more before the gate opens.
    for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(network.rdap.inFlight('verisign')).toBe(2);
    delete network.rdap.byTld['com'];
    delete network.rdap.byTld['net'];
    network.rdap.release();
    const records = await pending;
    expect(records).toHaveLength(16);
    expect(records.every((record) => record.availability === 'available')).toBe(true);
    expect(network.rdap.maxInFlight.get('verisign')).toBe(2);
    expect(network.rdap.totalRequests()).toBe(16);
  });

  it('shares one budget between many simultaneous checks and checkers', async () => {
    const budget: RateBudget = createTokenBucketBudget({
      defaultLimit: { capacity: 5, refillPerSecond: 1 },
      now: () => 0, // frozen clock: no refill during the test
    });
    const checkers = [checker({ budget, useDns: false }), checker({ budget, useDns: false })];
    const checks = Array.from({ length: 20 }, (_, index) =>
      checkers[index % 2]!.checkDomain(`burst${index}.com`),
    );
    const records = await Promise.all(checks);
    const answered = records.filter((record) => record.availability === 'available');
    const refused = records.filter((record) => record.reason === RATE_LIMIT_REASON);
    expect(answered).toHaveLength(5);
    expect(refused).toHaveLength(15);
    expect(refused.every((record) => record.availability === 'unknown')).toBe(true);
    expect(network.rdap.totalRequests()).toBe(5);
  });

  it('one look-up serves simultaneous checks of the same domain', async () => {
    const shared = checker();
    const records = await Promise.all(Array.from({ length: 5 }, () => shared.checkDomain('together.com')));
    expect(new Set(records.map((record) => record.availability))).toEqual(new Set(['available']));
    expect(network.rdap.requests.get('together.com')).toBe(1);
  });
});
