import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'clearance',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
