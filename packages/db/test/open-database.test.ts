import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/index.ts';
import { openTestDatabase } from '../src/testing.ts';

describe('openDatabase', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('migrates a fresh database and has the trigram and phonetic extensions', async () => {
    const database = await openTestDatabase();
    try {
      const { rows } = await database.pool.query<{ sim: number; code: string }>(
        "SELECT similarity('starbucks', 'sambucks') AS sim, dmetaphone('Starbucks') AS code",
      );
      expect(rows[0]?.sim).toBeGreaterThan(0.3);
      expect(rows[0]?.code).toBe('STRP');
    } finally {
      await database.close();
    }
  });

  it('keeps committed rows across a reopen and refuses a second owner of the directory', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bw-db-'));
    dirs.push(dir);
    const first = await openDatabase({ dataDir: dir });
    await first.pool.query('CREATE TABLE kept (v int)');
    await first.pool.query('INSERT INTO kept VALUES (42)');
    const attached = await openDatabase({ dataDir: dir, attachToRunningOwner: true });
    expect((await attached.pool.query('SELECT v FROM kept')).rows).toEqual([{ v: 42 }]);
    await attached.close();
    await first.close();

    const again = await openDatabase({ dataDir: dir });
    expect((await again.pool.query('SELECT v FROM kept')).rows).toEqual([{ v: 42 }]);
    await again.close();
  });
});

describe('the embedded database socket', () => {
  it('is a Unix socket only its owner can reach, named in an owner-only lock file', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bw-db-'));
    const database = await openDatabase({ dataDir: dir, runMigrations: false });
    try {
      const lock = JSON.parse(readFileSync(path.join(dir, 'pglite.lock'), 'utf8')) as Record<string, unknown>;
      expect(lock).not.toHaveProperty('port');
      expect(lock.socketDir).toBe(path.join(dir, 'socket'));
      expect(statSync(path.join(dir, 'pglite.lock')).mode & 0o777).toBe(0o600);
      expect(statSync(path.join(dir, 'socket')).mode & 0o777).toBe(0o700);
      const socket = statSync(path.join(dir, 'socket', '.s.PGSQL.5432'));
      expect(socket.isSocket()).toBe(true);
      expect(socket.mode & 0o077).toBe(0);
      // The pool reaches the database through that socket, not a TCP port.
      expect(database.pool.options.host).toBe(path.join(dir, 'socket'));
      expect((await database.pool.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('turns away connections beyond its limit with a PostgreSQL error', async () => {
    const database = await openDatabase({ dataDir: 'memory://', runMigrations: false });
    const { host, port } = database.pool.options;
    const clients = Array.from({ length: 40 }, () => new pg.Client({ host, port, user: 'postgres' }));
    try {
      const results = await Promise.allSettled(clients.map((client) => client.connect()));
      const refused = results.filter((result) => result.status === 'rejected');
      expect(refused.length).toBe(8);
      expect(String((refused[0] as PromiseRejectedResult).reason)).toMatch(/too many clients/);
    } finally {
      await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
      await database.close();
    }
  });
});
