import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each file boots a database (PGlite in a worker, or a fresh PostgreSQL database) and migrates it:
    // on a busy machine that alone can pass the default 10 s.
    hookTimeout: 60_000,
    // Some tests create several accounts (two Argon2 hashes each) and send many requests at once.
    testTimeout: 30_000,
  },
});
