/**
 * First JavaScript of the pages people open first, in kB gzip: loads /, /activities, /championship
 * and /user/qr-code (signed in as a user) of the built web app (apps/web/dist; run `npm run build`
 * first) in Chromium and sums the gzip size of every JavaScript file the page loads before the
 * network is idle (entry, modulepreloads and the route's lazy chunks). Fails (exit 1) when a page is
 * above its budget (120 kB gzip) or loads a map or back-office chunk.
 *
 *   node bench/page-weight.mjs                  writes bench/results/page-weight.json
 *   node bench/page-weight.mjs --out FILE       writes FILE instead
 *   node bench/page-weight.mjs --limits ...     fails only above each page's limit (see PAGES);
 *                                               `npm test` runs it so, with --out, and counts each
 *                                               page within its limit as a passed test
 *   (CHROMIUM_PATH defaults to /usr/bin/chromium)
 *
 * The script serves dist itself on a free port; /api calls answer 503, so pages show their empty or
 * error states: the data never changes which code a route loads.
 *
 * It also weighs the partner's embeddable schedule (/embed/schedule/<id>, HTML the API renders for other
 * sites' iframes): a full fortnight rendered by the API's own renderer, its gzip size against its budget
 * (EMBED_BUDGET_KB, no JavaScript bundle), and opened in Chromium, where it must request nothing at all.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'apps/web/dist');
/** The budget of every page below, kB gzip (DESIGN.md, Quality bars). */
const BUDGET_KB = 120;
/**
 * The pages and whether they are opened signed in as a user. A page may carry `limitKb` above the
 * budget while it is being brought under it. The entry chunk, which every page loads, once held
 * /user/qr-code above the budget (up to 122.7 kB): the route tables and preload lists of new pages
 * (`__vite__mapDeps`, every lazy chunk's file name) and English (the page's language from its address,
 * `t` and the plurals per language, the header's switch, the hreflang alternates) grew it. It then shed
 * what no page or only some pages need (apps/web): React Router's development warnings (the package
 * resolves to its development build) and the code only its data routers run (build/react-router-pure.ts),
 * the plans page's texts (the home page takes only `planSummary`), and the header's search box, which
 * loads beside the activity lists' code (the only pages that show it). Every page is within the budget,
 * which is its limit: /user/qr-code 119.3 kB, /activities 116.9 kB. Chunk hashes change with every
 * build and move a page's gzip size by up to 0.1 kB.
 */
const PAGES = [
  { path: '/', user: false },
  { path: '/activities', user: false },
  { path: '/championship', user: false },
  { path: '/user/qr-code', user: true },
];
/** The embeddable schedule's budget, kB gzip of its whole HTML (inline style and script included). */
const EMBED_BUDGET_KB = 4;
/** `--limits`: fail only above each page's limit (what `npm test` enforces); otherwise above the budget. */
const enforceLimits = process.argv.includes('--limits');
const outIndex = process.argv.indexOf('--out');
const out = outIndex > 0 ? process.argv[outIndex + 1] : join(root, 'bench/results/page-weight.json');
/** Chunks that must not load on these pages (Leaflet, map, partner and back office, the English texts). */
const FORBIDDEN =
  /(MapPage|mapConfig|VenueMap|leaflet|Admin|Superadmin|Partner(Layout)|Staff|Trainer|Business(Profile|SignIn)|^en-)/i;
/** Libraries that must not be in the first JavaScript, found by their code: zod (the contract's
 * schemas are the API's; the web gets the route table without them, apps/web/build/route-table.ts). */
const FORBIDDEN_CODE = [{ name: 'zod', code: /\$ZodType|ZodObject/ }];

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
  for (const { path, user, limitKb = BUDGET_KB } of PAGES) {
    // A Czech visitor (a first visit follows the browser's language): the Czech pages, and
    // never the English texts, which load only on an /en/ page.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'cs-CZ' });
    // A signed-in user: an unsigned token that expires in an hour (the web app only reads its claims).
    if (user) await context.addInitScript(signIn, fakeToken());
    const page = await context.newPage();
    const scripts = new Set();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === base && url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(base + path, { waitUntil: 'networkidle' });
    // The page has rendered its heading, and what that started has loaded too.
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    if (new URL(page.url()).pathname !== path) throw new Error(`${path} went to ${page.url()}`);
    await context.close();
    const files = [...scripts].sort().map((name) => {
      const bytes = readFileSync(join(dist, name));
      const text = bytes.toString('utf8');
      return {
        file: name.replace('/assets/', ''),
        libraries: FORBIDDEN_CODE.filter(({ code }) => code.test(text)).map(({ name: library }) => library),
        raw: bytes.length,
        gzip: gzipSync(bytes, { level: 9 }).length,
      };
    });
    const forbidden = [
      ...files.filter((f) => FORBIDDEN.test(f.file)).map((f) => f.file),
      ...files.flatMap((f) => f.libraries.map((library) => `${library} in ${f.file}`)),
    ];
    const jsKbGzip = kB(files.reduce((sum, f) => sum + f.gzip, 0));
    pages[path] = {
      jsKbGzip,
      budgetKbGzip: BUDGET_KB,
      withinBudget: jsKbGzip <= BUDGET_KB,
      limitKbGzip: limitKb,
      withinLimit: jsKbGzip <= limitKb,
      jsKbRaw: kB(files.reduce((sum, f) => sum + f.raw, 0)),
      files: files.map((f) => ({ file: f.file, kbGzip: kB(f.gzip) })),
      forbiddenChunks: forbidden,
    };
    console.log(
      `${path.padEnd(14)} ${String(jsKbGzip).padStart(6)} kB gzip JS in ${String(files.length).padStart(2)} files (budget ${BUDGET_KB}, limit ${limitKb})${jsKbGzip > BUDGET_KB ? '  OVER BUDGET' : ''}${jsKbGzip > limitKb ? '  OVER LIMIT' : ''}${forbidden.length ? `  FORBIDDEN: ${forbidden.join(', ')}` : ''}`,
    );
  }
  pages['/embed/schedule'] = await embedWeight(browser);
} finally {
  await browser.close();
  server.close();
}

