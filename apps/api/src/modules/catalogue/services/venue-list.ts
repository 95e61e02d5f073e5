import type { VenueSummary } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { selectVenueRows } from '../details-repository.ts';
import { categoryRef } from './venue-detail.ts';

/** The published venues, of one area when asked, with the number of their published activities. */
export async function listVenues(
  { db }: UseCaseContext,
  _actor: null,
  { areaSlug }: { areaSlug?: string | undefined },
): Promise<{ venues: VenueSummary[] }> {
  const rows = await selectVenueRows(db, areaSlug);
  const venues = rows.map(({ venue, area, category, activityCount }) => ({
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
  return { venues };
}
