import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'clearance',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Imports into an embedded database and CLI runs in a child process share the cores with the
    // other workspaces' suites; on a busy 2-core machine the default 5 s made them time out, not
    // fail (importers' awkward-names import and the domains CLI's --demo run, both at 5.0 s). The
    // answers are bounded by counts, never by this clock.
    testTimeout: 30_000,
  },
});
