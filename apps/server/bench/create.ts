// `npm run bench:create`: the Create tool under a burst. Starts the real server (src/server.ts) as a child
// process on loopback against a fresh embedded DATA_DIR (and, with DATABASE_URL set or --pg, against that
// PostgreSQL too). USERS signed-in users with an active plan (a configured coupon) each run a create
// search with every method the way the web client does: POST /api/konstruktor, then the eight result
// calls fired in parallel. All users start together (or BENCH_CREATE_ARRIVAL_MS apart); ROUNDS rounds,
// each with new two-word keywords (so the workers' caches do not answer). Meanwhile READERS clients read GET /api/user/me one after another.
// Prints p50/p95 of the time from the search to its first group and to all of its groups, and p50/p99 of
// /me meanwhile. Work is bounded by counts (users, rounds, methods); the /me readers stop when the
// searches end. Exits non-zero on a wrong answer (another search's group, a missing method) or a 5xx.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CREATE_METHODS, CREATE_RESULT_PATHS, type CreateMethod } from '@brandwright/contracts';
import {
  benchHeaders as headersOf,
  benchPost as post,
  freePort,
  signUpBenchUser,
  waitForHealth,
  type BenchUser,
} from './bench-server.ts';
import { mapLimit, percentile } from './bench-stats.ts';

const SERVER_ENTRY = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const USERS = positive('BENCH_CREATE_USERS', 100);
const ROUNDS = positive('BENCH_CREATE_ROUNDS', 3);
const READERS = positive('BENCH_CREATE_READERS', 2);
/**
 * Milliseconds between two users' searches within a round: 0 (the default) starts all of them at once,
 * the worst case; e.g. 50 spreads 100 users over 5 seconds (20 searches a second).
 */
const ARRIVAL_GAP_MS = nonNegative('BENCH_CREATE_ARRIVAL_MS', 0);
/** Users signed up at a time before the measurement (password hashing is the slow part). */
const SIGN_UP_CONCURRENCY = 4;
const PASSWORD = 'Bench-passw0rd!';
const COUPON = 'BENCHCREATE';
const GOALS = { firstP95: 150, allP95: 400, meP99: 50 };
/**
 * Part of every user's (private IPv6) address: the IP rate limits live in the database, so on a
 * PostgreSQL kept between runs a second run from the same addresses would be refused sign-ups.
 */
const RUN_ID = randomBytes(4)
  .toString('hex')
  .replace(/^(.{4})/, '$1:');

// Two-word keywords (the Word Combi group runs only for more than one word), distinct across rounds.
const FIRST_WORDS = ['sun', 'river', 'green', 'silver', 'quiet', 'north', 'paper', 'iron', 'cloud', 'maple'];
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
  'crest',
  'wave',
  'bridge',
  'grove',
  'peak',
  'tide',
  'ember',
  'meadow',
  'falcon',
  'lantern',
  'compass',
  'orchard',
  'summit',
  'beacon',
  'willow',
  'canyon',
  'harvest',
  'prairie',
  'glacier',
  'thunder',
];

function positive(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number`);
  return value;
}

function nonNegative(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, 0 or more`);
  return value;
}

function keywordFor(round: number, user: number): string {
  const index = round * USERS + user;
  const first = FIRST_WORDS[index % FIRST_WORDS.length]!;
  const second = SECOND_WORDS[Math.floor(index / FIRST_WORDS.length) % SECOND_WORDS.length]!;
  const lap = Math.floor(index / (FIRST_WORDS.length * SECOND_WORDS.length));
  // Past 300 searches the pairs repeat; a third word keeps them distinct.
  return lap === 0 ? `${first} ${second}` : `${first} ${second} ${SECOND_WORDS[lap % SECOND_WORDS.length]}`;
}

