import type { VenuePageResponse } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { selectVenueActivities } from '../details-repository.ts';
import { loadVenueDetail } from './venue-detail.ts';

/** A published venue with its published activities. */
export async function loadVenuePage(
  { db, now }: UseCaseContext,
  _actor: null,
  { venueId }: { venueId: string },
): Promise<VenuePageResponse> {
  const venue = await loadVenueDetail(db, venueId);
  return { venue, activities: await selectVenueActivities(db, venueId, now) };
}
