import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'namegen',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