/** Registers, activates, logs in and redeems the bench coupon (a Light plan). */
async function signUp(base: string, outboxDir: string, n: number): Promise<BenchUser> {
  return signUpBenchUser(base, outboxDir, {
    email: `bench-create-${n}-${Date.now()}@example.com`,
    address: `fd00:${RUN_ID}::${(n + 1).toString(16)}`,
    password: PASSWORD,
    firstName: `Bench${n}`,
    coupon: COUPON,
  });
}

interface SearchOutcome {
  /** Until POST /api/konstruktor answered (the search recorded). */
  recordedMs: number;
  firstMs: number;
  allMs: number;
  wrong: string[];
  serverErrors: number;
}

/** One user's search as the web client runs it; times from the Search click. */
async function search(base: string, user: BenchUser, keyword: string): Promise<SearchOutcome> {
  // One project per user, as a user searches many keywords for one brand: created by the first search.
  const outcome: SearchOutcome = {
    recordedMs: Number.NaN,
    firstMs: Number.NaN,
    allMs: Number.NaN,
    wrong: [],
    serverErrors: 0,
  };
  const started = performance.now();
  const response = await post(
    base,
    '/api/konstruktor',
    {
      project_name: `Bench project of ${user.email}`.slice(0, 100),
      project_description: 'Benchmark project',
      job_type: [...CREATE_METHODS],
      language: 'EN',
      keyword,
    },
    headersOf(user),
  );
  outcome.recordedMs = performance.now() - started;
  if (response.status >= 500) outcome.serverErrors += 1;
  if (!response.ok) {
    outcome.wrong.push(`konstruktor ${response.status} ${(await response.text()).slice(0, 200)}`);
    return outcome;
  }
  const opened = (await response.json()) as { search_token: string; keyword: string };
  if (opened.keyword !== keyword) outcome.wrong.push(`konstruktor answered keyword ${opened.keyword}`);
  const token = opened.search_token;
  await Promise.all(
    CREATE_METHODS.map(async (method: CreateMethod) => {
      const result = await post(
        base,
        `/api/konstruktor/${CREATE_RESULT_PATHS[method]}`,
        { search_token: token },
        headersOf(user),
      );
      const body = (await result.json()) as { method?: string; search_token?: string };
      const elapsed = performance.now() - started;
      if (result.status >= 500) outcome.serverErrors += 1;
      if (!result.ok || body.method !== method || body.search_token !== token) {
        outcome.wrong.push(`${method}: ${result.status} ${JSON.stringify(body).slice(0, 200)}`);
        return;
      }
      if (!(outcome.firstMs <= elapsed)) outcome.firstMs = elapsed;
    }),
  );
  outcome.allMs = performance.now() - started;
  return outcome;
}

interface ReadOutcome {
  latencies: number[];
  wrong: number;
  serverErrors: number;
}

/** Reads /api/user/me one request after another until `done` is set; every answer must be its user's. */
async function reader(base: string, user: BenchUser, done: { value: boolean }): Promise<ReadOutcome> {
  const outcome: ReadOutcome = { latencies: [], wrong: 0, serverErrors: 0 };
  while (!done.value) {
    const started = performance.now();
    const response = await fetch(`${base}/api/user/me`, { headers: headersOf(user) });
    const body = (await response.json()) as { result?: { user?: { email?: string } } };
    outcome.latencies.push(performance.now() - started);
    if (response.status >= 500) outcome.serverErrors += 1;
    else if (body.result?.user?.email !== user.email) outcome.wrong += 1;
  }
  return outcome;
}

