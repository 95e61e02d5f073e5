// Shows that every architecture rule of `npm run lint` bites: plants one violation per rule in
// temporary files inside the tree, runs dependency-cruiser and Biome on them, expects each rule to
// report its planted file (and nothing else), then removes the files. `npm run lint:guards`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const tag = `__lint_guard_${process.pid}`;

/** Each planted file, the import it makes and the rule that must refuse it. */
const plants = [
  {
    rule: 'domain-is-pure',
    file: `packages/domain/src/${tag}_npm.ts`,
    code: "import { z } from 'zod';\n\nexport const planted = z;\n",
  },
  {
    rule: 'domain-is-pure',
    file: `packages/domain/src/${tag}_node.ts`,
    code: "import { readFileSync } from 'node:fs';\n\nexport const planted = readFileSync;\n",
  },
  {
    rule: 'domain-is-pure',
    file: `packages/domain/src/${tag}_contract.ts`,
    code: "import { money } from '@champions/contract';\n\nexport const planted = money;\n",
  },
  {
    rule: 'web-imports-no-node-builtin',
    file: `apps/web/src/shared/${tag}_node.ts`,
    code: "import { readFileSync } from 'node:fs';\n\nexport const planted = readFileSync;\n",
  },
  {
    rule: 'web-imports-no-database-code',
    file: `apps/web/src/shared/${tag}_db.ts`,
    code: "import { sql } from 'drizzle-orm';\n\nexport const planted = sql;\n",
  },
  {
    rule: 'api-core-reaches-modules-through-index',
    file: `apps/api/src/db/${tag}_internal.ts`,
    code: "import { hashPassword } from '../modules/auth/password.ts';\n\nexport const planted = hashPassword;\n",
  },
  {
    rule: 'api-core-reaches-modules-through-index',
    file: `apps/api/src/${tag}_app.ts`,
    code: "import { createTokenService } from './modules/auth/jwt.ts';\n\nexport const planted = createTokenService;\n",
  },
  {
    rule: 'shared-imports-no-feature',
    file: `apps/api/src/shared/${tag}_feature.ts`,
    code: "import { requireRole } from '../modules/auth/index.ts';\n\nexport const planted = requireRole;\n",
  },
  {
    rule: 'api-queries-only-in-repositories',
    file: `apps/api/src/modules/health/${tag}_query.ts`,
    code: "import { sql } from 'drizzle-orm';\n\nexport const planted = sql;\n",
  },
  {
    rule: 'api-queries-only-in-repositories',
    file: `apps/api/src/jobs/${tag}_query.ts`,
    code: "import { sql } from 'drizzle-orm';\n\nexport const planted = sql;\n",
  },
  {
    rule: 'api-queries-only-in-repositories',
    file: `apps/api/src/mail/${tag}_query.ts`,
    code: "import { sql } from 'drizzle-orm';\n\nexport const planted = sql;\n",
  },
  {
    rule: 'api-queries-only-in-repositories',
    file: `apps/api/src/db/seed${tag}_query.ts`,
    code: "import { sql } from 'drizzle-orm';\n\nexport const planted = sql;\n",
  },
  {
    rule: 'no-cycles',
    file: `apps/api/src/shared/${tag}_cycle_a.ts`,
    code: `import { b } from './${tag}_cycle_b.ts';\n\nexport const a = () => b;\n`,
  },
  {
    rule: 'no-cycles',
    file: `apps/api/src/shared/${tag}_cycle_b.ts`,
    code: `import { a } from './${tag}_cycle_a.ts';\n\nexport const b = () => a;\n`,
  },
  {
    rule: 'tests-and-bench-reach-modules-through-index',
    file: `e2e/${tag}_internal.ts`,
    code: "import { searchNearby } from '../apps/api/src/modules/catalogue/public-data-repository.ts';\n\nexport const planted = searchNearby;\n",
  },
  {
    rule: 'e2e-and-bench-never-import-web-source',
    file: `bench/${tag}_web.ts`,
    code: "import { API_BASE } from '../apps/web/src/shared/api/index.ts';\n\nexport const planted = API_BASE;\n",
  },
  {
    rule: 'features-meet-only-through-index',
    file: `apps/web/src/features/home/${tag}_feature.ts`,
    code: "import { CZECHIA } from '../catalogue/mapConfig.ts';\n\nexport const planted = CZECHIA;\n",
  },
  {
    rule: 'web-never-loads-a-feature-index-lazily',
    file: `apps/web/src/features/home/${tag}_lazy.ts`,
    code: "export const planted = () => import('../catalogue/index.ts');\n",
  },
];

/** A Biome warning (an unused import) must fail the lint too. */
const warning = {
  rule: 'biome --error-on-warnings',
  file: `apps/web/src/shared/${tag}_warning.ts`,
  code: "import { BRAND } from '@champions/domain';\n\nexport const planted = 1;\n",
};

const all = [...plants, warning];
let failures = 0;
const report = (ok, text) => {
  if (!ok) failures += 1;
  console.log(`${ok ? '✔' : '✘'} ${text}`);
};

/**
 * The folders the plants go in, as they were: afterwards each gets its times back and a folder made for a
 * plant goes again, so the sources look untouched (`npm start` rebuilds the web app when a source folder is
 * newer than the build, and the journeys' servers start after this step).
 */
const folders = new Map();
for (const { file } of all) {
  // the plant's folder and each above it: making a folder changes its parent's time too
  for (
    let folder = dirname(join(root, file));
    folder.startsWith(root) && !folders.has(folder);
    folder = dirname(folder)
  )
    folders.set(folder, existsSync(folder) ? statSync(folder) : null);
}

try {
  for (const { file, code } of all) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), code);
  }

  const cruise = spawnSync(
    'npx',
    [
      'depcruise',
      '--config',
      '.dependency-cruiser.cjs',
      '--output-type',
      'json',
      'packages',
      'apps',
      'e2e',
      'bench',
    ],
    { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  const result = JSON.parse(cruise.stdout);
  const violations = result.summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }));
  report(
    result.summary.error > 0 && result.summary.error === violations.length,
    `dependency-cruiser counts ${result.summary.error} errors, so npm run lint fails`,
  );
  for (const { rule, file } of plants) {
    report(
      violations.some((v) => v.rule === rule && (v.from === file || v.to === file)),
      `${rule} refuses ${file}`,
    );
  }
  const unplanted = violations.filter((v) => !v.from.includes(tag) && !v.to.includes(tag));
  report(
    unplanted.length === 0,
    `the tree itself has no violation${unplanted.map((v) => `\n    ${v.rule}: ${v.from} → ${v.to}`).join('')}`,
  );

  const biome = spawnSync('npx', ['biome', 'check', '--error-on-warnings', warning.file], {
    cwd: root,
    encoding: 'utf8',
  });
  report(
    biome.status !== 0 && /noUnusedImports/.test(biome.stdout + biome.stderr),
    `${warning.rule} refuses the unused import in ${warning.file}`,
  );
} finally {
  for (const { file } of all) rmSync(join(root, file), { force: true });
  // deepest first: a made folder goes before its parent gets its time back
  for (const [folder, before] of [...folders].sort(([a], [b]) => b.length - a.length)) {
    if (before) utimesSync(folder, before.atime, before.mtime);
    else rmSync(folder, { recursive: true, force: true });
  }
}

console.log(failures ? `\n${failures} lint guard(s) did not bite` : '\nevery lint guard bites');
process.exit(failures ? 1 : 0);
