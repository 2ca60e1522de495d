// Full Check searches over HTTP (part of `npm run bench:check`): the real server (src/server.ts) in a
// child process, on PostgreSQL also WORKERS worker processes (src/worker.ts, the web process running
// no jobs), the domain source pointed at the loopback RDAP and DNS fakes started here with seeded,
// realistic delays. SEARCHES signed-in users each start one search (UK, EU and US trademarks and
// domains with hyphenate) at the same moment and follow it the way the web app does, over
// GET /api/dekonstruktor/events/{token} (or, where that route is missing, by polling the status call
// every 50 ms). Times run from the POST. Every search's result is then read and checked.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { domainsFor, DEFAULT_TLDS, handleCandidates } from '@brandwright/clearance';
import {
  demoAccounts,
  startDemoNetwork,
  startDemoMentions,
  startDemoSocial,
  startDemoWebSearch,
  type DemoMentions,
  type DemoSocial,
  type DemoWebSearch,
  type FakeWorld,
} from '@brandwright/clearance/testing';
import type { CheckResultResponse, CheckSourceProgress, CheckStatusResponse } from '@brandwright/contracts';
import {
  benchHeaders as headersOf,
  benchPost as post,
  freePort,
  signUpBenchUser,
  waitForHealth,
  type BenchUser,
} from './bench-server.ts';
import { mapLimit, percentile as exactPercentile, seededRandom } from './bench-stats.ts';

/** Milliseconds, whole: the figures this bench prints. */
const percentile = (values: number[], p: number): number => Math.round(exactPercentile(values, p));

const SERVER_ENTRY = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const WORKER_ENTRY = fileURLToPath(new URL('../src/worker.ts', import.meta.url));
const PASSWORD = 'Bench-passw0rd!';
const COUPON = 'BENCHCHECK';
/** Users signed up at a time before the measurement (password hashing is the slow part). */
const SIGN_UP_CONCURRENCY = 4;
/** A search not complete by then counts as an error, so a stuck pipeline cannot hold the bench. */
const SEARCH_DEADLINE_MS = 120_000;
const POLL_MS = 50;
const WARM_UP_SEARCHES_PER_PROCESS = 2;
const JOB_TYPES = 'trademark_search,euipo_search,usipo_search,domain_search';
/**
 * With --all-sources: social handles, social mentions and the web too, against the loopback networks
 * (200–600 ms a profile or post search) and SERP provider (800 ms), as issue 13 asks.
 */
const ALL_SOURCE_JOB_TYPES = `${JOB_TYPES},social_users_search,social_search,web_search`;
const TRADEMARK_CLASSES = [9, 35, 42];
export const CHECK_GOALS = { firstP95: 300, completeP95: 1_500 };

// Brand names the demo register holds (simple-icons titles), so the trademark sources find hits.
const FIRST_WORDS = [
  'Spotify',
  'Slack',
  'Stripe',
  'GitHub',
  'Netflix',
  'Airbnb',
  'Dropbox',
  'Figma',
  'Shopify',
  'Trello',
];
const SECOND_WORDS = [
  'power',
  'stone',
  'garden',
  'harbor',
  'forge',
  'valley',
  'spark',
  'field',
  'light',
  'path',
];

export interface SearchBenchOptions {
  kind: 'pglite' | 'postgres';
  /** A database of its own for this run (PostgreSQL); undefined = a fresh embedded DATA_DIR. */
  databaseUrl?: string | undefined;
  searches: number;
  /** Worker processes; 0 = the web process runs the jobs (the embedded default). */
  workers: number;
  seed: number;
  /** Every source the product checks (issue 13's bench), not only part 1's. */
  allSources?: boolean;
}

export interface SearchBenchFigures {
  kind: string;
  searches: number;
  workers: number;
  /** How progress was followed: 'events' (SSE) or 'polling'. */
  followedBy: string;
  recordedP50: number;
  recordedP95: number;
  firstP50: number;
  firstP95: number;
  completeP50: number;
  completeP95: number;
  errors: number;
  serverErrors: number;
  errorSamples: string[];
  domains: Record<string, number>;
  /** Trademark hits of all searches (UK, EU, US totals). */
  trademarkHits: number;
  /** Why domains were unknown, most frequent first. */
  unknownReasons: Array<[string, number]>;
  /** Per source: p50/p95 ms until it finished, and its end states. */
  perSource: Record<string, { p50: number; p95: number; states: string }>;
  /** Sources (of all searches) that ended unknown, with their reasons. */
  unknownSources: Array<[string, number]>;
}

