import type { VenuePageResponse } from '@champions/contract';
import type { Database } from '../../../db/client.ts';
import { selectVenueActivities } from '../details-repository.ts';
import { loadVenueDetail } from './venue-detail.ts';

/** A published venue with its published activities. */
export async function loadVenuePage(db: Database, venueId: string, now: Date): Promise<VenuePageResponse> {
  const venue = await loadVenueDetail(db, venueId);
  return { venue, activities: await selectVenueActivities(db, venueId, now) };
}
