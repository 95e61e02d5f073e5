// The one test command: typecheck, lint, unit and API tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), the web build and its page weight, and the end-to-end tests in Chromium.
// It ends with the line `tests: N passed, N failed`.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';

const root = new URL('..', import.meta.url).pathname;
const reports = mkdtempSync(join(tmpdir(), 'champions-tests-'));
const skipE2e = process.argv.includes('--no-e2e');
/** `--e2e-only`: the web build, its page weight and the browser journeys, nothing before them. */
const e2eOnly = process.argv.includes('--e2e-only');
let passed = 0;
let failed = 0;
const failures = [];
/** Each failed test's file, name and first line of its error, so the end of the log names them. */
const failedTests = [];
/** Each step's label, outcome and wall time, for the summary at the end. */
const steps = [];
const started = performance.now();

function minutes(ms) {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * Runs one step and records its time. A step that runs beside another has its output prefixed line by line
 * (`prefix`); the one in front keeps the terminal. Resolves with whether it passed.
 */
async function run(label, command, args, { env = {}, prefix } = {}) {
  console.log(`\n▶ ${label}`);
  const start = performance.now();
  const ok = prefix ? await runPrefixed(prefix, command, args, env) : await runInherited(command, args, env);
  const ms = performance.now() - start;
  steps.push({ label, ok, ms });
  console.log(`${ok ? '✔' : '✘'} ${label}: ${minutes(ms)}`);
  if (!ok) failures.push(label);
  return ok;
}

/** Runs a command with the terminal's output (not spawnSync: the steps beside it must go on meanwhile). */
function runInherited(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('close', (code) => resolve(code === 0));
  });
}

function firstLine(messages) {
  return String(messages?.find(Boolean) ?? '')
    .split('\n')[0]
    .slice(0, 300);
}

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
}

/**
 * The web build, started beside vitest (which leaves about a third of the two cores idle while its last files
 * run); false when the journeys are skipped.
 */
let webBuilt = Promise.resolve(false);
if (!skipE2e) webBuilt = run('web build', 'npm', ['run', 'build', '--silent'], { prefix: '[build]' });

/**
 * Runs vitest with a JSON report and counts its tests; a failed test is named at the end of the log. Resolves with
 * whether it passed.
 */
