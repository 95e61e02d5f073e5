import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
const BIG_ASSET = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `slovo-${i}`))};`;
const INDEX = `<!doctype html><html lang="cs"><head><meta name="description" content="Výchozí popis" /><title>Champions</title></head><body><div id="root"></div></body></html>`;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'champions-dist-'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  // The build's precompressed copy (vite-plugin-compression2) of a larger asset.
  writeFileSync(join(dist, 'assets', 'big-1234.js'), BIG_ASSET);
  writeFileSync(join(dist, 'assets', 'big-1234.js.br'), brotliCompressSync(BIG_ASSET));
  t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await t?.close();
});

describe('serving the web app', () => {
  it('answers / and any app route with index.html (SPA fallback), always revalidated', async () => {
    for (const url of ['/', '/activities?search=joga', '/user/login', '/neexistuje']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.headers['cache-control']).toContain('must-revalidate');
    }
  });

  it('caches hashed assets for a year and keeps JSON 404s for the API', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    const api = await t.app.inject({ method: 'GET', url: '/api/neexistuje' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
  });

  it('sends the precompressed asset and compresses API answers when the browser accepts it', async () => {
    const asset = await t.app.inject({
      method: 'GET',
      url: '/assets/big-1234.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe(BIG_ASSET);

    const api = await t.app.inject({
      method: 'GET',
      url: '/api/public/',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(api.headers['content-encoding']).toBe('gzip');
    expect(api.headers.etag).toBeDefined();
    expect(JSON.parse(gunzipSync(api.rawPayload).toString()).activities.length).toBeGreaterThan(0);

    const plain = await t.app.inject({ method: 'GET', url: '/api/public/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('puts an activity’s title, description, Open Graph tags and schema.org data in the HTML', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/public/activities?search=vinyasa' });
    const id = list.json().activities[0].id as string;
    const res = await t.app.inject({ method: 'GET', url: `/activities/${id}?selectedDate=2026-11-24` });
    expect(res.body).toContain('<title>Vinyasa flow – Jóga Vinohrady, Praha 10 | Champions</title>');
    expect(res.body).toContain(
      '<meta property="og:title" content="Vinyasa flow – Jóga Vinohrady, Praha 10 | Champions" />',
    );
    expect(res.body).toContain('Vstup od 250\u00a0Kč.');
    const jsonLd = JSON.parse(res.body.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!);
    expect(jsonLd.location.address.addressLocality).toBe('Praha 10');
    expect(jsonLd.offers).toMatchObject({ price: '250.00', priceCurrency: 'CZK' });
    expect(res.body).not.toContain('Výchozí popis');
  });

  it('asks for the activity page’s first picture in the head: the pictogram, or the photo with its widths', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/public/activities?search=hatha' });
    const activity = list.json().activities[0] as { id: string; category: { slug: string } };
    const pictogram = await t.app.inject({ method: 'GET', url: `/activities/${activity.id}` });
    // and the activity's answer, which the page's own fetch then takes instead of asking again
    expect(pictogram.body).toContain(
      `<link rel="preload" as="fetch" crossorigin href="/api/public/activities/${activity.id}" />`,
    );
    expect(pictogram.body).toContain(
      `<link rel="preload" as="image" href="/illustrations/${activity.category.slug}.svg" fetchpriority="high" />`,
    );

    await t.db
      .update(activities)
      .set({ photos: ['/uploads/a1b2_w800.webp'] })
      .where(eq(activities.id, activity.id));
    t.app.ctx.publicCache.clear();
    const photo = await t.app.inject({ method: 'GET', url: `/activities/${activity.id}` });
    // the same srcset and sizes as the page's <img>, so the browser picks the same file
    expect(photo.body).toContain(
      '<link rel="preload" as="image" href="/uploads/a1b2_w800.webp" imagesrcset="/uploads/a1b2_w400.webp 400w, /uploads/a1b2_w800.webp 800w" imagesizes="(min-width: 72rem) 72rem, 100vw" fetchpriority="high" />',
    );
  });

  it('describes a venue page and leaves unknown ids with the default head', async () => {
    const venues = await t.app.inject({ method: 'GET', url: '/api/public/venues?area=brno' });
    const venue = venues.json().venues[0] as { id: string; name: string };
    const res = await t.app.inject({ method: 'GET', url: `/venues/${venue.id}` });
    expect(res.body).toContain(`<title>${venue.name}`);
    expect(res.body).toContain('"@type":"SportsActivityLocation"');
    expect(res.body).toContain(
      `<link rel="preload" as="fetch" crossorigin href="/api/public/venues/${venue.id}" />`,
    );
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/activities/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.body).toContain('<title>Champions</title>');
  });
});
