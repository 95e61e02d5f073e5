import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, partnerApiKeys, venues } from '../src/db/schema.ts';
import { API_KEY_CALLS_PER_MINUTE } from '../src/modules/partner/api-key-routes.ts';
import { authenticateApiKey, bearerApiKey } from '../src/modules/partner/services/authenticate-api-key.ts';
import { adminHeaders, loginAs } from './customers.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { DEMO_ACCOUNTS } from './route-table-kit.ts';

/**
 * A partner's API keys, their whole life: made (the key shown once, only its SHA-256 kept), listed
 * without the key, used (`Authorization: Bearer ck_live_…` on the partner API's reads: the partner's
 * activities and slots, one venue's for a key limited to it), limited (per key), stopped by the partner's
 * suspension, revoked (it stops at once and stays listed).
 */
let t: TestApp;
let token: string;
let adminId: string;
let ownVenueId: string;
let foreignVenueId: string;

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: adminHeaders(token), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp({ organisation: true });
  token = await loginAs(t, 'admin', DEMO_ACCOUNTS.admin!);
  const [admin] = await t.db.select().from(accounts).where(eq(accounts.email, DEMO_ACCOUNTS.admin!));
  adminId = admin!.id;
  const all = await t.db.select({ id: venues.id, adminId: venues.adminId }).from(venues);
  ownVenueId = all.find((venue) => venue.adminId === adminId)!.id;
  foreignVenueId = all.find((venue) => venue.adminId !== adminId)!.id;
});
afterAll(async () => {
  await t?.close();
});

