// The social mention source against the loopback fake only: each source's parsing, sentiment, every unknown
// and not-checked path, the bounds, the cache, the sessions, de-duplication.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createMentionSearcher,
  DEFAULT_MENTION_USER_AGENT,
  MAX_PER_SOURCE_LIMIT,
  MENTION_SOURCE_IDS,
  type MentionAdapter,
  type MentionSearcherOptions,
  type MentionSourceId,
  type MentionSourceOutcome,
} from '../src/index.ts';
import { startDemoMentions, type DemoMentions, type DemoMentionsOptions } from '../src/testing.ts';
import { manualClock, manualTimer, until } from './helpers/manual-time.ts';

const opened: DemoMentions[] = [];
let demo: DemoMentions;
beforeAll(async () => {
  demo = await startDemoMentions({ withKeys: true });
});
afterAll(async () => {
  await demo.close();
  await Promise.all(opened.map((other) => other.close()));
});
afterEach(() => demo.fake.reset());

/** Another fake, for tests that need it configured differently; closed after all tests. */
async function otherDemo(options: DemoMentionsOptions): Promise<DemoMentions> {
  const other = await startDemoMentions(options);
  opened.push(other);
  return other;
}

/** A fresh searcher on a demo: its own cache and clock; sleeps recorded, never waited. */
function searcher(on: DemoMentions = demo, options: MentionSearcherOptions = {}) {
  const clock = manualClock();
  const sleeps: number[] = [];
  const instance = createMentionSearcher({
    ...on.searcherOptions,
    now: clock.now,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...options,
  });
  return { ...instance, clock, sleeps };
}

function outcomeOf(sources: readonly MentionSourceOutcome[], source: MentionSourceId): MentionSourceOutcome {
  const outcome = sources.find((candidate) => candidate.source === source);
  if (!outcome) throw new Error(`no outcome for ${source}`);
  return outcome;
}

