/**
 * Where the visitor wants to sport, remembered by this browser only: an area they
 * chose, or "Blízko mě". The position itself is never stored; "near" is asked for again on each visit,
 * silently when the browser already allows it.
 */
export type Place = { kind: 'area'; slug: string } | { kind: 'near' };

export const PLACE_STORAGE_KEY = 'champions.place';
/** Set once the visitor answered the one-time offer to use their location (either way). */
export const LOCATION_OFFER_STORAGE_KEY = 'champions.locationOfferAnswered';

const SLUG = /^[a-z0-9-]+$/;

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The remembered place, or null (nothing chosen, or an unreadable value). */
export function readPlace(): Place | null {
  const raw = store()?.getItem(PLACE_STORAGE_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as { kind?: unknown; slug?: unknown };
    if (value.kind === 'near') return { kind: 'near' };
    if (value.kind === 'area' && typeof value.slug === 'string' && SLUG.test(value.slug)) {
      return { kind: 'area', slug: value.slug };
    }
  } catch {
    // not JSON: forget it below
  }
  return null;
}

/** Remembers the visitor's choice (null: all areas). A choice also answers the location offer. */
export function savePlace(place: Place | null): void {
  const storage = store();
  if (!storage) return;
  if (place) storage.setItem(PLACE_STORAGE_KEY, JSON.stringify(place));
  else storage.removeItem(PLACE_STORAGE_KEY);
  storage.setItem(LOCATION_OFFER_STORAGE_KEY, 'true');
}

export function locationOfferAnswered(): boolean {
  return store()?.getItem(LOCATION_OFFER_STORAGE_KEY) === 'true';
}

export function answerLocationOffer(): void {
  store()?.setItem(LOCATION_OFFER_STORAGE_KEY, 'true');
}

/** The offer is made once: not answered yet, nothing remembered, and the browser can locate. */
export function shouldOfferLocation(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'geolocation' in navigator &&
    !locationOfferAnswered() &&
    readPlace() === null
  );
}

const EARTH_RADIUS_M = 6_371_000;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine): close enough for "what is nearest". */
export function distanceMetres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}
