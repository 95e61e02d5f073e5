import { and, asc, count, eq, gte, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { activityPartnerActive, venuePartnerActive } from '../../db/partner-active.ts';
import {
  accounts,
  activities,
  activityCategories,
  activityOptions,
  areas,
  equipmentCategories,
  timeSlots,
  trainerProfiles,
  venueCategories,
  venueEquipment,
  venues,
} from '../../db/schema.ts';
import { slotSellablePlacesSql } from '../../db/sellable.ts';
import { selectActivitySummaries } from './activity-summaries-repository.ts';

/** A published venue with its area and category, or undefined. */
export async function findPublishedVenue(db: Database, venueId: string) {
  const [row] = await db
    .select({ venue: venues, area: areas, category: venueCategories })
    .from(venues)
    .innerJoin(areas, eq(areas.id, venues.areaId))
    .leftJoin(venueCategories, eq(venueCategories.id, venues.venueCategoryId))
    .where(and(eq(venues.id, venueId), eq(venues.published, true), venuePartnerActive));
  return row;
}

export type PublishedVenueRow = NonNullable<Awaited<ReturnType<typeof findPublishedVenue>>>;

/** The equipment of a venue, in the categories' order. */
export function selectVenueEquipment(db: Database, venueId: string) {
  return db
    .select({ id: equipmentCategories.id, slug: equipmentCategories.slug, name: equipmentCategories.name })
    .from(venueEquipment)
    .innerJoin(equipmentCategories, eq(equipmentCategories.id, venueEquipment.equipmentCategoryId))
    .where(eq(venueEquipment.venueId, venueId))
    .orderBy(asc(equipmentCategories.sortOrder));
}

/** A published activity with its category, or undefined. */
export async function findPublishedActivity(db: Database, activityId: string) {
  const [row] = await db
    .select({ activity: activities, category: activityCategories })
    .from(activities)
    .leftJoin(activityCategories, eq(activityCategories.id, activities.activityCategoryId))
    .where(and(eq(activities.id, activityId), eq(activities.published, true), activityPartnerActive));
  return row;
}

/** The options of an activity still on sale, in the partner's order. */
export function selectOptionsOnSale(db: Database, activityId: string) {
  return db
    .select({
      id: activityOptions.id,
      name: activityOptions.name,
      price: activityOptions.price,
      durationMinutes: activityOptions.durationMinutes,
    })
    .from(activityOptions)
    .where(and(eq(activityOptions.activityId, activityId), eq(activityOptions.archived, false)))
    .orderBy(asc(activityOptions.sortOrder));
}

/** When the first slot from `now` with a place Champions may still sell starts, if any. */
export async function findNextSellableSlotStart(
  db: Database,
  activityId: string,
  now: Date,
): Promise<Date | null> {
  const [next] = await db
    .select({ startsAt: timeSlots.startsAt })
    .from(timeSlots)
    .where(
      and(
        eq(timeSlots.activityId, activityId),
        gte(timeSlots.startsAt, now),
        eq(timeSlots.cancelled, false),
        sql`${timeSlots.reserved} < ${slotSellablePlacesSql('time_slots')}`,
      ),
    )
    .orderBy(asc(timeSlots.startsAt))
    .limit(1);
  return next?.startsAt ?? null;
}

/** A published activity's share of places Champions sells, or undefined when it is not published. */
export async function findPublishedActivityShare(db: Database, activityId: string) {
  const [row] = await db
    .select({ id: activities.id, championsPlaces: activities.championsPlaces })
    .from(activities)
    .where(and(eq(activities.id, activityId), eq(activities.published, true), activityPartnerActive));
  return row;
}

/** The slots of an activity that start in [from, to), not cancelled, earliest first. */
export function selectSlotsBetween(db: Database, activityId: string, from: Date, to: Date) {
  return db
    .select()
    .from(timeSlots)
    .where(
      and(
        eq(timeSlots.activityId, activityId),
        gte(timeSlots.startsAt, from),
        lt(timeSlots.startsAt, to),
        eq(timeSlots.cancelled, false),
      ),
    )
    .orderBy(asc(timeSlots.startsAt));
}

/** Published venues (of one area, when given) with their published activities counted. */
export function selectVenueRows(db: Database, areaSlug: string | undefined) {
  const conditions: SQL[] = [eq(venues.published, true), venuePartnerActive];
  if (areaSlug) conditions.push(eq(areas.slug, areaSlug));
  return db
    .select({ venue: venues, area: areas, category: venueCategories, activityCount: count(activities.id) })
    .from(venues)
    .innerJoin(areas, eq(areas.id, venues.areaId))
    .leftJoin(venueCategories, eq(venueCategories.id, venues.venueCategoryId))
    .leftJoin(activities, and(eq(activities.venueId, venues.id), eq(activities.published, true)))
    .where(and(...conditions))
    .groupBy(venues.id, areas.id, venueCategories.id)
    .orderBy(asc(areas.sortOrder), asc(venues.name));
}

/** The summaries of a venue's published activities, by name. */
export function selectVenueActivities(db: Database, venueId: string, now: Date) {
  return selectActivitySummaries(db, { now, where: sql`v.id = ${venueId}`, orderBy: sql`a.name` });
}

/** The live trainer who leads an activity, with their public page (a trainer without a profile has none). */
export async function findActivityTrainer(db: Executor, trainerId: string) {
  const [row] = await db
    .select({ name: accounts.name, slug: trainerProfiles.slug, photoUrl: trainerProfiles.photoUrl })
    .from(accounts)
    .innerJoin(trainerProfiles, eq(trainerProfiles.accountId, accounts.id))
    .where(and(eq(accounts.id, trainerId), isNull(accounts.deletedAt), isNull(accounts.blockedAt)));
  return row?.name ? row : null;
}
