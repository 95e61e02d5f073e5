import type { AdminVenue, venueInput } from '@champions/contract';
import type { z } from 'zod';
import type { Database, Executor } from '../../../db/client.ts';
import type { CatalogueChanged } from '../../../shared/catalogue-changed.ts';
import { fieldError } from '../../../shared/errors.ts';
import { ownVenue } from '../scope.ts';
import {
  areaExists,
  countActivitiesByVenue,
  countEquipment,
  insertVenue,
  replaceVenueEquipment,
  selectVenueEquipment,
  selectVenues,
  updateOwnVenue,
  venueCategoryExists,
} from '../venue-repository.ts';

type VenueData = z.output<typeof venueInput>;

/** The partner's venues with their equipment and number of activities. */
export async function listVenues(db: Executor, adminId: string, venueId?: string): Promise<AdminVenue[]> {
  const rows = await selectVenues(db, adminId, venueId);
  const ids = rows.map((row) => row.venue.id);
  if (ids.length === 0) return [];
  const [equipment, counts] = await Promise.all([
    selectVenueEquipment(db, ids),
    countActivitiesByVenue(db, ids),
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

export async function getVenue(db: Executor, adminId: string, venueId: string): Promise<AdminVenue> {
  await ownVenue(db, adminId, venueId);
  const [venue] = await listVenues(db, adminId, venueId);
  return venue!;
}

/** Refuses unknown area, category or equipment ids with a field message (400, nothing stored). */
async function checkReferences(db: Executor, data: VenueData) {
  if (!(await areaExists(db, data.areaId))) throw fieldError('AREA_NOT_IN_LIST', 'body.areaId');
  if (data.venueCategoryId && !(await venueCategoryExists(db, data.venueCategoryId))) {
    throw fieldError('VENUE_CATEGORY_NOT_IN_LIST', 'body.venueCategoryId');
  }
  const equipmentIds = [...new Set(data.equipmentIds)];
  if (equipmentIds.length > 0 && (await countEquipment(db, equipmentIds)) !== equipmentIds.length) {
    throw fieldError('EQUIPMENT_NOT_IN_LIST', 'body.equipmentIds');
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
  return db.transaction(async (tx) => {
    const equipmentIds = await checkReferences(tx, data);
    const venueId = await insertVenue(tx, { ...columns(data), adminId, published: false });
    await replaceVenueEquipment(tx, venueId, equipmentIds);
    return venueId;
  });
}

/** The venue's details and its equipment change together. */
export async function updateVenue(
  db: Database,
  changed: CatalogueChanged,
  adminId: string,
  venueId: string,
  data: VenueData,
) {
  await db.transaction(async (tx) => {
    await ownVenue(tx, adminId, venueId);
    const equipmentIds = await checkReferences(tx, data);
    await updateOwnVenue(tx, adminId, venueId, columns(data));
    await replaceVenueEquipment(tx, venueId, equipmentIds);
  });
  changed('venues');
}

export async function setVenuePublished(
  db: Executor,
  changed: CatalogueChanged,
  adminId: string,
  venueId: string,
  published: boolean,
) {
  await ownVenue(db, adminId, venueId);
  await updateOwnVenue(db, adminId, venueId, { published });
  changed('venues');
}
