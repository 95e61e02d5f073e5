import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api-pglite',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    // a test database is a copy of a template (test/database-templates.ts); the first file to ask
    // for a template builds it (every migration and the seed), which takes seconds
    hookTimeout: 60_000,
    env: { TEST_DB_ENGINE: 'pglite' },
    // each engine migrates and seeds once per run; test files get copies (test/database-templates.ts)
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup-hashing.ts'],
    // The API's test files share their worker's modules instead of importing the whole app afresh each
    // (that import was over half of the suite's time). Each file still builds its own app on its own
    // database copy; nothing in the API keeps state between apps at module level.
    isolate: false,
  },
});
