import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, activities, venues } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './harness.ts';

/** Concurrent uploads to one venue or activity never store more than the limit, nor leave stray files. */
let t: TestApp;
let token: string;
const uploadDir = mkdtempSync(join(tmpdir(), 'champions-photo-limit-'));
const LIMIT = 12;
const UPLOADS = 30;
const admin = () => ({ 'x-admin-token': `Bearer ${token}` });

function multipartPhoto(image: Buffer) {
  const boundary = '----champions-test';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="foto.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), image, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

beforeAll(async () => {
  t = await createTestApp({ env: { UPLOAD_DIR: uploadDir } });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email: 'partner@champions.cz', password: 'Champions123!' },
  });
  token = login.json().token;
});
afterAll(async () => {
  await t?.close();
});

/** Sends UPLOADS photos at once; answers the status codes and the photo list stored afterwards. */
async function uploadAtOnce(path: string) {
  const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0b6e4f' } })
    .png()
    .toBuffer();
  const photo = multipartPhoto(image);
  const answers = await Promise.all(
    Array.from({ length: UPLOADS }, () =>
      t.app.inject({
        method: 'POST',
        url: path,
        headers: { ...admin(), ...photo.headers },
        payload: photo.payload,
      }),
    ),
  );
  return answers;
}

describe.each([
  ['venues', venues],
  ['activities', activities],
] as const)('%s: 30 uploads at once', (kind, table) => {
  it(`store exactly ${LIMIT} photos, refuse the rest in Czech, and leave no file behind`, async () => {
    const [own] = await t.db
      .select({ venueId: venues.id, activityId: activities.id })
      .from(activities)
      .innerJoin(venues, eq(venues.id, activities.venueId))
      .innerJoin(accounts, eq(accounts.id, venues.adminId))
      .where(eq(accounts.email, 'partner@champions.cz'))
      .limit(1);
    const id = kind === 'venues' ? own!.venueId : own!.activityId;
    await t.db.update(table).set({ photos: [] }).where(eq(table.id, id));
    const before = new Set(readdirSync(uploadDir));

    const answers = await uploadAtOnce(`/api/admin/${kind}/${id}/photos`);

    const stored = answers.filter((answer) => answer.statusCode === 201);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(stored).toHaveLength(LIMIT);
    expect(refused).toHaveLength(UPLOADS - LIMIT);
    for (const answer of refused) {
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toMatchObject({
        code: 'PHOTO_LIMIT',
        message: `Nahrát můžete nejvýše ${LIMIT} fotografií.`,
      });
    }
    const [row] = await t.db.select({ photos: table.photos }).from(table).where(eq(table.id, id));
    expect(row!.photos).toHaveLength(LIMIT);
    // every file written by these uploads is a photo on the list: nothing refused was left in the store
    const written = readdirSync(uploadDir).filter((name) => !before.has(name));
    expect(written.sort()).toEqual(row!.photos.map((url) => url.slice('/uploads/'.length)).sort());
  });
});
