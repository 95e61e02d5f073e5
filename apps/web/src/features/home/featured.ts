import type { ActivitySummary } from '@champions/contract';
import { distanceMetres, type Place } from '../../shared/public-ui/index.ts';

export const FEATURED = 6;
/** "Nearby" on the home page: within this distance, or else the nearest few. */
export const NEARBY_METRES = 20_000;

interface Point {
  lat: number;
  lng: number;
}

const bySlot = (a: ActivitySummary, b: ActivitySummary) =>
  (a.nextSlotAt ?? '').localeCompare(b.nextSlotAt ?? '');

/**
 * "Nejbližší termíny" of the home page: the soonest slots, in the visitor's area when they chose one,
 * or near them (with the distance on the card) when they shared their location. An area with nothing
 * coming up falls back to everywhere.
 */
export function featuredActivities(
  activities: readonly ActivitySummary[],
  place: Place | null,
  point: Point | null,
): ActivitySummary[] {
  const upcoming = activities.filter((activity) => activity.nextSlotAt !== null);
  let chosen = upcoming;
  if (place?.kind === 'area') {
    const inArea = upcoming.filter((activity) => activity.area.slug === place.slug);
    if (inArea.length > 0) chosen = inArea;
  } else if (place?.kind === 'near' && point) {
    const measured = upcoming
      .map((activity) => ({ ...activity, distance: Math.round(distanceMetres(point, activity.venue)) }))
      .sort((a, b) => a.distance - b.distance);
    const near = measured.filter((activity) => activity.distance <= NEARBY_METRES);
    chosen = near.length >= 3 ? near : measured.slice(0, FEATURED);
  }
  return [...chosen].sort(bySlot).slice(0, FEATURED);
}
