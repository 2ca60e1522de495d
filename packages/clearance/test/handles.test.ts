// The social handle source against the loopback fake only: every network's answers and unknown paths.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createHandleChecker,
  createMemoryHandleCache,
  DEFAULT_USER_AGENT,
  findBestHandles,
  MAX_HANDLE_CANDIDATES,
  NETWORK_IDS,
  ruleOf,
  type HandleCheckerOptions,
  type NetworkId,
} from '../src/index.ts';
import { demoAccounts, startDemoSocial, type DemoSocial, type FakeHandleBehaviour } from '../src/testing.ts';
import { manualClock, manualTimer, until } from './helpers/manual-time.ts';

/** Every network with a probe; X and Facebook are probed with the keys the tests configure. */
const PROBED: readonly NetworkId[] = [
  'twitter',
  'tiktok',
  'youtube',
  'pinterest',
  'reddit',
  'tumblr',
  'github',
  'threads',
  'bluesky',
];

let demo: DemoSocial;
beforeAll(async () => {
  demo = await startDemoSocial({ accounts: demoAccounts() });
  demo.fake.addAccount('reddit', 'banned_brand', { suspended: true });
  demo.fake.addAccount('twitter', 'banned_brand', { suspended: true });
});
afterAll(() => demo.close());
afterEach(() => demo.fake.reset());

/** A seeded draw, so canary handles are the same on every run. */
function seeded(seed = 7) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** A fresh checker on the fake: its own cache and clock, keys for X and Facebook, sleeps recorded, never waited. */
function checker(options: HandleCheckerOptions = {}) {
  const clock = manualClock();
  const sleeps: number[] = [];
  const instance = createHandleChecker({
    ...demo.checkerOptions,
    keys: { twitter: 'demo-token', facebook: 'demo-token' },
    now: clock.now,
    cache: createMemoryHandleCache({ now: clock.now }),
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    random: seeded(),
    timeoutMs: 60_000,
    ...options,
  });
  return { ...instance, clock, sleeps };
}

const UNKNOWN_PATHS: readonly [string, FakeHandleBehaviour, RegExp][] = [
  ['a 429 with a long Retry-After', { answer: 'rate-limit', retryAfter: '120' }, /rate limited .*wait 120 s/],
  ['a 429 without Retry-After', { answer: 'rate-limit', retryAfter: null }, /rate limited/],
  ['a 403', { answer: 'forbidden' }, /refused|blocked/],
  ['a server error', { answer: 'server-error' }, /server error \(HTTP 500\)/],
  ['a login wall', { answer: 'login-wall' }, /log in|log-in|consent|refused/],
  ['a captcha page', { answer: 'captcha' }, /bot check/],
  ['a changed layout', { answer: 'changed-layout' }, /does not recognise/],
];

