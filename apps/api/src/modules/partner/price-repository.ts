import { and, asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { activities, activityOptions, venues } from '../../db/schema.ts';

/** Queries of the partner's priced options (PAYG prices). */

/** The partner's options on sale (or one of them), with their activity and venue names. */
export async function selectPrices(db: Executor, adminId: string, optionId?: string) {
  return db
    .select({
      optionId: activityOptions.id,
      optionName: activityOptions.name,
      activityId: activities.id,
      activityName: activities.name,
      venueName: venues.name,
      durationMinutes: activityOptions.durationMinutes,
      price: activityOptions.price,
    })
    .from(activityOptions)
    .innerJoin(activities, eq(activities.id, activityOptions.activityId))
    .innerJoin(venues, eq(venues.id, activities.venueId))
    .where(
      and(
        eq(venues.adminId, adminId),
        eq(activityOptions.archived, false),
        optionId ? eq(activityOptions.id, optionId) : undefined,
      ),
    )
    .orderBy(asc(venues.name), asc(activities.name), asc(activityOptions.sortOrder));
}

/** How many options of the activity are on sale. */
export async function countOptionsOnSale(db: Executor, activityId: string): Promise<number> {
  const [{ value } = { value: 0 }] = await db
    .select({ value: count() })
    .from(activityOptions)
    .where(and(eq(activityOptions.activityId, activityId), eq(activityOptions.archived, false)));
  return value;
}

export async function insertOption(
  db: Executor,
  row: { activityId: string; name: string; price: number; durationMinutes: number; sortOrder: number },
): Promise<string> {
  const [created] = await db.insert(activityOptions).values(row).returning({ id: activityOptions.id });
  return created!.id;
}

export async function updateOption(
  db: Executor,
  optionId: string,
  values: { name: string; price: number; durationMinutes: number },
) {
  await db.update(activityOptions).set(values).where(eq(activityOptions.id, optionId));
}

/** Locks the activity's row: changes to which of its options are on sale queue up behind it. */
export async function lockActivity(db: Executor, activityId: string) {
  await db.select({ id: activities.id }).from(activities).where(eq(activities.id, activityId)).for('update');
}

export async function archiveOption(db: Executor, optionId: string) {
  await db.update(activityOptions).set({ archived: true }).where(eq(activityOptions.id, optionId));
}
