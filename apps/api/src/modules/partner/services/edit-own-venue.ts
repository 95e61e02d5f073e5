import type { AdminVenue } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { getVenue } from './get-venue.ts';
import { updateVenue } from './update-venue.ts';
import type { VenueData } from './venue-input.ts';

/** PUT /api/admin/venues/{id}: saves the partner's venue with its equipment and answers it as saved. */
export async function editOwnVenue(
  { db, catalogueChanged }: UseCaseContext,
  admin: Account,
  { venueId, ...data }: VenueData & { venueId: string },
): Promise<AdminVenue> {
  await updateVenue(db, catalogueChanged, admin.id, venueId, data);
  return getVenue(db, admin.id, venueId);
}
