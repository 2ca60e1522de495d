// The web search snapshot source against the loopback fake of DataForSEO and Brave only.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createMemoryWebCache,
  createWebSearcher,
  DEFAULT_WEB_USER_AGENT,
  WEB_SEARCH_NOT_CONFIGURED,
  type WebProviderId,
  type WebSearcherOptions,
} from '../src/index.ts';
import {
  DEMO_BRAVE_KEY,
  DEMO_DATAFORSEO,
  startDemoWebSearch,
  startFakeWebSearchServer,
  type FakeWebBehaviour,
  type FakeWebResult,
  type FakeWebSearchServer,
} from '../src/testing.ts';
import { manualClock, manualTimer, until } from './helpers/manual-time.ts';

const ACME: FakeWebResult[] = [
  { title: 'Acme Corporation – Home', url: 'https://www.acme.example/' },
  { title: 'Acme on the Encyclopedia', url: 'https://encyclopedia.example/wiki/Acme' },
  { title: 'Acme launches anvils', url: 'https://news.example/business/acme-anvils' },
  { title: 'Acme reviews', url: 'https://reviews.example/acme' },
  { title: 'Acme Ltd, London', url: 'https://directory.example/uk/acme-ltd' },
];
const ACME_HITS = 1_234_567;

let fake: FakeWebSearchServer;
beforeAll(async () => {
  fake = await startFakeWebSearchServer({
    dataforseo: DEMO_DATAFORSEO,
    braveKey: DEMO_BRAVE_KEY,
    results: { acme: ACME },
    totalHits: { acme: ACME_HITS },
  });
});
afterAll(() => fake.close());
afterEach(() => {
  fake.release();
  fake.reset();
});

const PROVIDER_OPTIONS: Record<WebProviderId, () => WebSearcherOptions> = {
  dataforseo: () => ({ dataforseo: { ...DEMO_DATAFORSEO, baseUrl: fake.baseUrl } }),
  brave: () => ({ brave: { apiKey: DEMO_BRAVE_KEY, baseUrl: fake.baseUrl } }),
};

/** A fresh searcher on the fake: its own cache and clock, sleeps recorded and never waited. */
function searcher(provider: WebProviderId, options: WebSearcherOptions = {}) {
  const clock = manualClock();
  const sleeps: number[] = [];
  const instance = createWebSearcher({
    ...PROVIDER_OPTIONS[provider](),
    now: clock.now,
    cache: createMemoryWebCache({ now: clock.now }),
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    timeoutMs: 60_000,
    ...options,
  });
  return { ...instance, clock, sleeps };
}

const resultsFor = (prefix: string, count: number): FakeWebResult[] =>
  Array.from({ length: count }, (_, index) => ({
    title: `${prefix} page ${index + 1}`,
    url: `https://site${index + 1}.example/${prefix}`,
  }));

describe('DataForSEO', () => {
  it("parses Google's organic results: rank_absolute, title, domain, url and se_results_count", async () => {
    const answer = await searcher('dataforseo').searchWeb(['Acme']);
    expect(answer.state).toBe('done');
    expect(answer.reason).toBeNull();
    expect(answer.provider).toBe('dataforseo');
    expect(answer.hasTotalHits).toBe(true);
    expect(answer.totalHits).toBe(ACME_HITS);
    // The fake puts a People Also Ask block third on the page: it is not a result, and it takes rank 3.
    expect(answer.records.map((record) => record.rank_absolute)).toEqual([1, 2, 4, 5, 6]);
    expect(answer.records.map(({ title, domain, url }) => ({ title, domain, url }))).toEqual(
      ACME.map((result) => ({ title: result.title, domain: new URL(result.url).hostname, url: result.url })),
    );
    expect(answer.records[0]?.domain).toBe('www.acme.example');
    expect(new Set(answer.records.map((record) => record.id)).size).toBe(ACME.length);
    expect(answer.names).toEqual([
      {
        name: 'Acme',
        query: '"Acme"',
        state: 'done',
        reason: null,
        resultCount: 5,
        totalHits: ACME_HITS,
        cached: false,
      },
    ]);
    expect(fake.requests).toEqual([
      {
        provider: 'dataforseo',
        phrase: 'Acme',
        query: '"Acme"',
        limit: 20,
        userAgent: DEFAULT_WEB_USER_AGENT,
        authorised: true,
      },
    ]);
  });

  it('sends the name as typed: quotes inside it dropped, % and + escaped for its keyword decoding', async () => {
    await searcher('dataforseo').searchWeb(['C++ "100%" Brand']);
    expect(fake.requests[0]?.query).toBe('"C%2B%2B 100%25 Brand"');
    expect(fake.requests[0]?.phrase).toBe('C++ 100% Brand');
  });

  it("is done with no records on DataForSEO's 'No Search Results' task status", async () => {
    fake.setBehaviour('dataforseo', { answer: 'no-results' });
    const answer = await searcher('dataforseo').searchWeb(['Acme']);
    expect(answer).toMatchObject({ state: 'done', reason: null, records: [], totalHits: 0 });
  });
});

