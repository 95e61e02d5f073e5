import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, activities, auditLog, venues } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { activityBody, makePartnerWorld, venueBody } from './partner-fixtures.ts';

/** The back office's partner screens: venues, activities, receptionists and partners of every partner. */
let t: TestApp;
const tokens: Record<string, string> = {};
let superadminId = '';

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
  for (const [role, email] of [
    ['user', 'uzivatel@champions.cz'],
    ['admin', 'partner@champions.cz'],
    ['staff', 'recepce@champions.cz'],
    ['superadmin', 'admin@champions.cz'],
  ] as const) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/${role}/login`,
      payload: { email, password: 'Champions123!' },
    });
    tokens[role] = res.json().token;
    if (role === 'superadmin') superadminId = res.json().account.id;
  }
});
afterAll(async () => {
  await t?.close();
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = { 'x-superadmin-token': `Bearer ${tokens.superadmin}` },
) => t.app.inject({ method, url: `/api/superadmin${url}`, headers, ...(payload ? { payload } : {}) });
const auditOf = (targetId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.actorId, superadminId), eq(auditLog.targetId, targetId)))
    .orderBy(auditLog.createdAt);
const publicGet = (url: string) => t.app.inject({ method: 'GET', url: `/api/public${url}` });

describe('who reaches the partner screens', () => {
  it('refuses no token and the user, partner and receptionist tokens, changing nothing', async () => {
    const world = await makePartnerWorld(t, 'Zámek');
    const refused: Record<string, string>[] = [
      {},
      { 'x-user-token': `Bearer ${tokens.user}` },
      { 'x-admin-token': `Bearer ${tokens.admin}` },
      { 'x-staff-token': `Bearer ${tokens.staff}` },
      { 'x-superadmin-token': `Bearer ${tokens.admin}` },
    ];
    for (const headers of refused) {
      expect((await call('GET', '/venues', undefined, headers)).statusCode).toBeGreaterThanOrEqual(401);
      const put = await call('PUT', `/venues/${world.venue.id}/published`, { published: false }, headers);
      expect([401, 403]).toContain(put.statusCode);
      const del = await call('DELETE', `/staff/${world.staff.id}`, undefined, headers);
      expect([401, 403]).toContain(del.statusCode);
    }
    const [venue] = await t.db.select().from(venues).where(eq(venues.id, world.venue.id));
    expect(venue!.published).toBe(true);
    const [staff] = await t.db.select().from(accounts).where(eq(accounts.id, world.staff.id));
    expect(staff!.deletedAt).toBeNull();
  });
});

describe('venues of every partner', () => {
  it('finds a venue by a word without diacritics, filters by partner and publishing, pages', async () => {
    const world = await makePartnerWorld(t, 'Hřiště');
    const found = await call('GET', `/venues?q=${encodeURIComponent(`sportoviste ${world.suffix}`)}`);
    expect(found.statusCode).toBe(200);
    expect(found.json().venues).toEqual([
      expect.objectContaining({
        id: world.venue.id,
        partnerId: world.partner.id,
        partnerName: world.partner.companyName,
        city: 'Brno',
        published: true,
        photoCount: 0,
        activityCount: 1,
      }),
    ]);
    const byPartner = await call('GET', `/venues?partnerId=${world.partner.id}&published=no`);
    expect(byPartner.json().venues).toEqual([]);
    const paged = await call('GET', '/venues?limit=1&page=2&sort=city&dir=desc');
    expect(paged.json().venues).toHaveLength(1);
    expect(paged.json().pagination).toMatchObject({ page: 2, limit: 1 });
    expect(paged.json().pagination.total).toBeGreaterThan(1);
    expect(paged.json().partners.some((p: { id: string }) => p.id === world.partner.id)).toBe(true);
  });

  it('answers a too long search with a Czech 400', async () => {
    const res = await call('GET', `/venues?q=${'a'.repeat(101)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Hledaný text může mít nejvýše 100 znaků.');
  });

  it('edits the description with the partner’s form; the public venue shows it at once; audited', async () => {
    const world = await makePartnerWorld(t, 'Bazén');
    const publicBefore = await publicGet(`/venues/${world.venue.id}`);
    expect(publicBefore.statusCode).toBe(200);
    expect(publicBefore.body).toContain('Původní popis.');

    const res = await call('PUT', `/venues/${world.venue.id}`, venueBody(world, 'Nově s vířivkou.'));
    expect(res.statusCode).toBe(200);
    expect(res.json().venue.description).toBe('Nově s vířivkou.');
    expect(res.json().partner).toMatchObject({ id: world.partner.id, email: world.partner.email });
    expect(res.json().activities).toEqual([expect.objectContaining({ id: world.activity.id })]);

    const publicAfter = await publicGet(`/venues/${world.venue.id}`);
    expect(publicAfter.body).toContain('Nově s vířivkou.');
    const [row] = await auditOf(world.venue.id);
    expect(row).toMatchObject({ action: 'backoffice.venue.update' });
    expect(row!.data).toMatchObject({
      adminId: world.partner.id,
      before: { description: 'Původní popis.' },
      after: { description: 'Nově s vířivkou.' },
    });
  });

  it('refuses a bad venue form in Czech and changes nothing', async () => {
    const world = await makePartnerWorld(t, 'Kurt');
    const res = await call('PUT', `/venues/${world.venue.id}`, { ...venueBody(world, 'X'), name: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/[ěščřžýáíéůú]/i);
    const unknownArea = await call('PUT', `/venues/${world.venue.id}`, {
      ...venueBody(world, 'X'),
      areaId: crypto.randomUUID(),
    });
    expect(unknownArea.statusCode).toBe(400);
    const [venue] = await t.db.select().from(venues).where(eq(venues.id, world.venue.id));
    expect(venue!.description).toBe('Původní popis.');
    expect(await auditOf(world.venue.id)).toEqual([]);
  });

  it('answers an unknown venue with 404', async () => {
    const res = await call('GET', `/venues/${crypto.randomUUID()}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Místo nebylo nalezeno.');
  });

  it('hides and publishes a venue, one audit row per change', async () => {
    const world = await makePartnerWorld(t, 'Stadion');
    const hidden = await call('PUT', `/venues/${world.venue.id}/published`, { published: false });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().venue.published).toBe(false);
    expect((await publicGet(`/venues/${world.venue.id}`)).statusCode).toBe(404);
    await call('PUT', `/venues/${world.venue.id}/published`, { published: false });
    await call('PUT', `/venues/${world.venue.id}/published`, { published: true });
    expect((await auditOf(world.venue.id)).map((row) => row.action)).toEqual([
      'backoffice.venue.unpublish',
      'backoffice.venue.publish',
    ]);
  });
});

describe('activities of every partner', () => {
  it('lists them searched without diacritics and shows the detail with the partner’s venues', async () => {
    const world = await makePartnerWorld(t, 'Tělocvična');
    const list = await call('GET', `/activities?q=${encodeURIComponent(`joga ${world.suffix}`)}`);
    expect(list.json().activities).toEqual([
      expect.objectContaining({ id: world.activity.id, venueId: world.venue.id, published: true }),
    ]);
    const detail = await call('GET', `/activities/${world.activity.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().venues).toEqual([{ id: world.venue.id, name: world.venue.name }]);
    expect(detail.json().activity.options).toHaveLength(1);
  });

  it('hides an activity: gone from the public catalogue at once; audited', async () => {
    const world = await makePartnerWorld(t, 'Sál');
    expect((await publicGet(`/activities/${world.activity.id}`)).statusCode).toBe(200);
    const res = await call('PUT', `/activities/${world.activity.id}/published`, { published: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().activity.published).toBe(false);
    expect((await publicGet(`/activities/${world.activity.id}`)).statusCode).toBe(404);
    const [row] = await auditOf(world.activity.id);
    expect(row).toMatchObject({
      action: 'backoffice.activity.unpublish',
      data: { before: { published: true }, after: { published: false } },
    });
  });

  it('creates an activity for the venue’s partner, hidden, with an audit row', async () => {
    const world = await makePartnerWorld(t, 'Aréna');
    const res = await call('POST', '/activities', activityBody(world, 'Pilates pro začátečníky'));
    expect(res.statusCode).toBe(201);
    const { activity, partner } = res.json();
    expect(activity).toMatchObject({
      name: 'Pilates pro začátečníky',
      published: false,
      venueId: world.venue.id,
    });
    expect(partner.id).toBe(world.partner.id);
    const [row] = await auditOf(activity.id);
    expect(row).toMatchObject({ action: 'backoffice.activity.create', data: { before: null } });
  });

  it('refuses an unknown venue or a bad form in Czech, creating nothing', async () => {
    const world = await makePartnerWorld(t, 'Ring');
    const before = (await t.db.select().from(activities)).length;
    const unknown = await call('POST', '/activities', {
      ...activityBody(world, 'Box'),
      venueId: crypto.randomUUID(),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('Vyberte místo ze seznamu.');
    const bad = await call('POST', '/activities', { ...activityBody(world, 'Box'), options: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Přidejte alespoň jednu možnost s cenou.');
    expect((await t.db.select().from(activities)).length).toBe(before);
  });

  it('edits an activity; it may not move to another partner’s venue', async () => {
    const world = await makePartnerWorld(t, 'Hala');
    const other = await makePartnerWorld(t, 'Jiná');
    const moved = await call('PUT', `/activities/${world.activity.id}`, {
      ...activityBody(world, 'Přesunutá'),
      venueId: other.venue.id,
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toContain('Vyberte místo ze seznamu.');
    const res = await call('PUT', `/activities/${world.activity.id}`, activityBody(world, 'Jóga ráno'));
    expect(res.statusCode).toBe(200);
    expect(res.json().activity.name).toBe('Jóga ráno');
    const rows = await auditOf(world.activity.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.data).toMatchObject({
      before: { name: world.activity.name },
      after: { name: 'Jóga ráno' },
    });
  });
});

describe('receptionists of every partner', () => {
  it('lists them with partner and venues, searched without diacritics', async () => {
    const world = await makePartnerWorld(t, 'Šatna');
    const res = await call('GET', `/staff?q=${encodeURIComponent(`recepcni ${world.suffix}`)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().staff).toEqual([
      expect.objectContaining({
        id: world.staff.id,
        partnerId: world.partner.id,
        partnerName: world.partner.companyName,
        venues: [{ id: world.venue.id, name: world.venue.name }],
      }),
    ]);
  });

  it('removes a receptionist: the account is erased, audited with who it was', async () => {
    const world = await makePartnerWorld(t, 'Vrátnice');
    const res = await call('DELETE', `/staff/${world.staff.id}`);
    expect(res.statusCode).toBe(200);
    const [staff] = await t.db.select().from(accounts).where(eq(accounts.id, world.staff.id));
    expect(staff!.deletedAt).not.toBeNull();
    const [row] = await auditOf(world.staff.id);
    expect(row).toMatchObject({
      action: 'staff.remove',
      data: { adminId: world.partner.id, before: { email: world.staff.email }, after: null },
    });
    expect((await call('DELETE', `/staff/${world.staff.id}`)).statusCode).toBe(404);
  });
});

describe('partner accounts', () => {
  it('are searched without diacritics and paged', async () => {
    const world = await makePartnerWorld(t, 'Plavčík');
    const res = await call('GET', `/admins?q=${encodeURIComponent(`plavcik ${world.suffix}`)}`);
    expect(res.json().admins).toEqual([
      expect.objectContaining({ id: world.partner.id, venueCount: 1, emailVerified: true }),
    ]);
    const page = await call('GET', '/admins?limit=1&sort=venues&dir=desc');
    expect(page.json().admins).toHaveLength(1);
    expect(page.json().pagination.total).toBeGreaterThan(1);
  });

  it('carry their state, and the list filters by it', async () => {
    const world = await makePartnerWorld(t, 'Stavový');
    const q = encodeURIComponent(`stavovy ${world.suffix}`);
    // the fixture's partner never set a password: invited, until it does
    const invited = await call('GET', `/admins?q=${q}&state=invited`);
    expect(invited.json().admins).toEqual([
      expect.objectContaining({ id: world.partner.id, state: 'invited' }),
    ]);
    await t.db.update(accounts).set({ passwordHash: 'x' }).where(eq(accounts.id, world.partner.id));
    const active = await call('GET', `/admins?q=${q}&state=active`);
    expect(active.json().admins).toEqual([
      expect.objectContaining({ id: world.partner.id, state: 'active' }),
    ]);
    await t.db.update(accounts).set({ suspendedAt: t.clock.now() }).where(eq(accounts.id, world.partner.id));
    const suspended = await call('GET', `/admins?q=${q}&state=suspended`);
    expect(suspended.json().admins).toEqual([
      expect.objectContaining({ id: world.partner.id, state: 'suspended' }),
    ]);
    expect((await call('GET', `/admins?q=${q}&state=active`)).json().admins).toEqual([]);
    const all = (await call('GET', '/admins?state=suspended&limit=100')).json().admins;
    expect(all.every((row: { state: string }) => row.state === 'suspended')).toBe(true);
    const wrong = await call('GET', '/admins?state=deleted');
    expect(wrong.statusCode).toBe(400);
  });
});
