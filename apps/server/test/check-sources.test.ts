import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import {
  demoWorld,
  startFakeDnsServer,
  startFakeRdapServer,
  type FakeDnsServer,
  type FakeRdapServer,
} from '@brandwright/clearance/testing';
import {
  addMarks,
  ledgerEntries,
  mark,
  memberWithCredits,
  readResults,
  startCheckTestApp,
  startSearch,
  waitForCompletion,
  type CheckTestApp,
} from './helpers/check-app.ts';
import { freePort } from './helpers/free-port.ts';

// The domain source through whole searches in network mode (CHECK_SOURCES=network), its RDAP
// bootstrap, DNS and fallback all taken from the configuration and pointed at loopback fakes. Every
// way a domain cannot be confirmed ends `unknown` with its reason, never `available`; a search where
// no source could answer is refunded once. PGlite, or PostgreSQL with TEST_DATABASE_URL.

let rdap: FakeRdapServer;
let dns: FakeDnsServer;
beforeAll(async () => {
  const world = demoWorld();
  rdap = await startFakeRdapServer({ world, withoutRdap: ['de'] });
  dns = await startFakeDnsServer({ world });
});
afterAll(async () => {
  await Promise.all([rdap?.close(), dns?.close()]);
});

type Apps = Awaited<ReturnType<typeof startCheckTestApp>>;

async function searchDomains(t: CheckTestApp, keyword: string, extra: Record<string, unknown> = {}) {
  const user = await memberWithCredits(t, 1);
  const response = await startSearch(t.app, user.token, { keyword, job_type: 'domain_search', ...extra });
  expect(response.statusCode, response.body).toBe(200);
  const state = await waitForCompletion(t.database, response.json<{ search_token: string }>().search_token);
  const records = (await readResults(t.database, state.search.id, 'domains')).map((row) => row.record);
  const byName = Object.fromEntries(records.map((record) => [String(record.name), record]));
  return { user, ...state, records, byName };
}

