import type { venueInput } from '@champions/contract';
import type { z } from 'zod';
import type { Executor } from '../../../db/client.ts';
import { fieldError } from '../../../shared/errors.ts';
import { areaExists, countEquipment, venueCategoryExists } from '../venue-repository.ts';

export type VenueData = z.output<typeof venueInput>;

/** Refuses unknown area, category or equipment ids with a field message (400, nothing stored). */
export async function checkReferences(db: Executor, data: VenueData) {
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

export const columns = (data: VenueData) => ({
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
