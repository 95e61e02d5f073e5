import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  activityDetail,
  activityListResponse,
  venueListResponse,
  venuePageResponse,
} from '@champions/contract';
import { photoFiles, photoSources, photoSrcSet } from '@champions/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, activities, areas, entries, reviews, tickets } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './harness.ts';

/**
 * Partners' photos in the public answers: the venue and activity pages list them in order, the cards
 * and /venues show the first, every stored width is served for `srcset`, a hidden venue or activity shows
 * nothing, and the public cache forgets an answer as soon as a photo is added or removed.
 */
let t: TestApp;
let token: string;
let venueId: string;
let activityId: string;
const uploadDir = mkdtempSync(join(tmpdir(), 'champions-public-photos-'));
const admin = () => ({ 'x-admin-token': `Bearer ${token}` });
const ACTIVITY = 'Ranní jóga na Lužánkách';

function multipartPhoto(image: Buffer) {
  const boundary = '----champions-test';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="foto.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), image, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(kind: 'venues' | 'activities', id: string, width: number, height: number) {
  const image = await sharp({ create: { width, height, channels: 3, background: '#0b6e4f' } })
    .png()
    .toBuffer();
  const photo = multipartPhoto(image);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/${kind}/${id}/photos`,
    headers: { ...admin(), ...photo.headers },
    payload: photo.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json().photos as string[]).at(-1)!;
}

async function publish(kind: 'venues' | 'activities', id: string, published: boolean) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/${kind}/${id}/published`,
    headers: admin(),
    payload: { published },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const get = (url: string) => t.app.inject({ method: 'GET', url });
const venuePage = async () => venuePageResponse.parse((await get(`/api/public/venues/${venueId}`)).json());
const activityPage = async () =>
  activityDetail.parse((await get(`/api/public/activities/${activityId}`)).json());
const card = async () =>
  activityListResponse
    .parse((await get(`/api/public/activities?search=${encodeURIComponent(ACTIVITY)}`)).json())
    .activities.find((activity) => activity.id === activityId);
const venueRow = async () =>
  venueListResponse
    .parse((await get('/api/public/venues?area=brno')).json())
    .venues.find((v) => v.id === venueId);

beforeAll(async () => {
  // the public cache is on: the answers below prove that a photo change clears it
  t = await createTestApp({ env: { UPLOAD_DIR: uploadDir, PUBLIC_CACHE_SECONDS: '300' } });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email: 'partner@champions.cz', password: 'Champions123!' },
  });
  token = login.json().token;
  const [brno] = await t.db.select().from(areas).where(eq(areas.slug, 'brno'));
  const venue = await t.app.inject({
    method: 'POST',
    url: '/api/admin/venues',
    headers: admin(),
    payload: {
      name: 'Sportcentrum Lužánky',
      description: 'Fitness a jóga v centru Brna.',
      areaId: brno!.id,
      street: 'Lidická 1',
      city: 'Brno',
      postalCode: '602 00',
      lat: 49.2066,
      lng: 16.6081,
      openingHours: [{ day: 1, opens: '06:00', closes: '22:00' }],
    },
  });
  expect(venue.statusCode, venue.body).toBe(201);
  venueId = venue.json().id;
  const activity = await t.app.inject({
    method: 'POST',
    url: '/api/admin/activities',
    headers: admin(),
    payload: {
      venueId,
      name: ACTIVITY,
      durationMinutes: 60,
      capacity: 12,
      championsPlaces: null,
      options: [{ name: 'Jednorázový vstup', price: 22_000, durationMinutes: 60 }],
    },
  });
  expect(activity.statusCode, activity.body).toBe(201);
  activityId = activity.json().id;
});
afterAll(async () => {
  await t?.close();
});

