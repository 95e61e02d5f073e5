import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { activities, activityOptions, timeSlots, venues } from '../../db/schema.ts';
import { AppError } from '../../shared/errors.ts';

/**
 * Every partner read and write goes through these: a venue, activity, option or slot of another
 * partner looks exactly like one that does not exist (404), so ids cannot be probed.
 */
export async function ownVenue(db: Database, adminId: string, venueId: string) {
  const [venue] = await db
    .select()
    .from(venues)
    .where(and(eq(venues.id, venueId), eq(venues.adminId, adminId)));
  if (!venue) throw new AppError('PARTNER_VENUE_NOT_FOUND');
  return venue;
}

export async function ownActivity(db: Database, adminId: string, activityId: string) {
  const [row] = await db
    .select({ activity: activities, venue: venues })
    .from(activities)
    .innerJoin(venues, eq(venues.id, activities.venueId))
    .where(and(eq(activities.id, activityId), eq(venues.adminId, adminId)));
  if (!row) throw new AppError('PARTNER_ACTIVITY_NOT_FOUND');
  return row;
}

export async function ownSlot(db: Database, adminId: string, slotId: string) {
  const [row] = await db
    .select({ slot: timeSlots, activity: activities, venue: venues })
    .from(timeSlots)
    .innerJoin(activities, eq(activities.id, timeSlots.activityId))
    .innerJoin(venues, eq(venues.id, activities.venueId))
    .where(and(eq(timeSlots.id, slotId), eq(venues.adminId, adminId)));
  if (!row) throw new AppError('PARTNER_SLOT_NOT_FOUND');
  return row;
}

export async function ownOption(db: Database, adminId: string, optionId: string) {
  const [row] = await db
    .select({ option: activityOptions, activity: activities, venue: venues })
    .from(activityOptions)
    .innerJoin(activities, eq(activities.id, activityOptions.activityId))
    .innerJoin(venues, eq(venues.id, activities.venueId))
    .where(
      and(eq(activityOptions.id, optionId), eq(venues.adminId, adminId), eq(activityOptions.archived, false)),
    );
  if (!row) throw new AppError('PARTNER_OPTION_NOT_FOUND');
  return row;
}
