import type { Database, Transaction } from '../../../db/client.ts';
import type { CatalogueChanged } from '../../../shared/catalogue-changed.ts';
import { ownVenue } from '../scope.ts';
import { replaceVenueEquipment, updateOwnVenue } from '../venue-repository.ts';
import { checkReferences, columns, type VenueData } from './venue-input.ts';

/**
 * The venue's details and its equipment change together. `onWrite` runs in the same transaction after
 * the change (the back office writes its audit row there, so neither happens without the other).
 */
export async function updateVenue(
  db: Database,
  changed: CatalogueChanged,
  adminId: string,
  venueId: string,
  data: VenueData,
  onWrite?: (tx: Transaction) => Promise<void>,
) {
  await db.transaction(async (tx) => {
    await ownVenue(tx, adminId, venueId);
    const equipmentIds = await checkReferences(tx, data);
    await updateOwnVenue(tx, adminId, venueId, columns(data));
    await replaceVenueEquipment(tx, venueId, equipmentIds);
    await onWrite?.(tx);
  });
  changed('venues');
}