describe('photos in the public catalogue', () => {
  let venuePhotos: string[];
  let activityPhoto: string;

  it('a hidden venue shows none of its photos publicly', async () => {
    venuePhotos = [await upload('venues', venueId, 3000, 2000), await upload('venues', venueId, 900, 600)];
    expect((await get(`/api/public/venues/${venueId}`)).statusCode).toBe(404);
    expect((await get(`/api/public/activities/${activityId}`)).statusCode).toBe(404);
    expect(await venueRow()).toBeUndefined();
    expect(await card()).toBeUndefined();
  });

  it('once published, the venue page lists the photos in order and /venues and the card show the first', async () => {
    await publish('venues', venueId, true);
    await publish('activities', activityId, true);
    expect((await venuePage()).venue.photos).toEqual(venuePhotos);
    expect((await venueRow())?.photo).toBe(venuePhotos[0]);
    // an activity without photos of its own shows its venue's
    expect((await activityPage()).photos).toEqual([]);
    expect((await activityPage()).venue.photos).toEqual(venuePhotos);
    expect((await card())?.photo).toBe(venuePhotos[0]);
    expect((await venuePage()).activities.find((a) => a.id === activityId)?.photo).toBe(venuePhotos[0]);
  });

  it('every stored width of a photo is served as an immutable WebP of that width', async () => {
    const [large, small] = venuePhotos as [string, string];
    expect(photoSrcSet(large)).toBe(
      [400, 800, 1200, 1600].map((w) => `${large.replace(/_w1600\.webp$/, `_w${w}.webp`)} ${w}w`).join(', '),
    );
    expect(photoSources(small).map((source) => source.width)).toEqual([400, 800, 900]);
    for (const source of [...photoSources(large), ...photoSources(small)]) {
      const served = await get(source.url);
      expect(served.statusCode, source.url).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: source.width });
    }
  });

  it('an upload to the activity shows at once on its page and card (the cached answers are cleared)', async () => {
    // the answers are cached now
    expect((await activityPage()).photos).toEqual([]);
    activityPhoto = await upload('activities', activityId, 1200, 800);
    expect((await activityPage()).photos).toEqual([activityPhoto]);
    expect((await card())?.photo).toBe(activityPhoto);
    expect((await venuePage()).activities.find((a) => a.id === activityId)?.photo).toBe(activityPhoto);
  });

  it('a removed photo leaves the public answers and the store with all its widths', async () => {
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/venues/${venueId}/photos`,
      headers: admin(),
      payload: { url: venuePhotos[0] },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await venuePage()).venue.photos).toEqual([venuePhotos[1]]);
    expect((await venueRow())?.photo).toBe(venuePhotos[1]);
    for (const source of photoSources(venuePhotos[0]!)) {
      expect(existsSync(join(uploadDir, source.url.slice('/uploads/'.length)))).toBe(false);
    }
    // what stays is exactly the widths of the photos still listed
    const listed = [venuePhotos[1]!, activityPhoto].flatMap(photoFiles);
    expect(readdirSync(uploadDir).sort()).toEqual(listed.map((url) => url.slice('/uploads/'.length)).sort());
  });

  it('a hidden activity takes its photo out of the venue page and the lists', async () => {
    await publish('activities', activityId, false);
    expect((await get(`/api/public/activities/${activityId}`)).statusCode).toBe(404);
    expect((await venuePage()).activities.map((a) => a.id)).not.toContain(activityId);
    expect(JSON.stringify((await venuePage()).venue)).not.toContain(activityPhoto);
    expect(await card()).toBeUndefined();
    await publish('activities', activityId, true);
  });

  it('a photo stored before the widths existed is still shown as it is', async () => {
    await t.db
      .update(activities)
      .set({ photos: ['/uploads/0b6e4f.webp'] })
      .where(eq(activities.id, activityId));
    t.app.ctx.catalogueChanged('photos');
    expect((await activityPage()).photos).toEqual(['/uploads/0b6e4f.webp']);
    expect(photoSrcSet('/uploads/0b6e4f.webp')).toBeUndefined();
  });
});

describe('ratings and the trainer on the cards', () => {
  it('a card carries the reviews’ average and count and the trainer’s name when known', async () => {
    expect(await card()).not.toHaveProperty('rating');
    expect(await card()).not.toHaveProperty('trainerName');
    const [trainer] = await t.db
      .insert(accounts)
      .values({ role: 'trainer', email: 'trenerka@example.cz', name: 'Petra Malá' })
      .returning();
    await t.db.update(activities).set({ trainerId: trainer!.id }).where(eq(activities.id, activityId));
    const [user] = await t.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.role, 'user'))
      .limit(2);
    for (const rating of [5, 4]) {
      const [ticket] = await t.db
        .insert(tickets)
        .values({
          userId: user!.id,
          activityId,
          source: 'PAYG',
          price: 22_000,
          isUsed: true,
          expiresAt: new Date(t.clock.now().getTime() + 86_400_000),
        })
        .returning();
      await t.db.insert(entries).values({ ticketId: ticket!.id, userId: user!.id, venueId });
      await t.db.insert(reviews).values({ ticketId: ticket!.id, userId: user!.id, activityId, rating });
    }
    t.app.ctx.catalogueChanged('reviews');
    expect(await card()).toMatchObject({ rating: { average: 4.5, count: 2 }, trainerName: 'Petra Malá' });
    expect((await venuePage()).activities.find((a) => a.id === activityId)).toMatchObject({
      rating: { average: 4.5, count: 2 },
      trainerName: 'Petra Malá',
    });
  });
});
