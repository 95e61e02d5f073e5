// Regenerates docs/screenshots/: /, /activities, an activity detail, /venues, a venue, /championship,
// /plany and /business at 390 px (phone) and 1280 px (desktop), full page, with the demo data; and the
// back office (bo-*.png) signed in as the demo superadmin: every screen at 1280 px, the dashboard and the
// users list at 390 px too. On its own server it first leaves a little back-office work in the demo (a
// partner request, a credit grant in the audit log, last month's payouts), so those screens are not empty.
//   node scripts/screenshots.mjs                 builds if needed, starts its own server on a free port
//   SCREENSHOT_URL=http://localhost:3000 node scripts/screenshots.mjs   uses a running server
//   SCREENSHOT_ONLY=bo-audit,bo-admins node scripts/screenshots.mjs    only these screens (both sizes they have)
// Uses Debian's Chromium (CHROMIUM_PATH); requests to other hosts are blocked, map tiles are blank. Debian's
// Chromium has only the en-US locale: date and time fields show US formats.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
// the API's image library (a dependency of apps/api): 256-colour PNGs, a third of the size, as they are committed
import sharp from 'sharp';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, 'docs/screenshots');
const WIDTHS = [
  { name: 'phone', width: 390, height: 844, isMobile: true },
  { name: 'desktop', width: 1280, height: 800, isMobile: false },
];
const DEMO_PASSWORD = 'Champions123!';
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
  ? { base: process.env.SCREENSHOT_URL, stop: () => {}, own: false }
  : { ...(await startServer()), own: true };

