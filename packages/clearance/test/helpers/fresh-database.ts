// Paths of the fixtures and shared samples, and a fresh migrated database per test file.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '@brandwright/db';
import { openTestDatabase } from '@brandwright/db/testing';

/** PostgreSQL when TEST_DATABASE_URL is set, an in-memory PGlite otherwise. */
export function openFreshDatabase(): Promise<Database> {
  return openTestDatabase();
}

const REPO_ROOT = path.resolve(fileURLToPath(new URL('../../../../', import.meta.url)));

/** A path in the shared real-data samples (tests and benchmarks only). */
export function sharedData(...parts: string[]): string {
  return path.resolve(REPO_ROOT, '../shared/data', ...parts);
}

export const FIXTURES = fileURLToPath(new URL('../fixtures/', import.meta.url));
