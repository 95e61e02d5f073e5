import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminActivity, adminVenue, adminVenueList } from '@champions/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, areas, venues } from '../src/db/schema.ts';
import { hashPassword } from '../src/modules/auth/index.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let partnerToken: string;
let otherToken: string;
let staffToken: string;
let brnoId: string;
const uploadDir = mkdtempSync(join(tmpdir(), 'champions-uploads-'));
const PASSWORD = 'Champions123!';
const admin = (token = partnerToken) => ({ 'x-admin-token': `Bearer ${token}` });

async function login(role: string, email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/${role}/login`,
    payload: { email, password: PASSWORD },
  });
  return res.json().token as string;
}

const brnoVenue = () => ({
  name: 'Sportcentrum Lužánky',
  description: 'Fitness a jóga v centru Brna.',
  areaId: brnoId,
  street: 'Lidická 1',
  city: 'Brno',
  postalCode: '602 00',
  lat: 49.2066,
  lng: 16.6081,
  openingHours: [
    { day: 1, opens: '06:00', closes: '22:00' },
    { day: 0, opens: '08:00', closes: '20:00' },
  ],
});

function multipartPhoto(image: Buffer, type = 'image/png') {
  const boundary = '----champions-test';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="foto.png"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), image, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

beforeAll(async () => {
  t = await createTestApp({ env: { UPLOAD_DIR: uploadDir } });
  partnerToken = await login('admin', 'partner@champions.cz');
  await t.db.insert(accounts).values({
    role: 'admin',
    email: 'jiny-partner@example.cz',
    name: 'Jiný partner',
    passwordHash: await hashPassword(PASSWORD),
    emailVerifiedAt: t.clock.now(),
  });
  otherToken = await login('admin', 'jiny-partner@example.cz');
  staffToken = await login('staff', 'recepce@champions.cz');
  const [brno] = await t.db.select().from(areas).where(eq(areas.slug, 'brno'));
  brnoId = brno!.id;
});
afterAll(async () => {
  await t?.close();
});

describe('partner venues (/api/admin/venues)', () => {
  let venueId: string;

  it('lists only the partner’s own venues', async () => {
    const mine = adminVenueList.parse(
      (await t.app.inject({ method: 'GET', url: '/api/admin/venues', headers: admin() })).json(),
    );
    expect(mine.venues.length).toBeGreaterThan(0);
    const other = await t.app.inject({ method: 'GET', url: '/api/admin/venues', headers: admin(otherToken) });
    expect(other.json().venues).toEqual([]);
  });

  it('creates an unpublished venue in Brno with hours and refuses bad input with Czech field messages', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/venues',
      headers: admin(),
      payload: { ...brnoVenue(), name: '', lat: 10 },
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().details.fields.map((f: { field: string }) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['body.name', 'body.lat']));

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/venues',
      headers: admin(),
      payload: brnoVenue(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const venue = adminVenue.parse(res.json());
    expect(venue).toMatchObject({ name: 'Sportcentrum Lužánky', areaName: 'Brno', published: false });
    expect(venue.openingHours.map((h) => h.day)).toEqual([0, 1]);
    venueId = venue.id;
  });

  it('uploads a photo, resized to WebP and served from /uploads/, and refuses a non-image', async () => {
    const big = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#0b6e4f' } })
      .png()
      .toBuffer();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/venues/${venueId}/photos`,
      headers: { ...admin(), ...multipartPhoto(big).headers },
      payload: multipartPhoto(big).payload,
    });
    expect(res.statusCode).toBe(201);
    const [url] = res.json().photos as string[];
    expect(url).toMatch(/^\/uploads\/[\w-]+\.webp$/);
    const meta = await sharp(join(uploadDir, url!.slice('/uploads/'.length))).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 1067 });
    const served = await t.app.inject({ method: 'GET', url: url! });
    expect(served.statusCode).toBe(200);

    const text = multipartPhoto(Buffer.from('not an image'), 'image/png');
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/admin/venues/${venueId}/photos`,
      headers: { ...admin(), ...text.headers },
      payload: text.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('Soubor není obrázek');

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/venues/${venueId}/photos`,
      headers: admin(),
      payload: { url },
    });
    expect(removed.json().photos).toEqual([]);
    expect(readdirSync(uploadDir)).toEqual([]);
  });

  it('another partner and staff cannot read, change, publish or add photos to the venue', async () => {
    const attempts = [
      { method: 'GET' as const, url: `/api/admin/venues/${venueId}` },
      {
        method: 'PUT' as const,
        url: `/api/admin/venues/${venueId}`,
        payload: { ...brnoVenue(), name: 'Ukradeno' },
      },
      { method: 'PUT' as const, url: `/api/admin/venues/${venueId}/published`, payload: { published: true } },
      {
        method: 'DELETE' as const,
        url: `/api/admin/venues/${venueId}/photos`,
        payload: { url: '/uploads/x.webp' },
      },
      {
        method: 'POST' as const,
        url: '/api/admin/activities',
        payload: {
          venueId,
          name: 'Cizí',
          durationMinutes: 60,
          capacity: 5,
          options: [{ name: 'Vstup', price: 10000, durationMinutes: 60 }],
        },
      },
    ];
    for (const attempt of attempts) {
      const res = await t.app.inject({ ...attempt, headers: admin(otherToken) });
      expect([400, 403, 404], `${attempt.method} ${attempt.url}`).toContain(res.statusCode);
      const staff = await t.app.inject({ ...attempt, headers: { 'x-staff-token': `Bearer ${staffToken}` } });
      expect(staff.statusCode).toBe(401);
    }
    const [venue] = await t.db.select().from(venues).where(eq(venues.id, venueId));
    expect(venue).toMatchObject({ name: 'Sportcentrum Lužánky', published: false });
  });

  it('creates an activity with options, shows PAYG+ price and earning, and publishing puts it in the public list', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/activities',
      headers: admin(),
      payload: {
        venueId,
        name: 'Ranní jóga Lužánky',
        description: 'Jemná jóga pro začátečníky.',
        durationMinutes: 60,
        capacity: 12,
        options: [{ name: 'Jednorázový vstup', price: 25000, durationMinutes: 60 }],
      },
    });
    expect(res.statusCode).toBe(201);
    const activity = adminActivity.parse(res.json());
    expect(activity.options[0]).toMatchObject({ price: 25000, paygPlusPrice: 20000, partnerEarning: 25000 });

    const search = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/public/activities?area=brno&limit=100&search=${encodeURIComponent('Ranní jóga Lužánky')}`,
      });
    const names = async () => (await search()).json().activities.map((a: { name: string }) => a.name);
    expect(await names()).not.toContain('Ranní jóga Lužánky');

    for (const [url, id] of [
      ['venues', venueId],
      ['activities', activity.id],
    ] as const) {
      const foreign = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/${url}/${id}/published`,
        headers: admin(otherToken),
        payload: { published: true },
      });
      expect(foreign.statusCode).toBe(404);
      const ok = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/${url}/${id}/published`,
        headers: admin(),
        payload: { published: true },
      });
      expect(ok.statusCode).toBe(200);
    }
    expect(await names()).toContain('Ranní jóga Lužánky');

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/activities/${activity.id}`,
      headers: admin(),
      payload: {
        venueId,
        name: 'Ranní jóga Lužánky',
        durationMinutes: 75,
        capacity: 12,
        options: [
          { id: activity.options[0]!.id, name: 'Jednorázový vstup', price: 27000, durationMinutes: 75 },
          { name: 'S lektorem', price: 40000, durationMinutes: 75 },
        ],
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().options.map((o: { price: number }) => o.price)).toEqual([27000, 40000]);
    const foreignRead = await t.app.inject({
      method: 'GET',
      url: `/api/admin/activities/${activity.id}`,
      headers: admin(otherToken),
    });
    expect(foreignRead.statusCode).toBe(404);
  });
});
