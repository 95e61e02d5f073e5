import type { UseCaseContext } from '../../../shared/use-case.ts';
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
  ctx: UseCaseContext,
  superadmin: Account,
  { venueId, ...data }: VenueData & { venueId: string },
) {
  const { db, catalogueChanged } = ctx;
  const adminId = await venueOwner(db, venueId);
  const before = await getVenue(db, adminId, venueId);
  await updateVenue(db, catalogueChanged, adminId, venueId, data, async (tx) => {
    const after = await getVenue(tx, adminId, venueId);
    await recordAudit(tx, {
      actorId: superadmin.id,
      action: 'backoffice.venue.update',
      targetId: venueId,
      data: { adminId, before: venueSnapshot(before), after: venueSnapshot(after) },
    });
  });
  return loadBoVenue(ctx, superadmin, { venueId });
}
