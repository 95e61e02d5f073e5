// Regenerates docs/screenshots/: /, /activities, an activity detail, /venues, a venue, /championship,
// /plany and /business at 390 px (phone) and 1280 px (desktop), full page, with the demo data.
//   node scripts/screenshots.mjs                 builds if needed, starts its own server on a free port
//   SCREENSHOT_URL=http://localhost:3000 node scripts/screenshots.mjs   uses a running server
// Uses Debian's Chromium (CHROMIUM_PATH); requests to other hosts are blocked, map tiles are blank.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, 'docs/screenshots');
const WIDTHS = [
  { name: 'phone', width: 390, height: 844, isMobile: true },
  { name: 'desktop', width: 1280, height: 800, isMobile: false },
];
const EMPTY_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function startServer() {
  const port = Number(process.env.SCREENSHOT_PORT ?? 3190);
  const server = spawn('npm', ['start'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'champions-screens-')),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const base = `http://localhost:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, stop: () => process.kill(-server.pid) };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  process.kill(-server.pid);
  throw new Error('the server did not start');
}

const server = process.env.SCREENSHOT_URL
  ? { base: process.env.SCREENSHOT_URL, stop: () => {} }
  : await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const found = await fetch(`${server.base}/api/public/activities?search=hatha&limit=1`).then((r) =>
    r.json(),
  );
  const venues = await fetch(`${server.base}/api/public/venues`).then((r) => r.json());
  const pages = [
    ['home', '/'],
    ['activities', '/activities'],
    ['activity-detail', `/activities/${found.activities[0].id}`],
    ['venues', '/venues'],
    ['venue-detail', `/venues/${venues.venues[0].id}`],
    ['championship', '/championship'],
    ['plany', '/plany'],
    ['business', '/business'],
  ];
  mkdirSync(outDir, { recursive: true });
  for (const size of WIDTHS) {
    const context = await browser.newContext({
      baseURL: server.base,
      viewport: { width: size.width, height: size.height },
      isMobile: size.isMobile,
      hasTouch: size.isMobile,
      locale: 'cs-CZ',
      timezoneId: 'Europe/Prague',
      reducedMotion: 'reduce',
    });
    await context.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.hostname === 'localhost' || url.protocol === 'data:') return route.fallback();
      if (url.hostname.endsWith('tile.openstreetmap.org')) {
        return route.fulfill({ status: 200, contentType: 'image/png', body: EMPTY_TILE });
      }
      return route.abort('blockedbyclient');
    });
    const page = await context.newPage();
    for (const [name, path] of pages) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => document.querySelectorAll('main .skeleton').length === 0);
      await page.waitForTimeout(300);
      const file = join(outDir, `${name}-${size.width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.stop();
}