describe('Brave Search', () => {
  it('parses web.results: rank by position, title, meta_url.hostname, url; no total hits, and says so', async () => {
    const answer = await searcher('brave').searchWeb(['Acme']);
    expect(answer.state).toBe('done');
    expect(answer.provider).toBe('brave');
    expect(answer.hasTotalHits).toBe(false);
    expect(answer.totalHits).toBe(0);
    expect(answer.rankMeaning).toMatch(/no estimate of total hits/);
    expect(
      answer.records.map(({ rank_absolute, title, domain, url }) => ({ rank_absolute, title, domain, url })),
    ).toEqual(
      ACME.map((result, index) => ({
        rank_absolute: index + 1,
        title: result.title,
        domain: new URL(result.url).hostname,
        url: result.url,
      })),
    );
    expect(fake.requests).toEqual([
      {
        provider: 'brave',
        phrase: 'Acme',
        query: '"Acme"',
        limit: 20,
        userAgent: DEFAULT_WEB_USER_AGENT,
        authorised: true,
      },
    ]);
  });

  it('is done with no records when Brave has no web section', async () => {
    fake.setBehaviour('brave', { answer: 'no-results' });
    const answer = await searcher('brave').searchWeb(['Acme']);
    expect(answer).toMatchObject({ state: 'done', reason: null, records: [] });
  });
});

describe('configuration', () => {
  it("is not_checked without a key ('Web search is not configured'), and asks nothing", async () => {
    const fetchCalls: unknown[] = [];
    for (const options of [
      {},
      { dataforseo: { login: '', password: '', baseUrl: fake.baseUrl } },
      { dataforseo: { login: 'someone', password: '', baseUrl: fake.baseUrl } },
      { brave: { apiKey: '', baseUrl: fake.baseUrl } },
    ] satisfies WebSearcherOptions[]) {
      const instance = createWebSearcher({
        ...options,
        fetch: async (...args) => {
          fetchCalls.push(args);
          return new Response('{}');
        },
      });
      expect(instance.provider).toBeNull();
      expect(await instance.searchWeb(['Acme'])).toEqual({
        state: 'not_checked',
        reason: WEB_SEARCH_NOT_CONFIGURED,
        records: [],
        totalHits: 0,
        hasTotalHits: false,
        provider: null,
        rankMeaning: null,
        names: [],
      });
    }
    expect(fetchCalls).toEqual([]);
    expect(fake.requestCount()).toBe(0);
  });

  it('prefers DataForSEO when both providers are configured', async () => {
    const answer = await searcher('dataforseo', PROVIDER_OPTIONS.brave()).searchWeb(['Acme']);
    expect(answer.provider).toBe('dataforseo');
    expect(fake.requestCount('dataforseo')).toBe(1);
    expect(fake.requestCount('brave')).toBe(0);
  });

  it('is not_checked without a brand name, and asks nothing', async () => {
    const answer = await searcher('dataforseo').searchWeb(['  ', '']);
    expect(answer).toMatchObject({ state: 'not_checked', reason: 'No brand name to search the web for' });
    expect(fake.requestCount()).toBe(0);
  });
});