describe('a partner’s API key', () => {
  let key: string;
  let keyId: string;

  it('is made once: the answer shows the key, the database keeps only its SHA-256', async () => {
    const made = await call('POST', '/api/admin/api-keys', { name: 'Rezervační systém', scope: 'read' });
    expect(made.statusCode).toBe(201);
    const body = made.json();
    key = body.key;
    keyId = body.apiKey.id;
    expect(key).toMatch(/^ck_live_[A-Za-z0-9_-]{43}$/);
    expect(body.apiKey).toMatchObject({
      name: 'Rezervační systém',
      prefix: key.slice(0, 16),
      scope: 'read',
      venueId: null,
      lastUsedAt: null,
      revokedAt: null,
    });
    const [row] = await t.db.select().from(partnerApiKeys).where(eq(partnerApiKeys.id, keyId));
    expect(row!.hash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(Object.values(row!)).not.toContain(key);

    const list = await call('GET', '/api/admin/api-keys');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(key);
    expect(list.body).not.toContain(row!.hash);
    expect(list.json().keys.map((listed: { id: string }) => listed.id)).toContain(keyId);
  });

  it('may be limited to one of the partner’s own venues, not to another partner’s', async () => {
    const own = await call('POST', '/api/admin/api-keys', {
      name: 'Recepce Vinohrady',
      scope: 'write',
      venueId: ownVenueId,
    });
    expect(own.statusCode).toBe(201);
    expect(own.json().apiKey).toMatchObject({ scope: 'write', venueId: ownVenueId });

    const before = (await t.db.select().from(partnerApiKeys)).length;
    const foreign = await call('POST', '/api/admin/api-keys', {
      name: 'Cizí',
      scope: 'read',
      venueId: foreignVenueId,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('PARTNER_VENUE_NOT_FOUND');
    const badScope = await call('POST', '/api/admin/api-keys', { name: 'Špatný', scope: 'admin' });
    expect(badScope.statusCode).toBe(400);
    expect(badScope.json().details.fields).toEqual([
      { field: 'body.scope', message: 'Vyberte oprávnění: čtení, nebo zápis.' },
    ]);
    const noName = await call('POST', '/api/admin/api-keys', { name: '  ', scope: 'read' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().details.fields).toEqual([{ field: 'body.name', message: 'Pojmenujte klíč.' }]);
    expect((await t.db.select().from(partnerApiKeys)).length).toBe(before);
  });

  it('is used with an Authorization: Bearer header: it names the partner and its scope, and is marked used', async () => {
    const caller = await authenticateApiKey(t.db, `Bearer ${key}`, t.clock.now());
    expect(caller).toEqual({ keyId, adminId, scope: 'read', venueId: null });
    const listed = (await call('GET', '/api/admin/api-keys'))
      .json()
      .keys.find((entry: { id: string }) => entry.id === keyId);
    expect(listed.lastUsedAt).toBe(t.clock.now().toISOString());

    expect(await authenticateApiKey(t.db, `Bearer ${key}x`, t.clock.now())).toBeNull();
    expect(await authenticateApiKey(t.db, key, t.clock.now())).toBeNull();
    expect(await authenticateApiKey(t.db, undefined, t.clock.now())).toBeNull();
    expect(bearerApiKey('Bearer ck_test_abcdefghijklmnopqrstuvwxyz')).toBeNull();
  });

  it('reads the partner’s activities and slots with their bookings, and only theirs', async () => {
    const bearer = { authorization: `Bearer ${key}` };
    const activities = await t.app.inject({
      method: 'GET',
      url: '/api/partner-api/activities',
      headers: bearer,
    });
    expect(activities.statusCode, activities.body).toBe(200);
    const own = (await call('GET', '/api/admin/activities')).json().activities;
    expect(activities.json().activities).toEqual(own);
    expect(own.length).toBeGreaterThan(0);

    const from = t.clock.now().toISOString().slice(0, 10);
    const to = new Date(t.clock.now().getTime() + 7 * 86_400_000).toISOString().slice(0, 10);
    const slots = await t.app.inject({
      method: 'GET',
      url: `/api/partner-api/slots?from=${from}&to=${to}`,
      headers: bearer,
    });
    expect(slots.statusCode, slots.body).toBe(200);
    expect(slots.json().slots.length).toBeGreaterThan(0);
    expect(slots.json().slots[0]).toMatchObject({
      bookings: expect.any(Number),
      capacity: expect.any(Number),
    });
    expect(slots.json()).toEqual((await call('GET', `/api/admin/slots?from=${from}&to=${to}`)).json());

    // no key, a made-up key, the partner's token in place of a key: 401
    for (const headers of [{}, { authorization: `Bearer ck_live_${'x'.repeat(43)}` }, adminHeaders(token)]) {
      const refused = await t.app.inject({ method: 'GET', url: '/api/partner-api/activities', headers });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe('API_KEY_INVALID');
    }
  });

  it('limited to one venue, sees that venue only and not another one named', async () => {
    const made = await call('POST', '/api/admin/api-keys', {
      name: 'Jen jedno místo',
      scope: 'read',
      venueId: ownVenueId,
    });
    const bearer = { authorization: `Bearer ${made.json().key}` };
    const activities = await t.app.inject({
      method: 'GET',
      url: '/api/partner-api/activities',
      headers: bearer,
    });
    expect(activities.statusCode).toBe(200);
    const venuesSeen = new Set(activities.json().activities.map((a: { venueId: string }) => a.venueId));
    expect([...venuesSeen]).toEqual([ownVenueId]);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/partner-api/activities?venueId=${foreignVenueId}`,
      headers: bearer,
    });
    expect(other.statusCode).toBe(404);
  });

  it('is limited per key: the 61st call of a minute answers 429, another key still answers', async () => {
    const first = (await call('POST', '/api/admin/api-keys', { name: 'Zátěž', scope: 'read' })).json().key;
    const second = (await call('POST', '/api/admin/api-keys', { name: 'Druhý', scope: 'read' })).json().key;
    const read = (apiKey: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/partner-api/activities',
        headers: { authorization: `Bearer ${apiKey}` },
      });
    for (let n = 0; n < API_KEY_CALLS_PER_MINUTE; n++) expect((await read(first)).statusCode).toBe(200);
    const limited = await read(first);
    expect(limited.statusCode).toBe(429);
    expect((await read(second)).statusCode).toBe(200);
  });

  it('stops working with its partner’s suspension', async () => {
    const made = (await call('POST', '/api/admin/api-keys', { name: 'Pozastavený', scope: 'read' })).json()
      .key;
    await t.db.update(accounts).set({ suspendedAt: t.clock.now() }).where(eq(accounts.id, adminId));
    try {
      expect(await authenticateApiKey(t.db, `Bearer ${made}`, t.clock.now())).toBeNull();
    } finally {
      await t.db.update(accounts).set({ suspendedAt: null }).where(eq(accounts.id, adminId));
    }
    expect(await authenticateApiKey(t.db, `Bearer ${made}`, t.clock.now())).not.toBeNull();
  });

  it('is revoked by the partner only: it stops at once, stays listed, and a second revoke changes nothing', async () => {
    const unknown = await call('DELETE', `/api/admin/api-keys/${randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('API_KEY_NOT_FOUND');

    const revoked = await call('DELETE', `/api/admin/api-keys/${keyId}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().revokedAt).toBe(t.clock.now().toISOString());
    expect(await authenticateApiKey(t.db, `Bearer ${key}`, t.clock.now())).toBeNull();
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/partner-api/activities',
      headers: { authorization: `Bearer ${key}` },
    });
    expect(after.statusCode).toBe(401);

    t.clock.advance(60_000);
    const again = await call('DELETE', `/api/admin/api-keys/${keyId}`);
    expect(again.statusCode).toBe(200);
    expect(again.json().revokedAt).toBe(revoked.json().revokedAt);
    const listed = (await call('GET', '/api/admin/api-keys'))
      .json()
      .keys.find((entry: { id: string }) => entry.id === keyId);
    expect(listed.revokedAt).toBe(revoked.json().revokedAt);
  });
});
