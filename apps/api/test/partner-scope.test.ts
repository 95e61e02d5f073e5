import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../src/db/schema.ts';
import { hashPassword } from '../src/modules/auth/index.ts';
import { createTestApp, type TestApp } from './harness.ts';

/**
 * Every partner management call, tried by another partner with the first partner's ids and by a
 * receptionist: refused (400 with a field message, 403, 404; 401 for the wrong role) and nothing in
 * the partner's data changes.
 */
let t: TestApp;
let ownerToken: string;
let intruderToken: string;
let staffToken: string;
const PASSWORD = 'Champions123!';
const ids = { venue: '', activity: '', slot: '', option: '', staff: '', area: '' };

async function login(role: string, email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/${role}/login`,
    payload: { email, password: PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
}

/** A fingerprint of everything a partner owns, to prove nothing changed. */
async function fingerprint() {
  const tables = [
    'venues',
    'venue_equipment',
    'activities',
    'activity_options',
    'time_slots',
    'tickets',
    'accounts',
    'partner_settings',
    'credit_ledger',
  ];
  const parts: string[] = [];
  for (const table of tables) {
    const result = await t.db.execute(
      sql.raw(`select coalesce(string_agg(t::text, '|' order by t::text), '') as rows from ${table} t`),
    );
    parts.push((result.rows[0] as { rows: string }).rows);
  }
  return createHash('sha256').update(parts.join('#')).digest('hex');
}

beforeAll(async () => {
  t = await createTestApp();
  ownerToken = await login('admin', 'partner@champions.cz');
  await t.db.insert(accounts).values({
    role: 'admin',
    email: 'vetrelec@example.cz',
    name: 'Jiný partner',
    passwordHash: await hashPassword(PASSWORD),
    emailVerifiedAt: t.clock.now(),
  });
  intruderToken = await login('admin', 'vetrelec@example.cz');
  staffToken = await login('staff', 'recepce@champions.cz');
  const owner = { 'x-admin-token': `Bearer ${ownerToken}` };
  const activities = (
    await t.app.inject({ method: 'GET', url: '/api/admin/activities', headers: owner })
  ).json().activities;
  ids.activity = activities[0].id;
  ids.venue = activities[0].venueId;
  ids.option = activities[0].options[0].id;
  const slots = (
    await t.app.inject({
      method: 'GET',
      url: '/api/admin/slots?from=2026-11-23&to=2026-11-30',
      headers: owner,
    })
  ).json().slots;
  ids.slot = slots[0].id;
  ids.staff = (
    await t.app.inject({ method: 'GET', url: '/api/admin/staff', headers: owner })
  ).json().staff[0].id;
  ids.area = (await t.app.inject({ method: 'GET', url: '/api/public/' })).json().areas[0].id;
});
afterAll(async () => {
  await t?.close();
});

const venueBody = () => ({
  name: 'Převzato',
  areaId: ids.area,
  street: 'Ulice 1',
  city: 'Praha',
  lat: 50.08,
  lng: 14.42,
});
const activityBody = () => ({
  venueId: ids.venue,
  name: 'Převzato',
  durationMinutes: 60,
  capacity: 5,
  // the capacity share (places Champions may sell) is set through the same calls
  championsPlaces: 0,
  options: [{ id: ids.option, name: 'Vstup', price: 100, durationMinutes: 60 }],
});

const calls = () =>
  [
    ['GET', `/api/admin/venues/${ids.venue}`],
    ['PUT', `/api/admin/venues/${ids.venue}`, venueBody()],
    ['PUT', `/api/admin/venues/${ids.venue}/published`, { published: false }],
    ['DELETE', `/api/admin/venues/${ids.venue}/photos`, { url: '/uploads/x.webp' }],
    ['POST', `/api/admin/venues/${ids.venue}/photos`],
    ['POST', '/api/admin/activities', activityBody()],
    ['GET', `/api/admin/activities/${ids.activity}`],
    ['PUT', `/api/admin/activities/${ids.activity}`, activityBody()],
    ['PUT', `/api/admin/activities/${ids.activity}/published`, { published: false }],
    ['DELETE', `/api/admin/activities/${ids.activity}/photos`, { url: '/uploads/x.webp' }],
    [
      'POST',
      '/api/admin/slots',
      { activityId: ids.activity, date: '2027-03-01', time: '10:00', durationMinutes: 60, capacity: 5 },
    ],
    [
      'PUT',
      `/api/admin/slots/${ids.slot}`,
      { date: '2027-03-01', time: '10:00', durationMinutes: 60, capacity: 5, championsPlaces: 0 },
    ],
    ['POST', `/api/admin/slots/${ids.slot}/cancel`],
    ['GET', `/api/admin/prices/${ids.option}`],
    ['POST', '/api/admin/prices', { activityId: ids.activity, name: 'X', price: 100, durationMinutes: 60 }],
    [
      'PUT',
      `/api/admin/prices/${ids.option}`,
      { activityId: ids.activity, name: 'X', price: 100, durationMinutes: 60 },
    ],
    ['DELETE', `/api/admin/prices/${ids.option}`],
    ['PUT', `/api/admin/staff/${ids.staff}`, { venueIds: [ids.venue] }],
    ['DELETE', `/api/admin/staff/${ids.staff}`],
  ] as const;

describe('partner management is scoped to the partner’s own venues', () => {
  it('another partner gets 400/403/404 on every call with the partner’s ids, and nothing changes', async () => {
    const before = await fingerprint();
    for (const [method, url, payload] of calls()) {
      const res = await t.app.inject({
        method,
        url,
        headers: { 'x-admin-token': `Bearer ${intruderToken}` },
        ...(payload ? { payload } : {}),
      });
      expect([400, 403, 404], `${method} ${url}: ${res.body}`).toContain(res.statusCode);
    }
    expect(await fingerprint()).toBe(before);
  });

  it('lists answer only the intruder’s own (empty) data', async () => {
    const headers = { 'x-admin-token': `Bearer ${intruderToken}` };
    for (const [url, key] of [
      ['/api/admin/venues', 'venues'],
      ['/api/admin/activities', 'activities'],
      ['/api/admin/slots?from=2026-11-01&to=2027-12-31', 'slots'],
      ['/api/admin/prices', 'prices'],
      ['/api/admin/staff', 'staff'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.json()[key], url).toEqual([]);
    }
    const venueFilter = await t.app.inject({
      method: 'GET',
      url: `/api/admin/activities?venueId=${ids.venue}`,
      headers,
    });
    expect(venueFilter.json().activities).toEqual([]);
    const earnings = await t.app.inject({
      method: 'GET',
      url: `/api/admin/earnings?from=2020-01-01&to=2026-12-31&groupBy=month&venueId=${ids.venue}`,
      headers,
    });
    expect(earnings.json().totals).toEqual({ entries: 0, earnings: 0 });
  });

  it('a receptionist’s token cannot manage anything (401), and nothing changes', async () => {
    const before = await fingerprint();
    for (const [method, url, payload] of [
      ...calls(),
      ['GET', '/api/admin/venues'],
      ['POST', '/api/admin/venues', venueBody()],
      ['GET', '/api/admin/earnings?from=2026-11-01&to=2026-11-30'],
      [
        'PUT',
        '/api/admin/settings',
        {
          companyName: 'Převzato s.r.o.',
          ico: '25596641',
          address: 'Ulice 1, Praha',
          bankAccount: '19-2000145399/0800',
          payoutFrequency: 'weekly',
        },
      ],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { 'x-staff-token': `Bearer ${staffToken}`, 'x-admin-token': `Bearer ${staffToken}` },
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await fingerprint()).toBe(before);
  });
});
