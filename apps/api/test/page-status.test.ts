import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patternToRegExp } from '../src/web/page-routes.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
const INDEX = `<!doctype html><html lang="cs"><head><meta name="description" content="Výchozí popis" /><title>Champions</title></head><body><div id="root"></div></body></html>`;
/** As the web build writes it from the router (apps/web/scripts/route-manifest.mjs). */
const ROUTES = [
  '/',
  '/activities',
  '/activities/:activityId',
  '/aktivita/:id',
  '/venue/:id',
  '/venues',
  '/venues/:id',
  '/championship',
  '/user/login',
  '/admin/venues/:id',
  '/docs/:page?',
];

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'champions-dist-'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'routes.json'), JSON.stringify(ROUTES));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'src/main.tsx': { file: 'assets/index-abc.js', isEntry: true },
      '../src/shared/i18n/en.ts': { file: 'assets/en-123.js', isDynamicEntry: true },
    }),
  );
  t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await t?.close();
});

async function firstActivity() {
  const list = await t.app.inject({ method: 'GET', url: '/api/public/activities?search=vinyasa' });
  return list.json().activities[0] as { id: string; venue: { id: string } };
}

describe('honest status codes of pages', () => {
  it('answers 200 for the pages of the route table, with or without a trailing slash or query', async () => {
    const activity = await firstActivity();
    for (const url of [
      '/',
      '/activities?search=joga',
      '/Activities/',
      '/championship',
      '/user/login?redirect=%2Fuser',
      `/activities/${activity.id}`,
      `/aktivita/${activity.id}`,
      `/venues/${activity.venue.id}`,
      `/venue/${activity.venue.id}`,
      '/admin/venues/123',
      '/docs',
      '/docs/intro',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });

  it('answers 404 with the app (its Czech not-found page) for an address no page has', async () => {
    for (const url of [
      '/neexistuje',
      '/championship/nic',
      '/activities/a/b',
      '/assets/chybi.js',
      '/docs/a/b',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });

  it('answers 404 for an activity or venue id that does not exist or is no id at all', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const url of [
      `/activities/${missing}`,
      `/aktivita/${missing}`,
      '/activities/neexistuje',
      `/venues/${missing}`,
      '/venue/123',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<title>Champions</title>');
    }
  });

  it('answers every page at its English address too (/en/…), in English, naming both addresses', async () => {
    const activity = await firstActivity();
    const english = await t.app.inject({ method: 'GET', url: `/en/activities/${activity.id}` });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<html lang="en"');
    expect(english.body).toContain(
      `<link rel="canonical" href="http://localhost:3000/en/activities/${activity.id}" />`,
    );
    for (const [lang, href] of [
      ['cs', `/activities/${activity.id}`],
      ['en', `/en/activities/${activity.id}`],
      ['x-default', `/activities/${activity.id}`],
    ])
      expect(english.body).toContain(
        `<link rel="alternate" hreflang="${lang}" href="http://localhost:3000${href}" />`,
      );
    const czech = await t.app.inject({ method: 'GET', url: `/activities/${activity.id}` });
    expect(czech.body).toContain('<html lang="cs"');
    expect(czech.body).toContain(`hreflang="en" href="http://localhost:3000/en/activities/${activity.id}"`);

    for (const url of ['/en', '/en/', '/en/championship', '/en/user/login?redirect=%2Fuser']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<html lang="en"');
    }
    const home = await t.app.inject({ method: 'GET', url: '/en' });
    expect(home.body).toContain('<link rel="alternate" hreflang="en" href="http://localhost:3000/en" />');
    expect(home.body).toContain('<link rel="alternate" hreflang="cs" href="http://localhost:3000/" />');
    // A signed-in area has no alternates to name; a missing page is as missing in English.
    expect((await t.app.inject({ method: 'GET', url: '/en/admin/venues/1' })).body).not.toContain('hreflang');
    for (const url of ['/en/neexistuje', '/en/activities/00000000-0000-4000-8000-000000000000', '/english']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('sends a visitor who wants English to the English twin before any JavaScript runs, and preloads its texts', async () => {
    const open = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers });
    const english = { 'accept-language': 'en-GB,en;q=0.9,cs;q=0.5' };
    for (const [url, twin] of [
      ['/', '/en'],
      ['/activities?search=joga', '/en/activities?search=joga'],
      ['/championship', '/en/championship'],
    ]) {
      const moved = await open(url!, english);
      expect(moved.statusCode, url).toBe(302);
      expect(moved.headers.location, url).toBe(twin);
      expect(moved.headers.vary, url).toContain('Accept-Language');
    }
    // the remembered choice wins over the browser, either way
    expect((await open('/activities', { ...english, cookie: 'a=1; champions_language=cs' })).statusCode).toBe(
      200,
    );
    const chosen = await open('/activities', { 'accept-language': 'cs', cookie: 'champions_language=en' });
    expect(chosen.headers.location).toBe('/en/activities');
    // a Czech browser, no header at all, an English address and a missing page stay where they are
    expect((await open('/activities', { 'accept-language': 'cs-CZ,en;q=0.8' })).statusCode).toBe(200);
    expect((await open('/activities')).statusCode).toBe(200);
    expect((await open('/en/activities', { cookie: 'champions_language=cs' })).statusCode).toBe(200);
    expect((await open('/neexistuje', english)).statusCode).toBe(404);

    const page = await open('/en/activities', english);
    expect(page.body).toContain('<link rel="modulepreload" crossorigin href="/assets/en-123.js" />');
    expect(page.headers.vary).toContain('Cookie');
    expect((await open('/activities')).body).not.toContain('en-123.js');
    // the build's manifest is not a page anyone is given
    expect((await open('/.vite/manifest.json')).statusCode).toBe(404);
  });

  it('turns React Router patterns into anchored, case-insensitive expressions', () => {
    expect(patternToRegExp('/').test('/')).toBe(true);
    expect(patternToRegExp('/').test('/a')).toBe(false);
    expect(patternToRegExp('/a/:id').test('/a/1')).toBe(true);
    expect(patternToRegExp('/a/:id').test('/a')).toBe(false);
    expect(patternToRegExp('/a/*').test('/a/b/c')).toBe(true);
    expect(patternToRegExp('/a.b').test('/axb')).toBe(false);
  });
});