async function benchOne(kind: 'pglite' | 'postgres', databaseUrl?: string): Promise<boolean> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bw-bench-create-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: kind === 'postgres' ? databaseUrl : '',
    LOG_LEVEL: 'warn',
    SMTP_URL: '',
    DEMO_REGISTER: 'off',
    TRUST_PROXY_HOPS: '1',
    COUPONS: `${COUPON}:5`,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForHealth(base, child);
    const outbox = path.join(dataDir, 'outbox');
    const users = await mapLimit(
      Array.from({ length: USERS + READERS }, (_, n) => n),
      SIGN_UP_CONCURRENCY,
      (n) => signUp(base, outbox, n),
    );
    const searchers = users.slice(0, USERS);
    const readers = users.slice(USERS);
    // One search first: the threads have loaded the lexicon and every route has run once.
    const warm = await search(base, searchers[0]!, 'warm start');
    if (warm.wrong.length > 0) throw new Error(`warm-up search failed: ${warm.wrong.join('; ')}`);

    const searches: SearchOutcome[] = [];
    const reads: ReadOutcome[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const done = { value: false };
      const readersRunning = Promise.all(readers.map((user) => reader(base, user, done)));
      const outcomes = await Promise.all(
        searchers.map(async (user, index) => {
          if (ARRIVAL_GAP_MS > 0) await new Promise((resolve) => setTimeout(resolve, index * ARRIVAL_GAP_MS));
          return search(base, user, keywordFor(round, index));
        }),
      );
      done.value = true;
      searches.push(...outcomes);
      reads.push(...(await readersRunning));
    }

    const recorded = searches.map((s) => s.recordedMs).filter(Number.isFinite);
    const firsts = searches.map((s) => s.firstMs).filter(Number.isFinite);
    const alls = searches.map((s) => s.allMs).filter(Number.isFinite);
    const me = reads.flatMap((r) => r.latencies);
    const wrong = searches.flatMap((s) => s.wrong);
    const serverErrors =
      searches.reduce((sum, s) => sum + s.serverErrors, 0) +
      reads.reduce((sum, r) => sum + r.serverErrors, 0);
    const wrongReads = reads.reduce((sum, r) => sum + r.wrong, 0);
    const summary = {
      searches: searches.length,
      'result calls': searches.length * CREATE_METHODS.length,
      'recorded p50 ms': Math.round(percentile(recorded, 50)),
      'recorded p95 ms': Math.round(percentile(recorded, 95)),
      'first group p50 ms': Math.round(percentile(firsts, 50)),
      'first group p95 ms': Math.round(percentile(firsts, 95)),
      'all groups p50 ms': Math.round(percentile(alls, 50)),
      'all groups p95 ms': Math.round(percentile(alls, 95)),
      '/me reads': me.length,
      '/me p50 ms': Math.round(percentile(me, 50)),
      '/me p99 ms': Math.round(percentile(me, 99)),
      'wrong answers': wrong.length + wrongReads,
      '5xx': serverErrors,
    };
    console.log(
      `\n${kind}: ${USERS} users ${ARRIVAL_GAP_MS === 0 ? 'at once' : `${ARRIVAL_GAP_MS} ms apart`} × ${ROUNDS} rounds, each POST /api/konstruktor + ${CREATE_METHODS.length} result calls in parallel; ${READERS} /me readers meanwhile`,
    );
    console.table({ [kind]: summary });
    const goals = [
      `first group p95 ${summary['first group p95 ms']} ms (goal ≤ ${GOALS.firstP95})`,
      `all groups p95 ${summary['all groups p95 ms']} ms (goal ≤ ${GOALS.allP95})`,
      `/me p99 ${summary['/me p99 ms']} ms (goal ≤ ${GOALS.meP99})`,
    ];
    console.log(`goals: ${goals.join('; ')}`);
    for (const sample of wrong.slice(0, 5)) console.log(`wrong answer: ${sample}`);
    return wrong.length === 0 && wrongReads === 0 && serverErrors === 0 && firsts.length === searches.length;
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const databaseUrl = process.env.DATABASE_URL;
const wantsPostgres = process.argv.includes('--pg') || Boolean(databaseUrl);
let sound = await benchOne('pglite');
if (wantsPostgres) {
  if (!databaseUrl)
    throw new Error('--pg needs DATABASE_URL=postgres://… of a database the bench may write to');
  sound = (await benchOne('postgres', databaseUrl)) && sound;
} else {
  console.log('\nDATABASE_URL not set: PostgreSQL run skipped.');
}
if (!sound) {
  console.error('\nbench:create: wrong answers or server errors (see above)');
  process.exitCode = 1;
}