describe('with a fallback RDAP service configured', () => {
  let t: Apps;
  beforeAll(async () => {
    t = await startCheckTestApp({
      env: () => ({
        CHECK_SOURCES: 'network',
        RDAP_BOOTSTRAP_URL: rdap.bootstrapUrl,
        RDAP_FALLBACK_URL: rdap.fallbackUrl,
        DNS_SERVERS: dns.address,
      }),
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('each unknown path: timeout, 429, non-authoritative 404, a 404 web page; the others answered', async () => {
    rdap.byName['quellix.com'] = { hang: true };
    rdap.byName['quellix.io'] = { status: 429 };
    rdap.byName['quellix.net'] = { html404: true };
    const { search, sources, byName, records } = await searchDomains(t, 'Quellix');
    expect(search).toMatchObject({ refunded: false, demo: false });
    expect(sources[0]).toMatchObject({ source: 'domains', state: 'done' });

    expect(byName['quellix.com']).toMatchObject({ availability: 'unknown', registrar: null });
    expect(String(byName['quellix.com']?.reason)).toMatch(/timed out/);
    expect(byName['quellix.io']).toMatchObject({ availability: 'unknown' });
    expect(String(byName['quellix.io']?.reason)).toMatch(/429/);
    expect(byName['quellix.net']).toMatchObject({ availability: 'unknown' });
    expect(String(byName['quellix.net']?.reason)).toMatch(/web page/);
    // .de is missing from the bootstrap: only the fallback was asked, and its 404 proves nothing.
    expect(byName['quellix.de']).toMatchObject({ availability: 'unknown' });
    expect(String(byName['quellix.de']?.reason)).toMatch(/no RDAP server is known for \.de/);
    expect(String(byName['quellix.de']?.reason)).toMatch(/not the registry's authoritative/);

    expect(byName['quellix.org']).toMatchObject({ availability: 'available' });
    for (const record of records)
      if (record.availability === 'available') expect(String(record.reason)).toMatch(/^not registered: 404/);
    expect(sources[0]?.meta).toMatchObject({ total: records.length, unknown: 4 });
  });

  it('a registered name is taken with its registrar and expiry', async () => {
    const { byName } = await searchDomains(t, 'Starbucks');
    expect(byName['starbucks.com']).toMatchObject({
      availability: 'taken',
      registrar: 'Demo Registrar Ltd (demo data)',
    });
    expect(Date.parse(String(byName['starbucks.com']?.expires_at))).toBe(Date.parse('2030-06-01T00:00:00Z'));
  });
});

describe('without a fallback RDAP service', () => {
  let t: Apps;
  beforeAll(async () => {
    t = await startCheckTestApp({
      env: () => ({ RDAP_BOOTSTRAP_URL: rdap.bootstrapUrl, DNS_SERVERS: dns.address }),
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a TLD without an RDAP server is unknown with that reason', async () => {
    const { byName } = await searchDomains(t, 'Vantorel');
    expect(byName['vantorel.de']).toMatchObject({
      availability: 'unknown',
      reason: 'no RDAP server is known for .de',
    });
    expect(byName['vantorel.com']).toMatchObject({ availability: 'available' });
  });
});

describe('on a machine that cannot reach the network', () => {
  let t: Apps;
  let bootstrapServer: Server;
  beforeAll(async () => {
    // A port that was free a moment ago: nothing listens there, so every connection is refused.
    const deadPort = await freePort();
    // The bootstrap itself is served (a stored copy would be), pointing every TLD at the dead port.
    const bootstrap = (await (await fetch(rdap.bootstrapUrl)).json()) as Record<string, unknown> & {
      services: [string[], string[]][];
    };
    const services = bootstrap.services.map(([tlds]) => [tlds, [`http://127.0.0.1:${deadPort}/rdap/`]]);
    bootstrapServer = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ ...bootstrap, services }));
    });
    await new Promise<void>((resolve) => bootstrapServer.listen(0, '127.0.0.1', resolve));
    const { port } = bootstrapServer.address() as AddressInfo;
    t = await startCheckTestApp({
      env: () => ({
        RDAP_BOOTSTRAP_URL: `http://127.0.0.1:${port}/dns.json`,
        DNS_SERVERS: `127.0.0.1:${deadPort}`,
        // The whole source has far longer than the look-ups need: answers must come from refusals.
        CHECK_DOMAIN_TIMEOUT_MS: '20000',
      }),
    });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => bootstrapServer?.close(() => resolve()));
  });

  it('completes with every domain unknown (network unreachable) and refunds the credit', async () => {
    const { sources, search, records, user } = await searchDomains(t, 'Offline Brand', {
      domain_search_options: { hyphenate: true, industry: 'coffee' },
    });
    expect(records.length).toBeGreaterThan(11);
    for (const record of records) {
      expect(record.availability, String(record.name)).toBe('unknown');
      expect(String(record.reason), String(record.name)).toMatch(/network unreachable|no RDAP server/);
    }
    expect(sources[0]).toMatchObject({ state: 'unknown', percentage: 100 });
    expect(String(sources[0]?.reason)).toMatch(/^No domain could be checked: network unreachable/);
    expect(search.refunded).toBe(true);
    expect(await ledgerEntries(t.database, user.id)).toEqual([
      { kind: 'search_spend', delta: -1 },
      { kind: 'refund', delta: 1 },
    ]);
  });

  it('every source failing (an empty register and no network) refunds exactly once', async () => {
    const user = await memberWithCredits(t, 1);
    const response = await startSearch(t.app, user.token, {
      keyword: 'Nowhere',
      job_type: 'trademark_search,euipo_search,usipo_search,domain_search,web_search',
    });
    const { search, sources } = await waitForCompletion(
      t.database,
      response.json<{ search_token: string }>().search_token,
    );
    expect(sources.map((row) => [row.source, row.state])).toEqual([
      ['domains', 'unknown'],
      ['eu_trademarks', 'unknown'],
      ['uk_trademarks', 'unknown'],
      ['us_trademarks', 'unknown'],
      ['web', 'not_checked'],
    ]);
    expect(sources.find((row) => row.source === 'uk_trademarks')?.reason).toMatch(/register holds no marks/);
    expect(search.refunded).toBe(true);
    expect(await ledgerEntries(t.database, user.id)).toEqual([
      { kind: 'search_spend', delta: -1 },
      { kind: 'refund', delta: 1 },
    ]);
  });

  it('a register holding only the demo register’s marks answers done, and the result says demo (no hit is no clearance)', async () => {
    await addMarks(t.database, [{ ...mark('UK', 'DEMO-UK-1', 'Quintarello', [9]), source: 'demo' }]);
    const user = await memberWithCredits(t, 1);
    const response = await startSearch(t.app, user.token, {
      keyword: 'Zorblaxquint',
      job_type: 'trademark_search',
    });
    const token = response.json<{ search_token: string }>().search_token;
    const { search, sources } = await waitForCompletion(t.database, token);
    expect(search.demo).toBe(false);
    expect(sources).toMatchObject([
      { source: 'uk_trademarks', state: 'done', record_count: 0, meta: { register: 'demo' } },
    ]);
    const result = await t.app.inject({
      method: 'GET',
      url: `/api/dekonstruktor/result/${token}`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(result.statusCode, result.body).toBe(200);
    expect(
      result.json<{ data: { demo: boolean; unitedkingdomTrademarkSearch: { total: number } } }>().data,
    ).toMatchObject({ demo: true, unitedkingdomTrademarkSearch: { total: 0 } });
  });
});

describe('RDAP requests in flight per registry (CHECK_RDAP_CONCURRENCY)', () => {
  let t: Apps;
  beforeAll(async () => {
    t = await startCheckTestApp({
      env: () => ({
        RDAP_BOOTSTRAP_URL: rdap.bootstrapUrl,
        DNS_SERVERS: dns.address,
        CHECK_RDAP_CONCURRENCY: '2',
        CHECK_DOMAIN_LOOKUP_TIMEOUT_MS: '5000',
      }),
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('never has more than the configured number of requests at one registry', async () => {
    rdap.byTld.com = { delayMs: 50 };
    rdap.byTld.net = { delayMs: 50 };
    rdap.reset();
    try {
      const { byName } = await searchDomains(t, 'Alpha One,Beta Two,Gamma Three', {
        domain_search_options: { hyphenate: true },
      });
      expect(byName['alpha-one.com']).toMatchObject({ availability: 'available' });
      // Twelve .com and .net domains, all at Verisign's fake: two at a time.
      expect(rdap.maxInFlight.get('verisign')).toBe(2);
    } finally {
      delete rdap.byTld.com;
      delete rdap.byTld.net;
    }
  });
});

describe('the Check configuration', () => {
  it('defaults to the real network, IANA bootstrap, jobs in the web process', () => {
    expect(loadConfig({}).check).toMatchObject({
      sources: 'network',
      rdapBootstrapUrl: 'https://data.iana.org/rdap/dns.json',
      rdapFallbackUrl: undefined,
      dnsServers: [],
      jobsInWeb: true,
      rdapConcurrency: 4,
      workerConcurrency: 16,
      workerPoolSize: 20,
    });
    expect(loadConfig({ DNS_SERVERS: '127.0.0.1:5353, [::1]:53' }).check.dnsServers).toEqual([
      '127.0.0.1:5353',
      '[::1]:53',
    ]);
  });

  it('names every bad variable', () => {
    let error: unknown;
    try {
      loadConfig({ CHECK_SOURCES: 'fake', DNS_SERVERS: 'dns.example', CHECK_JOB_RETRIES: '-1' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['CHECK_SOURCES', 'DNS_SERVERS', 'CHECK_JOB_RETRIES'])
      expect(problems).toContain(name);
  });
});
