/**
 * API tests that never open a database, relative to apps/api: they run once (project api-pglite),
 * not again on PostgreSQL. A listed file that opens one fails (database-templates.ts), so none loses
 * its PostgreSQL run unnoticed.
 */
export const DATABASE_FREE_TESTS = [
  'src/**/*.test.ts',
  'test/architecture-docs.test.ts',
  'test/czech-text.test.ts',
  'test/field-messages.test.ts',
  'test/issue-references.test.ts',
  'test/openapi-client-types.test.ts',
  'test/openapi-lint.test.ts',
  'test/page-paths.test.ts',
  'test/payouts-abo.test.ts',
  'test/use-case-shape.test.ts',
  'test/wall-clock.test.ts',
];

/** Whether the test file at `path` (absolute, or relative to apps/api) is listed as database-free. */
export function isDatabaseFree(path: string): boolean {
  const relative = path.replace(/^.*?apps\/api\//, '');
  return DATABASE_FREE_TESTS.some((entry) =>
    entry.startsWith('src/**')
      ? relative.startsWith('src/') && relative.endsWith('.test.ts')
      : entry === relative,
  );
}
