import type { Executor } from '../../../db/client.ts';
import { AppError } from '../../../shared/errors.ts';
import { findActivityOwner, findVenueOwner } from '../partner-screens-repository.ts';

/** The partner a venue belongs to: the scope the partner's own services run in for the back office. */
export async function venueOwner(db: Executor, venueId: string): Promise<string> {
  const row = await findVenueOwner(db, venueId);
  if (!row) throw new AppError('BO_VENUE_NOT_FOUND');
  if (!row.adminId) throw new AppError('BO_VENUE_WITHOUT_PARTNER');
  return row.adminId;
}

/** The partner an activity (its venue) belongs to. */
export async function activityOwner(db: Executor, activityId: string): Promise<string> {
  const row = await findActivityOwner(db, activityId);
  if (!row) throw new AppError('BO_ACTIVITY_NOT_FOUND');
  if (!row.adminId) throw new AppError('BO_VENUE_WITHOUT_PARTNER');
  return row.adminId;
}
