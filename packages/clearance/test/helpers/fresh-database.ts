// A fresh migrated database for one test file. PostgreSQL through openTestDatabase when
// TEST_DATABASE_URL is set; otherwise an embedded PGlite in a new temporary directory (openTestDatabase's
// `memory://` currently resolves to a shared folder in the working directory, which would mix test
// files' marks).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Database } from '@brandwright/db';
import { openTestDatabase } from '@brandwright/db/testing';

export async function openFreshDatabase(): Promise<Database> {
  if (process.env.TEST_DATABASE_URL) return openTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bw-registers-test-'));
  const database = await openDatabase({ dataDir });
  return {
    ...database,
    async close() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const REPO_ROOT = path.resolve(fileURLToPath(new URL('../../../../', import.meta.url)));

/** A path in the shared real-data samples (tests and benchmarks only). */
export function sharedData(...parts: string[]): string {
  return path.resolve(REPO_ROOT, '../shared/data', ...parts);
}

export const FIXTURES = fileURLToPath(new URL('../fixtures/', import.meta.url));
