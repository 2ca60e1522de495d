import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'namegen',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Whole-engine tests (warm-up ~1.5 s, then every method) share the cores with the other
    // workspaces' suites, which npm test runs in parallel; on a busy 2-core machine the default 5 s
    // made them time out, not fail.
    testTimeout: 30_000,
  },
});
