import type { Executor } from '../../../db/client.ts';
import type { CatalogueChanged } from '../../../shared/catalogue-changed.ts';
import { ownVenue } from '../scope.ts';
import { updateOwnVenue } from '../venue-repository.ts';

export async function setVenuePublished(
  db: Executor,
  changed: CatalogueChanged,
  adminId: string,
  venueId: string,
  published: boolean,
) {
  await ownVenue(db, adminId, venueId);
  await updateOwnVenue(db, adminId, venueId, { published });
  changed('venues');
}
