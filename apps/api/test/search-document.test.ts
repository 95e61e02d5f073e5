import { activityListResponse } from '@champions/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, activityCategories, areas, venues } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Each query asks for words not asked before: the route keeps its answers for a few seconds. */
async function found(search: string): Promise<string[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/public/activities?search=${encodeURIComponent(search)}&limit=100`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return activityListResponse.parse(res.json()).activities.map((a) => `${a.name} @ ${a.venue.name}`);
}

describe('the stored search document follows every rename (database triggers)', () => {
  it('a renamed venue is found by its new name, not by the old one', async () => {
    await t.db
      .update(venues)
      .set({ name: 'Skalní hrad Smíchov' })
      .where(eq(venues.name, 'Lezecké centrum Smíchov'));
    expect(await found('skalni hrad')).toContain('Bouldering @ Skalní hrad Smíchov');
    expect(await found('lezecke centrum smichov')).not.toContain('Bouldering @ Skalní hrad Smíchov');
  });

  it('a renamed category finds its activities by the new name', async () => {
    expect(await found('meditace')).toEqual([]);
    await t.db
      .update(activityCategories)
      .set({ name: 'Meditace' })
      .where(eq(activityCategories.slug, 'joga'));
    expect(await found('meditaci')).toContain('Ranní jóga @ Studio Harmonie');
  });

  it('a renamed area, a moved venue and a renamed activity are found by what they are now', async () => {
    await t.db.update(areas).set({ name: 'Hlavní město' }).where(eq(areas.name, 'Praha'));
    expect(await found('hlavni mesto')).toContain('Bouldering @ Skalní hrad Smíchov');

    const [brno] = await t.db.select({ id: areas.id }).from(areas).where(eq(areas.name, 'Brno'));
    await t.db
      .update(venues)
      .set({ areaId: brno!.id, city: 'Brno' })
      .where(eq(venues.name, 'Skalní hrad Smíchov'));
    expect(await found('skalni brno')).toContain('Bouldering @ Skalní hrad Smíchov');

    await t.db
      .update(activities)
      .set({ name: 'Boulderový trénink' })
      .where(eq(activities.name, 'Bouldering'));
    expect(await found('boulderovy')).toContain('Boulderový trénink @ Skalní hrad Smíchov');

    await t.db
      .update(activities)
      .set({ description: 'Lana, chyty a magnézium.' })
      .where(eq(activities.name, 'Boulderový trénink'));
    expect(await found('magnezium')).toEqual(['Boulderový trénink @ Skalní hrad Smíchov']);
  });

  it('a new activity is searchable at once', async () => {
    const [venue] = await t.db
      .select({ id: venues.id })
      .from(venues)
      .where(eq(venues.name, 'Skalní hrad Smíchov'));
    await t.db.insert(activities).values({ venueId: venue!.id, name: 'Slackline pro každého' });
    expect(await found('slackline')).toEqual(['Slackline pro každého @ Skalní hrad Smíchov']);
  });
});
