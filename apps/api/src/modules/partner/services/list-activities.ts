import type { AdminActivity } from '@champions/contract';
import type { Executor } from '../../../db/client.ts';
import { countUpcomingSlots, selectActivities, selectCurrentOptions } from '../activity-repository.ts';
import { optionEconomics } from './option-economics.ts';

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
