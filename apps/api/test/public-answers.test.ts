import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding, matchesIfNoneMatch } from '../src/shared/encoded-answer.ts';
import { createResponseCache } from '../src/shared/response-cache.ts';
import { createTestApp, type TestApp } from './harness.ts';

/** Public answers kept as bytes, so repeated public reads are cheap: ETag and 304, br and gzip copies, invalidation by partners. */
let t: TestApp;
let partnerToken: string;
let activityId: string;
const admin = () => ({ 'x-admin-token': `Bearer ${partnerToken}` });

beforeAll(async () => {
  // the cache on, as in production: the answers below come from it
  t = await createTestApp({ env: { PUBLIC_CACHE_SECONDS: '60' } });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email: 'partner@champions.cz', password: 'Champions123!' },
  });
  partnerToken = login.json().token;
  const list = await t.app.inject({ method: 'GET', url: '/api/admin/activities', headers: admin() });
  activityId = list.json().activities[0].id;
});
afterAll(async () => {
  await t?.close();
});

const PATHS = () => [
  '/api/public/',
  '/api/public/activities?search=joga&limit=24',
  `/api/public/activities/${activityId}`,
  '/api/public/venues',
];

describe('cached public answers', () => {
  it.each([0, 1, 2, 3])(
    'path %i: the same bytes plain, br and gzip, with one ETag and Vary',
    async (index) => {
      const url = PATHS()[index]!;
      const plain = await t.app.inject({ method: 'GET', url });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toContain('accept-encoding');
      expect(plain.headers['x-content-type-options']).toBe('nosniff');
      expect(plain.headers['x-request-id']).toBeTruthy();
      const etag = plain.headers.etag as string;
      expect(etag).toMatch(/^W\/".+"$/);
      const br = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      expect(br.headers.etag).toBe(etag);
      const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
      expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    },
  );

  it('answers a matching If-None-Match (weak, strong or in a list) with an empty 304', async () => {
    const url = '/api/public/activities?search=joga&limit=24';
    const { etag } = (await t.app.inject({ method: 'GET', url })).headers as { etag: string };
    for (const ifNoneMatch of [etag, etag.slice(2), `"other", ${etag}`]) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': ifNoneMatch, 'accept-encoding': 'br' },
      });
      expect(res.statusCode).toBe(304);
      expect(res.rawPayload.length).toBe(0);
      expect(res.headers.etag).toBe(etag);
    }
    const stale = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': 'W/"old"' } });
    expect(stale.statusCode).toBe(200);
  });

  it('an unknown activity is 404 and is not kept', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/public/activities/00000000-0000-4000-8000-000000000000',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ACTIVITY_NOT_FOUND');
  });

  it("a partner's change clears the cached answers: new bytes and a new ETag at once", async () => {
    const url = `/api/public/activities/${activityId}`;
    const before = await t.app.inject({ method: 'GET', url });
    const listBefore = await t.app.inject({ method: 'GET', url: '/api/public/' });
    const current = await t.app.inject({
      method: 'GET',
      url: `/api/admin/activities/${activityId}`,
      headers: admin(),
    });
    const hide = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/activities/${activityId}/published`,
      headers: admin(),
      payload: { published: false },
    });
    expect(hide.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const listAfter = await t.app.inject({
      method: 'GET',
      url: '/api/public/',
      headers: { 'if-none-match': listBefore.headers.etag as string },
    });
    expect(listAfter.statusCode).toBe(200);
    expect(listAfter.json().activities.map((a: { id: string }) => a.id)).not.toContain(activityId);
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/activities/${activityId}/published`,
      headers: admin(),
      payload: { published: true },
    });
    const again = await t.app.inject({ method: 'GET', url });
    expect(again.statusCode).toBe(200);
    expect(again.json().name).toBe(current.json().name);
    expect(before.json().id).toBe(activityId);
  });

  it('the health call answers ok while its database check is shared for a second', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.app.inject({ method: 'GET', url: '/api/health' })),
    );
    expect(answers.map((res) => res.json().status)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
  });
});

describe('the response cache', () => {
  it('runs one load for requests that miss the same key at once', async () => {
    const cache = createResponseCache(60);
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { n: loads };
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.answer('k', load)));
    expect(loads).toBe(1);
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]!.json.toString()).toBe('{"n":1}');
  });

  it('does not keep a load that started before clear(), nor a failed one', async () => {
    const cache = createResponseCache(60);
    let release = () => {};
    const slow = cache.get('k', () => new Promise<string>((resolve) => (release = () => resolve('old'))));
    cache.clear();
    release();
    expect(await slow).toBe('old');
    expect(await cache.get('k', async () => 'new')).toBe('new');
    await expect(cache.get('x', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.get('x', async () => 'fine')).toBe('fine');
  });

  it('loads every time with a TTL of 0', async () => {
    const cache = createResponseCache(0);
    let loads = 0;
    await cache.get('k', async () => ++loads);
    await cache.get('k', async () => ++loads);
    expect(loads).toBe(2);
  });
});

describe('encoding and If-None-Match', () => {
  it('prefers br, then gzip, and honours q=0', () => {
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding(['deflate', 'GZIP'])).toBe('gzip');
  });

  it('compares tags weakly and takes * and lists', () => {
    expect(matchesIfNoneMatch('W/"a"', 'W/"a"')).toBe(true);
    expect(matchesIfNoneMatch('"a"', 'W/"a"')).toBe(true);
    expect(matchesIfNoneMatch('"b", W/"a"', 'W/"a"')).toBe(true);
    expect(matchesIfNoneMatch('*', 'W/"a"')).toBe(true);
    expect(matchesIfNoneMatch('"b"', 'W/"a"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, 'W/"a"')).toBe(false);
  });
});
