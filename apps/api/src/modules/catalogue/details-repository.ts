import type {
  ActivityDetail,
  SlotsResponse,
  VenueDetail,
  VenuePageResponse,
  VenueSummary,
} from '@champions/contract';
import { DAY_MS, freeSellablePlaces, sellablePlaces } from '@champions/domain';
import { and, asc, count, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  activities,
  activityCategories,
  activityOptions,
  areas,
  equipmentCategories,
  timeSlots,
  venueCategories,
  venueEquipment,
  venues,
} from '../../db/schema.ts';
import { slotSellablePlacesSql } from '../../db/sellable.ts';
import { AppError } from '../../shared/errors.ts';
import { pragueDate, pragueDayStart } from '../../shared/prague-time.ts';
import { selectActivitySummaries } from './activity-summaries-repository.ts';

const categoryRef = (row: { id: string; slug: string; name: string } | null) =>
  row ? { id: row.id, slug: row.slug, name: row.name } : null;

export async function loadVenueDetail(db: Database, venueId: string): Promise<VenueDetail> {
  const [row] = await db
    .select({ venue: venues, area: areas, category: venueCategories })
    .from(venues)
    .innerJoin(areas, eq(areas.id, venues.areaId))
    .leftJoin(venueCategories, eq(venueCategories.id, venues.venueCategoryId))
    .where(and(eq(venues.id, venueId), eq(venues.published, true)));
  if (!row) throw new AppError('VENUE_NOT_FOUND');
  const equipment = await db
    .select({ id: equipmentCategories.id, slug: equipmentCategories.slug, name: equipmentCategories.name })
    .from(venueEquipment)
    .innerJoin(equipmentCategories, eq(equipmentCategories.id, venueEquipment.equipmentCategoryId))
    .where(eq(venueEquipment.venueId, venueId))
    .orderBy(asc(equipmentCategories.sortOrder));
  const { venue, area, category } = row;
  return {
    id: venue.id,
    name: venue.name,
    description: venue.description,
    street: venue.street,
    city: venue.city,
    postalCode: venue.postalCode,
    lat: venue.lat,
    lng: venue.lng,
    phone: venue.phone,
    website: venue.website,
    photos: venue.photos,
    openingHours: venue.openingHours,
    equipment,
    category: categoryRef(category),
    area: { id: area.id, slug: area.slug, name: area.name },
  };
}

export async function loadActivityDetail(
  db: Database,
  activityId: string,
  now: Date,
): Promise<ActivityDetail> {
  const [row] = await db
    .select({ activity: activities, category: activityCategories })
    .from(activities)
    .leftJoin(activityCategories, eq(activityCategories.id, activities.activityCategoryId))
    .where(and(eq(activities.id, activityId), eq(activities.published, true)));
  if (!row) throw new AppError('ACTIVITY_NOT_FOUND');
  const [venue, options, [next]] = await Promise.all([
    loadVenueDetail(db, row.activity.venueId),
    db
      .select({
        id: activityOptions.id,
        name: activityOptions.name,
        price: activityOptions.price,
        durationMinutes: activityOptions.durationMinutes,
      })
      .from(activityOptions)
      .where(and(eq(activityOptions.activityId, activityId), eq(activityOptions.archived, false)))
      .orderBy(asc(activityOptions.sortOrder)),
    db
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
      .limit(1),
  ]);
  return {
    id: row.activity.id,
    name: row.activity.name,
    description: row.activity.description,
    photos: row.activity.photos,
    category: categoryRef(row.category),
    venue,
    options,
    nextSlotAt: next?.startsAt.toISOString() ?? null,
  };
}

const isoDay = (d: { year: number; month: number; day: number }) =>
  `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/** Time slots of one Prague day that have not started yet, with their free places. */
export async function loadSlots(
  db: Database,
  activityId: string,
  date: string | undefined,
  now: Date,
): Promise<SlotsResponse> {
  const [exists] = await db
    .select({ id: activities.id, championsPlaces: activities.championsPlaces })
    .from(activities)
    .where(and(eq(activities.id, activityId), eq(activities.published, true)));
  if (!exists) throw new AppError('ACTIVITY_NOT_FOUND');
  const day = date ?? isoDay(pragueDate(now));
  const start = pragueDayStart(day);
  const rows = await db
    .select()
    .from(timeSlots)
    .where(
      and(
        eq(timeSlots.activityId, activityId),
        gte(timeSlots.startsAt, new Date(Math.max(start.getTime(), now.getTime()))),
        lt(timeSlots.startsAt, new Date(start.getTime() + DAY_MS)),
        eq(timeSlots.cancelled, false),
      ),
    )
    .orderBy(asc(timeSlots.startsAt));
  return {
    date: day,
    slots: rows.map((s) => ({
      id: s.id,
      startsAt: s.startsAt.toISOString(),
      endsAt: s.endsAt.toISOString(),
      // Champions sells only the partner's capacity share of the slot (domain `sellablePlaces`).
      capacity: sellablePlaces({
        capacity: s.capacity,
        activityShare: exists.championsPlaces,
        slotShare: s.championsPlaces,
      }),
      free: freeSellablePlaces({
        capacity: s.capacity,
        reserved: s.reserved,
        activityShare: exists.championsPlaces,
        slotShare: s.championsPlaces,
      }),
    })),
  };
}

export async function listVenues(db: Database, areaSlug: string | undefined): Promise<VenueSummary[]> {
  const conditions: SQL[] = [eq(venues.published, true)];
  if (areaSlug) conditions.push(eq(areas.slug, areaSlug));
  const rows = await db
    .select({ venue: venues, area: areas, category: venueCategories, activityCount: count(activities.id) })
    .from(venues)
    .innerJoin(areas, eq(areas.id, venues.areaId))
    .leftJoin(venueCategories, eq(venueCategories.id, venues.venueCategoryId))
    .leftJoin(activities, and(eq(activities.venueId, venues.id), eq(activities.published, true)))
    .where(and(...conditions))
    .groupBy(venues.id, areas.id, venueCategories.id)
    .orderBy(asc(areas.sortOrder), asc(venues.name));
  return rows.map(({ venue, area, category, activityCount }) => ({
    id: venue.id,
    name: venue.name,
    street: venue.street,
    city: venue.city,
    lat: venue.lat,
    lng: venue.lng,
    photo: venue.photos[0] ?? null,
    category: categoryRef(category),
    area: { id: area.id, slug: area.slug, name: area.name },
    activityCount,
  }));
}

export async function loadVenuePage(db: Database, venueId: string, now: Date): Promise<VenuePageResponse> {
  const venue = await loadVenueDetail(db, venueId);
  const venueActivities = await selectActivitySummaries(db, {
    now,
    where: sql`v.id = ${venueId}`,
    orderBy: sql`a.name`,
  });
  return { venue, activities: venueActivities };
}
