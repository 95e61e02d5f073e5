import type { AdminVenue } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { insertVenue, replaceVenueEquipment } from '../venue-repository.ts';
import { getVenue } from './get-venue.ts';
import { checkReferences, columns, type VenueData } from './venue-input.ts';

/**
 * A new venue starts unpublished: the partner publishes it once it has photos and activities. Answers
 * the venue as the panel shows it.
 */
export async function createVenue(
  { db }: UseCaseContext,
  admin: Account,
  data: VenueData,
): Promise<AdminVenue> {
  const id = await db.transaction(async (tx) => {
    const equipmentIds = await checkReferences(tx, data);
    const venueId = await insertVenue(tx, { ...columns(data), adminId: admin.id, published: false });
    await replaceVenueEquipment(tx, venueId, equipmentIds);
    return venueId;
  });
  return getVenue(db, admin.id, id);
}
