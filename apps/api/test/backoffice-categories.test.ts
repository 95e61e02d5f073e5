import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, activityCategories, auditLog } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
let superadminId = '';

beforeAll(async () => {
  t = await createTestApp();
  for (const [role, email] of [
    ['user', 'uzivatel@champions.cz'],
    ['admin', 'partner@champions.cz'],
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

const as = (role: string) => ({ [`x-${role}-token`]: `Bearer ${tokens[role]}` });
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  role = 'superadmin',
) =>
  t.app.inject({ method, url: `/api/superadmin${url}`, headers: as(role), ...(payload ? { payload } : {}) });
const publicActivityCategories = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/public/filters' })).json().activityCategories as {
    slug: string;
    name: string;
  }[];
const auditOf = (targetId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.actorId, superadminId), eq(auditLog.targetId, targetId)))
    .orderBy(auditLog.createdAt);

describe('the back office categories', () => {
  it('lists a kind in the public order with usage, a page at a time', async () => {
    const res = await call('GET', '/categories?kind=activity');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pagination).toMatchObject({ page: 1, limit: 20 });
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.map((c: { position: number }) => c.position)).toEqual(
      body.items.map((_: unknown, i: number) => i + 1),
    );
    const publicSlugs = (await publicActivityCategories()).map((c) => c.slug);
    expect(body.items.map((c: { slug: string }) => c.slug)).toEqual(publicSlugs.slice(0, body.items.length));
    expect(body.items.some((c: { usage: number }) => c.usage > 0)).toBe(true);
  });

  it('creates, renames, moves and deletes, each shown by the public filters at once and audited', async () => {
    await publicActivityCategories(); // the public answer is now cached
    const created = await call('POST', '/categories', {
      kind: 'activity',
      name: ' Lukostřelba ',
      icon: 'tenis',
    });
    expect(created.statusCode).toBe(201);
    const category = created.json();
    expect(category).toMatchObject({ slug: 'lukostrelba', name: 'Lukostřelba', icon: 'tenis', usage: 0 });
    let filters = await publicActivityCategories();
    expect(filters.at(-1)).toMatchObject({ slug: 'lukostrelba', name: 'Lukostřelba' });

    const renamed = await call('PUT', `/categories/activity/${category.id}`, {
      name: 'Lukostřelba a šipky',
      icon: 'box',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ slug: 'lukostrelba', name: 'Lukostřelba a šipky', icon: 'box' });
    filters = await publicActivityCategories();
    expect(filters.at(-1)?.name).toBe('Lukostřelba a šipky');

    const count = filters.length;
    const moved = await call('POST', `/categories/activity/${category.id}/move`, { direction: 'up' });
    expect(moved.statusCode).toBe(200);
    filters = await publicActivityCategories();
    expect(filters.findIndex((c) => c.slug === 'lukostrelba')).toBe(count - 2);
    // at the top already, 'up' keeps the order
    const first = (await call('GET', '/categories?kind=activity')).json().items[0];
    expect(
      (await call('POST', `/categories/activity/${first.id}/move`, { direction: 'up' })).statusCode,
    ).toBe(200);
    expect((await publicActivityCategories())[0]?.slug).toBe(first.slug);

    const removed = await call('DELETE', `/categories/activity/${category.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await publicActivityCategories()).some((c) => c.slug === 'lukostrelba')).toBe(false);

    const log = await auditOf(category.id);
    expect(log.map((row) => row.action)).toEqual([
      'category.create',
      'category.update',
      'category.reorder',
      'category.delete',
    ]);
    expect(log[0]?.data).toMatchObject({ kind: 'activity', before: null, after: { name: 'Lukostřelba' } });
    expect(log[1]?.data).toMatchObject({
      before: { name: 'Lukostřelba', icon: 'tenis' },
      after: { name: 'Lukostřelba a šipky', icon: 'box' },
    });
    const reorder = log[2]?.data as { before: string[]; after: string[] };
    expect(reorder.before.indexOf(category.id)).toBe(reorder.after.indexOf(category.id) + 1);
    expect(log[3]?.data).toMatchObject({ before: { name: 'Lukostřelba a šipky' }, after: null });
  });

  it('refuses a category in use with a Czech 409 and keeps it', async () => {
    const [used] = await t.db
      .select({ id: activityCategories.id })
      .from(activityCategories)
      .innerJoin(activities, eq(activities.activityCategoryId, activityCategories.id))
      .limit(1);
    const res = await call('DELETE', `/categories/activity/${used?.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^Kategorii nelze smazat, protože se používá \(počet použití: \d+\)/);
    const still = await t.db
      .select()
      .from(activityCategories)
      .where(inArray(activityCategories.id, [used?.id ?? '']));
    expect(still).toHaveLength(1);
  });

  it('validates with Czech messages and changes nothing', async () => {
    const before = (await call('GET', '/categories?kind=equipment')).json().pagination.total;
    const noIcon = await call('POST', '/categories', { kind: 'equipment', name: 'Sauna', icon: 'rocket' });
    expect(noIcon.statusCode).toBe(400);
    expect(JSON.stringify(noIcon.json())).toContain('Vyberte ikonu ze seznamu.');
    const noName = await call('POST', '/categories', { kind: 'equipment', name: '  ', icon: 'box' });
    expect(noName.statusCode).toBe(400);
    expect(JSON.stringify(noName.json())).toContain('Vyplňte název.');
    const badKind = await call('GET', '/categories?kind=plans');
    expect(badKind.statusCode).toBe(400);
    const existing = (await call('GET', '/categories?kind=equipment')).json().items[0];
    const duplicate = await call('POST', '/categories', {
      kind: 'equipment',
      name: existing.name,
      icon: 'box',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('Kategorie s tímto názvem už existuje.');
    expect((await call('GET', '/categories?kind=equipment')).json().pagination.total).toBe(before);
    const missing = await call('PUT', '/categories/venue/00000000-0000-4000-8000-000000000000', {
      name: 'Hala',
      icon: 'box',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps the order whole under concurrent moves', async () => {
    const items = (await call('GET', '/categories?kind=venue')).json().items as { id: string }[];
    await Promise.all(
      items
        .slice(0, 3)
        .map((item) => call('POST', `/categories/venue/${item.id}/move`, { direction: 'down' })),
    );
    const after = (await call('GET', '/categories?kind=venue')).json().items as { id: string }[];
    expect(new Set(after.map((item) => item.id))).toEqual(new Set(items.map((item) => item.id)));
    expect(after).toHaveLength(items.length);
  });

  it('answers only a superadmin', async () => {
    for (const role of ['user', 'admin']) {
      const res = await call('POST', '/categories', { kind: 'venue', name: 'Bazén', icon: 'box' }, role);
      expect(res.statusCode).toBe(401);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/superadmin/categories?kind=venue' });
    expect(anonymous.statusCode).toBe(401);
  });
});
