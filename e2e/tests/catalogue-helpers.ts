import type { APIRequestContext, Page } from '@playwright/test';

/** A 1×1 transparent PNG: map tiles are served locally so the map works offline (tests block the tile host). */
const EMPTY_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export async function serveBlankTiles(page: Page): Promise<void> {
  await page.route(/tile\.openstreetmap\.org/, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: EMPTY_TILE }),
  );
}

/** A Prague calendar day, `offset` days from today, as 'YYYY-MM-DD'. */
export function pragueDay(offset = 0): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(
    new Date(Date.now() + offset * 86_400_000),
  );
}

export interface Found {
  id: string;
  name: string;
  venue: { id: string };
}

/** The first activity the public API finds for a search term. */
export async function findActivity(request: APIRequestContext, search: string): Promise<Found> {
  const answer = await request.get(`/api/public/activities?search=${encodeURIComponent(search)}`);
  const body = (await answer.json()) as { activities: Found[] };
  const activity = body.activities[0];
  if (!activity) throw new Error(`no activity for ${search}`);
  return activity;
}

interface Slot {
  id: string;
  startsAt: string;
  free: number;
}

/** The slots of an activity on a Prague day, as the public API answers them. */
async function slotsOn(request: APIRequestContext, activityId: string, day: string): Promise<Slot[]> {
  const answer = await request.get(`/api/public/activities/${activityId}/slots?date=${day}`);
  return ((await answer.json()) as { slots: Slot[] }).slots;
}

/** The (Prague) activity with the soonest free slot, and that slot. */
export async function soonestPraguePlace(request: APIRequestContext) {
  const list = (await (await request.get('/api/public/activities?area=praha&sort=time')).json()) as {
    activities: { id: string; name: string; nextSlotAt: string | null }[];
  };
  const candidates = list.activities
    .filter((a) => a.nextSlotAt)
    .sort((a, b) => a.nextSlotAt!.localeCompare(b.nextSlotAt!));
  for (const activity of candidates) {
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(
      new Date(activity.nextSlotAt!),
    );
    const slot = (await slotsOn(request, activity.id, day)).find(
      (s) => s.free > 0 && new Date(s.startsAt).getTime() > Date.now(),
    );
    if (slot) return { activity, slot, day };
  }
  throw new Error('no free Prague slot');
}

/** The `count` soonest upcoming slots of an activity with a free place, each with its Prague day. */
export async function freeSlotsOf(
  request: APIRequestContext,
  activityId: string,
  count: number,
): Promise<(Slot & { day: string })[]> {
  const found: (Slot & { day: string })[] = [];
  for (let offset = 0; offset < 14 && found.length < count; offset++) {
    const day = pragueDay(offset);
    for (const slot of await slotsOn(request, activityId, day)) {
      if (slot.free > 0 && new Date(slot.startsAt).getTime() > Date.now() && found.length < count)
        found.push({ ...slot, day });
    }
  }
  if (found.length < count) throw new Error(`fewer than ${count} free slots of ${activityId}`);
  return found;
}
