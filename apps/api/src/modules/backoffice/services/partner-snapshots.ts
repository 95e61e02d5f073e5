import type { AdminActivity, AdminVenue } from '@champions/contract';

/** What the back office's audit rows keep of a venue or an activity before and after an edit. */

export const venueSnapshot = (venue: AdminVenue) => ({
  name: venue.name,
  description: venue.description,
  areaId: venue.areaId,
  venueCategoryId: venue.venueCategoryId,
  street: venue.street,
  city: venue.city,
  postalCode: venue.postalCode,
  lat: venue.lat,
  lng: venue.lng,
  phone: venue.phone,
  website: venue.website,
  equipmentIds: venue.equipmentIds,
  openingHours: venue.openingHours,
  published: venue.published,
});

export const activitySnapshot = (activity: AdminActivity) => ({
  venueId: activity.venueId,
  name: activity.name,
  activityCategoryId: activity.activityCategoryId,
  description: activity.description,
  durationMinutes: activity.durationMinutes,
  capacity: activity.capacity,
  championsPlaces: activity.championsPlaces,
  published: activity.published,
  options: activity.options.map(({ id, name, price, durationMinutes }) => ({
    id,
    name,
    price,
    durationMinutes,
  })),
});

/** One page's pagination block. */
export const pageOf = (query: { page: number; limit: number }, total: number) => ({
  page: query.page,
  limit: query.limit,
  total,
  totalPages: Math.ceil(total / query.limit),
});
