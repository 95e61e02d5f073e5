import type { NearbySearchQuery, NearbySearchResult } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { searchNearby } from '../public-data-repository.ts';

/** The activities nearest to a point, nearest first. */
export async function loadNearbyActivities(
  { db, now }: UseCaseContext,
  _actor: null,
  query: NearbySearchQuery,
): Promise<NearbySearchResult> {
  return { activities: await searchNearby(db, query, now) };
}
