import type { BoVenueDetail } from '@champions/contract';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { getVenue } from '../../partner/index.ts';
import { findPartner, selectVenueActivities } from '../partner-screens-repository.ts';
import { venueOwner } from './partner-owner.ts';

/** GET /api/superadmin/venues/:id: the venue as its partner edits it, the partner and its activities. */
export async function loadBoVenue(
  { db }: UseCaseContext,
  _superadmin: Account,
  { venueId }: { venueId: string },
): Promise<BoVenueDetail> {
  const adminId = await venueOwner(db, venueId);
  const [venue, partner, activities] = await Promise.all([
    getVenue(db, adminId, venueId),
    findPartner(db, adminId),
    selectVenueActivities(db, venueId),
  ]);
  if (!partner) throw new AppError('BO_VENUE_WITHOUT_PARTNER');
  return { venue, partner, activities };
}
