import type { AdminActivity, activityInput } from '@champions/contract';
import { partnerEarning, paygPlusEntryPrice } from '@champions/domain';
import type { z } from 'zod';
import type { Database, Executor } from '../../../db/client.ts';
import type { CatalogueChanged } from '../../../shared/catalogue-changed.ts';
import { fieldError } from '../../../shared/errors.ts';
import {
  activityCategoryExists,
  archiveOptions,
  countUpcomingSlots,
  insertActivity,
  insertOptions,
  selectActivities,
  selectCurrentOptionIds,
  selectCurrentOptions,
  updateActivityRow,
  updateOption,
} from '../activity-repository.ts';
import { ownActivity, ownVenue } from '../scope.ts';

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
  db: Executor,
  adminId: string,
  now: Date,
  filter: { venueId?: string | undefined; activityId?: string } = {},
): Promise<AdminActivity[]> {
  const rows = await selectActivities(db, adminId, filter);
  const ids = rows.map((row) => row.activity.id);
  if (ids.length === 0) return [];
  const [options, slots] = await Promise.all([
    selectCurrentOptions(db, ids),
    countUpcomingSlots(db, ids, now),
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

export async function getActivity(db: Executor, adminId: string, activityId: string, now: Date) {
  await ownActivity(db, adminId, activityId);
  const [activity] = await listActivities(db, adminId, now, { activityId });
  return activity!;
}

async function checkReferences(db: Executor, adminId: string, data: ActivityData) {
  try {
    await ownVenue(db, adminId, data.venueId);
  } catch {
    throw fieldError('NOT_OWN_VENUE', 'body.venueId');
  }
  if (data.activityCategoryId && !(await activityCategoryExists(db, data.activityCategoryId))) {
    throw fieldError('ACTIVITY_CATEGORY_NOT_IN_LIST', 'body.activityCategoryId');
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

const optionColumns = (option: ActivityData['options'][number], index: number) => ({
  name: option.name,
  price: option.price,
  durationMinutes: option.durationMinutes,
  sortOrder: index,
});

/** A new activity starts unpublished, with its options (PAYG prices). */
export async function createActivity(db: Database, adminId: string, data: ActivityData): Promise<string> {
  return db.transaction(async (tx) => {
    await checkReferences(tx, adminId, data);
    const activityId = await insertActivity(tx, { ...columns(data), published: false });
    await insertOptions(tx, activityId, data.options.map(optionColumns));
    return activityId;
  });
}

/**
 * Saves the activity and its options in one transaction: options with an id are changed, new ones
 * added, missing ones archived (bought tickets keep pointing at them).
 */
export async function updateActivity(
  db: Database,
  changed: CatalogueChanged,
  adminId: string,
  activityId: string,
  data: ActivityData,
) {
  await db.transaction(async (tx) => {
    await ownActivity(tx, adminId, activityId);
    await checkReferences(tx, adminId, data);
    const existingIds = new Set(await selectCurrentOptionIds(tx, activityId));
    for (const option of data.options) {
      if (option.id && !existingIds.has(option.id))
        throw fieldError('OPTION_OF_OTHER_ACTIVITY', 'body.options');
    }
    await updateActivityRow(tx, activityId, columns(data));
    const kept = new Set<string>();
    for (const [index, option] of data.options.entries()) {
      if (option.id) {
        kept.add(option.id);
        await updateOption(tx, option.id, optionColumns(option, index));
      } else {
        await insertOptions(tx, activityId, [optionColumns(option, index)]);
      }
    }
    await archiveOptions(
      tx,
      [...existingIds].filter((id) => !kept.has(id)),
    );
  });
  changed('activities');
}

export async function setActivityPublished(
  db: Executor,
  changed: CatalogueChanged,
  adminId: string,
  activityId: string,
  published: boolean,
) {
  await ownActivity(db, adminId, activityId);
  await updateActivityRow(db, activityId, { published });
  changed('activities');
}
