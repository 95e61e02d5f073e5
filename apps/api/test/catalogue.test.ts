import { activityDetail, activityListResponse, slotsResponse, venuePageResponse } from '@champions/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requests } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const list = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/public/activities?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return activityListResponse.parse(res.json());
};

describe('GET /api/public/activities', () => {
  it('finds "Jóga" in Praha for "joga praha", without diacritics', async () => {
    const { activities } = await list('search=joga%20praha');
    expect(activities.length).toBeGreaterThan(0);
    expect(activities.every((a) => a.area.name === 'Praha')).toBe(true);
    expect(activities.map((a) => a.name)).toContain('Hatha jóga pro začátečníky');
  });

  it('tolerates a typo and ignores letter case', async () => {
    const typo = await list('search=bouldring');
    expect(typo.activities.map((a) => a.name)).toContain('Bouldering');
    const upper = await list('search=PLAVÁNÍ');
    expect(upper.activities.length).toBeGreaterThan(2);
  });

  it('filters by area, category, equipment, price, date and time of day', async () => {
    const brnoJoga = await list('area=brno&category=joga');
    expect(brnoJoga.activities.map((a) => a.name)).toEqual(['Jóga pro zdravá záda']);
    const withSauna = await list('equipment=sauna,parkovani');
    expect(withSauna.activities.length).toBeGreaterThan(0);
    expect(withSauna.activities.some((a) => a.venue.name === 'Jóga Vinohrady')).toBe(false);
    const cheap = await list('priceMax=15000');
    expect(cheap.activities.every((a) => (a.priceFrom ?? 0) <= 15000)).toBe(true);
    const morning = await list('date=2026-11-24&timeOfDay=morning&category=joga');
    expect(morning.activities.length).toBeGreaterThan(0);
    const none = await list('search=neexistujici-aktivita-xyz');
    expect(none.activities).toEqual([]);
    expect(none.pagination.total).toBe(0);
  });

  it('sorts by distance, price or time and pages through the results', async () => {
    const near = await list('lat=49.1951&lng=16.6068&sort=distance&limit=3');
    expect(near.activities[0]?.area.name).toBe('Brno');
    expect(near.activities.map((a) => a.distance)).toEqual(
      [...near.activities.map((a) => a.distance)].sort((a, b) => a! - b!),
    );
    const byPrice = await list('sort=price&limit=100');
    const prices = byPrice.activities.map((a) => a.priceFrom ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const page1 = await list('limit=10&page=1');
    const page2 = await list('limit=10&page=2');
    expect(page1.pagination.total).toBeGreaterThanOrEqual(30);
    expect(page1.pagination.totalPages).toBe(Math.ceil(page1.pagination.total / 10));
    expect(page2.activities.map((a) => a.id)).not.toContain(page1.activities[0]!.id);
  });

  it.each([
    ['sort=distance', 'querystring.sort'],
    ['lat=50', 'querystring.lng'],
    ['page=0', 'querystring.page'],
    ['timeOfDay=noc', 'querystring.timeOfDay'],
    ['category=J%C3%B3ga', 'querystring.category'],
    ['date=zitra', 'querystring.date'],
  ])('rejects %s with a 400 naming %s', async (query, field) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/public/activities?${query}` });
    expect(res.statusCode).toBe(400);
    const fields = res.json().details.fields.map((f: { field: string }) => f.field) as string[];
    expect(fields.some((f) => f === field || f.startsWith(`${field}.`))).toBe(true);
  });
});

describe('activity detail, time slots and venues', () => {
  it('answers an activity with its venue, options and the free time slots of a day', async () => {
    const { activities } = await list('search=vinyasa');
    const id = activities[0]!.id;
    const detail = activityDetail.parse(
      (await t.app.inject({ method: 'GET', url: `/api/public/activities/${id}` })).json(),
    );
    expect(detail.venue.name).toBe('Jóga Vinohrady');
    expect(detail.venue.equipment.map((e) => e.name)).toContain('Šatna');
    expect(detail.options[0]).toMatchObject({ name: 'Jednorázový vstup', price: 25_000 });

    const slots = slotsResponse.parse(
      (
        await t.app.inject({ method: 'GET', url: `/api/public/activities/${id}/slots?date=2026-11-24` })
      ).json(),
    );
    expect(slots.date).toBe('2026-11-24');
    // Vinyasa flow runs at 7:00, 12:00 and 19:00 Prague time (CET = UTC+1)
    expect(slots.slots.map((s) => s.startsAt)).toEqual([
      '2026-11-24T06:00:00.000Z',
      '2026-11-24T11:00:00.000Z',
      '2026-11-24T18:00:00.000Z',
    ]);
    expect(slots.slots[0]!.free).toBe(16);
    const today = slotsResponse.parse(
      (await t.app.inject({ method: 'GET', url: `/api/public/activities/${id}/slots` })).json(),
    );
    expect(today.slots.every((s) => new Date(s.startsAt) > t.clock.now())).toBe(true);
  });

  it('answers 404 for an unknown activity and 400 for a malformed id', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/public/activities/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Aktivita nenalezena.');
    expect((await t.app.inject({ method: 'GET', url: '/api/public/activities/abc' })).statusCode).toBe(400);
  });

  it('lists venues by area and shows a venue with its activities', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/venues?area=ostrava' });
    const venues = res.json().venues as { id: string; area: { slug: string }; activityCount: number }[];
    expect(venues.length).toBe(3);
    expect(venues.every((v) => v.area.slug === 'ostrava' && v.activityCount > 0)).toBe(true);
    const page = venuePageResponse.parse(
      (await t.app.inject({ method: 'GET', url: `/api/public/venues/${venues[0]!.id}` })).json(),
    );
    expect(page.activities.length).toBe(venues[0]!.activityCount);
    expect(page.venue.openingHours).toHaveLength(7);
  });

  it('offers the filter lists', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/filters' });
    expect(res.json().equipmentCategories.map((e: { name: string }) => e.name)).toContain('Parkování');
  });
});

describe('requests and favourites', () => {
  it('stores a contact request and rejects an incomplete one without storing it', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/public/requests',
      payload: { kind: 'contact', name: 'Jan', email: 'spatne', message: 'Dobrý den' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields[0]).toEqual({ field: 'body.email', message: 'Zadejte platný e-mail.' });
    const [before] = await t.db.select({ n: count() }).from(requests);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/public/requests',
      payload: {
        kind: 'partner',
        name: 'Jan Horák',
        email: 'jan@posilovna.cz',
        company: 'Posilovna Horák',
        message: 'Chceme se přidat.',
      },
    });
    expect(ok.statusCode).toBe(201);
    const [after] = await t.db.select({ n: count() }).from(requests);
    expect(after!.n).toBe(before!.n + 1);
  });

  it('saves and removes a favourite only for the signed-in user', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'uzivatel@champions.cz', password: 'Champions123!' },
    });
    const headers = { 'x-user-token': `Bearer ${login.json().token}` };
    const { activities } = await list('search=squash');
    const id = activities[0]!.id;
    expect((await t.app.inject({ method: 'PUT', url: `/api/user/saved/${id}` })).statusCode).toBe(401);
    await t.app.inject({ method: 'PUT', url: `/api/user/saved/${id}`, headers });
    await t.app.inject({ method: 'PUT', url: `/api/user/saved/${id}`, headers });
    const saved = await t.app.inject({ method: 'GET', url: '/api/user/saved', headers });
    expect(saved.json().activities.map((a: { id: string }) => a.id)).toEqual([id]);
    await t.app.inject({ method: 'DELETE', url: `/api/user/saved/${id}`, headers });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/saved', headers })).json().activities,
    ).toEqual([]);
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/user/saved/00000000-0000-4000-8000-000000000000',
      headers,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
