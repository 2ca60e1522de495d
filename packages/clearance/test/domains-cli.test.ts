// `npm run domains`: demo mode on the loopback fakes, and an unreachable network (loopback closed ports).
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';

const run = promisify(execFile);
const CLI = fileURLToPath(new URL('../src/domains/cli.ts', import.meta.url));
const TSX = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));

async function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(TSX, [CLI, ...args], { timeout: 60_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

let closedPort = 0;
let bootstrapServer: Server;
let bootstrapUrl = '';
beforeAll(async () => {
  const probe = createServer();
  closedPort = await listen(probe);
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  // A bootstrap file whose registries sit on a port nothing listens on: the offline case, on loopback.
  bootstrapServer = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        version: '1.0',
        publication: '2026-02-02T00:00:00Z',
        services: [[['com', 'net'], [`http://127.0.0.1:${closedPort}/rdap/`]]],
      }),
    );
  });
  bootstrapUrl = `http://127.0.0.1:${await listen(bootstrapServer)}/dns.json`;
});
afterAll(() => new Promise<void>((resolve) => bootstrapServer.close(() => resolve())));

it('--demo answers from the fakes and says it is demo data', async () => {
  const { code, stdout } = await cli('check', 'Google', 'Zorblefix', '--tlds', 'com,de', '--demo', '--json');
  expect(code).toBe(0);
  const output = JSON.parse(stdout) as { demo: boolean; domains: { name: string; availability: string }[] };
  expect(output.demo).toBe(true);
  expect(output.domains.map((domain) => [domain.name, domain.availability])).toEqual([
    ['google.com', 'taken'],
    ['google.de', 'taken'],
    ['zorblefix.com', 'available'],
    ['zorblefix.de', 'unknown'],
  ]);
  const text = await cli('check', 'blue sky', '--tlds', 'com', '--hyphenate', '--demo');
  expect(text.stdout).toMatch(/^DEMO DATA/);
  expect(text.stdout).toContain('blue-sky.com');
});

it('without a reachable network every domain is unknown (network unreachable), quickly', async () => {
  const started = performance.now();
  const { code, stdout } = await cli(
    'check',
    'brandwright',
    '--tlds',
    'com,net',
    '--json',
    '--bootstrap-url',
    bootstrapUrl,
    '--dns',
    `127.0.0.1:${closedPort}`,
  );
  expect(code).toBe(0);
  const output = JSON.parse(stdout) as {
    bootstrap: string;
    domains: { availability: string; reason: string }[];
  };
  expect(output.bootstrap).toContain('2026-02-02');
  expect(output.domains).toHaveLength(2);
  for (const domain of output.domains) {
    expect(domain.availability).toBe('unknown');
    expect(domain.reason).toContain('network unreachable');
  }
  // Generous: the look-ups fail at once (connection refused); only process start-up takes time.
  expect(performance.now() - started).toBeLessThan(30_000);
});

it('refuses a call without a name', async () => {
  const { code, stderr } = await cli('check');
  expect(code).toBe(2);
  expect(stderr).toContain('Usage');
});
