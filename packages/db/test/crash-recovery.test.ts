import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../src/index.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const dir = mkdtempSync(path.join(os.tmpdir(), 'bw-crash-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the writer until it has acknowledged `rows` inserts, then kills it with SIGKILL. */
async function writeThenKill(rows: number): Promise<number> {
  // `node --import tsx` rather than the tsx binary, so the SIGKILL hits the process that holds the database.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'fixtures/writer.ts'), dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let acknowledged = 0;
  let buffer = '';
  await new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', () => resolve());
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) if (/^\d+$/.test(line)) acknowledged = Number(line);
      if (acknowledged >= rows) child.kill('SIGKILL');
    });
  });
  return acknowledged;
}

it('a kill -9 mid-write leaves a directory that reopens with every acknowledged row', async () => {
  const acknowledged = await writeThenKill(300);
  expect(acknowledged).toBeGreaterThanOrEqual(300);

  const started = Date.now();
  const reopened = await openDatabase({ dataDir: dir });
  const openMs = Date.now() - started;
  try {
    const { rows } = await reopened.pool.query<{ n: string; max: number }>(
      'SELECT count(*) AS n, max(id) AS max FROM crash_probe',
    );
    // Every acknowledged id is there, contiguously from 1 (the one in flight may be there too).
    expect(Number(rows[0]?.n)).toBeGreaterThanOrEqual(acknowledged);
    expect(Number(rows[0]?.n)).toBe(rows[0]?.max);
    expect(openMs).toBeLessThan(30_000);
  } finally {
    await reopened.close();
  }
}, 90_000);
