/**
 * Initial JavaScript of public pages, in kB gzip: loads /, /activities and /championship of the built
 * web app (apps/web/dist; run `npm run build` first) in Chromium and sums the gzip size of every
 * JavaScript file the page loads before the network is idle (entry, modulepreloads and the route's
 * lazy chunk). Also checks that no map or back-office chunk is among them.
 *
 *   node bench/page-weight.mjs            (CHROMIUM_PATH defaults to /usr/bin/chromium)
 *
 * The script serves dist itself on a free port; /api calls answer 503, so pages show their empty or
 * error states: the data never changes which code a route loads.
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'apps/web/dist');
const PAGES = ['/', '/activities', '/championship'];
/** Chunks that must not load on these pages (Leaflet, map, partner and back office). */
const FORBIDDEN =
  /(MapPage|mapConfig|VenueMap|leaflet|Admin|Superadmin|Partner(Layout)|Staff|Trainer|Business(Profile|SignIn))/i;

if (!existsSync(join(dist, 'index.html'))) {
  console.error('apps/web/dist is missing: run `npm run build` first.');
  process.exit(1);
}

const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.html': 'text/html' };
const server = createServer((request, response) => {
  const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
  if (path.startsWith('/api/')) {
    response.writeHead(503, { 'content-type': 'application/json' }).end('{"message":"bench"}');
    return;
  }
  let file = normalize(join(dist, path));
  if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory())
    file = join(dist, 'index.html');
  response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  response.end(readFileSync(file));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const kB = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const pages = {};
try {
  for (const path of PAGES) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const scripts = new Set();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === base && url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await context.close();
    const files = [...scripts].sort().map((name) => {
      const bytes = readFileSync(join(dist, name));
      return {
        file: name.replace('/assets/', ''),
        raw: bytes.length,
        gzip: gzipSync(bytes, { level: 9 }).length,
      };
    });
    const forbidden = files.filter((f) => FORBIDDEN.test(f.file)).map((f) => f.file);
    pages[path] = {
      jsKbGzip: kB(files.reduce((sum, f) => sum + f.gzip, 0)),
      jsKbRaw: kB(files.reduce((sum, f) => sum + f.raw, 0)),
      files: files.map((f) => ({ file: f.file, kbGzip: kB(f.gzip) })),
      forbiddenChunks: forbidden,
    };
    console.log(
      `${path.padEnd(14)} ${String(pages[path].jsKbGzip).padStart(6)} kB gzip JS in ${files.length} files${forbidden.length ? `  FORBIDDEN: ${forbidden.join(', ')}` : ''}`,
    );
  }
} finally {
  await browser.close();
  server.close();
}

mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(
  join(root, 'bench/results/page-weight.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), unit: 'kB (1024 bytes), gzip level 9', pages }, null, 2)}\n`,
);
if (Object.values(pages).some((p) => p.forbiddenChunks.length > 0)) process.exitCode = 1;
