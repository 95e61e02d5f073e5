import { and, asc, count, eq, gt, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { activities, activityCategories, activityOptions, timeSlots, venues } from '../../db/schema.ts';

type ActivityColumns = Omit<typeof activities.$inferInsert, 'id' | 'published' | 'photos' | 'createdAt'>;
type OptionColumns = { name: string; price: number; durationMinutes: number; sortOrder: number };

/** The activity with its venue when the venue belongs to the partner. */
export async function findOwnActivity(db: Executor, adminId: string, activityId: string) {
  const [row] = await db
    .select({ activity: activities, venue: venues })
    .from(activities)
    .innerJoin(venues, eq(venues.id, activities.venueId))
    .where(and(eq(activities.id, activityId), eq(venues.adminId, adminId)));
  return row;
}

/** A current (not archived) option with its activity and venue when it belongs to the partner. */
export async function findOwnOption(db: Executor, adminId: string, optionId: string) {
  const [row] = await db
    .select({ option: activityOptions, activity: activities, venue: venues })
    .from(activityOptions)
    .innerJoin(activities, eq(activities.id, activityOptions.activityId))
    .innerJoin(venues, eq(venues.id, activities.venueId))
    .where(
      and(eq(activityOptions.id, optionId), eq(venues.adminId, adminId), eq(activityOptions.archived, false)),
    );
  return row;
}

/** The partner's activities (optionally of one venue or one activity) with venue and category name. */
export async function selectActivities(
  db: Executor,
  adminId: string,
  filter: { venueId?: string | undefined; activityId?: string | undefined },
) {
  return db
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
}

/** The current options of the activities, in their order. */
export async function selectCurrentOptions(db: Executor, activityIds: string[]) {
  return db
    .select()
    .from(activityOptions)
    .where(and(inArray(activityOptions.activityId, activityIds), eq(activityOptions.archived, false)))
    .orderBy(asc(activityOptions.sortOrder), asc(activityOptions.price));
}

/** Upcoming, not cancelled slots per activity. */
export async function countUpcomingSlots(db: Executor, activityIds: string[], now: Date) {
  return db
    .select({ activityId: timeSlots.activityId, value: count() })
    .from(timeSlots)
    .where(
      and(
        inArray(timeSlots.activityId, activityIds),
        gt(timeSlots.startsAt, now),
        eq(timeSlots.cancelled, false),
      ),
    )
    .groupBy(timeSlots.activityId);
}

export async function activityCategoryExists(db: Executor, categoryId: string): Promise<boolean> {
  const [category] = await db
    .select({ id: activityCategories.id })
    .from(activityCategories)
    .where(eq(activityCategories.id, categoryId));
  return Boolean(category);
}

export async function insertActivity(db: Executor, values: ActivityColumns & { published: boolean }) {
  const [created] = await db.insert(activities).values(values).returning({ id: activities.id });
  return created!.id;
}

export async function updateActivityRow(
  db: Executor,
  activityId: string,
  values: Partial<ActivityColumns & { published: boolean }>,
) {
  await db.update(activities).set(values).where(eq(activities.id, activityId));
}

export async function selectCurrentOptionIds(db: Executor, activityId: string): Promise<string[]> {
  const rows = await db
    .select({ id: activityOptions.id })
    .from(activityOptions)
    .where(and(eq(activityOptions.activityId, activityId), eq(activityOptions.archived, false)));
  return rows.map((row) => row.id);
}

export async function insertOptions(db: Executor, activityId: string, options: OptionColumns[]) {
  if (options.length === 0) return;
  await db.insert(activityOptions).values(options.map((option) => ({ ...option, activityId })));
}

export async function updateOption(db: Executor, optionId: string, values: OptionColumns) {
  await db.update(activityOptions).set(values).where(eq(activityOptions.id, optionId));
}

/** Archived options disappear from the partner's list; bought tickets keep pointing at them. */
export async function archiveOptions(db: Executor, optionIds: string[]) {
  if (optionIds.length === 0) return;
  await db.update(activityOptions).set({ archived: true }).where(inArray(activityOptions.id, optionIds));
}
