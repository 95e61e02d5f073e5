import type { AdminVenue } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { getVenue } from './get-venue.ts';
import { setVenuePublished } from './set-venue-published.ts';

/** PUT /api/admin/venues/{id}/published: publishes or hides the partner's venue. */
export async function publishOwnVenue(
  { db, catalogueChanged }: UseCaseContext,
  admin: Account,
  { venueId, published }: { venueId: string; published: boolean },
): Promise<AdminVenue> {
  await setVenuePublished(db, catalogueChanged, admin.id, venueId, published);
  return getVenue(db, admin.id, venueId);
}