const UNKNOWN_PATHS: readonly [string, WebProviderId, FakeWebBehaviour, RegExp][] = [
  [
    'a 429 with a long wait',
    'dataforseo',
    { answer: 'rate-limit', retryAfter: '120' },
    /^DataForSEO rate limited the search \(HTTP 429\).*; it asked to wait 120 s$/,
  ],
  [
    'a 429 with a long wait',
    'brave',
    { answer: 'rate-limit', retryAfter: '120' },
    /^Brave Search rate limited the search \(HTTP 429\).*; it asked to wait 120 s$/,
  ],
  [
    'a 429 without a wait',
    'dataforseo',
    { answer: 'rate-limit', retryAfter: null },
    /^DataForSEO rate limited the search \(HTTP 429\): Rate-limit per minute exceeded\. \(40202\)$/,
  ],
  [
    'a 429 without a wait',
    'brave',
    { answer: 'rate-limit', retryAfter: null },
    /^Brave Search rate limited the search \(HTTP 429\): Request rate limit exceeded for plan\.$/,
  ],
  [
    'a server error',
    'dataforseo',
    { answer: 'server-error' },
    /^DataForSEO had a server error \(HTTP 500\): Internal Error\. \(50000\)$/,
  ],
  ['a server error', 'brave', { answer: 'server-error' }, /^Brave Search had a server error \(HTTP 500\)/],
  [
    'a spent quota',
    'dataforseo',
    { answer: 'quota' },
    /^DataForSEO's account has no credit or quota left: Payment Required\. \(40200\)$/,
  ],
  [
    'a spent quota',
    'brave',
    { answer: 'quota' },
    /^Brave Search's plan quota is used up; it renews in 16 days$/,
  ],
  [
    'a 402',
    'dataforseo',
    { answer: 'payment-required' },
    /^DataForSEO's account has no credit or quota left \(HTTP 402\)/,
  ],
  [
    'a 402',
    'brave',
    { answer: 'payment-required' },
    /^Brave Search's account has no credit or quota left \(HTTP 402\)/,
  ],
  [
    'a malformed answer',
    'dataforseo',
    { answer: 'malformed' },
    /^DataForSEO answered in a format we do not recognise$/,
  ],
  [
    'a malformed answer',
    'brave',
    { answer: 'malformed' },
    /^Brave Search answered in a format we do not recognise$/,
  ],
];

describe('unknown, with the reason in words', () => {
  it.each(UNKNOWN_PATHS)('on %s from %s', async (_, provider, behaviour, reason) => {
    fake.setBehaviour(provider, behaviour);
    const instance = searcher(provider);
    const answer = await instance.searchWeb(['Acme']);
    expect(answer.state).toBe('unknown');
    expect(answer.records).toEqual([]);
    expect(answer.totalHits).toBe(0);
    expect(answer.reason).toBe(`Web search could not run: ${answer.names[0]?.reason}`);
    expect(answer.names[0]?.reason).toMatch(reason);
    expect(instance.sleeps).toEqual([]);
  });

  it.each(['dataforseo', 'brave'] as const)(
    'on a wrong key for %s (401): names not yet asked are not asked',
    async (provider) => {
      const options: WebSearcherOptions =
        provider === 'dataforseo'
          ? { dataforseo: { login: DEMO_DATAFORSEO.login, password: 'wrong', baseUrl: fake.baseUrl } }
          : { brave: { apiKey: 'wrong', baseUrl: fake.baseUrl } };
      const answer = await searcher(provider, options).searchWeb(['Acme', 'Zenith', 'Nimbus']);
      expect(answer.state).toBe('unknown');
      expect(answer.reason).toMatch(
        provider === 'dataforseo'
          ? /^Web search could not run: DataForSEO refused the configured credentials \(HTTP 401\): You are not authorized/
          : /^Web search could not run: Brave Search refused the configured credentials \(HTTP 401\): The provided subscription token is invalid\.$/,
      );
      // Two names are asked at once (the default concurrency); the third never is.
      expect(fake.requests.map((request) => request.phrase)).toEqual(['Acme', 'Zenith']);
      expect(fake.requests.map((request) => request.authorised)).toEqual([false, false]);
      expect(answer.names.map((name) => name.state)).toEqual(['unknown', 'unknown', 'unknown']);
    },
  );

  it.each(['dataforseo', 'brave'] as const)('on a timeout from %s (a slow answer)', async (provider) => {
    fake.setBehaviour(provider, { hold: true });
    const timer = manualTimer();
    const pending = searcher(provider, { createSignal: timer.createSignal, timeoutMs: 4_000 }).searchWeb([
      'Acme',
    ]);
    await until(() => fake.requestCount(provider) === 1);
    timer.fire();
    const answer = await pending;
    expect(answer.state).toBe('unknown');
    expect(answer.names[0]?.reason).toBe(
      `${provider === 'dataforseo' ? 'DataForSEO' : 'Brave Search'} did not answer within 4000 ms`,
    );
  });

  it('when the provider cannot be reached, quickly and without asking the other names', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    let calls = 0;
    const answer = await searcher('dataforseo', {
      dataforseo: { ...DEMO_DATAFORSEO, baseUrl: `http://127.0.0.1:${port}` },
      concurrency: 1,
      fetch: (...args) => {
        calls += 1;
        return fetch(...args);
      },
    }).searchWeb(['Acme', 'Zenith']);
    expect(answer.state).toBe('unknown');
    expect(answer.reason).toMatch(/network unreachable: 127\.0\.0\.1:\d+: connection refused/);
    expect(calls).toBe(1);
  });
});

