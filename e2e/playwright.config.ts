import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2526);
const mailHttpPort = Number(process.env.E2E_MAIL_HTTP_PORT ?? 2527);
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

// One fresh data directory per run; workers inherit it through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'champions-e2e-'));

/**
 * Debian's headless shell (package chromium-headless-shell) when it is installed: the same engine without the
 * browser's window machinery, and the journeys' Chromium spent about a third less CPU in it. Debian's full chromium
 * otherwise.
 */
const chromium =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

/** Set E2E_EXTERNAL_SERVER=1 to test a server you started yourself on E2E_PORT. */
const startServer = !process.env.E2E_EXTERNAL_SERVER;

export default defineConfig({
  testDir: './tests',
  // each of `npm test`'s lanes keeps its traces and screenshots apart (a run empties its folder when it starts)
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // No retries: a journey that passes only on its second try is flaky, and fails the run to be fixed.
  retries: 0,
  // One worker per server: journeys share the demo accounts (uzivatel@, partner@, admin@champions.cz buy,
  // refund and change prices) and the server's test clock (PUT /api/test/clock moves it for all). `npm test`
  // runs journeys in parallel as shards, each with servers of its own (E2E_PORT, E2E_SMTP_PORT, E2E_MAIL_HTTP_PORT).
  workers: 1,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  // Bounds, not waits (a journey waits for a state): three lanes share 2 cores in `npm test`, where a journey can take
  // twice its time on a machine of its own.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    locale: 'cs-CZ',
    timezoneId: 'Europe/Prague',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Each journey runs once (to keep the suite's time down): on the phone when it is tagged @phone (layout,
    // menu, location, the sticky buy bar, accessibility, layout shift), on the desktop otherwise.
    {
      name: 'desktop',
      grepInvert: /@phone/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      grep: /@phone/,
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        // Layout is in CSS pixels and the same at any density; a phone's 3× density drew nine times the pixels
        // in software on every frame (a fifth of the phone journeys' time).
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: startServer
    ? [
        {
          // A local SMTP server: the app really sends its e-mails; tests read them over HTTP.
          command: 'node mail-sink.mjs',
          cwd: fileURLToPath(new URL('.', import.meta.url)),
          env: { E2E_SMTP_PORT: String(smtpPort), E2E_MAIL_HTTP_PORT: String(mailHttpPort) },
          url: `http://127.0.0.1:${mailHttpPort}/health`,
          timeout: 30_000,
          reuseExistingServer: !process.env.CI,
          stdout: 'ignore',
          stderr: 'pipe',
        },
        {
          command: 'npm start',
          cwd: repoRoot,
          env: {
            PORT: String(port),
            DATA_DIR: process.env.E2E_DATA_DIR,
            // Set by `npm test` for its second run, on a fresh PostgreSQL database.
            ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
            NODE_ENV: 'production',
            // production refuses to start without a key and has demo data off by default
            JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
            SEED_DEMO: 'true',
            LOG_LEVEL: 'warn',
            SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
            // production also needs Stripe and the seller of the receipts: the tests pay with the
            // built-in test cards (the loudly named opt-in of README's configuration table)
            UNSAFE_LOCAL_TEST_PAYMENTS: 'true',
            // PUT /api/test/clock: a journey looks at a page on a later day (the jobs keep the real clock, but
            // POST /api/test/jobs/run runs one kind due at the moved clock, e.g. a voucher's delivery)
            UNSAFE_TEST_CLOCK: 'true',
            // journeys sign in hundreds of times: passwords hashed at the tests' cost (scrypt N=2^10)
            UNSAFE_TEST_PASSWORD_HASH: 'true',
            // a partner's webhook may point at the journey's receiver on http://127.0.0.1
            UNSAFE_LOCAL_WEBHOOKS: 'true',
            SELLER_NAME: 'Champions s.r.o.',
            SELLER_ADDRESS: 'Karlínské náměstí 59/10, 186 00 Praha 8',
            SELLER_ICO: '12345678',
            PUBLIC_URL: baseURL,
            // Every test signs in from the same address; keep the per-IP auth limit out of the way.
            AUTH_RATE_LIMIT: '1000',
          },
          url: `${baseURL}/api/health`,
          timeout: 180_000,
          reuseExistingServer: !process.env.CI,
          stdout: 'ignore',
          stderr: 'pipe',
        },
      ]
    : undefined,
});
