import { publicData } from '@champions/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/public/', () => {
  it('answers the seeded Czech activities, the five areas and config and area prices in whole Kč (SPEC 9)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/' });
    expect(res.statusCode).toBe(200);
    const body = publicData.parse(res.json());
    expect(body.areas.map((a) => a.name)).toEqual([
      'Praha',
      'Brno',
      'Ostrava',
      'Pardubice',
      'Hradec Králové',
    ]);
    expect(body.areas.every((a) => a.price === 1699)).toBe(true);
    expect(body.config).toEqual({ allLocationsPrice: 1799, flexiblePrice: 199, paygPlusPrice: 119 });
    expect(body.activities.length).toBeGreaterThanOrEqual(30);
    const joga = body.activities.find((a) => a.name === 'Hatha jóga pro začátečníky');
    expect(joga?.category?.name).toBe('Jóga');
    expect(joga?.area.name).toBe('Praha');
    expect(joga?.priceFrom).toBe(23_000);
    expect(new Date(joga!.nextSlotAt!).getTime()).toBeGreaterThan(t.clock.now().getTime());
  });

  it('sends an ETag and answers 304 to a matching If-None-Match', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/public/' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect(first.headers['cache-control']).toContain('max-age');
    const second = await t.app.inject({
      method: 'GET',
      url: '/api/public/',
      headers: { 'if-none-match': etag },
    });
    expect(second.statusCode).toBe(304);
  });
});

describe('GET /api/public/search', () => {
  it('sorts activities near Karlín by distance and stays within the radius', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/public/search?lat=50.0927&lng=14.4509&radiusKm=3',
    });
    expect(res.statusCode).toBe(200);
    const { activities } = res.json() as { activities: { venue: { name: string }; distance: number }[] };
    expect(activities[0]?.venue.name).toBe('Holmes Place Karlín');
    const distances = activities.map((a) => a.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(3000);
    expect(activities.some((a) => a.venue.name.includes('Brno'))).toBe(false);
  });

  it('a smaller limit answers the first of the same order: by distance, then by name', async () => {
    const url = '/api/public/search?lat=50.0755&lng=14.4378&radiusKm=10';
    const all = (await t.app.inject({ method: 'GET', url: `${url}&limit=200` })).json().activities as {
      id: string;
      distance: number;
    }[];
    expect(all.length).toBeGreaterThan(5);
    const distances = all.map((a) => a.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const first = (await t.app.inject({ method: 'GET', url: `${url}&limit=5` })).json().activities as {
      id: string;
    }[];
    expect(first.map((a) => a.id)).toEqual(all.slice(0, 5).map((a) => a.id));
  });

  it('filters by a date range with a free time slot', async () => {
    const inRange = await t.app.inject({
      method: 'GET',
      url: '/api/public/search?lat=49.1951&lng=16.6068&startDate=2026-11-24&endDate=2026-11-25',
    });
    expect(inRange.json().activities.length).toBeGreaterThan(0);
    const farFuture = await t.app.inject({
      method: 'GET',
      url: '/api/public/search?lat=49.1951&lng=16.6068&startDate=2030-01-01&endDate=2030-01-02',
    });
    expect(farFuture.json().activities).toEqual([]);
  });

  it.each([
    ['lat=abc&lng=14.4', 'querystring.lat'],
    ['lat=50&lng=200', 'querystring.lng'],
    ['lng=14.4', 'querystring.lat'],
    ['lat=50&lng=14&startDate=2026-13-01', 'querystring.startDate'],
    ['lat=50&lng=14&startDate=2026-11-25&endDate=2026-11-24', 'querystring.endDate'],
  ])('rejects %s with a 400 naming %s', async (query, field) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/public/search?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields.map((f: { field: string }) => f.field)).toContain(field);
  });
});

describe('the HTTP shell', () => {
  it('reports health and answers unknown API paths with JSON 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json().status).toBe('ok');
    const missing = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
  });

  it('serves an OpenAPI 3.1 document describing the public calls', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/public/', '/api/public/search']));
  });

  it("answers the map's tiles from the one setting the pages' content security policy allows (MAP_TILE_URL)", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/map' });
    expect(res.statusCode).toBe(200);
    const tiles = res.json();
    expect(tiles.tileUrl).toBe(t.config.MAP_TILE_URL);
    expect(tiles.attribution).toContain('OpenStreetMap');
    const page = await t.app.inject({ method: 'GET', url: '/activities' });
    const imgSrc = String(page.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.trim().startsWith('img-src'));
    expect(imgSrc).toContain(new URL(tiles.tileUrl.replace(/\{[a-z]\}/g, 'a')).origin);
  });

  it('sets security headers and a request id: an API answer the API set, a page the document set', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-request-id']).toBeTruthy();
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.headers['content-security-policy']).toContain("default-src 'self'");
    const page = await t.app.inject({ method: 'GET', url: '/activities' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('seeds idempotently', async () => {
    const { seedDemoData } = await import('../src/db/seed.ts');
    const before = (await t.app.inject({ method: 'GET', url: '/api/public/' })).json().activities.length;
    await seedDemoData(t.db, t.clock.now());
    const after = (await t.app.inject({ method: 'GET', url: '/api/public/' })).json().activities.length;
    expect(after).toBe(before);
  });
});

describe('search engines', () => {
  it('serves robots.txt and a sitemap of public pages, activities and venues', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Disallow: /user/');
    expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain('<loc>http://localhost:3000/championship</loc>');
    expect(sitemap.body.match(/\/activities\/[0-9a-f-]{36}/g)?.length).toBeGreaterThanOrEqual(30);
    // Both addresses of each page, each naming the other.
    expect(sitemap.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(sitemap.body).toContain('<loc>http://localhost:3000/en/championship</loc>');
    expect(sitemap.body).toContain(
      '<loc>http://localhost:3000/championship</loc><xhtml:link rel="alternate" hreflang="cs" href="http://localhost:3000/championship"/><xhtml:link rel="alternate" hreflang="en" href="http://localhost:3000/en/championship"/><xhtml:link rel="alternate" hreflang="x-default" href="http://localhost:3000/championship"/></url>',
    );
    const czech = sitemap.body.match(/<loc>http:\/\/localhost:3000\/activities\/[0-9a-f-]{36}<\/loc>/g) ?? [];
    const english =
      sitemap.body.match(/<loc>http:\/\/localhost:3000\/en\/activities\/[0-9a-f-]{36}<\/loc>/g) ?? [];
    expect(english.length).toBe(czech.length);
    expect(sitemap.body).toContain('<loc>http://localhost:3000/en</loc>');
  });
});
