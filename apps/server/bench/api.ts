// `npm run bench:api`: starts the real server (src/server.ts) as a child process against a fresh
// embedded DATA_DIR (and, when DATABASE_URL is set, against that PostgreSQL too), signs a user in,
// then runs autocannon for a bounded time on /api/health and on an authenticated read (/api/user/me).
// The server runs in its own process so the load generator does not steal its event loop.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const SERVER_ENTRY = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const START_TIMEOUT_MS = 60_000;
const PASSWORD = 'Bench-passw0rd!';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(base: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become healthy in time');
}

async function post(base: string, url: string, body: unknown): Promise<Response> {
  return fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Registers, activates (link read from the .eml outbox) and logs in; returns a bearer token. */
async function signIn(base: string, outboxDir: string): Promise<string> {
  const email = `bench-${Date.now()}@example.com`;
  const registered = await post(base, '/api/user/registerwithactivation', {
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    first_name: 'Bench',
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const mails = readdirSync(outboxDir).map((file) =>
    readFileSync(path.join(outboxDir, file), 'utf8').replace(/=\r?\n/g, ''),
  );
  const match = mails.map((mail) => /\/activate\/([^/\s]+)\/([\w-]+)/.exec(mail)).find(Boolean);
  if (!match) throw new Error('no activation link in the outbox');
  const activated = await fetch(`${base}/api/user/activation/${match[1]}/${match[2]}`);
  if (!activated.ok) throw new Error(`activation: ${activated.status}`);
  const login = await post(base, '/api/user/login', { email, password: PASSWORD });
  if (!login.ok) throw new Error(`login: ${login.status}`);
  return ((await login.json()) as { result: { access_token: string } }).result.access_token;
}

async function run(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, duration: DURATION_SECONDS, connections: CONNECTIONS, headers });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function benchOne(kind: 'pglite' | 'postgres'): Promise<void> {
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
  };
  if (kind === 'pglite') env.DATABASE_URL = '';
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForHealth(base, child);
    const token = await signIn(base, path.join(dataDir, 'outbox'));
    const health = await run(`${base}/api/health`);
    const me = await run(`${base}/api/user/me`, { authorization: `Bearer ${token}` });
    console.log(`\n${kind} (${CONNECTIONS} connections, ${DURATION_SECONDS} s each)`);
    console.table({ 'GET /api/health': health, 'GET /api/user/me (Bearer)': me });
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await benchOne('pglite');
if (process.env.DATABASE_URL) await benchOne('postgres');
else console.log('\nDATABASE_URL not set: PostgreSQL run skipped.');
