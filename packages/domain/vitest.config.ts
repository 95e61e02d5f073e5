import { defineProject } from 'vitest/config';

// Coverage (100 % of lines) is configured in the root vitest.config.ts, where Vitest reads it.
export default defineProject({
  test: { environment: 'node', include: ['src/**/*.test.ts'] },
});