/** Calls the API and fails loudly: a screenshot of an error page documents nothing. */
async function api(path, { token, body, method = body ? 'POST' : 'GET', headers = {} } = {}) {
  const response = await fetch(`${server.base}/api${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { 'X-Superadmin-Token': `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Last calendar month in Prague, `RRRR-MM`: the newest period payouts can be computed for. */
function lastMonth() {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' })
    .format(new Date())
    .split('-')
    .map(Number);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/**
 * A morning's back-office work on the fresh demo: a partner request, a credit grant, and last month's payouts
 * (the demo partner first fills in its company and bank account, without which no payout is computed).
 */
async function demoWork(token, customer, venue) {
  const partner = await api('/admin/login', {
    body: { email: 'partner@champions.cz', password: DEMO_PASSWORD },
  });
  await api('/admin/settings', {
    method: 'PUT',
    headers: { 'X-Admin-Token': `Bearer ${partner.token}` },
    body: {
      companyName: 'Svoboda Sport s.r.o.',
      ico: '25596641',
      address: 'Komunardů 894/32, 170 00 Praha 7',
      bankAccount: '19-2000145399/0800',
      payoutFrequency: 'monthly',
    },
  });
  await api('/public/requests', {
    body: {
      kind: 'partner',
      name: 'Marie Horáková',
      email: 'marie.horakova@example.cz',
      company: 'Pilates Letná s.r.o.',
      message: 'Dobrý den, provozujeme pilates studio na Letné a rádi bychom se přidali. IČO 27074358.',
    },
  });
  await api(`/superadmin/users/${customer.id}/credits`, {
    token,
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    body: { direction: 'grant', amount: 20000, reason: 'Omluva za zrušenou lekci 20. 10.' },
  });
  await api('/superadmin/payouts/compute', { token, body: { frequency: 'monthly', period: lastMonth() } });
  // the request taken in hand, and a venue hidden and shown again: rows whose targets the log names
  const request = (await api('/superadmin/requests?kind=partner', { token })).requests[0];
  await api(`/superadmin/requests/${request.id}/state`, {
    token,
    method: 'PUT',
    body: { status: 'in_progress' },
  });
  await api(`/superadmin/venues/${venue.id}/published`, { token, method: 'PUT', body: { published: false } });
  await api(`/superadmin/venues/${venue.id}/published`, { token, method: 'PUT', body: { published: true } });
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const found = await fetch(`${server.base}/api/public/activities?search=hatha&limit=1`).then((r) =>
    r.json(),
  );
  const venues = await fetch(`${server.base}/api/public/venues`).then((r) => r.json());
  const { token } = await api('/superadmin/login', {
    body: { email: 'admin@champions.cz', password: DEMO_PASSWORD },
  });
  const customer = (await api('/superadmin/users?q=uzivatel%40champions.cz', { token })).users[0];
  const partner = (await api('/superadmin/admins', { token })).admins.find(
    (admin) => admin.email === 'partner@champions.cz',
  );
  const partnerVenue = (await api('/superadmin/venues', { token })).venues.find(
    (venue) => venue.partnerId === partner.id,
  );
  if (server.own) await demoWork(token, customer, partnerVenue);
  const payout = (await api('/superadmin/payouts', { token })).payouts?.[0];
  const only = process.env.SCREENSHOT_ONLY?.split(',').map((name) => name.trim());
  const BOTH = ['phone', 'desktop'];
  const DESKTOP = ['desktop'];
  // [file name, path, sizes]; the back office's pages (/superadmin/…) are signed in as the demo superadmin
  const pages = [
    ['home', '/', BOTH],
    ['activities', '/activities', BOTH],
    ['activity-detail', `/activities/${found.activities[0].id}`, BOTH],
    ['venues', '/venues', BOTH],
    ['venue-detail', `/venues/${venues.venues[0].id}`, BOTH],
    ['championship', '/championship', BOTH],
    ['plany', '/plany', BOTH],
    ['business', '/business', BOTH],
    ['bo-dashboard', '/superadmin/dashboard', BOTH],
    ['bo-search', '/superadmin/search?q=j%C3%B3ga', DESKTOP],
    ['bo-users', '/superadmin/users', BOTH],
    ['bo-user-detail', `/superadmin/users/${customer.id}`, BOTH],
    ['bo-admins', '/superadmin/admins', BOTH],
    ['bo-partner-detail', `/superadmin/admins/${partner.id}`, DESKTOP],
    ['bo-venues', '/superadmin/venues', DESKTOP],
    ['bo-venue-detail', `/superadmin/venues/${partnerVenue.id}`, DESKTOP],
    ['bo-activities', '/superadmin/activity', DESKTOP],
    ['bo-staff', '/superadmin/staff', DESKTOP],
    ['bo-prices', '/superadmin/price', DESKTOP],
    ['bo-price-create', '/superadmin/price/create', DESKTOP],
    ['bo-entries', '/superadmin/enter', DESKTOP],
    ['bo-trainers', '/superadmin/trainer', DESKTOP],
    ['bo-requests', '/superadmin/request', DESKTOP],
    ['bo-referrals', '/superadmin/referral', DESKTOP],
    ['bo-categories', '/superadmin/category', DESKTOP],
    ['bo-payouts', '/superadmin/payouts', BOTH],
    ...(payout ? [['bo-payout-detail', `/superadmin/payouts/${payout.id}`, BOTH]] : []),
    ['bo-audit', '/superadmin/audit', BOTH],
  ].filter(([name]) => !only || only.includes(name));
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
    await context.addInitScript((value) => {
      if (location.pathname.startsWith('/superadmin'))
        localStorage.setItem('champions.token.superadmin', value);
    }, token);
    const page = await context.newPage();
    for (const [name, path, sizes] of pages) {
      if (!sizes.includes(size.name)) continue;
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.waitForFunction(
        () =>
          document.querySelectorAll('main .skeleton').length === 0 &&
          ![...document.querySelectorAll('main [role="status"]')].some((e) => e.textContent?.endsWith('…')) &&
          !document.querySelector('main')?.textContent?.includes('Načítám…'),
      );
      await page.waitForTimeout(300);
      const file = join(outDir, `${name}-${size.width}.png`);
      const shot = await page.screenshot({ fullPage: true });
      await sharp(shot).png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 }).toFile(file);
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.stop();
}