/** A distinct two-word brand name per search (its hyphenated variant is checked too). */
function nameFor(index: number, run: string): string {
  const first = FIRST_WORDS[index % FIRST_WORDS.length]!;
  const second = SECOND_WORDS[Math.floor(index / FIRST_WORDS.length) % SECOND_WORDS.length]!;
  // The run id keeps domains apart from an earlier run's (and the warm-up's) cached answers.
  return `${first} ${second}${run.slice(0, 4)}${index}`;
}

/** Registers, activates, logs in and redeems the bench coupon (credits). */
async function signUp(base: string, outboxDir: string, n: number, run: string): Promise<BenchUser> {
  return signUpBenchUser(base, outboxDir, {
    email: `bench-check-${run}-${n}@example.com`,
    address: `fd00:${run.slice(0, 4)}:${run.slice(4, 8)}::${(n + 1).toString(16)}`,
    password: PASSWORD,
    firstName: `Bench${n}`,
    coupon: COUPON,
  });
}

interface Followed {
  firstMs: number;
  completeMs: number;
  /** When each source was first seen finished, and in which state. */
  finished: Map<string, { ms: number; state: string }>;
  problems: string[];
}

const newFollowed = (): Followed => ({
  firstMs: Number.NaN,
  completeMs: Number.NaN,
  finished: new Map(),
  problems: [],
});

/** Notes the sources seen finished (and the first result: a source done with its records). */
function observe(outcome: Followed, sources: readonly CheckSourceProgress[], started: number): void {
  const now = performance.now() - started;
  for (const source of sources) {
    if (!isFinished(source.state) || outcome.finished.has(source.source)) continue;
    outcome.finished.set(source.source, { ms: now, state: source.state });
    if (source.state === 'done' && Number.isNaN(outcome.firstMs)) outcome.firstMs = now;
  }
}

const isFinished = (state: string) => state === 'done' || state === 'unknown' || state === 'not_checked';

/** Server-Sent Events frames ("event: x\ndata: {...}\n\n") from a streamed body. */
async function* sseEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<{ event: string; data: string }> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body) {
    buffer += decoder.decode(chunk, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of frame.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
      }
      if (data.length > 0) yield { event, data: data.join('\n') };
      end = buffer.indexOf('\n\n');
    }
  }
}

async function followEvents(
  base: string,
  user: BenchUser,
  token: string,
  started: number,
  signal: AbortSignal,
): Promise<Followed | 'no-route'> {
  const outcome = newFollowed();
  const response = await fetch(`${base}/api/dekonstruktor/events/${token}`, {
    headers: { ...headersOf(user), accept: 'text/event-stream' },
    signal,
  });
  if (response.status === 404) {
    const body = await response.text();
    // Fastify's own 404 (no such route) rather than the route's 'search not found'.
    if (body.includes('Route GET') || body.includes('ROUTE_NOT_FOUND')) return 'no-route';
    outcome.problems.push(`events 404 ${body.slice(0, 200)}`);
    return outcome;
  }
  if (!response.ok || !response.body) {
    outcome.problems.push(`events ${response.status} ${(await response.text()).slice(0, 200)}`);
    return outcome;
  }
  for await (const { event, data } of sseEvents(response.body)) {
    if (event === 'status' || event === 'complete') {
      const status = JSON.parse(data) as CheckStatusResponse;
      observe(outcome, status.sources, started);
      if (status.complete && Number.isNaN(outcome.completeMs))
        outcome.completeMs = performance.now() - started;
    } else if (event === 'source') observe(outcome, [JSON.parse(data) as CheckSourceProgress], started);
    if (event === 'complete') break;
  }
  if (Number.isNaN(outcome.completeMs)) outcome.problems.push('event stream ended before completion');
  return outcome;
}

