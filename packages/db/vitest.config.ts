import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'db',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each test opens a fresh database (PGlite boots a WASM PostgreSQL, ~1-4 s on a busy 2-core machine).
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
