/** Architecture boundaries of DESIGN.md, checked by `npm run lint`. */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment:
        'packages/domain imports nothing but itself: no contract, no app, no npm package, no node: built-in',
      severity: 'error',
      from: { path: '^packages/domain/', pathNot: '\\.test\\.ts$' },
      to: { pathNot: '^packages/domain/' },
    },
    {
      name: 'domain-tests-use-only-test-tools',
      comment: 'domain tests may add vitest and fast-check, nothing else',
      severity: 'error',
      from: { path: '^packages/domain/.+\\.test\\.ts$' },
      to: { pathNot: ['^packages/domain/', '^node_modules/(vitest|fast-check|@vitest)/'] },
    },
    {
      name: 'contract-only-uses-domain',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-imports-no-node-builtin',
      comment: 'the web app runs in the browser: no node: built-ins in apps/web/src, tests included',
      severity: 'error',
      from: { path: '^apps/web/src/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'web-imports-no-database-code',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^node_modules/(drizzle-orm|drizzle-kit|pg|pg-[^/]+|@electric-sql/pglite|postgres)/' },
    },
    {
      name: 'web-never-imports-api',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/api/' },
    },
    {
      name: 'api-never-imports-web',
      severity: 'error',
      from: { path: '^apps/api/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'features-meet-only-through-index',
      comment:
        "a feature uses another feature only through what its index.ts exports (a web feature's route loaders: its pages.ts)",
      severity: 'error',
      from: { path: '^apps/(web|api)/src/(features|modules)/([^/]+)/' },
      to: {
        path: '^apps/(web|api)/src/(features|modules)/([^/]+)/.+',
        pathNot: [
          '^apps/$1/src/$2/$3/',
          '^apps/(web|api)/src/(features|modules)/[^/]+/index\\.tsx?$',
          '^apps/web/src/features/[^/]+/pages\\.ts$',
        ],
      },
    },
    {
      name: 'web-never-loads-a-feature-index-lazily',
      comment:
        "a dynamic import of a web feature's index.ts loads everything it exports with the page: a route loads a page through the feature's pages.ts",
      severity: 'error',
      from: { path: '^apps/web/src/' },
      to: { path: '^apps/web/src/features/[^/]+/index\\.tsx?$', dependencyTypes: ['dynamic-import'] },
    },
    {
      name: 'api-core-reaches-modules-through-index',
      comment:
        'db/, jobs/, mail/, plugins/, web/, shared/ and app.ts, server.ts, config.ts use a module only through its index.ts',
      severity: 'error',
      from: { path: '^apps/api/src/((db|jobs|mail|plugins|web|shared)/|[^/]+\\.ts$)' },
      to: { path: '^apps/api/src/modules/[^/]+/', pathNot: '^apps/api/src/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'tests-and-bench-reach-modules-through-index',
      comment: 'e2e/ and bench/ use the API only through app.ts, db/, config.ts and module indexes',
      severity: 'error',
      from: { path: '^(e2e|bench)/' },
      to: { path: '^apps/api/src/modules/[^/]+/', pathNot: '^apps/api/src/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'e2e-and-bench-never-import-web-source',
      comment: 'browser tests and benchmarks drive the built web app, they do not import its source',
      severity: 'error',
      from: { path: '^(e2e|bench)/' },
      to: { path: '^apps/web/src/' },
    },
    {
      name: 'api-queries-only-in-repositories',
      comment:
        'in apps/api/src/modules, jobs/, mail/ and the seed (db/seed*.ts) only *repository.ts files import drizzle-orm: routes, services, the job runner, the mailer and the seed call a repository (the db schema, migrations and client stay outside the rule)',
      severity: 'error',
      from: {
        path: '^apps/api/src/(modules/|jobs/|mail/|db/seed[^/]*\\.ts$)',
        pathNot: 'repository\\.ts$',
      },
      to: { path: '^node_modules/drizzle-orm/' },
    },
    {
      name: 'no-cycles',
      comment: 'no import cycles anywhere (type-only imports included)',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'shared-imports-no-feature',
      comment:
        'generic plumbing (route registration, security hooks, the hash limiter) lives in shared/ and knows no feature',
      severity: 'error',
      from: { path: '^apps/(web|api)/src/shared/' },
      to: { path: '^apps/(web|api)/src/(features|modules)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'default'] },
  },
};
