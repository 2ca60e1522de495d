// The shared real-data samples (`../shared/data` beside the repository; tests and benchmarks only,
// never copied into the project). A checkout without them still runs every test on our own fixtures:
// the tests that need a sample skip, and say which path is missing.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(fileURLToPath(new URL('../../../../', import.meta.url)));

/** A path in the shared samples. */
export function sharedData(...parts: string[]): string {
  return path.resolve(REPO_ROOT, '../shared/data', ...parts);
}

/**
 * Whether the shared sample at `parts` exists. When it does not, prints one line naming what is skipped
 * and the missing path. Use as `describe.skipIf(!hasSharedData('…', 'euipo-xml'))`.
 */
export function hasSharedData(what: string, ...parts: string[]): boolean {
  const location = sharedData(...parts);
  if (existsSync(location)) return true;
  console.warn(`skipping ${what}: ${location} not found (the shared samples are not beside this checkout)`);
  return false;
}