describe.each(PROBED)('%s', (network) => {
  const rule = ruleOf(network);

  it('is taken for an account the network has, from one request, with its profile address', async () => {
    const record = await checker().checkHandle(network, 'Acme');
    const handle = (rule.expand ?? ((value: string) => value))('Acme');
    expect(record).toEqual({
      network,
      handle,
      availability: 'taken',
      reason: expect.stringMatching(/^taken: /),
      url: rule.profileUrl(handle),
    });
    expect(demo.fake.requestCount(network, 'acme')).toBe(1);
    // One probe of the handle, two of the canary (the known account and a handle that cannot exist).
    expect(demo.fake.requestCount(network)).toBe(3);
    expect(demo.fake.requestCount(network, rule.knownAccount)).toBe(1);
  });

  it("is available on a positive 'not found', with the kept-names caveat where the network keeps them", async () => {
    const record = await checker().checkHandle(network, 'freshbrand42');
    expect(record.availability).toBe('available');
    if (rule.keepsRetiredNames) {
      expect(record.looks_available).toBe(true);
      expect(record.reason).toMatch(/^looks available: .*keeps the names of deleted and suspended accounts/);
    } else {
      expect(record.looks_available).toBeUndefined();
      expect(record.reason).toMatch(/^available: /);
    }
  });

  it.each(UNKNOWN_PATHS)('is unknown on %s, with the reason in words', async (_, behaviour, reason) => {
    demo.fake.setBehaviour(network, 'acme', behaviour);
    const record = await checker().checkHandle(network, 'acme');
    expect(record.availability).toBe('unknown');
    expect(record.reason).toMatch(reason);
  });

  it('is unknown after a timeout, without waiting on the clock', async () => {
    const timer = manualTimer();
    demo.fake.setBehaviour(network, 'acme', { hang: true });
    const pending = checker({ createSignal: timer.createSignal, retries: 0 }).checkHandle(network, 'acme');
    await until(() => demo.fake.requestCount(network, 'acme') === 1);
    timer.fire();
    const record = await pending;
    expect(record).toMatchObject({
      availability: 'unknown',
      reason: `${rule.label} timed out after 60000 ms`,
    });
  });

  it('is unknown for the whole search when the canary fails (a network answering 200 to everyone)', async () => {
    demo.fake.setBehaviour(network, '*', { answer: 'taken-for-all' });
    const records = await checker().checkHandles(['acme', 'freshbrand42'], { networks: [network] });
    for (const record of records) {
      expect(record.availability).toBe('unknown');
      expect(record.reason).toMatch(
        /^check unreliable right now: .*a handle that cannot exist was reported taken/,
      );
    }
  });

  it('is unknown for the whole search when the known account goes missing', async () => {
    demo.fake.setBehaviour(network, '*', { answer: 'missing-for-all' });
    const records = await checker().checkHandles(['acme', 'freshbrand42'], { networks: [network] });
    for (const record of records)
      expect(record).toMatchObject({
        availability: 'unknown',
        reason: expect.stringMatching(/^check unreliable right now: .*known account was reported missing/),
      });
  });

  it('never probes a handle the network cannot hold', async () => {
    const record = await checker().checkHandle(network, 'no spaces allowed!');
    expect(record).toMatchObject({ availability: 'not_checked', url: null });
    expect(record.reason).toMatch(/^not a valid handle there: /);
    expect(demo.fake.requestCount(network)).toBe(0);
  });

  it('answers a second check within a minute from the cache, and probes again after it', async () => {
    const instance = checker();
    await instance.checkHandle(network, 'acme');
    expect(await instance.checkHandle(network, 'ACME')).toMatchObject({ availability: 'taken' });
    expect(demo.fake.requestCount(network, 'acme')).toBe(1);
    instance.clock.advance(60_001);
    await instance.checkHandle(network, 'acme');
    expect(demo.fake.requestCount(network, 'acme')).toBe(2);
  });

  it('keeps at most the configured number of probes in flight on the network', async () => {
    demo.fake.setBehaviour(network, '*', { hold: true });
    const pending = checker({ concurrencyPerNetwork: 2 }).checkHandles(
      ['brandone', 'brandtwo', 'brandthree', 'brandfour', 'brandfive'],
      { networks: [network] },
    );
    await until(() => demo.fake.requestCount(network) === 2);
    for (let turn = 0; turn < 200; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(demo.fake.requestCount(network)).toBe(2);
    demo.fake.setBehaviour(network, '*', {});
    demo.fake.release();
    const records = await pending;
    expect(records.every((record) => record.availability === 'available')).toBe(true);
    expect(demo.fake.maxInFlight(network)).toBe(2);
    expect(demo.fake.requestCount(network)).toBe(7);
  });
});

describe('politeness', () => {
  it('sends its identifying User-Agent on every probe', async () => {
    await checker().checkHandles(['acme'], { networks: PROBED });
    expect([...demo.fake.userAgents]).toEqual([DEFAULT_USER_AGENT]);
  });

  it('waits out a short Retry-After once through the injected sleeper, then answers unknown if still limited', async () => {
    demo.fake.setBehaviour('github', 'acme', { answer: 'rate-limit', retryAfter: '1' });
    const instance = checker();
    const record = await instance.checkHandle('github', 'acme');
    expect(instance.sleeps).toEqual([1000]);
    expect(demo.fake.requestCount('github', 'acme')).toBe(2);
    expect(record).toMatchObject({ availability: 'unknown', reason: expect.stringMatching(/rate limited/) });
  });

  it('answers the right answer when the network lets the retry through', async () => {
    demo.fake.setBehaviour('reddit', 'acme', { answer: 'rate-limit', retryAfter: '1' });
    const instance = checker({
      sleep: async () => {
        demo.fake.setBehaviour('reddit', 'acme', {});
      },
    });
    expect(await instance.checkHandle('reddit', 'acme')).toMatchObject({ availability: 'taken' });
  });

  it('never waits out a Retry-After longer than its budget, and leaves the network alone for the time asked', async () => {
    demo.fake.setBehaviour('github', '*', { answer: 'rate-limit', retryAfter: '30' });
    const instance = checker();
    const first = await instance.checkHandles(['brandone', 'brandtwo', 'brandthree'], {
      networks: ['github'],
    });
    expect(instance.sleeps).toEqual([]);
    for (const record of first) expect(record.availability).toBe('unknown');
    const asked = demo.fake.requestCount('github');
    // The rest of the search and the next ones within 30 s answer without a request.
    demo.fake.setBehaviour('github', '*', {});
    const again = await instance.checkHandle('github', 'brandfour');
    expect(again).toMatchObject({ availability: 'unknown', reason: expect.stringMatching(/wait 30 s/) });
    expect(demo.fake.requestCount('github')).toBe(asked);
    expect(asked).toBeLessThanOrEqual(3);
    instance.clock.advance(30_001);
    expect(await instance.checkHandle('github', 'brandfour')).toMatchObject({ availability: 'available' });
  });

  it('reads a Retry-After given as an HTTP date against the injected clock', async () => {
    const instance = checker();
    const inFiveSeconds = new Date(instance.clock.now() + 5_000).toUTCString();
    demo.fake.setBehaviour('bluesky', 'acme', { answer: 'rate-limit', retryAfter: inFiveSeconds });
    const record = await instance.checkHandle('bluesky', 'acme');
    expect(record.availability).toBe('unknown');
    expect(record.reason).toMatch(/wait 5 s/);
    expect(instance.sleeps).toEqual([]);
  });

  it('retries a server error once, bounded by count', async () => {
    demo.fake.setBehaviour('tiktok', 'acme', { answer: 'server-error' });
    await checker().checkHandle('tiktok', 'acme');
    expect(demo.fake.requestCount('tiktok', 'acme')).toBe(2);
  });

  it('shares one probe between simultaneous checks of one handle', async () => {
    const instance = checker();
    const records = await Promise.all([
      instance.checkHandle('github', 'acme'),
      instance.checkHandle('github', 'Acme'),
      instance.checkHandle('github', '@acme'),
    ]);
    expect(records.map((record) => record.availability)).toEqual(['taken', 'taken', 'taken']);
    expect(demo.fake.requestCount('github', 'acme')).toBe(1);
  });

  it('never caches an unknown answer', async () => {
    demo.fake.setBehaviour('youtube', 'acme', { answer: 'captcha' });
    const instance = checker();
    expect((await instance.checkHandle('youtube', 'acme')).availability).toBe('unknown');
    demo.fake.setBehaviour('youtube', 'acme', {});
    expect((await instance.checkHandle('youtube', 'acme')).availability).toBe('taken');
  });

  it('runs the canary once per search and reuses it for a minute', async () => {
    const instance = checker();
    await instance.checkHandles(['brandone', 'brandtwo', 'brandthree'], { networks: ['pinterest'] });
    expect(demo.fake.requestCount('pinterest', 'pinterest')).toBe(1);
    await instance.checkHandles(['brandfour'], { networks: ['pinterest'] });
    expect(demo.fake.requestCount('pinterest', 'pinterest')).toBe(1);
    instance.clock.advance(60_001);
    await instance.checkHandles(['brandfive'], { networks: ['pinterest'] });
    expect(demo.fake.requestCount('pinterest', 'pinterest')).toBe(2);
  });

  it('answers an unreachable network quickly: unknown, and no further attempts during the cool-down', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    let attempts = 0;
    const instance = checker({
      baseUrls: { ...demo.checkerOptions.baseUrls, tumblr: `http://127.0.0.1:${port}/tumblr` },
      fetch: async (...args) => {
        attempts += 1;
        return fetch(...args);
      },
    });
    const records = await instance.checkHandles(['brandone', 'brandtwo', 'brandthree'], {
      networks: ['tumblr'],
    });
    for (const record of records)
      expect(record).toMatchObject({
        availability: 'unknown',
        reason: expect.stringMatching(/network unreachable/),
      });
    expect(attempts).toBeLessThanOrEqual(2);
  });
});

