import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api-pglite',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    // setting up a test database (PGlite in memory, every migration) can take a minute on a busy machine
    hookTimeout: 180_000,
    env: { TEST_DB_ENGINE: 'pglite' },
    // each engine migrates and seeds once per run; test files get copies (test/database-templates.ts)
    globalSetup: ['test/global-setup.ts'],
  },
});
