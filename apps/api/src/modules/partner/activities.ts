import type { AdminActivity, activityInput } from '@champions/contract';
import { partnerEarning, paygPlusEntryPrice } from '@champions/domain';
import { and, asc, count, eq, gt, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { activities, activityCategories, activityOptions, timeSlots, venues } from '../../db/schema.ts';
import { fieldError } from '../../shared/errors.ts';
import { ownActivity, ownVenue } from './scope.ts';

type ActivityData = z.output<typeof activityInput>;

/** Prices the partner sees next to a PAYG price: the PAYG+ price and their own earning per entry. */
export function optionEconomics(price: number, now: Date) {
  return {
    paygPlusPrice: paygPlusEntryPrice(price),
    partnerEarning: partnerEarning({ optionPrice: price, admittedAt: now }),
  };
}

/** The partner's activities (optionally of one venue) with options and upcoming slot counts. */
export async function listActivities(
  db: Database,
  adminId: string,
  now: Date,
  filter: { venueId?: string | undefined; activityId?: string } = {},
): Promise<AdminActivity[]> {
  const rows = await db
    .select({ activity: activities, venue: venues, categoryName: activityCategories.name })
    .from(activities)
    .innerJoin(venues, eq(venues.id, activities.venueId))
    .leftJoin(activityCategories, eq(activityCategories.id, activities.activityCategoryId))
    .where(
      and(
        eq(venues.adminId, adminId),
        filter.venueId ? eq(venues.id, filter.venueId) : undefined,
        filter.activityId ? eq(activities.id, filter.activityId) : undefined,
      ),
    )
    .orderBy(asc(venues.name), asc(activities.name));
  const ids = rows.map((row) => row.activity.id);
  if (ids.length === 0) return [];
  const [options, slots] = await Promise.all([
    db
      .select()
      .from(activityOptions)
      .where(and(inArray(activityOptions.activityId, ids), eq(activityOptions.archived, false)))
      .orderBy(asc(activityOptions.sortOrder), asc(activityOptions.price)),
    db
      .select({ activityId: timeSlots.activityId, value: count() })
      .from(timeSlots)
      .where(
        and(inArray(timeSlots.activityId, ids), gt(timeSlots.startsAt, now), eq(timeSlots.cancelled, false)),
      )
      .groupBy(timeSlots.activityId),
  ]);
  return rows.map(({ activity, venue, categoryName }) => ({
    id: activity.id,
    venueId: venue.id,
    venueName: venue.name,
    name: activity.name,
    activityCategoryId: activity.activityCategoryId,
    categoryName,
    description: activity.description,
    durationMinutes: activity.durationMinutes,
    capacity: activity.capacity,
    championsPlaces: activity.championsPlaces,
    photos: activity.photos,
    published: activity.published,
    venuePublished: venue.published,
    options: options
      .filter((option) => option.activityId === activity.id)
      .map((option) => ({
        id: option.id,
        name: option.name,
        price: option.price,
        durationMinutes: option.durationMinutes,
        ...optionEconomics(option.price, now),
      })),
    upcomingSlots: slots.find((slot) => slot.activityId === activity.id)?.value ?? 0,
    createdAt: activity.createdAt.toISOString(),
  }));
}

export async function getActivity(db: Database, adminId: string, activityId: string, now: Date) {
  await ownActivity(db, adminId, activityId);
  const [activity] = await listActivities(db, adminId, now, { activityId });
  return activity!;
}

async function checkReferences(db: Database, adminId: string, data: ActivityData) {
  try {
    await ownVenue(db, adminId, data.venueId);
  } catch {
    throw fieldError('NOT_OWN_VENUE', 'body.venueId');
  }
  if (data.activityCategoryId) {
    const [category] = await db
      .select({ id: activityCategories.id })
      .from(activityCategories)
      .where(eq(activityCategories.id, data.activityCategoryId));
    if (!category) throw fieldError('ACTIVITY_CATEGORY_NOT_IN_LIST', 'body.activityCategoryId');
  }
}

const columns = (data: ActivityData) => ({
  venueId: data.venueId,
  name: data.name,
  activityCategoryId: data.activityCategoryId,
  description: data.description,
  durationMinutes: data.durationMinutes,
  capacity: data.capacity,
  championsPlaces: data.championsPlaces,
});

/** A new activity starts unpublished, with its options (PAYG prices). */
export async function createActivity(db: Database, adminId: string, data: ActivityData): Promise<string> {
  await checkReferences(db, adminId, data);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(activities)
      .values({ ...columns(data), published: false })
      .returning({ id: activities.id });
    await tx.insert(activityOptions).values(
      data.options.map((option, index) => ({
        activityId: created!.id,
        name: option.name,
        price: option.price,
        durationMinutes: option.durationMinutes,
        sortOrder: index,
      })),
    );
    return created!.id;
  });
}

/**
 * Saves the activity and its options: options with an id are changed, new ones added, missing ones
 * archived (bought tickets keep pointing at them).
 */
export async function updateActivity(db: Database, adminId: string, activityId: string, data: ActivityData) {
  await ownActivity(db, adminId, activityId);
  await checkReferences(db, adminId, data);
  const existing = await db
    .select({ id: activityOptions.id })
    .from(activityOptions)
    .where(and(eq(activityOptions.activityId, activityId), eq(activityOptions.archived, false)));
  const existingIds = new Set(existing.map((option) => option.id));
  for (const option of data.options) {
    if (option.id && !existingIds.has(option.id))
      throw fieldError('OPTION_OF_OTHER_ACTIVITY', 'body.options');
  }
  await db.transaction(async (tx) => {
    await tx.update(activities).set(columns(data)).where(eq(activities.id, activityId));
    const kept = new Set<string>();
    for (const [index, option] of data.options.entries()) {
      const values = {
        name: option.name,
        price: option.price,
        durationMinutes: option.durationMinutes,
        sortOrder: index,
      };
      if (option.id) {
        kept.add(option.id);
        await tx.update(activityOptions).set(values).where(eq(activityOptions.id, option.id));
      } else {
        await tx.insert(activityOptions).values({ ...values, activityId });
      }
    }
    const removed = [...existingIds].filter((id) => !kept.has(id));
    if (removed.length > 0) {
      await tx.update(activityOptions).set({ archived: true }).where(inArray(activityOptions.id, removed));
    }
  });
}

export async function setActivityPublished(
  db: Database,
  adminId: string,
  activityId: string,
  published: boolean,
) {
  await ownActivity(db, adminId, activityId);
  await db.update(activities).set({ published }).where(eq(activities.id, activityId));
}
