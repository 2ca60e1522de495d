import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
