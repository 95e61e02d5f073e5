/** Architecture boundaries of DESIGN.md, checked by `npm run lint`. */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'packages/domain imports nothing of ours',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^(packages/contract|apps)/' },
    },
    {
      name: 'contract-only-uses-domain',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: '^apps/' },
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
      comment: 'a feature uses another feature only through what its index.ts exports',
      severity: 'error',
      from: { path: '^apps/(web|api)/src/(features|modules)/([^/]+)/' },
      to: {
        path: '^apps/(web|api)/src/(features|modules)/([^/]+)/.+',
        pathNot: ['^apps/$1/src/$2/$3/', '^apps/(web|api)/src/(features|modules)/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'shared-imports-no-feature',
      severity: 'error',
      from: { path: '^apps/(web|api)/src/shared/' },
      to: { path: '^apps/(web|api)/src/(features|modules)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'default'] },
  },
};