describe('every configured source answers in its own format', () => {
  it('gives each source done with its posts, in source order, records in the contract shape', async () => {
    const result = await searcher().searchMentions(['Acme']);
    expect(result.sources.map(({ source, state, count }) => ({ source, state, count }))).toEqual(
      MENTION_SOURCE_IDS.map((source) => ({ source, state: 'done', count: 5 })),
    );
    expect(result.records).toHaveLength(30);
    expect(result.records.map((record) => record.network)).toEqual(
      MENTION_SOURCE_IDS.flatMap((source) => Array<string>(5).fill(source)),
    );
    for (const record of result.records) {
      expect(record.text).not.toMatch(/<[a-z/]|&amp;|&#/i);
      expect(record.text).toContain('Acme');
      expect(record.name).toBe('Acme');
      expect(typeof record.sentiment).toBe('number');
      expect(record.created_at).toMatch(/^2026-01-1\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    }
    expect(demo.fake.userAgents).toEqual(new Set([DEFAULT_MENTION_USER_AGENT]));
  });

  it('reads Hacker News hits: stories by title, comments from their HTML, item links', async () => {
    const { records } = await searcher().searchMentions(['Acme'], { sources: ['hackernews'] });
    expect(records[0]).toMatchObject({
      network: 'hackernews',
      text: 'Acme is wonderful, I love it. Great work, thank you! (demo post)',
      language: null,
      sentiment_language: 'en',
    });
    expect(records[0]?.url).toBe(`https://news.ycombinator.com/item?id=${records[0]?.post_id}`);
    expect(records[0]?.post_id).toMatch(/^\d+$/);
    // A comment: HTML paragraphs and entities become plain text.
    expect(records[1]?.text).toBe(
      'Acme is terrible and the support was awful. I hate it. (demo post) (reply)',
    );
  });

  it('reads Mastodon statuses: HTML content as text, the status URL, the language it gives', async () => {
    const { records } = await searcher().searchMentions(['Acme'], { sources: ['mastodon'] });
    expect(records[3]).toMatchObject({
      network: 'mastodon',
      text: 'Acme est génial, excellent travail, bravo ! (demo post) #demo',
      language: 'fr',
      sentiment_language: 'fr',
    });
    expect(records[3]?.url).toBe(`${demo.fake.origin}/mastodon/@demo/${records[3]?.post_id}`);
  });

  it('reads Bluesky posts: the bsky.app link from the at:// URI and the author, langs', async () => {
    const { records } = await searcher().searchMentions(['Acme'], { sources: ['bluesky'] });
    const german = records[4];
    expect(german).toMatchObject({ network: 'bluesky', language: 'de', sentiment_language: 'de' });
    const rkey = german?.post_id?.split('/').pop();
    expect(german?.post_id).toMatch(/^at:\/\/did:plc:demo[0-9a-f]+\/app\.bsky\.feed\.post\/3demo/);
    expect(german?.url).toBe(`https://bsky.app/profile/demo-1.invalid/post/${rkey}`);
  });

  it('reads the Reddit listing: title and self text, the permalink on reddit.com, the fullname as id', async () => {
    const { records } = await searcher().searchMentions(['Acme'], { sources: ['reddit'] });
    expect(records[0]).toMatchObject({
      network: 'reddit',
      text: 'Acme is wonderful, I love it Great work, thank you! (demo post)',
      language: null,
    });
    expect(records[0]?.post_id).toMatch(/^t3_demo/);
    expect(records[0]?.url).toMatch(
      /^https:\/\/www\.reddit\.com\/r\/demo\/comments\/demo[0-9a-f]+\/demo_post\/$/,
    );
    expect(records[0]?.created_at).toBe('2026-01-15T09:30:00.000Z');
  });

  it('reads X recent search and YouTube search when their keys are configured', async () => {
    const { records } = await searcher().searchMentions(['Acme'], { sources: ['twitter', 'youtube'] });
    const x = records.filter((record) => record.network === 'twitter');
    expect(x[3]).toMatchObject({ language: 'fr', url: `https://x.com/i/web/status/${x[3]?.post_id}` });
    const youtube = records.filter((record) => record.network === 'youtube');
    expect(youtube[0]?.url).toBe(`https://www.youtube.com/watch?v=${youtube[0]?.post_id}`);
    // The Data API's HTML-escaped title comes out plain.
    expect(youtube[2]?.text).toBe('Has anyone tried Acme for a side project? (demo post)');
  });

  it('gives every source the same plain text for a post with &, < and > in it, whatever the escaping', async () => {
    const other = await otherDemo({
      withKeys: true,
      postsPerQuery: 1,
      posts: (_source, query) => [{ text: `${query} & friends <3 a<b>c`, language: 'en' }],
    });
    const { records } = await searcher(other).searchMentions(['Acme']);
    expect(records).toHaveLength(6);
    const texts = new Map(records.map((record) => [record.network, record.text]));
    for (const source of ['hackernews', 'bluesky', 'twitter', 'youtube'] as const)
      expect(texts.get(source)).toBe('Acme & friends <3 a<b>c');
    // Mastodon's HTML content carries the status's hashtag link.
    expect(texts.get('mastodon')).toBe('Acme & friends <3 a<b>c #demo');
  });
});

describe('sentiment', () => {
  it('has the sign of clearly positive and negative posts, in English and in French and German', async () => {
    const { records } = await searcher().searchMentions(['Acme'], { sources: ['mastodon', 'hackernews'] });
    const mastodon = records.filter((record) => record.network === 'mastodon');
    expect(mastodon[0]?.sentiment).toBeGreaterThan(0);
    expect(mastodon[1]?.sentiment).toBeLessThan(0);
    expect(mastodon[2]?.sentiment).toBe(0);
    expect(mastodon[3]).toMatchObject({ sentiment_language: 'fr' });
    expect(mastodon[3]?.sentiment).toBeGreaterThan(0);
    expect(mastodon[4]).toMatchObject({ sentiment_language: 'de' });
    expect(mastodon[4]?.sentiment).toBeLessThan(0);
    // Hacker News says no language: English, whatever the text.
    const hn = records.filter((record) => record.network === 'hackernews');
    expect(hn.map((record) => record.sentiment_language)).toEqual(Array<string>(5).fill('en'));
    expect(hn[0]?.sentiment).toBeGreaterThan(0);
    expect(hn[1]?.sentiment).toBeLessThan(0);
  });
});

describe('sources that are not configured', () => {
  it('are not checked with the reason, and the fake sees no request from them', async () => {
    const bare = await otherDemo({});
    const instance = createMentionSearcher({
      sources: {
        hackernews: { baseUrl: bare.fake.baseUrls.hackernews },
        mastodon: { baseUrl: bare.fake.baseUrls.mastodon, accessToken: bare.fake.credentials.token },
        bluesky: { baseUrl: bare.fake.baseUrls.bluesky },
        reddit: bare.fake.baseUrls.reddit,
        twitter: { baseUrl: bare.fake.baseUrls.twitter },
        youtube: { baseUrl: bare.fake.baseUrls.youtube },
      },
    });
    const { sources } = await instance.searchMentions(['Acme', 'Bolt']);
    expect(outcomeOf(sources, 'bluesky')).toMatchObject({ state: 'not_checked', count: 0 });
    expect(outcomeOf(sources, 'bluesky').reason).toMatch(/^needs a Bluesky app password/);
    expect(outcomeOf(sources, 'reddit')).toMatchObject({ state: 'not_checked' });
    expect(outcomeOf(sources, 'reddit').reason).toMatch(/client id and secret/);
    expect(outcomeOf(sources, 'twitter').reason).toMatch(/no X API token is configured/);
    expect(outcomeOf(sources, 'youtube').reason).toMatch(/no YouTube Data API key is configured/);
    for (const source of ['bluesky', 'reddit', 'twitter', 'youtube'] as const) {
      expect(outcomeOf(sources, source).state).toBe('not_checked');
      expect(bare.fake.requestCount(source)).toBe(0);
    }
    expect(outcomeOf(sources, 'hackernews').state).toBe('done');
    expect(bare.fake.requestCount('hackernews')).toBe(2);
  });

  it('Mastodon without a token: a refusal is not checked, an empty anonymous answer unknown, posts done', async () => {
    const ask = async (mastodonAnonymous: 'refuse' | 'empty' | 'allow') => {
      const other = await otherDemo({ mastodonAnonymous });
      const instance = createMentionSearcher({
        sources: { mastodon: { baseUrl: other.fake.baseUrls.mastodon } },
      });
      const { sources, records } = await instance.searchMentions(['Acme'], { sources: ['mastodon'] });
      return { outcome: outcomeOf(sources, 'mastodon'), records };
    };
    const refused = await ask('refuse');
    expect(refused.outcome.state).toBe('not_checked');
    expect(refused.outcome.reason).toMatch(
      /needs an access token \(This method requires an authenticated user\)/,
    );
    const empty = await ask('empty');
    expect(empty.outcome.state).toBe('unknown');
    expect(empty.outcome.reason).toMatch(/no posts to an anonymous search.*access token is needed/);
    const allowed = await ask('allow');
    expect(allowed.outcome).toMatchObject({ state: 'done', count: 5 });
  });
});

describe('sources that cannot answer are unknown with the reason', () => {
  it('a 429 asking longer than the budget: unknown at once, no wait, and the source left alone after', async () => {
    demo.fake.setBehaviour('reddit', { answer: 'rate-limit', retryAfter: '120' });
    const instance = searcher();
    const first = await instance.searchMentions(['Acme'], { sources: ['reddit'] });
    expect(outcomeOf(first.sources, 'reddit')).toMatchObject({
      state: 'unknown',
      reason: 'Reddit rate limited us; it asked to wait 120 s',
    });
    expect(instance.sleeps).toEqual([]);
    // The token request was the one refused: the search itself was never sent.
    expect(demo.fake.requestCount('reddit')).toBe(1);
    const again = await instance.searchMentions(['Bolt'], { sources: ['reddit'] });
    expect(outcomeOf(again.sources, 'reddit').state).toBe('unknown');
    expect(demo.fake.requestCount('reddit')).toBe(1);
    // Once the time asked has passed, the source is asked again.
    demo.fake.reset();
    instance.clock.advance(120_000);
    const later = await instance.searchMentions(['Bolt'], { sources: ['reddit'] });
    expect(outcomeOf(later.sources, 'reddit').state).toBe('done');
  });

  it('a short Retry-After is waited once through the injected sleeper, then the answer is used', async () => {
    demo.fake.setBehaviour('hackernews', { answer: 'rate-limit', retryAfter: '1', times: 1 });
    const instance = searcher();
    const { sources } = await instance.searchMentions(['Acme'], { sources: ['hackernews'] });
    expect(outcomeOf(sources, 'hackernews')).toMatchObject({ state: 'done', count: 5 });
    expect(instance.sleeps).toEqual([1000]);
    expect(demo.fake.requestCount('hackernews')).toBe(2);
  });

  it('a short Retry-After asked twice is waited only once', async () => {
    demo.fake.setBehaviour('hackernews', { answer: 'rate-limit', retryAfter: '1' });
    const instance = searcher();
    const { sources } = await instance.searchMentions(['Acme'], { sources: ['hackernews'] });
    expect(outcomeOf(sources, 'hackernews')).toMatchObject({ state: 'unknown' });
    expect(outcomeOf(sources, 'hackernews').reason).toMatch(/^Hacker News rate limited us/);
    expect(instance.sleeps).toEqual([1000]);
  });

  it('a 429 without Retry-After backs off for the default time', async () => {
    demo.fake.setBehaviour('mastodon', { answer: 'rate-limit', retryAfter: null });
    const instance = searcher(demo, { ...demo.searcherOptions, defaultBackOffMs: 10_000 });
    const { sources } = await instance.searchMentions(['Acme'], { sources: ['mastodon'] });
    expect(outcomeOf(sources, 'mastodon')).toMatchObject({
      state: 'unknown',
      reason: 'Mastodon rate limited us',
    });
    instance.clock.advance(9_999);
    await instance.searchMentions(['Bolt'], { sources: ['mastodon'] });
    expect(demo.fake.requestCount('mastodon')).toBe(1);
  });

  it.each([
    ['server-error', 'bluesky', /^Bluesky answered with a server error \(HTTP 500\)$/],
    [
      'changed-shape',
      'hackernews',
      /^Hacker News answered in a shape we do not know; its API may have changed$/,
    ],
    ['changed-shape', 'reddit', /^Reddit answered in a shape we do not know/],
    ['not-json', 'mastodon', /^Mastodon answered with something other than JSON/],
    ['unauthorised', 'twitter', /^X refused the configured API token \(Unauthorized\)$/],
    [
      'unauthorised',
      'youtube',
      /^YouTube refused the search with the configured API key \(HTTP 400: API key not valid/,
    ],
  ] as const)('%s from %s is unknown', async (answer, source, reason) => {
    demo.fake.setBehaviour(source, { answer });
    const { sources, records } = await searcher().searchMentions(['Acme'], { sources: [source] });
    expect(outcomeOf(sources, source)).toMatchObject({ state: 'unknown', count: 0 });
    expect(outcomeOf(sources, source).reason).toMatch(reason);
    expect(records).toEqual([]);
  });

  it('wrong credentials are unknown with the source refusing them', async () => {
    const instance = createMentionSearcher({
      sources: {
        bluesky: {
          baseUrl: demo.fake.baseUrls.bluesky,
          identifier: 'demo.bsky.social',
          appPassword: 'wrong',
        },
        reddit: { ...demo.fake.baseUrls.reddit, clientId: 'demo-client', clientSecret: 'wrong' },
        mastodon: { baseUrl: demo.fake.baseUrls.mastodon, accessToken: 'wrong' },
      },
    });
    const { sources } = await instance.searchMentions(['Acme'], {
      sources: ['bluesky', 'reddit', 'mastodon'],
    });
    expect(outcomeOf(sources, 'bluesky')).toMatchObject({
      state: 'unknown',
      reason:
        'Bluesky refused the configured identifier and app password (AuthenticationRequired: Invalid identifier or password)',
    });
    expect(outcomeOf(sources, 'reddit')).toMatchObject({ state: 'unknown' });
    expect(outcomeOf(sources, 'reddit').reason).toMatch(
      /^Reddit refused the configured client id and secret/,
    );
    expect(outcomeOf(sources, 'mastodon').reason).toMatch(/refused the configured access token/);
    expect(demo.fake.requestCount('bluesky', 'search')).toBe(0);
    expect(demo.fake.requestCount('reddit', 'search')).toBe(0);
  });

  it('a source that does not answer in time is unknown: timed out', async () => {
    demo.fake.setBehaviour('hackernews', { hang: true });
    const timer = manualTimer();
    const instance = searcher(demo, {
      ...demo.searcherOptions,
      createSignal: timer.createSignal,
      timeoutMs: 4_000,
    });
    const pending = instance.searchMentions(['Acme'], { sources: ['hackernews', 'mastodon'] });
    await until(() => demo.fake.requestCount('hackernews') === 1 && timer.count() >= 2);
    timer.fire();
    const { sources } = await pending;
    expect(outcomeOf(sources, 'hackernews')).toMatchObject({
      state: 'unknown',
      reason: 'Hacker News timed out after 4000 ms',
    });
  });

  it('a slow answer inside the timeout is used', async () => {
    demo.fake.setBehaviour('hackernews', { delayMs: 30 });
    const { sources } = await searcher().searchMentions(['Acme'], { sources: ['hackernews'] });
    expect(outcomeOf(sources, 'hackernews')).toMatchObject({ state: 'done', count: 5 });
  });

  it('an unreachable source is unknown (network unreachable) and answered at once afterwards', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    let fetches = 0;
    const instance = createMentionSearcher({
      sources: { hackernews: { baseUrl: `http://127.0.0.1:${port}` } },
      fetch: (input, init) => {
        fetches += 1;
        return fetch(input, init);
      },
    });
    const first = await instance.searchMentions(['Acme'], { sources: ['hackernews'] });
    expect(outcomeOf(first.sources, 'hackernews')).toMatchObject({
      state: 'unknown',
      reason: `network unreachable: 127.0.0.1:${port}: connection refused`,
    });
    await instance.searchMentions(['Bolt'], { sources: ['hackernews'] });
    expect(fetches).toBe(1);
  });

  it('one name failing leaves the source done for the others and says so', async () => {
    const adapter: MentionAdapter = {
      source: 'hackernews',
      missingConfiguration: () => undefined,
      search: async (name) => {
        if (name === 'Bolt') throw new Error('socket hang up');
        return [
          {
            network: 'hackernews',
            text: `${name} ok`,
            url: `https://news.ycombinator.com/item?id=1`,
            post_id: '1',
            language: null,
            created_at: null,
          },
        ];
      },
    };
    const { sources } = await createMentionSearcher({ adapters: [adapter] }).searchMentions(
      ['Acme', 'Bolt'],
      {
        sources: ['hackernews'],
      },
    );
    expect(outcomeOf(sources, 'hackernews')).toMatchObject({
      state: 'done',
      count: 1,
      reason: 'answered for 1 of 2 names; the others: Hacker News search failed: socket hang up',
    });
  });
});

describe('bounds, cache, sessions and de-duplication', () => {
  it('asks each source for the limit and keeps at most that many posts per name, even from a source ignoring it', async () => {
    const many = await otherDemo({ withKeys: true, postsPerQuery: 100, ignoreLimit: true });
    const { records, sources } = await searcher(many).searchMentions(['Acme', 'Bolt'], { perSourceLimit: 7 });
    for (const source of MENTION_SOURCE_IDS) {
      expect(outcomeOf(sources, source)).toMatchObject({ state: 'done', count: 14 });
      expect(records.filter((record) => record.network === source)).toHaveLength(14);
    }
    const limits = new Map(
      many.fake.requests
        .filter((request) => request.kind === 'search')
        .map((request) => [request.source, request.limit]),
    );
    // X takes 10 at least; every other source is asked for exactly the limit.
    expect(Object.fromEntries(limits)).toEqual({
      hackernews: '7',
      mastodon: '7',
      bluesky: '7',
      reddit: '7',
      twitter: '10',
      youtube: '7',
    });
  });

  it('caps the limit asked for, and each source at its API maximum', async () => {
    const many = await otherDemo({ withKeys: true, postsPerQuery: 100 });
    const { sources } = await searcher(many).searchMentions(['Acme'], { perSourceLimit: 1_000 });
    expect(outcomeOf(sources, 'hackernews').count).toBe(MAX_PER_SOURCE_LIMIT);
    expect(outcomeOf(sources, 'mastodon').count).toBe(40);
    expect(many.fake.requests.find((request) => request.source === 'mastodon')?.limit).toBe('40');
  });

  it('keeps at most concurrencyPerSource requests in flight per source', async () => {
    demo.fake.setBehaviour('hackernews', { hold: true });
    const instance = searcher(demo, { ...demo.searcherOptions, concurrencyPerSource: 2 });
    let settled = false;
    const pending = instance
      .searchMentions(['Acme', 'Bolt', 'Crane', 'Dune', 'Echo'], { sources: ['hackernews'] })
      .finally(() => (settled = true));
    await until(() => demo.fake.requestCount('hackernews') === 2);
    for (let turn = 0; turn < 200; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(demo.fake.requestCount('hackernews')).toBe(2);
    while (!settled) {
      demo.fake.release();
      await new Promise((resolve) => setImmediate(resolve));
    }
    const { sources } = await pending;
    expect(outcomeOf(sources, 'hackernews')).toMatchObject({ state: 'done', count: 25 });
    expect(demo.fake.requestCount('hackernews')).toBe(5);
    expect(demo.fake.maxInFlight('hackernews')).toBe(2);
  });

  it('sends one request for simultaneous searches of one name', async () => {
    const instance = searcher();
    const [first, second] = await Promise.all([
      instance.searchMentions(['Acme'], { sources: ['hackernews'] }),
      instance.searchMentions(['ACME'], { sources: ['hackernews'] }),
    ]);
    expect(demo.fake.requestCount('hackernews')).toBe(1);
    expect(second.records.map((record) => record.url)).toEqual(first.records.map((record) => record.url));
  });

  it('answers a repeated search from the cache until it expires on the injected clock', async () => {
    const instance = searcher(demo, { ...demo.searcherOptions, cacheTtlMs: 60_000 });
    const first = await instance.searchMentions(['Acme']);
    const asked = demo.fake.totalRequests();
    const second = await instance.searchMentions(['acme']);
    expect(demo.fake.totalRequests()).toBe(asked);
    expect(second.records.map((record) => record.url)).toEqual(first.records.map((record) => record.url));
    instance.clock.advance(60_000);
    await instance.searchMentions(['Acme']);
    expect(demo.fake.requestCount('hackernews')).toBe(2);
  });

  it('does not cache what could not be answered', async () => {
    demo.fake.setBehaviour('hackernews', { answer: 'server-error', times: 1 });
    const instance = searcher();
    expect(outcomeOf((await instance.searchMentions(['Acme'])).sources, 'hackernews').state).toBe('unknown');
    expect(outcomeOf((await instance.searchMentions(['Acme'])).sources, 'hackernews').state).toBe('done');
  });

  it('signs in to Bluesky and Reddit once for many searches, and again when the session expires', async () => {
    const instance = searcher();
    await Promise.all([
      instance.searchMentions(['Acme'], { sources: ['bluesky', 'reddit'] }),
      instance.searchMentions(['Bolt'], { sources: ['bluesky', 'reddit'] }),
    ]);
    await instance.searchMentions(['Crane'], { sources: ['bluesky', 'reddit'] });
    expect(demo.fake.requestCount('bluesky', 'auth')).toBe(1);
    expect(demo.fake.requestCount('reddit', 'auth')).toBe(1);
    demo.fake.expireSessions();
    const { sources } = await instance.searchMentions(['Dune'], { sources: ['bluesky', 'reddit'] });
    expect(sources.map((outcome) => outcome.state)).toEqual(['done', 'done']);
    expect(demo.fake.requestCount('bluesky', 'auth')).toBe(2);
    expect(demo.fake.requestCount('reddit', 'auth')).toBe(2);
  });

  it('keeps one record per URL across names and sources, and searches a name given twice once', async () => {
    const post = {
      network: 'hackernews' as const,
      text: 'Acme and Bolt merge',
      url: 'https://news.ycombinator.com/item?id=42',
      post_id: '42',
      language: null,
      created_at: null,
    };
    const names: string[] = [];
    const adapter: MentionAdapter = {
      source: 'hackernews',
      missingConfiguration: () => undefined,
      search: async (name) => {
        names.push(name);
        return [
          post,
          { ...post, url: 'https://NEWS.ycombinator.com/item?id=42#top' },
          { ...post, url: 'https://news.ycombinator.com/item?id=43', post_id: '43' },
        ];
      },
    };
    const { records, sources } = await createMentionSearcher({ adapters: [adapter] }).searchMentions(
      ['Acme', 'Bolt', ' acme '],
      { sources: ['hackernews'] },
    );
    expect(names).toEqual(['Acme', 'Bolt']);
    expect(records.map((record) => record.post_id)).toEqual(['42', '43']);
    expect(outcomeOf(sources, 'hackernews').count).toBe(2);
  });
});
