import type { VenueDetail } from '@champions/contract';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../shared/errors.ts';
import { findPublishedVenue, type PublishedVenueRow, selectVenueEquipment } from '../details-repository.ts';

export const categoryRef = (row: { id: string; slug: string; name: string } | null) =>
  row ? { id: row.id, slug: row.slug, name: row.name } : null;

/** A published venue as the public sees it; VENUE_NOT_FOUND for one that is not published. */
export async function loadVenueDetail(db: Database, venueId: string): Promise<VenueDetail> {
  const row = await findPublishedVenue(db, venueId);
  if (!row) throw new AppError('VENUE_NOT_FOUND');
  return venueDetailOf(row, await selectVenueEquipment(db, venueId));
}

function venueDetailOf(
  { venue, area, category }: PublishedVenueRow,
  equipment: VenueDetail['equipment'],
): VenueDetail {
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
