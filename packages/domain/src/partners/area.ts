/**
 * A venue belongs to the area (city) the partner chose: its point lies within AREA_RADIUS_KM of the
 * area's centre and no other area's centre is nearer. An Olomouc address under "Praha" is refused.
 */
export const AREA_RADIUS_KM = 35;

export interface AreaPoint {
  name: string;
  lat: number;
  lng: number;
}

const EARTH_RADIUS_KM = 6371;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance (haversine), in kilometres. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export type VenueAreaMismatch = { kind: 'far'; km: number } | { kind: 'nearer'; nearer: string };

/** Null when the point belongs to the chosen area; else why not (too far, or nearer another area). */
export function venueAreaMismatch(
  point: { lat: number; lng: number },
  chosen: AreaPoint,
  areas: readonly AreaPoint[],
): VenueAreaMismatch | null {
  const km = distanceKm(point, chosen);
  if (km > AREA_RADIUS_KM) return { kind: 'far', km: Math.round(km) };
  const nearest = areas
    .filter((area) => area.name !== chosen.name)
    .map((area) => ({ name: area.name, km: distanceKm(point, area) }))
    .sort((a, b) => a.km - b.km)[0];
  return nearest && nearest.km < km ? { kind: 'nearer', nearer: nearest.name } : null;
}
