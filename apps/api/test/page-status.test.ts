import { mkdtempSync, writeFileSync } from 'node:fs';
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

  it('turns React Router patterns into anchored, case-insensitive expressions', () => {
    expect(patternToRegExp('/').test('/')).toBe(true);
    expect(patternToRegExp('/').test('/a')).toBe(false);
    expect(patternToRegExp('/a/:id').test('/a/1')).toBe(true);
    expect(patternToRegExp('/a/:id').test('/a')).toBe(false);
    expect(patternToRegExp('/a/*').test('/a/b/c')).toBe(true);
    expect(patternToRegExp('/a.b').test('/axb')).toBe(false);
  });
});
