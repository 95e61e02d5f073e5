import type { AdminVenue, venueInput } from '@champions/contract';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import {
  activities,
  areas,
  equipmentCategories,
  venueCategories,
  venueEquipment,
  venues,
} from '../../db/schema.ts';
import { fieldError } from '../../shared/errors.ts';
import { ownVenue } from './scope.ts';

type VenueData = z.output<typeof venueInput>;

/** The partner's venues with their equipment and number of activities. */
export async function listVenues(db: Database, adminId: string, venueId?: string): Promise<AdminVenue[]> {
  const rows = await db
    .select({ venue: venues, areaName: areas.name })
    .from(venues)
    .innerJoin(areas, eq(areas.id, venues.areaId))
    .where(and(eq(venues.adminId, adminId), venueId ? eq(venues.id, venueId) : undefined))
    .orderBy(asc(venues.name));
  const ids = rows.map((row) => row.venue.id);
  if (ids.length === 0) return [];
  const [equipment, counts] = await Promise.all([
    db.select().from(venueEquipment).where(inArray(venueEquipment.venueId, ids)),
    db
      .select({ venueId: activities.venueId, value: count() })
      .from(activities)
      .where(inArray(activities.venueId, ids))
      .groupBy(activities.venueId),
  ]);
  return rows.map(({ venue, areaName }) => ({
    id: venue.id,
    name: venue.name,
    description: venue.description,
    areaId: venue.areaId,
    areaName,
    venueCategoryId: venue.venueCategoryId,
    street: venue.street,
    city: venue.city,
    postalCode: venue.postalCode,
    lat: venue.lat,
    lng: venue.lng,
    phone: venue.phone,
    website: venue.website,
    equipmentIds: equipment.filter((e) => e.venueId === venue.id).map((e) => e.equipmentCategoryId),
    openingHours: venue.openingHours,
    photos: venue.photos,
    published: venue.published,
    activityCount: counts.find((c) => c.venueId === venue.id)?.value ?? 0,
    createdAt: venue.createdAt.toISOString(),
  }));
}

export async function getVenue(db: Database, adminId: string, venueId: string): Promise<AdminVenue> {
  await ownVenue(db, adminId, venueId);
  const [venue] = await listVenues(db, adminId, venueId);
  return venue!;
}

/** Refuses unknown area, category or equipment ids with a field message (400, nothing stored). */
async function checkReferences(db: Database, data: VenueData) {
  const [area] = await db.select({ id: areas.id }).from(areas).where(eq(areas.id, data.areaId));
  if (!area) throw fieldError('AREA_NOT_IN_LIST', 'body.areaId');
  if (data.venueCategoryId) {
    const [category] = await db
      .select({ id: venueCategories.id })
      .from(venueCategories)
      .where(eq(venueCategories.id, data.venueCategoryId));
    if (!category) throw fieldError('VENUE_CATEGORY_NOT_IN_LIST', 'body.venueCategoryId');
  }
  const equipmentIds = [...new Set(data.equipmentIds)];
  if (equipmentIds.length > 0) {
    const found = await db
      .select({ id: equipmentCategories.id })
      .from(equipmentCategories)
      .where(inArray(equipmentCategories.id, equipmentIds));
    if (found.length !== equipmentIds.length) throw fieldError('EQUIPMENT_NOT_IN_LIST', 'body.equipmentIds');
  }
  return equipmentIds;
}

const columns = (data: VenueData) => ({
  name: data.name,
  description: data.description,
  areaId: data.areaId,
  venueCategoryId: data.venueCategoryId,
  street: data.street,
  city: data.city,
  postalCode: data.postalCode,
  lat: data.lat,
  lng: data.lng,
  phone: data.phone,
  website: data.website,
  openingHours: [...data.openingHours].sort((a, b) => a.day - b.day),
});

/** A new venue starts unpublished: the partner publishes it once it has photos and activities. */
export async function createVenue(db: Database, adminId: string, data: VenueData): Promise<string> {
  const equipmentIds = await checkReferences(db, data);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(venues)
      .values({ ...columns(data), adminId, published: false })
      .returning({ id: venues.id });
    if (equipmentIds.length > 0) {
      await tx
        .insert(venueEquipment)
        .values(equipmentIds.map((equipmentCategoryId) => ({ venueId: created!.id, equipmentCategoryId })));
    }
    return created!.id;
  });
}

export async function updateVenue(db: Database, adminId: string, venueId: string, data: VenueData) {
  await ownVenue(db, adminId, venueId);
  const equipmentIds = await checkReferences(db, data);
  await db.transaction(async (tx) => {
    await tx
      .update(venues)
      .set(columns(data))
      .where(and(eq(venues.id, venueId), eq(venues.adminId, adminId)));
    await tx.delete(venueEquipment).where(eq(venueEquipment.venueId, venueId));
    if (equipmentIds.length > 0) {
      await tx
        .insert(venueEquipment)
        .values(equipmentIds.map((equipmentCategoryId) => ({ venueId, equipmentCategoryId })));
    }
  });
}

export async function setVenuePublished(db: Database, adminId: string, venueId: string, published: boolean) {
  await ownVenue(db, adminId, venueId);
  await db
    .update(venues)
    .set({ published })
    .where(and(eq(venues.id, venueId), eq(venues.adminId, adminId)));
}