async function vitest(label, args, options) {
  const report = join(reports, `${label.replace(/\W+/g, '-')}.json`);
  const ok = await run(
    label,
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    options,
  );
  const result = readJson(report);
  if (!result) {
    failed += 1;
    return ok;
  }
  passed += result.numPassedTests;
  // A step that fails without a failed test (a crash, the coverage threshold) still counts as one.
  failed += result.numFailedTests || (ok ? 0 : 1);
  for (const file of result.testResults) {
    const where = file.name.replace(root, '');
    const failedCases = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failedCases)
      failedTests.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages)}`);
    if (failedCases.length === 0 && file.status === 'failed')
      failedTests.push(`${where}: ${firstLine([file.message])}`);
  }
  return ok;
}

if (!e2eOnly) {
  // The typecheck, the lint and the business rules with their line coverage run beside vitest: each is one process
  // on one core. Coverage is measured on the domain's own tests alone (docs/architecture.md: 100 % of lines), so
  // the API and web tests run without the instrumentation, which cost them a seventh of their time.
  const checks = (async () => {
    await vitest(
      'business rules with line coverage (vitest, domain)',
      ['--project', '@champions/domain', '--coverage.enabled'],
      { prefix: '[domain]' },
    );
    await run('typecheck', 'npm', ['run', 'typecheck', '--workspaces', '--if-present', '--silent'], {
      prefix: '[typecheck]',
    });
    await run('lint', 'npm', ['run', 'lint', '--silent'], { prefix: '[lint]' });
  })();

  await vitest('API and web tests (vitest)', ['--project', '!@champions/domain']);
  await checks;
  // after vitest: it plants files in the sources for a moment, which tests that read the sources would meet
  await run('lint guards (each rule refuses a planted violation)', 'node', ['scripts/check-lint-guards.mjs']);
}

/** Runs a command without waiting, its output prefixed line by line; resolves with whether it passed. */
function runPrefixed(prefix, command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`${prefix} ${line}`));
    }
    child.on('close', (code) => resolve(code === 0));
  });
}

/** Counts one Playwright report; a journey that passed only on a retry (if one was ever asked for) is flaky and fails. */
function countPlaywright(report, ok) {
  const result = readJson(report);
  if (result) {
    passed += result.stats.expected;
    failed += result.stats.unexpected + result.stats.flaky || (ok ? 0 : 1);
    const visit = (suite) => {
      for (const spec of suite.specs ?? []) {
        if (spec.ok) continue;
        const errors = spec.tests.flatMap((test) => test.results.flatMap((run) => run.errors ?? []));
        failedTests.push(
          `${spec.file}:${spec.line} › ${spec.title}: ${firstLine(errors.map((e) => e.message))}`,
        );
      }
      for (const child of suite.suites ?? []) visit(child);
    };
    for (const suite of result.suites ?? []) visit(suite);
  } else {
    failed += 1;
  }
}

/**
 * The browser journeys run in LANES lanes at once, each a Playwright run with servers of its own (its own port,
 * mail sink and data directory, and its own PostgreSQL database): journeys share the demo accounts and the server's
 * test clock, so two of them must never meet on one server. Each lane runs its part of the PGlite journeys, then its
 * part of the PostgreSQL ones.
 */
/** E2E_LANES=1 runs the journeys one after another, on one server per engine. */
const LANES = Math.max(1, Number(process.env.E2E_LANES ?? 3));

/**
 * The spec files of all runs split between the lanes so that the lanes end together: the longest first, each to the
 * lane with the least time so far over both engines, by the seconds a file took in a recent run
 * (e2e/journey-seconds.json; a file not listed counts as the median). Playwright's own `--shard` splits by count, and
 * the long desktop journeys all fell in one; splitting each engine on its own left the lanes ending 45 s apart.
 * Returns, for each run, the files of each lane.
 */
function splitIntoLanes(runs) {
  const seconds = readJson(join(root, 'e2e/journey-seconds.json')) ?? {};
  const known = Object.values(seconds).sort((a, b) => a - b);
  const median = known[Math.floor(known.length / 2)] ?? 1;
  const laneSeconds = Array.from({ length: LANES }, () => 0);
  const parts = runs.map(() => Array.from({ length: LANES }, () => []));
  const weighted = runs.flatMap((run, r) =>
    run.files.map((file) => ({ r, file, seconds: seconds[file] ?? median })),
  );
  weighted.sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file) || a.r - b.r);
  for (const { r, file, seconds: cost } of weighted) {
    const lightest = laneSeconds.indexOf(Math.min(...laneSeconds));
    parts[r][lightest].push(file);
    laneSeconds[lightest] += cost;
  }
  return parts.map((lanes) => lanes.map((files) => files.sort()));
}

async function playwrightLanes(runs) {
  console.log(
    `\n▶ end-to-end tests (Playwright, Chromium) in ${LANES} lanes: ${runs.map((run) => run.label).join(', ')}`,
  );
  const start = performance.now();
  const parts = splitIntoLanes(runs);
  const lane = async (index) => {
    let ok = true;
    for (const [r, run] of runs.entries()) {
      const files = parts[r][index];
      if (files.length === 0) continue;
      const shard = `${index + 1}/${LANES}`;
      const report = join(reports, `${run.label.replace(/\W+/g, '-')}-${index + 1}.json`);
      const laneStart = performance.now();
      const env = {
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
        E2E_PORT: String(3100 + 10 * index),
        E2E_SMTP_PORT: String(2526 + 10 * index),
        E2E_MAIL_HTTP_PORT: String(2527 + 10 * index),
        E2E_OUTPUT_DIR: `test-results/${run.label}-${index + 1}`,
        ...(await run.env(index)),
      };
      const runOk = await runPrefixed(
        `[${run.label} ${shard}]`,
        'npx',
        [
          'playwright',
          'test',
          '-c',
          'e2e/playwright.config.ts',
          '--reporter=list,json',
          ...run.args,
          ...files,
        ],
        env,
      );
      countPlaywright(report, runOk);
      steps.push({
        label: `end-to-end, ${run.label}, lane ${shard}`,
        ok: runOk,
        ms: performance.now() - laneStart,
      });
      if (!runOk) {
        failures.push(`end-to-end, ${run.label}, lane ${shard}`);
        ok = false;
      }
    }
    return ok;
  };
  const results = await Promise.all(Array.from({ length: LANES }, (_, index) => lane(index)));
  const ms = performance.now() - start;
  steps.push({ label: 'end-to-end tests, all lanes', ok: results.every(Boolean), ms });
  console.log(`${results.every(Boolean) ? '✔' : '✘'} end-to-end tests: ${minutes(ms)}`);
}

/**
 * The first JavaScript of the main pages against its budget (DESIGN.md, Quality bars), or the limit a page still
 * above it is held to (bench/page-weight.mjs): one test per page.
 */
async function pageWeight() {
  const report = join(reports, 'page-weight.json');
  const ok = await run('page weight (first JavaScript of the main pages, kB gzip)', 'node', [
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

/**
 * The browser journeys in which money, credits or entries move: with a PostgreSQL server (TEST_DATABASE_URL) they run
 * there, the production engine, and the others on PGlite; without one, all run on PGlite. Each journey runs once: the
 * API tests already prove every call on both engines, so a second browser run of the same journey proved the engine
 * twice and cost a tenth of the suite.
 */
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

if (await webBuilt) {
  // Each lane's `npm start` rebuilds the web app when a source is newer than the build; two lanes doing it at
  // once empty each other's output folder. Anything stale is built here, once, before they start.
  await runInherited('node', ['scripts/ensure-built.mjs'], {});
  await pageWeight();
  const specs = readdirSync(join(root, 'e2e/tests'))
    .filter((name) => name.endsWith('.spec.ts'))
    .map((name) => `e2e/tests/${name}`);
  const runs = [
    {
      label: 'PGlite',
      files: process.env.TEST_DATABASE_URL ? specs.filter((spec) => !MONEY_JOURNEYS.includes(spec)) : specs,
      args: [],
      env: async () => ({}),
    },
  ];
  /** The PostgreSQL databases of the lanes, dropped at the end. */
  const databases = [];
  const admin = process.env.TEST_DATABASE_URL
    ? new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
    : null;
  if (admin) {
    // The journeys where money or entries move, on a real PostgreSQL server, each lane in a database of its own.
    await admin.connect();
    runs.push({
      label: 'PostgreSQL',
      files: MONEY_JOURNEYS,
      args: [],
      env: async (index) => {
        const url = new URL(process.env.TEST_DATABASE_URL);
        const name = `${url.pathname.slice(1) || 'champions'}_e2e_${index + 1}`
          .replace(/[^a-z0-9_]/gi, '_')
          .toLowerCase();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.query(`create database ${name}`);
        databases.push(name);
        url.pathname = `/${name}`;
        return { E2E_DATABASE_URL: url.toString() };
      },
    });
  }
  await playwrightLanes(runs);
  if (admin) {
    for (const name of databases) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

console.log('\nStep durations (minutes:seconds):');
const width = Math.max(...steps.map((step) => step.label.length));
for (const step of steps)
  console.log(`  ${step.ok ? '✔' : '✘'} ${step.label.padEnd(width)}  ${minutes(step.ms).padStart(6)}`);
console.log(`    ${'total'.padEnd(width)}  ${minutes(performance.now() - started).padStart(6)}`);
if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
if (failedTests.length) console.log(`Failed tests:\n${failedTests.map((test) => `  ✘ ${test}`).join('\n')}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failures.length || failed ? 1 : 0);