describe('Retry-After', () => {
  it.each(['dataforseo', 'brave'] as const)(
    'waits a short one from %s once through the sleeper, then answers',
    async (provider) => {
      fake.setBehaviour(provider, { answer: 'rate-limit', retryAfter: '1', times: 1 });
      const instance = searcher(provider);
      const answer = await instance.searchWeb(['Acme']);
      expect(answer.state).toBe('done');
      expect(answer.records).toHaveLength(ACME.length);
      expect(instance.sleeps).toEqual([1_000]);
      expect(fake.requestCount(provider)).toBe(2);
    },
  );

  it('spends at most the budget in one search: the second wait over it ends the search unknown', async () => {
    fake.setBehaviour('dataforseo', { answer: 'rate-limit', retryAfter: '2', times: 3 });
    const instance = searcher('dataforseo', { concurrency: 1, retryAfterBudgetMs: 2_000 });
    const answer = await instance.searchWeb(['Acme', 'Zenith', 'Nimbus']);
    expect(instance.sleeps).toEqual([2_000]);
    expect(answer.state).toBe('unknown');
    expect(answer.reason).toMatch(/rate limited.*it asked to wait 2 s/);
    // Acme: asked, waited, asked again; then the budget is spent and Zenith and Nimbus are not asked.
    expect(fake.requests.map((request) => request.phrase)).toEqual(['Acme', 'Acme']);
  });

  it('leaves the provider alone for the time asked: later searches answer at once until it has passed', async () => {
    fake.setBehaviour('dataforseo', { answer: 'rate-limit', retryAfter: '30', times: 1 });
    const instance = searcher('dataforseo');
    expect((await instance.searchWeb(['Acme'])).state).toBe('unknown');
    const during = await instance.searchWeb(['Zenith']);
    expect(during.state).toBe('unknown');
    expect(during.reason).toMatch(/it asked to wait 30 s/);
    expect(fake.requestCount()).toBe(1);
    instance.clock.advance(30_000);
    expect((await instance.searchWeb(['Zenith'])).state).toBe('done');
    expect(fake.requestCount()).toBe(2);
  });
});

describe('bounds', () => {
  it('keeps at most 20 organic results per name by default, and asks DataForSEO for that depth', async () => {
    fake.setResults('big', resultsFor('big', 35), 9_000);
    const answer = await searcher('dataforseo').searchWeb(['Big']);
    expect(answer.records).toHaveLength(20);
    expect(fake.requests[0]?.limit).toBe(20);
  });

  it('keeps the configured number of results, and never asks Brave for more than 20', async () => {
    fake.setResults('big', resultsFor('big', 35));
    const five = await searcher('dataforseo', { resultsPerName: 5 }).searchWeb(['Big']);
    expect(five.records).toHaveLength(5);
    expect(fake.requests[0]?.limit).toBe(5);
    const brave = await searcher('brave', { resultsPerName: 50 }).searchWeb(['Big']);
    expect(brave.records).toHaveLength(20);
    expect(fake.requests[1]?.limit).toBe(20);
  });

  it('cuts a provider answer that exceeds its own bound', async () => {
    fake.setResults('big', resultsFor('big', 35));
    // Answers beyond the depth asked are not trusted to be bounded by the provider.
    const answer = await searcher('dataforseo', {
      resultsPerName: 3,
      fetch: (input, init) =>
        fetch(input, { ...init, body: String(init?.body).replace('"depth":3', '"depth":30') }),
    }).searchWeb(['Big']);
    expect(fake.requests[0]?.limit).toBe(30);
    expect(answer.records).toHaveLength(3);
  });

  it('searches at most 5 names (repeats and blanks dropped) and says which were left out', async () => {
    const answer = await searcher('dataforseo').searchWeb([
      'A1',
      'a1 ',
      ' ',
      'B2',
      'C3',
      'D4',
      'E5',
      'F6',
      'G7',
    ]);
    expect(fake.requests.map((request) => request.phrase)).toEqual(['A1', 'B2', 'C3', 'D4', 'E5']);
    expect(answer.state).toBe('done');
    expect(answer.reason).toBe('2 more names were not searched (at most 5)');
  });
});

