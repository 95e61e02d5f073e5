// The one test command: typecheck, lint, unit and API tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), the web build and its page weight, and the end-to-end tests in Chromium.
// It ends with the line `tests: N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const root = new URL('..', import.meta.url).pathname;
const reports = mkdtempSync(join(tmpdir(), 'champions-tests-'));
const skipE2e = process.argv.includes('--no-e2e');
let passed = 0;
let failed = 0;
const failures = [];
/** Each step's label, outcome and wall time, for the summary at the end. */
const steps = [];
const started = performance.now();

function minutes(ms) {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const start = performance.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ms = performance.now() - start;
  const ok = result.status === 0;
  steps.push({ label, ok, ms });
  console.log(`${ok ? '✔' : '✘'} ${label}: ${minutes(ms)}`);
  if (!ok) failures.push(label);
  return ok;
}

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
}

run('typecheck', 'npm', ['run', 'typecheck', '--workspaces', '--if-present', '--silent']);
run('lint', 'npm', ['run', 'lint', '--silent']);
run('lint guards (each rule refuses a planted violation)', 'node', ['scripts/check-lint-guards.mjs']);

const vitestReport = join(reports, 'vitest.json');
const vitestOk = run('unit and API tests (vitest)', 'npx', [
  'vitest',
  'run',
  '--coverage.enabled',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson(vitestReport);
if (vitest) {
  passed += vitest.numPassedTests;
  // A step that fails without a failed test (a crash, the coverage threshold) still counts as one.
  failed += vitest.numFailedTests || (vitestOk ? 0 : 1);
} else {
  failed += 1;
}

function playwright(label, args, env) {
  const report = join(reports, `${label.replace(/\W+/g, '-')}.json`);
  const ok = run(
    label,
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json', ...args],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
      ...env,
    },
  );
  const result = readJson(report);
  if (result) {
    passed += result.stats.expected;
    // A journey that passed only on a retry (if one was ever asked for) is flaky: it counts as failed.
    failed += result.stats.unexpected + result.stats.flaky || (ok ? 0 : 1);
  } else {
    failed += 1;
  }
}

/**
 * The first JavaScript of the main pages against its budget (DESIGN.md, Quality bars), or the limit a page still
 * above it is held to (bench/page-weight.mjs): one test per page.
 */
function pageWeight() {
  const report = join(reports, 'page-weight.json');
  const ok = run('page weight (first JavaScript of the main pages, kB gzip)', 'node', [
    'bench/page-weight.mjs',
    '--limits',
    '--out',
    report,
  ]);
  const pages = readJson(report)?.pages;
  if (pages) {
    for (const page of Object.values(pages)) {
      if (page.withinLimit && page.forbiddenChunks.length === 0) passed += 1;
      else failed += 1;
    }
  } else {
    failed += ok ? 0 : 1;
  }
}

/** The browser journeys in which money, credits or entries move (repeated on PostgreSQL). */
const MONEY_JOURNEYS = [
  'payments',
  'pending-purchase',
  'entries',
  'waitlist-reviews',
  'subscriptions',
  'partner-journey',
  'referral',
  'backoffice-journey',
].map((name) => `e2e/tests/${name}.spec.ts`);

if (!skipE2e && run('web build', 'npm', ['run', 'build', '--silent'])) {
  pageWeight();
  playwright('end-to-end tests (Playwright, Chromium, PGlite)', []);
  if (process.env.TEST_DATABASE_URL) {
    // The journeys where money or entries move, again on a real PostgreSQL server (desktop), in a
    // database of their own.
    const url = new URL(process.env.TEST_DATABASE_URL);
    const name = `${url.pathname.slice(1) || 'champions'}_e2e`.replace(/[^a-z0-9_]/gi, '_').toLowerCase();
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    url.pathname = `/${name}`;
    playwright(
      'end-to-end tests (Playwright, Chromium, PostgreSQL)',
      ['--project=desktop', ...MONEY_JOURNEYS],
      {
        E2E_DATABASE_URL: url.toString(),
      },
    );
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

console.log('\nStep durations (minutes:seconds):');
const width = Math.max(...steps.map((step) => step.label.length));
for (const step of steps)
  console.log(`  ${step.ok ? '✔' : '✘'} ${step.label.padEnd(width)}  ${minutes(step.ms).padStart(6)}`);
console.log(`    ${'total'.padEnd(width)}  ${minutes(performance.now() - started).padStart(6)}`);
if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failures.length || failed ? 1 : 0);
