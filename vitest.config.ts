import { configDefaults, defineConfig } from 'vitest/config';
import { DATABASE_FREE_TESTS } from './apps/api/test/database-free.ts';

/**
 * Every API integration test runs on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set;
 * the tests that never open a database run once.
 */
const postgresProject = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: './apps/api/vitest.config.ts',
        root: './apps/api',
        test: {
          name: 'api-postgres',
          env: { TEST_DB_ENGINE: 'postgres' },
          exclude: [...configDefaults.exclude, ...DATABASE_FREE_TESTS],
        },
      },
    ]
  : [];

export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/api', 'apps/web', ...postgresProject],
    maxWorkers: 2,
    // Business rules are proven to the last line by their own tests (docs/architecture.md: 100 % of lines); `npm test`
    // enables it for the domain project alone.
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts'],
      reporter: ['text-summary'],
      thresholds: { 'packages/domain/src/**/*.ts': { lines: 100 } },
    },
  },
});
