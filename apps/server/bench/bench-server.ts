// What the HTTP benchmarks share: a free loopback port for the server they start, and waiting for it.
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** How long a started server may take to answer /api/health (a cold start builds nothing, but migrates). */
const START_TIMEOUT_MS = 60_000;

/** A loopback port nobody listens on right now. */
export async function freePort(): Promise<number> {
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

/** Resolves once the server answers /api/health; throws when it exits first or takes too long. */
export async function waitForHealth(base: string, child: ChildProcess): Promise<void> {
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
