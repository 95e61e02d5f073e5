import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  activities,
  areas,
  equipmentCategories,
  venueCategories,
  venueEquipment,
  venues,
} from '../../db/schema.ts';

type VenueColumns = Omit<typeof venues.$inferInsert, 'id' | 'adminId' | 'published' | 'createdAt'>;

/** The venue when it belongs to the partner. */
export async function findOwnVenue(db: Executor, adminId: string, venueId: string) {
  const [venue] = await db
    .select()
    .from(venues)
    .where(and(eq(venues.id, venueId), eq(venues.adminId, adminId)));
  return venue;
}

/** The partner's venues (or one of them) with their area name, by name. */
export async function selectVenues(db: Executor, adminId: string, venueId?: string) {
  return db
    .select({ venue: venues, areaName: areas.name })
    .from(venues)
    .innerJoin(areas, eq(areas.id, venues.areaId))
    .where(and(eq(venues.adminId, adminId), venueId ? eq(venues.id, venueId) : undefined))
    .orderBy(asc(venues.name));
}

export async function selectVenueEquipment(db: Executor, venueIds: string[]) {
  return db.select().from(venueEquipment).where(inArray(venueEquipment.venueId, venueIds));
}

export async function countActivitiesByVenue(db: Executor, venueIds: string[]) {
  return db
    .select({ venueId: activities.venueId, value: count() })
    .from(activities)
    .where(inArray(activities.venueId, venueIds))
    .groupBy(activities.venueId);
}

/** Every area with its centre: a venue's point must belong to the area chosen for it. */
export async function listAreaCentres(db: Executor) {
  return db.select({ id: areas.id, name: areas.name, lat: areas.lat, lng: areas.lng }).from(areas);
}

export async function venueCategoryExists(db: Executor, categoryId: string): Promise<boolean> {
  const [category] = await db
    .select({ id: venueCategories.id })
    .from(venueCategories)
    .where(eq(venueCategories.id, categoryId));
  return Boolean(category);
}

/** How many of the given equipment ids exist. */
export async function countEquipment(db: Executor, equipmentIds: string[]): Promise<number> {
  const found = await db
    .select({ id: equipmentCategories.id })
    .from(equipmentCategories)
    .where(inArray(equipmentCategories.id, equipmentIds));
  return found.length;
}

export async function insertVenue(
  db: Executor,
  values: VenueColumns & { adminId: string; published: boolean },
) {
  const [created] = await db.insert(venues).values(values).returning({ id: venues.id });
  return created!.id;
}

export async function updateOwnVenue(
  db: Executor,
  adminId: string,
  venueId: string,
  values: Partial<VenueColumns & { published: boolean }>,
) {
  await db
    .update(venues)
    .set(values)
    .where(and(eq(venues.id, venueId), eq(venues.adminId, adminId)));
}

/** Replaces the venue's equipment with the given list. */
export async function replaceVenueEquipment(db: Executor, venueId: string, equipmentIds: string[]) {
  await db.delete(venueEquipment).where(eq(venueEquipment.venueId, venueId));
  if (equipmentIds.length > 0) {
    await db
      .insert(venueEquipment)
      .values(equipmentIds.map((equipmentCategoryId) => ({ venueId, equipmentCategoryId })));
  }
}
