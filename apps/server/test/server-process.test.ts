import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { freePort } from './helpers/free-port.ts';

const SERVER_ENTRY = fileURLToPath(new URL('../src/server.ts', import.meta.url));

describe('server.ts as a process', () => {
  it('refuses a bad configuration naming the variables', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
      env: { ...process.env, PORT: 'not-a-port', LOG_LEVEL: 'loud' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('PORT');
    expect(stderr).toContain('LOG_LEVEL');
  });

  it('starts on a fresh embedded DATA_DIR, serves health, and exits cleanly on SIGTERM releasing the directory', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bw-server-process-'));
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        SMTP_URL: '',
      },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      let health: unknown;
      const deadline = Date.now() + 45_000;
      while (Date.now() < deadline && health === undefined) {
        try {
          const response = await fetch(`http://127.0.0.1:${port}/api/health`);
          if (response.ok) health = await response.json();
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }
      expect(health).toEqual({ status: 'ok', database: 'pglite' });
      // The entry point wires the class finder: its route exists (401 without a session, not 404).
      expect(
        (await fetch(`http://127.0.0.1:${port}/api/dekonstruktor/trademarkcategory/search/tea`)).status,
      ).toBe(401);
      expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(true);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    // The lock is gone, so the next start (or a CLI) can open the directory.
    expect(readdirSync(dataDir)).not.toContain('pglite.lock');
  }, 60_000);
});
