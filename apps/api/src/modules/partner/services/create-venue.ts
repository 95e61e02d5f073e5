import type { Database } from '../../../db/client.ts';
import { insertVenue, replaceVenueEquipment } from '../venue-repository.ts';
import { checkReferences, columns, type VenueData } from './venue-input.ts';

/** A new venue starts unpublished: the partner publishes it once it has photos and activities. */
export async function createVenue(db: Database, adminId: string, data: VenueData): Promise<string> {
  return db.transaction(async (tx) => {
    const equipmentIds = await checkReferences(tx, data);
    const venueId = await insertVenue(tx, { ...columns(data), adminId, published: false });
    await replaceVenueEquipment(tx, venueId, equipmentIds);
    return venueId;
  });
}
