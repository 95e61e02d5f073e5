import { defineConfig } from 'vitest/config';

/** Every API integration test runs on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set. */
const postgresProject = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: './apps/api/vitest.config.ts',
        root: './apps/api',
        test: { name: 'api-postgres', env: { TEST_DB_ENGINE: 'postgres' } },
      },
    ]
  : [];

export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/api', 'apps/web', ...postgresProject],
    maxWorkers: 2,
    // Business rules are proven to the last line (docs/architecture.md: 100 % of lines); enabled by `npm test`.
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts'],
      reporter: ['text-summary'],
      thresholds: { 'packages/domain/src/**/*.ts': { lines: 100 } },
    },
  },
});
