import type { Executor } from '../../../db/client.ts';
import { AppError } from '../../../shared/errors.ts';
import { type OwnedAdmin, selectOwnedAdmins, selectOwnedVenue } from '../repository.ts';

/**
 * Every organisation call goes through these: an admin account or venue of another organisation
 * looks exactly like one that does not exist (404), so ids cannot be probed.
 */
export async function ownedAdmin(db: Executor, partnerId: string, adminId: string): Promise<OwnedAdmin> {
  const admin = (await selectOwnedAdmins(db, partnerId)).find((row) => row.id === adminId);
  if (!admin) throw new AppError('ORGANISATION_ADMIN_NOT_FOUND');
  return admin;
}

/** An owned venue where the desk works: its admin account must not be suspended. */
export async function ownedDeskVenue(db: Executor, partnerId: string, venueId: string) {
  const venue = await selectOwnedVenue(db, partnerId, venueId);
  if (!venue) throw new AppError('ORGANISATION_VENUE_NOT_FOUND');
  const admin = await ownedAdmin(db, partnerId, venue.adminId);
  if (admin.suspendedAt) throw new AppError('ORGANISATION_ADMIN_SUSPENDED');
  return venue;
}