describe('an offline machine', () => {
  it('completes a search with every handle unknown (network unreachable), nothing available, each network asked at most twice', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const attempts = new Map<string, number>();
    const instance = checker({
      baseUrls: Object.fromEntries(
        NETWORK_IDS.map((network) => [network, `http://127.0.0.1:${port}/${network}`]),
      ),
      fetch: async (input, init) => {
        const network = new URL(String(input)).pathname.split('/')[1] ?? '';
        attempts.set(network, (attempts.get(network) ?? 0) + 1);
        return fetch(input, init);
      },
    });
    const records = await instance.checkHandles(['northwind', 'bluepeak', 'quillstone']);
    expect(records).toHaveLength(3 * NETWORK_IDS.length);
    for (const record of records) {
      expect(['unknown', 'not_checked']).toContain(record.availability);
      if (PROBED.includes(record.network)) expect(record.reason).toMatch(/^network unreachable: /);
    }
    for (const count of attempts.values()) expect(count).toBeLessThanOrEqual(2);
  });
});

describe('networks without a public probe', () => {
  it('leaves X (Twitter) not checked without an API token, and asks nothing', async () => {
    const record = await createHandleChecker(demo.checkerOptions).checkHandle('twitter', 'acme');
    expect(record).toMatchObject({
      availability: 'not_checked',
      reason: expect.stringMatching(/no API token is configured/),
    });
    expect(demo.fake.requestCount('twitter')).toBe(0);
  });

  it.each(['instagram', 'linkedin', 'facebook'] as const)(
    '%s answers unknown, needs sign-in to check, without a request',
    async (network) => {
      const record = await createHandleChecker(demo.checkerOptions).checkHandle(network, 'acmebrand');
      expect(record).toMatchObject({
        availability: 'unknown',
        reason: expect.stringMatching(/^needs sign-in to check/),
      });
      expect(demo.fake.totalRequests()).toBe(0);
    },
  );

  it('finds a Facebook Page with a Graph API token, but never calls a name free there', async () => {
    const instance = checker();
    expect(await instance.checkHandle('facebook', 'acmebrand')).toMatchObject({
      availability: 'unknown',
      reason: expect.stringMatching(/Graph API sees Pages only/),
    });
    expect(await instance.checkHandle('facebook', 'starbucks')).toMatchObject({ availability: 'taken' });
  });

  it('is unknown when the configured token is refused', async () => {
    const instance = checker({ keys: { twitter: 'wrong-token', facebook: 'wrong-token' } });
    expect(await instance.checkHandle('twitter', 'acme')).toMatchObject({
      availability: 'unknown',
      reason: 'the configured X API token was refused',
    });
    expect(await instance.checkHandle('facebook', 'starbucks')).toMatchObject({
      availability: 'unknown',
      reason: 'the configured Facebook token was refused',
    });
  });
});

