import { useCallback, useState } from 'react';

export type GeoState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'ready'; lat: number; lng: number }
  | { status: 'denied' }
  | { status: 'unavailable' };

/** Coordinates rounded to about 100 m: enough for "near me", kinder to privacy and to the cache. */
const round = (value: number) => Math.round(value * 1000) / 1000;

/** The browser's position on request (navigator.geolocation); never asked for before a click. */
export function useGeolocation() {
  const [state, setState] = useState<GeoState>({ status: 'idle' });
  const locate = useCallback(
    () =>
      new Promise<{ lat: number; lng: number } | null>((resolve) => {
        if (!('geolocation' in navigator)) {
          setState({ status: 'unavailable' });
          resolve(null);
          return;
        }
        setState({ status: 'locating' });
        navigator.geolocation.getCurrentPosition(
          (position) => {
            const point = { lat: round(position.coords.latitude), lng: round(position.coords.longitude) };
            setState({ status: 'ready', ...point });
            resolve(point);
          },
          (error) => {
            setState({ status: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' });
            resolve(null);
          },
          { enableHighAccuracy: false, timeout: 10_000, maximumAge: 5 * 60_000 },
        );
      }),
    [],
  );
  /** Locates only when the browser already allows it (a remembered "Blízko mě"): never a pop-up. */
  const locateIfAllowed = useCallback(async () => {
    try {
      const permission = await navigator.permissions?.query({ name: 'geolocation' });
      if (permission?.state !== 'granted') return null;
    } catch {
      return null;
    }
    return locate();
  }, [locate]);
  return { state, locate, locateIfAllowed };
}