describe('cache', () => {
  it('answers the same name again from the cache until it expires', async () => {
    const instance = searcher('dataforseo', { cacheTtlMs: 60_000 });
    const first = await instance.searchWeb(['Acme']);
    const second = await instance.searchWeb(['ACME']);
    expect(fake.requestCount()).toBe(1);
    expect(second.names[0]?.cached).toBe(true);
    expect(second.records).toEqual(first.records);
    expect(second.totalHits).toBe(ACME_HITS);
    instance.clock.advance(60_000);
    const third = await instance.searchWeb(['Acme']);
    expect(third.names[0]?.cached).toBe(false);
    expect(fake.requestCount()).toBe(2);
  });

  it('never keeps a failure: the next search asks again', async () => {
    fake.setBehaviour('dataforseo', { answer: 'server-error', times: 1 });
    const instance = searcher('dataforseo');
    expect((await instance.searchWeb(['Acme'])).state).toBe('unknown');
    expect((await instance.searchWeb(['Acme'])).state).toBe('done');
    expect(fake.requestCount()).toBe(2);
  });

  it('shares one request between simultaneous searches of the same name', async () => {
    fake.setBehaviour('dataforseo', { hold: true });
    const instance = searcher('dataforseo');
    const both = Promise.all([instance.searchWeb(['Acme']), instance.searchWeb(['acme'])]);
    await until(() => fake.requestCount() === 1);
    fake.release();
    const [one, two] = await both;
    expect(one.records).toHaveLength(ACME.length);
    expect(two.records).toEqual(one.records);
    expect(fake.requestCount()).toBe(1);
  });
});

describe('several names', () => {
  it('merges results by rank, keeps each URL once (its best rank) and sums the total hits', async () => {
    fake.setResults(
      'zenith',
      [
        { title: 'Zenith watches', url: 'https://zenith.example/' },
        // The same page as Acme's first result, written differently; Acme has it at rank 1.
        { title: 'Acme Corporation (again)', url: 'http://acme.example#top' },
        { title: 'Acme reviews, again', url: 'https://REVIEWS.example/acme/' },
      ],
      5_000,
    );
    const answer = await searcher('dataforseo').searchWeb(['Acme', 'Zenith']);
    expect(answer.state).toBe('done');
    expect(answer.totalHits).toBe(ACME_HITS + 5_000);
    expect(answer.records.map((record) => [record.rank_absolute, record.url])).toEqual([
      [1, 'https://www.acme.example/'],
      [1, 'https://zenith.example/'],
      [2, 'https://encyclopedia.example/wiki/Acme'],
      // Zenith's copy of the reviews page ranks 4 (after the People Also Ask block), Acme's ranks 5.
      [4, 'https://news.example/business/acme-anvils'],
      [4, 'https://REVIEWS.example/acme/'],
      [6, 'https://directory.example/uk/acme-ltd'],
    ]);
    expect(new Set(answer.records.map((record) => record.id)).size).toBe(answer.records.length);
    expect(answer.names.map((name) => name.resultCount)).toEqual([5, 3]);
  });

  it('is done with what answered when one name fails, naming it and why', async () => {
    fake.setBehaviour('dataforseo', { answer: 'server-error', times: 1 });
    const answer = await searcher('dataforseo', { concurrency: 1 }).searchWeb(['Zenith', 'Acme']);
    expect(answer.state).toBe('done');
    expect(answer.records).toHaveLength(ACME.length);
    expect(answer.reason).toBe(
      "Web search answered for 1 of 2 names; not for 'Zenith' (DataForSEO had a server error (HTTP 500): Internal Error. (50000))",
    );
  });

  it('gives the same page the same id in every search', async () => {
    const first = await searcher('dataforseo').searchWeb(['Acme']);
    const second = await searcher('brave').searchWeb(['Acme']);
    expect(second.records.map((record) => record.id)).toEqual(first.records.map((record) => record.id));
  });
});

describe('demo mode', () => {
  it.each(['dataforseo', 'brave'] as const)(
    'invents labelled results on reserved hosts for any name (%s)',
    async (provider) => {
      const demo = await startDemoWebSearch({ provider });
      try {
        const answer = await createWebSearcher(demo.searcherOptions).searchWeb(['Brandwright']);
        expect(answer.state).toBe('done');
        expect(answer.provider).toBe(provider);
        expect(answer.records.length).toBeGreaterThanOrEqual(4);
        for (const record of answer.records) {
          expect(record.title).toMatch(/^Brandwright \(demo result \d+\)$/);
          expect(record.domain).toMatch(/\.example$/);
        }
        expect(answer.totalHits > 0).toBe(provider === 'dataforseo');
        expect(demo.fake.requests[0]?.authorised).toBe(true);
      } finally {
        await demo.close();
      }
    },
  );
});

describe('a failing cache', () => {
  it('is unknown with the reason, never a thrown error', async () => {
    const answer = await searcher('dataforseo', {
      cache: {
        get: () => Promise.reject(new Error('cache offline')),
        set: () => Promise.resolve(),
      },
    }).searchWeb(['Acme']);
    expect(answer.state).toBe('unknown');
    expect(answer.reason).toBe('Web search could not run: web search failed: cache offline');
  });
});
