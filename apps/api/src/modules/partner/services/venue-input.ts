import type { venueInput } from '@champions/contract';
import { venueAreaMismatch } from '@champions/domain';
import type { z } from 'zod';
import type { Executor } from '../../../db/client.ts';
import { fieldError } from '../../../shared/errors.ts';
import { countEquipment, listAreaCentres, venueCategoryExists } from '../venue-repository.ts';

export type VenueData = z.output<typeof venueInput>;

/**
 * Refuses unknown area, category or equipment ids, and a point outside the chosen area (an Olomouc
 * address under "Praha"), with a field message (400, nothing stored).
 */
export async function checkReferences(db: Executor, data: VenueData) {
  const areas = await listAreaCentres(db);
  const area = areas.find((a) => a.id === data.areaId);
  if (!area) throw fieldError('AREA_NOT_IN_LIST', 'body.areaId');
  const mismatch = venueAreaMismatch(data, area, areas);
  if (mismatch?.kind === 'far') {
    throw fieldError('VENUE_OUTSIDE_AREA', 'body.areaId', { area: area.name, km: mismatch.km });
  }
  if (mismatch?.kind === 'nearer') {
    throw fieldError('VENUE_NEARER_OTHER_AREA', 'body.areaId', { area: area.name, nearer: mismatch.nearer });
  }
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
