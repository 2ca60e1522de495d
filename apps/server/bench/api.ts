// `npm run bench:api`: starts the real server (src/server.ts) as a child process against a fresh
// embedded DATA_DIR (and, when DATABASE_URL is set, against that PostgreSQL too) and measures:
//  1. throughput: autocannon, a fixed number of requests, on /api/health and an authenticated read;
//  2. the mixed load that once made the embedded database answer one user with another's data:
//     three users, CLIENTS concurrent clients, every third request a slow register search and the
//     rest `GET /api/user/me` in turn, ROUNDS rounds of MIX_REQUESTS; while it runs, the registers CLI
//     attaches to the same database and searches. Every answer is checked to be its asker's own.
// Work is bounded by request counts, not by time. The server runs in its own process so the load
// generator does not steal its event loop. Exits non-zero on a wrong answer, a 5xx or a lost request.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort, waitForHealth } from './bench-server.ts';
import { percentile } from './bench-stats.ts';

const SERVER_ENTRY = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const REGISTERS_CLI = fileURLToPath(
  new URL('../../../packages/clearance/src/registers/cli.ts', import.meta.url),
);
const AMOUNT = Number(process.env.BENCH_REQUESTS ?? 20_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const CLIENTS = Number(process.env.BENCH_MIX_CLIENTS ?? 12);
const MIX_REQUESTS = Number(process.env.BENCH_MIX_REQUESTS ?? 1200);
const ROUNDS = Number(process.env.BENCH_MIX_ROUNDS ?? 3);
const CLI_SEARCHES = Number(process.env.BENCH_CLI_SEARCHES ?? 3);
/** A request not answered within this is counted as lost (the defect this guards against). */
const ANSWER_WITHIN_MS = 15_000;
const PASSWORD = 'Bench-passw0rd!';
const SLOW_SEARCH =
  '/api/trademarks/search?name=' +
  encodeURIComponent('the quick brown fox jumps over the lazy dog and many more words to fill up');

async function post(base: string, url: string, body: unknown): Promise<Response> {
  return fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Registers, activates (link read from the .eml outbox) and logs in; returns the address and a bearer token. */
async function signIn(base: string, outboxDir: string, n: number): Promise<{ email: string; token: string }> {
  const email = `bench-${n}-${Date.now()}@example.com`;
  const registered = await post(base, '/api/user/registerwithactivation', {
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    first_name: `Bench${n}`,
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const mails = readdirSync(outboxDir).map((file) =>
    readFileSync(path.join(outboxDir, file), 'utf8').replace(/=\r?\n/g, ''),
  );
  const mine = mails.filter((mail) => mail.includes(email.replace('@', '%40')) || mail.includes(email));
  const match = mine.map((mail) => /\/activate\/([^/\s]+)\/([\w-]+)/.exec(mail)).find(Boolean);
  if (!match) throw new Error(`no activation link for ${email} in the outbox`);
  const activated = await fetch(`${base}/api/user/activation/${match[1]}/${match[2]}`);
  if (!activated.ok) throw new Error(`activation: ${activated.status}`);
  const login = await post(base, '/api/user/login', { email, password: PASSWORD });
  if (!login.ok) throw new Error(`login: ${login.status}`);
  return { email, token: ((await login.json()) as { result: { access_token: string } }).result.access_token };
}

async function throughput(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, amount: AMOUNT, connections: CONNECTIONS, headers });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

interface MixOutcome {
  wrongUser: number;
  serverErrors: number;
  lost: number;
  meMs: number[];
  searchMs: number[];
  samples: string[];
}

/** One round of the mixed load; every /me answer must name the user whose token asked. */
async function mixedRound(base: string, users: Array<{ email: string; token: string }>): Promise<MixOutcome> {
  const outcome: MixOutcome = { wrongUser: 0, serverErrors: 0, lost: 0, meMs: [], searchMs: [], samples: [] };
  let next = 0;
  async function client(): Promise<void> {
    for (let i = next++; i < MIX_REQUESTS; i = next++) {
      const user = users[i % users.length]!;
      const slow = i % 3 === 0;
      const started = performance.now();
      try {
        const response = await fetch(`${base}${slow ? SLOW_SEARCH : '/api/user/me'}`, {
          headers: { authorization: `Bearer ${user.token}` },
          signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
        });
        const body = (await response.json()) as { result?: { user?: { email?: string } } };
        (slow ? outcome.searchMs : outcome.meMs).push(performance.now() - started);
        if (response.status >= 500) outcome.serverErrors++;
        else if (!slow && body.result?.user?.email !== user.email) {
          outcome.wrongUser++;
          if (outcome.samples.length < 3) outcome.samples.push(JSON.stringify(body).slice(0, 200));
        }
      } catch {
        outcome.lost++;
      }
    }
  }
  await Promise.all(Array.from({ length: CLIENTS }, client));
  return outcome;
}

/** The registers CLI, attached to the running server's database, searching while the load runs. */
async function cliSearches(env: NodeJS.ProcessEnv): Promise<{ ok: number; failed: number }> {
  let ok = 0;
  let failed = 0;
  for (let i = 0; i < CLI_SEARCHES; i++) {
    const run = await new Promise<number | null>((resolve) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', REGISTERS_CLI, 'search', 'sambucks', '--json'],
        {
          env,
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.once('exit', (code) => resolve(code === 0 && out.includes('[') ? 0 : (code ?? 1)));
    });
    if (run === 0) ok++;
    else failed++;
  }
  return { ok, failed };
}

async function benchOne(kind: 'pglite' | 'postgres'): Promise<boolean> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bw-bench-api-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SMTP_URL: '',
    // The slow route needs marks to search, on either database.
    DEMO_REGISTER: 'on',
  };
  if (kind === 'pglite') env.DATABASE_URL = '';
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForHealth(base, child);
    const outbox = path.join(dataDir, 'outbox');
    const users = [];
    for (let n = 0; n < 3; n++) users.push(await signIn(base, outbox, n));
    const health = await throughput(`${base}/api/health`);
    const me = await throughput(`${base}/api/user/me`, { authorization: `Bearer ${users[0]!.token}` });
    console.log(`\n${kind}: throughput (${CONNECTIONS} connections, ${AMOUNT} requests each)`);
    console.table({ 'GET /api/health': health, 'GET /api/user/me (Bearer)': me });

    const rounds: MixOutcome[] = [];
    let cli = { ok: 0, failed: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const [outcome, cliRun] = await Promise.all([
        mixedRound(base, users),
        round === 0 ? cliSearches(env) : Promise.resolve({ ok: 0, failed: 0 }),
      ]);
      rounds.push(outcome);
      cli = { ok: cli.ok + cliRun.ok, failed: cli.failed + cliRun.failed };
    }
    const meMs = rounds.flatMap((r) => r.meMs).sort((a, b) => a - b);
    const searchMs = rounds.flatMap((r) => r.searchMs).sort((a, b) => a - b);
    const sum = (pick: (r: MixOutcome) => number) => rounds.reduce((total, r) => total + pick(r), 0);
    const summary = {
      requests: ROUNDS * MIX_REQUESTS,
      wrongUser: sum((r) => r.wrongUser),
      serverErrors: sum((r) => r.serverErrors),
      lost: sum((r) => r.lost),
      'me p50 ms': Math.round(percentile(meMs, 50)),
      'me p99 ms': Math.round(percentile(meMs, 99)),
      'search p50 ms': Math.round(percentile(searchMs, 50)),
      'search p99 ms': Math.round(percentile(searchMs, 99)),
      'CLI searches ok': `${cli.ok}/${cli.ok + cli.failed}`,
    };
    console.log(
      `\n${kind}: mixed load (${CLIENTS} clients, ${ROUNDS} × ${MIX_REQUESTS} requests, 1 in 3 slow)`,
    );
    console.table({ mixed: summary });
    for (const sample of rounds.flatMap((r) => r.samples)) console.log(`wrong answer: ${sample}`);
    return summary.wrongUser === 0 && summary.serverErrors === 0 && summary.lost === 0 && cli.failed === 0;
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

let sound = await benchOne('pglite');
if (process.env.DATABASE_URL) sound = (await benchOne('postgres')) && sound;
else console.log('\nDATABASE_URL not set: PostgreSQL run skipped.');
if (!sound) {
  console.error('\nbench:api: wrong answers, server errors or lost requests (see above)');
  process.exitCode = 1;
}