async function followByPolling(
  base: string,
  user: BenchUser,
  token: string,
  started: number,
  signal: AbortSignal,
): Promise<Followed> {
  const outcome = newFollowed();
  while (!signal.aborted) {
    const response = await fetch(`${base}/api/dekonstruktor/status/${token}`, {
      headers: headersOf(user),
      signal,
    });
    if (!response.ok) {
      outcome.problems.push(`status ${response.status} ${(await response.text()).slice(0, 200)}`);
      return outcome;
    }
    const status = (await response.json()) as CheckStatusResponse;
    observe(outcome, status.sources, started);
    if (status.complete) {
      outcome.completeMs = performance.now() - started;
      return outcome;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return outcome;
}

interface SearchOutcome extends Followed {
  recordedMs: number;
  followedBy: 'events' | 'polling';
  result?: CheckResultResponse['data'];
  serverErrors: number;
}

/** One user's search as the web app runs it: POST, then follow its progress until complete. */
async function runSearch(
  base: string,
  user: BenchUser,
  keyword: string,
  jobTypes = JOB_TYPES,
): Promise<SearchOutcome> {
  const started = performance.now();
  const outcome: SearchOutcome = {
    ...newFollowed(),
    recordedMs: Number.NaN,
    followedBy: 'events',
    serverErrors: 0,
  };
  const signal = AbortSignal.timeout(SEARCH_DEADLINE_MS);
  try {
    const response = await post(
      base,
      '/api/dekonstruktor',
      {
        keyword,
        job_type: jobTypes,
        trademark_cat: TRADEMARK_CLASSES,
        domain_search_options: { hyphenate: true },
        search_type: 'dekonstruktor',
      },
      headersOf(user),
    );
    outcome.recordedMs = performance.now() - started;
    if (response.status >= 500) outcome.serverErrors += 1;
    if (!response.ok) {
      outcome.problems.push(`dekonstruktor ${response.status} ${(await response.text()).slice(0, 200)}`);
      return outcome;
    }
    const token = ((await response.json()) as { search_token: string }).search_token;
    const followed = await followEvents(base, user, token, started, signal);
    if (followed === 'no-route') {
      outcome.followedBy = 'polling';
      Object.assign(outcome, await followByPolling(base, user, token, started, signal));
    } else Object.assign(outcome, followed);
    const result = await fetch(`${base}/api/dekonstruktor/result/${token}`, { headers: headersOf(user) });
    if (result.status >= 500) outcome.serverErrors += 1;
    if (!result.ok) outcome.problems.push(`result ${result.status} ${(await result.text()).slice(0, 200)}`);
    else outcome.result = ((await result.json()) as CheckResultResponse).data;
  } catch (error) {
    outcome.problems.push(signal.aborted ? `not complete after ${SEARCH_DEADLINE_MS} ms` : String(error));
  }
  return outcome;
}

/** What a finished search must show: every chosen section, every domain, none wrongly available. */
function checkResult(
  keyword: string,
  world: FakeWorld,
  result: CheckResultResponse['data'],
  takenHandles: ReadonlySet<string> | null,
): string[] {
  const wrong: string[] = [];
  if (takenHandles) wrong.push(...checkHandles(keyword, takenHandles, result));
  const sections = {
    uk: result.unitedkingdomTrademarkSearch,
    eu: result.europeTrademarkSearch,
    us: result.unitedstatesTrademarkSearch,
    domains: result.domain_search,
  };
  for (const [name, section] of Object.entries(sections))
    if (!section) wrong.push(`${keyword}: ${name} section missing`);
    else if (section.state === 'queued' || section.state === 'running')
      wrong.push(`${keyword}: ${name} still ${section.state} after completion`);
  // Every trademark hit answers this search's name: another search's hits here would be a leak.
  for (const [name, section] of Object.entries(sections))
    if (name !== 'domains')
      for (const record of (section?.results ?? []) as Array<{ query?: string }>)
        if (record.query?.toLowerCase() !== keyword.toLowerCase())
          wrong.push(`${keyword}: ${name} hit for '${record.query}'`);
  const domains = result.domain_search;
  if (!domains) return wrong;
  const expected = domainsFor([keyword], { tlds: DEFAULT_TLDS, hyphenate: true });
  if (domains.total !== expected.length)
    wrong.push(`${keyword}: ${domains.total} domains, expected ${expected.length}`);
  for (const record of domains.results) {
    if (!expected.includes(record.name)) wrong.push(`${keyword}: unexpected domain ${record.name}`);
    const free = !world.has(record.name) && !record.name.endsWith('.de');
    if (record.availability === 'available' && !free) wrong.push(`${record.name} answered available`);
    if (record.availability === 'taken' && !world.has(record.name))
      wrong.push(`${record.name} answered taken`);
  }
  return wrong;
}

/** The mention sources as the server reads them from its environment: every one pointed at the fake. */
function mentionEnv({ fake }: DemoMentions): NodeJS.ProcessEnv {
  const { baseUrls, credentials } = fake;
  return {
    MENTION_BASE_URLS: [
      `hackernews=${baseUrls.hackernews}`,
      `mastodon=${baseUrls.mastodon}`,
      `bluesky=${baseUrls.bluesky}`,
      `reddit=${baseUrls.reddit.baseUrl}`,
      `reddit-auth=${baseUrls.reddit.authBaseUrl}`,
      `twitter=${baseUrls.twitter}`,
      `youtube=${baseUrls.youtube}`,
    ].join(','),
    MASTODON_ACCESS_TOKEN: credentials.token,
    BLUESKY_IDENTIFIER: credentials.blueskyIdentifier,
    BLUESKY_APP_PASSWORD: credentials.blueskyAppPassword,
    REDDIT_CLIENT_ID: credentials.redditClientId,
    REDDIT_CLIENT_SECRET: credentials.redditClientSecret,
  };
}

/** The handle table: present and finished, and no handle answered against what the fake holds. */
function checkHandles(
  keyword: string,
  takenHandles: ReadonlySet<string>,
  result: CheckResultResponse['data'],
): string[] {
  const wrong: string[] = [];
  for (const [name, other] of [
    ['social mentions', result.social_search],
    ['web', result.web_search],
  ] as const) {
    if (!other) wrong.push(`${keyword}: ${name} section missing`);
    else if (other.state !== 'done') wrong.push(`${keyword}: ${name} ${other.state}: ${other.reason ?? ''}`);
  }
  const section = result.social_user_search;
  if (!section) return [...wrong, `${keyword}: social handles section missing`];
  if (section.state === 'queued' || section.state === 'running')
    return [...wrong, `${keyword}: social handles still ${section.state} after completion`];
  for (const record of section.results) {
    const bare = record.handle.replace(/\.bsky\.social$/, '');
    if (record.availability === 'available' && takenHandles.has(bare))
      wrong.push(`${record.network} @${record.handle} answered available`);
    if (record.availability === 'taken' && !takenHandles.has(bare))
      wrong.push(`${record.network} @${record.handle} answered taken`);
  }
  return wrong;
}

function tally(values: string[]): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1]);
}