describe('YouTube with a Data API key', () => {
  const withKey = (options: HandleCheckerOptions = {}) =>
    checker({ keys: { youtube: 'demo-token' }, ...options });

  it('asks the official handle look-up: taken, looks available, never the channel page', async () => {
    const instance = withKey();
    expect(await instance.checkHandle('youtube', 'acme')).toMatchObject({
      availability: 'taken',
      reason: "taken: YouTube's Data API returned the channel of this handle",
    });
    expect(await instance.checkHandle('youtube', 'freshbrand42')).toMatchObject({
      availability: 'available',
      looks_available: true,
      reason: expect.stringMatching(/^looks available: YouTube's Data API has no channel with this handle/),
    });
    // Two probes and the canary's two, all through the API.
    expect(demo.fake.requestCount('youtube')).toBe(4);
  });

  it('is unknown when the quota is spent or the key refused', async () => {
    demo.fake.setBehaviour('youtube', 'acme', { answer: 'forbidden' });
    expect(await withKey().checkHandle('youtube', 'acme')).toMatchObject({
      availability: 'unknown',
      reason: "the YouTube Data API key's daily quota is spent",
    });
    expect(await withKey({ keys: { youtube: 'wrong-key' } }).checkHandle('youtube', 'acme')).toMatchObject({
      availability: 'unknown',
      reason: 'the configured YouTube Data API key was refused',
    });
  });

  it('is unknown for the whole search when the API answers with a channel for everyone', async () => {
    demo.fake.setBehaviour('youtube', '*', { answer: 'taken-for-all' });
    const records = await withKey().checkHandles(['acme', 'freshbrand42'], { networks: ['youtube'] });
    for (const record of records) expect(record.reason).toMatch(/^check unreliable right now/);
  });
});

describe('suspended accounts', () => {
  it.each(['reddit', 'twitter'] as const)('%s keeps a suspended name taken', async (network) => {
    expect(await checker().checkHandle(network, 'banned_brand')).toMatchObject({ availability: 'taken' });
  });
});

describe('best common handle', () => {
  it('ranks candidates by the networks reporting them free, shows where, and stays bounded', async () => {
    demo.fake.addAccount('github', 'getnorthwind');
    demo.fake.addAccount('reddit', 'northwindhq');
    demo.fake.addAccount('tiktok', 'northwindhq');
    for (const network of NETWORK_IDS) demo.fake.addAccount(network, 'northwind');
    const networks: NetworkId[] = ['github', 'reddit', 'tiktok', 'bluesky', 'pinterest'];
    const suggestions = await findBestHandles(checker(), 'North Wind', { industry: 'Sailing', networks });
    expect(suggestions.length).toBeLessThanOrEqual(MAX_HANDLE_CANDIDATES);
    expect(suggestions[0]).toMatchObject({
      handle: 'northwindapp',
      free_on: ['tiktok', 'pinterest', 'reddit', 'github', 'bluesky'],
      looks_available_on: ['tiktok', 'pinterest', 'reddit', 'github'],
    });
    const byHandle = Object.fromEntries(suggestions.map((suggestion) => [suggestion.handle, suggestion]));
    expect(byHandle['northwind']?.free_on).toEqual([]);
    expect(byHandle['getnorthwind']?.free_on).not.toContain('github');
    expect(byHandle['northwindhq']?.free_on).toEqual(['pinterest', 'github', 'bluesky']);
    // Dots and hyphens are not Pinterest names: never probed there, never counted as free.
    expect(byHandle['north.wind']?.free_on).not.toContain('pinterest');
    expect(demo.fake.requestCount('pinterest', 'north.wind')).toBe(0);
    expect(demo.fake.totalRequests()).toBeLessThanOrEqual(
      MAX_HANDLE_CANDIDATES * networks.length + 2 * networks.length,
    );
  });

  it('never counts taken or unknown answers as free', async () => {
    demo.fake.setBehaviour('bluesky', '*', { answer: 'captcha' });
    const suggestions = await findBestHandles(checker(), 'Quiet Harbour', {
      networks: ['bluesky', 'github'],
    });
    for (const suggestion of suggestions) expect(suggestion.free_on).not.toContain('bluesky');
  });
});
