import type { NearbySearchQuery, NearbySearchResult } from '@champions/contract';
import type { Database } from '../../../db/client.ts';
import { searchNearby } from '../public-data-repository.ts';

/** The activities nearest to a point, nearest first. */
export async function loadNearbyActivities(
  db: Database,
  query: NearbySearchQuery,
  now: Date,
): Promise<NearbySearchResult> {
  return { activities: await searchNearby(db, query, now) };
}
