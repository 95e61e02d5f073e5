import type { Executor } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { findOwnActivity, findOwnOption } from './activity-repository.ts';
import { findOwnSlot } from './slot-repository.ts';
import { findOwnVenue } from './venue-repository.ts';

/**
 * Every partner read and write goes through these: a venue, activity, option or slot of another
 * partner looks exactly like one that does not exist (404), so ids cannot be probed.
 */
export async function ownVenue(db: Executor, adminId: string, venueId: string) {
  const venue = await findOwnVenue(db, adminId, venueId);
  if (!venue) throw new AppError('PARTNER_VENUE_NOT_FOUND');
  return venue;
}

export async function ownActivity(db: Executor, adminId: string, activityId: string) {
  const row = await findOwnActivity(db, adminId, activityId);
  if (!row) throw new AppError('PARTNER_ACTIVITY_NOT_FOUND');
  return row;
}

export async function ownSlot(db: Executor, adminId: string, slotId: string) {
  const row = await findOwnSlot(db, adminId, slotId);
  if (!row) throw new AppError('PARTNER_SLOT_NOT_FOUND');
  return row;
}

export async function ownOption(db: Executor, adminId: string, optionId: string) {
  const row = await findOwnOption(db, adminId, optionId);
  if (!row) throw new AppError('PARTNER_OPTION_NOT_FOUND');
  return row;
}
