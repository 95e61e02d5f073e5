import type { CatalogueScope } from '../../../shared/catalogue-changed.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { setVenuePublished } from '../../partner/index.ts';
import { recordAudit } from '../repository.ts';
import { loadBoVenue } from './bo-venue-detail.ts';
import { venueOwner } from './partner-owner.ts';

/**
 * PUT /api/superadmin/venues/:id/published: publishes or hides a venue (the partner's service, the
 * owner as scope) and writes the audit row in one transaction; the public cache is cleared once it is
 * committed. Asking for the state the venue is in changes nothing and writes no row.
 */
export async function publishBoVenue(
  ctx: UseCaseContext,
  superadmin: Account,
  { venueId, published }: { venueId: string; published: boolean },
) {
  const { db, catalogueChanged } = ctx;
  const adminId = await venueOwner(db, venueId);
  const current = await loadBoVenue(ctx, superadmin, { venueId });
  if (current.venue.published === published) return current;
  const scopes: CatalogueScope[] = [];
  await db.transaction(async (tx) => {
    await setVenuePublished(tx, (scope) => scopes.push(scope), adminId, venueId, published);
    await recordAudit(tx, {
      actorId: superadmin.id,
      action: published ? 'backoffice.venue.publish' : 'backoffice.venue.unpublish',
      targetId: venueId,
      data: { adminId, before: { published: !published }, after: { published } },
    });
  });
  for (const scope of scopes) catalogueChanged(scope);
  return loadBoVenue(ctx, superadmin, { venueId });
}
