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