mkdirSync(dirname(out), { recursive: true });
writeFileSync(
  out,
  `${JSON.stringify({ measuredAt: new Date().toISOString(), unit: 'kB (1024 bytes), gzip level 9', budgetKbGzip: BUDGET_KB, pages }, null, 2)}\n`,
);
const failed = Object.entries(pages).filter(
  ([, p]) => !(enforceLimits ? p.withinLimit : p.withinBudget) || p.forbiddenChunks.length > 0,
);
if (failed.length > 0) {
  console.error(
    `page weight: ${failed.map(([path]) => path).join(', ')} above ${enforceLimits ? 'the limit' : `${BUDGET_KB} kB`} or loading a forbidden chunk`,
  );
  process.exitCode = 1;
}

/** A JWT-shaped token with a user id and an expiry in an hour; the signature is not checked here. */
function fakeToken() {
  const part = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ id: 'bench-user', userId: 'bench-user', exp })}.bench`;
}

function signIn(token) {
  window.localStorage.setItem('champions.token.user', token);
}

/**
 * The embeddable schedule, rendered by the API's renderer (bundled here with esbuild) for 14 days of
 * six slots each with long Czech names, weighed gzipped and opened in Chromium at 320 px: any request it
 * makes (a font, an image, a script) is a forbidden one.
 */
async function embedWeight(browser) {
  const bundle = join(tmpdir(), `widget-html-${process.pid}.mjs`);
  await build({
    entryPoints: [join(root, 'apps/api/src/modules/feeds/widget-html.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: bundle,
    logLevel: 'silent',
  });
  const { widgetHtml } = await import(pathToFileURL(bundle).href);
  rmSync(bundle, { force: true });
  const start = Date.UTC(2026, 11, 1, 6);
  const rows = Array.from({ length: 14 * 6 }, (_, i) => ({
    activityName: `Ranní jóga pro začátečníky a pokročilé ${i}`,
    venueName: 'Sportovní centrum Žluťoučký kůň, Praha 7',
    startsAt: new Date(start + Math.floor(i / 6) * 86_400_000 + (i % 6) * 7_200_000),
    endsAt: new Date(start + Math.floor(i / 6) * 86_400_000 + (i % 6) * 7_200_000 + 3_600_000),
    placesLeft: i % 5,
    href: `https://champions.cz/activities/00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  }));
  const html = widgetHtml(rows);
  const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
  const page = await context.newPage();
  const requests = [];
  await page.route('**/*', (route) => {
    requests.push(route.request().url());
    return route.abort();
  });
  await page.setContent(html, { waitUntil: 'load' });
  const overflows = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  await context.close();
  const htmlKbGzip = kB(gzipSync(Buffer.from(html), { level: 9 }).length);
  const forbidden = [...requests, ...(overflows ? ['wider than 320 px'] : [])];
  console.log(
    `${'/embed/…'.padEnd(14)} ${String(htmlKbGzip).padStart(6)} kB gzip HTML, ${rows.length} slots, ${requests.length} requests (budget ${EMBED_BUDGET_KB})${htmlKbGzip > EMBED_BUDGET_KB ? '  OVER BUDGET' : ''}${forbidden.length ? `  FORBIDDEN: ${forbidden.join(', ')}` : ''}`,
  );
  return {
    htmlKbGzip,
    jsKbGzip: 0,
    budgetKbGzip: EMBED_BUDGET_KB,
    withinBudget: htmlKbGzip <= EMBED_BUDGET_KB,
    limitKbGzip: EMBED_BUDGET_KB,
    withinLimit: htmlKbGzip <= EMBED_BUDGET_KB,
    files: [],
    forbiddenChunks: forbidden,
  };
}
