import type { Database } from '../../../db/client.ts';
import type { CatalogueChanged } from '../../../shared/catalogue-changed.ts';
import type { Account } from '../../auth/index.ts';
import { getVenue, updateVenue, type VenueData } from '../../partner/index.ts';
import { recordAudit } from '../repository.ts';
import { loadBoVenue } from './bo-venue-detail.ts';
import { venueOwner } from './partner-owner.ts';
import { venueSnapshot } from './partner-snapshots.ts';

/**
 * PUT /api/superadmin/venues/:id: the partner's own venue edit, run with the venue's owner as scope;
 * the audit row (before and after) is written in the same transaction. The public cache is cleared.
 */
export async function editBoVenue(
  deps: { db: Database; changed: CatalogueChanged },
  superadmin: Account,
  venueId: string,
  data: VenueData,
) {
  const adminId = await venueOwner(deps.db, venueId);
  const before = await getVenue(deps.db, adminId, venueId);
  await updateVenue(deps.db, deps.changed, adminId, venueId, data, async (tx) => {
    const after = await getVenue(tx, adminId, venueId);
    await recordAudit(tx, {
      actorId: superadmin.id,
      action: 'backoffice.venue.update',
      targetId: venueId,
      data: { adminId, before: venueSnapshot(before), after: venueSnapshot(after) },
    });
  });
  return loadBoVenue(deps.db, venueId);
}
