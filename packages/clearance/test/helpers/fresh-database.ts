// The path of our own fixtures, and a fresh migrated database per test file (the shared samples: shared-data.ts).
import { fileURLToPath } from 'node:url';
import type { Database } from '@brandwright/db';
import { openTestDatabase } from '@brandwright/db/testing';

/** PostgreSQL when TEST_DATABASE_URL is set, an in-memory PGlite otherwise. */
export function openFreshDatabase(): Promise<Database> {
  return openTestDatabase();
}

export const FIXTURES = fileURLToPath(new URL('../fixtures/', import.meta.url));
