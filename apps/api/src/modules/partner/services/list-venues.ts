import type { AdminVenue } from '@champions/contract';
import type { Executor } from '../../../db/client.ts';
import { countActivitiesByVenue, selectVenueEquipment, selectVenues } from '../venue-repository.ts';

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