/**
 * What autovacuum would do within a minute or so of the server's demo register load: on PostgreSQL
 * the bulk insert leaves the GIN indexes' pending lists full, and until they are merged the first
 * register searches take seconds each instead of tens of milliseconds (measured: 3–14 s for the first
 * six after a fresh load, 30–100 ms after `VACUUM`). The bench measures searches, not that window.
 */
async function flushRegisterIndexes(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('VACUUM (ANALYZE) marks');
  } finally {
    await client.end();
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

export async function benchSearches(options: SearchBenchOptions): Promise<SearchBenchFigures> {
  const run = randomBytes(4).toString('hex');
  const random = seededRandom(options.seed);
  const keywords = Array.from({ length: options.searches }, (_, index) => nameFor(index, run));
  // A quarter of the names are registered under every TLD: DNS delegates them, RDAP names the registrar.
  const world: FakeWorld = new Map();
  for (const [index, keyword] of keywords.entries())
    if (index % 4 === 0)
      for (const domain of domainsFor([keyword], { tlds: DEFAULT_TLDS }))
        world.set(domain, { registrar: 'Bench Registrar (demo data)', expiresAt: '2030-01-01T00:00:00Z' });
  const network = await startDemoNetwork({
    world,
    rdapLatency: () => 150 + random() * 250,
    dnsLatency: () => 5 + random() * 35,
  });
  // The same quarter of the names hold their handle on every network.
  const takenHandles = new Set(
    keywords.flatMap((keyword, index) => (index % 4 === 0 ? handleCandidates(keyword, null, 1) : [])),
  );
  const social: DemoSocial | undefined = options.allSources
    ? await startDemoSocial({
        accounts: demoAccounts([...takenHandles]),
        latency: () => 200 + random() * 400,
        withKeys: true,
      })
    : undefined;
  const mentions: DemoMentions | undefined = options.allSources
    ? await startDemoMentions({ latency: () => 200 + random() * 400, withKeys: true })
    : undefined;
  const serp: DemoWebSearch | undefined = options.allSources
    ? await startDemoWebSearch({ latency: () => 800 })
    : undefined;
  const jobTypes = options.allSources ? ALL_SOURCE_JOB_TYPES : JOB_TYPES;

  const dataDir = mkdtempSync(path.join(tmpdir(), 'bw-bench-check-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: options.databaseUrl ?? '',
    LOG_LEVEL: 'warn',
    SMTP_URL: '',
    TRUST_PROXY_HOPS: '1',
    // The demo register on both databases, so the trademark sources have the same marks to compare.
    DEMO_REGISTER: 'on',
    COUPONS: `${COUPON}:10`,
    CHECK_SOURCES: 'network',
    RDAP_BOOTSTRAP_URL: network.rdap.bootstrapUrl,
    DNS_SERVERS: network.dns.address,
    CHECK_JOBS_IN_WEB: options.workers > 0 ? 'off' : 'on',
    // The fakes are ours: no registry's politeness applies to them, so the bench measures the pipeline
    // rather than the budget (real registries keep the package's limits). Either may be set to compare.
    CHECK_RDAP_CONCURRENCY: process.env.CHECK_RDAP_CONCURRENCY ?? '64',
    CHECK_RDAP_DEFAULT_LIMIT: process.env.CHECK_RDAP_DEFAULT_LIMIT ?? '100000:10000',
    ...(social
      ? {
          SOCIAL_BASE_URLS: Object.entries(social.checkerOptions.baseUrls ?? {})
            .map(([id, url]) => `${id}=${url}`)
            .join(','),
          X_BEARER_TOKEN: social.checkerOptions.keys?.twitter ?? '',
          FACEBOOK_GRAPH_TOKEN: social.checkerOptions.keys?.facebook ?? '',
          YOUTUBE_API_KEY: social.checkerOptions.keys?.youtube ?? '',
          // Likewise for the networks' politeness: the fake is ours.
          CHECK_SOCIAL_CONCURRENCY: process.env.CHECK_SOCIAL_CONCURRENCY ?? '64',
        }
      : {}),
    ...(mentions ? mentionEnv(mentions) : {}),
    ...(serp
      ? {
          DATAFORSEO_LOGIN: serp.searcherOptions.dataforseo?.login ?? '',
          DATAFORSEO_PASSWORD: serp.searcherOptions.dataforseo?.password ?? '',
          DATAFORSEO_BASE_URL: serp.fake.baseUrl,
        }
      : {}),
  };
  const children: ChildProcess[] = [];
  const start = (entry: string) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry], {
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    children.push(child);
    return child;
  };
  try {
    const server = start(SERVER_ENTRY);
    await waitForHealth(base, server);
    if (options.workers > 0) {
      if (!existsSync(WORKER_ENTRY))
        throw new Error(`no worker entry at ${path.relative(process.cwd(), WORKER_ENTRY)}`);
      for (let i = 0; i < options.workers; i += 1) start(WORKER_ENTRY);
    }
    const outbox = path.join(dataDir, 'outbox');
    const users = await mapLimit(
      Array.from({ length: options.searches + 1 }, (_, n) => n),
      SIGN_UP_CONCURRENCY,
      (n) => signUp(base, outbox, n, run),
    );
    if (options.databaseUrl) await flushRegisterIndexes(options.databaseUrl);
    // Searches one after another first, so every route and queue has run once, the bootstrap is
    // stored, and (likely) each worker process has run the register search once: a fresh process's
    // first trademark jobs pay for loading the engine.
    for (let round = 0; round < WARM_UP_SEARCHES_PER_PROCESS * Math.max(1, options.workers); round += 1) {
      const warm = await runSearch(base, users[options.searches]!, `warm${run} start${round}`, jobTypes);
      if (warm.problems.length > 0 || Number.isNaN(warm.completeMs))
        throw new Error(`warm-up search failed: ${warm.problems.join('; ') || 'not complete'}`);
    }

    const outcomes = await Promise.all(
      keywords.map((keyword, index) => runSearch(base, users[index]!, keyword, jobTypes)),
    );

    const problems = outcomes.flatMap((outcome, index) => [
      ...outcome.problems.map((problem) => `${keywords[index]}: ${problem}`),
      ...(outcome.result
        ? checkResult(keywords[index]!, world, outcome.result, social ? takenHandles : null)
        : []),
    ]);
    const results = outcomes.flatMap((outcome) => (outcome.result ? [outcome.result] : []));
    const records = results.flatMap((result) => result.domain_search?.results ?? []);
    const sections = results.flatMap((result) => [
      result.unitedkingdomTrademarkSearch,
      result.europeTrademarkSearch,
      result.unitedstatesTrademarkSearch,
      result.domain_search,
    ]);
    // A 5xx, a search that never completed and a wrong answer each leave a problem behind.
    const serverErrors = outcomes.reduce((sum, outcome) => sum + outcome.serverErrors, 0);
    const perSource: SearchBenchFigures['perSource'] = {};
    for (const source of new Set(outcomes.flatMap((outcome) => [...outcome.finished.keys()]))) {
      const seen = outcomes.flatMap((outcome) => {
        const entry = outcome.finished.get(source);
        return entry ? [entry] : [];
      });
      perSource[source] = {
        p50: percentile(
          seen.map((entry) => entry.ms),
          50,
        ),
        p95: percentile(
          seen.map((entry) => entry.ms),
          95,
        ),
        states: tally(seen.map((entry) => entry.state))
          .map(([state, count]) => `${state} ${count}`)
          .join(', '),
      };
    }
    const trademarkHits = results.reduce(
      (sum, result) =>
        sum +
        (result.unitedkingdomTrademarkSearch?.total ?? 0) +
        (result.europeTrademarkSearch?.total ?? 0) +
        (result.unitedstatesTrademarkSearch?.total ?? 0),
      0,
    );
    return {
      kind: options.kind,
      perSource,
      trademarkHits,
      searches: options.searches,
      workers: options.workers,
      followedBy: [...new Set(outcomes.map((outcome) => outcome.followedBy))].join('+'),
      recordedP50: percentile(outcomes.map((o) => o.recordedMs).filter(Number.isFinite), 50),
      recordedP95: percentile(outcomes.map((o) => o.recordedMs).filter(Number.isFinite), 95),
      firstP50: percentile(outcomes.map((o) => o.firstMs).filter(Number.isFinite), 50),
      firstP95: percentile(outcomes.map((o) => o.firstMs).filter(Number.isFinite), 95),
      completeP50: percentile(outcomes.map((o) => o.completeMs).filter(Number.isFinite), 50),
      completeP95: percentile(outcomes.map((o) => o.completeMs).filter(Number.isFinite), 95),
      errors: problems.length,
      serverErrors,
      errorSamples: problems.slice(0, 5),
      domains: Object.fromEntries(tally(records.map((record) => record.availability))),
      unknownReasons: tally(
        records.filter((record) => record.availability === 'unknown').map((record) => record.reason),
      ).slice(0, 4),
      unknownSources: tally(
        sections.flatMap((section) =>
          section && (section.state === 'unknown' || section.state === 'not_checked')
            ? [`${section.state}: ${section.reason ?? ''}`]
            : [],
        ),
      ).slice(0, 4),
    };
  } finally {
    for (const child of children.reverse()) await stop(child);
    await network.close();
    await social?.close();
    await mentions?.close();
    await serp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
