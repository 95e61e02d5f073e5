/**
 * Map tiles. The default is OpenStreetMap's tile server; a deployment may point VITE_MAP_TILE_URL at
 * its own or a commercial tile service (the API may later expose this setting).
 */
export const MAP_TILES = {
  url:
    (import.meta.env.VITE_MAP_TILE_URL as string | undefined) ??
    'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
  maxZoom: 19,
} as const;

/** The centre of Czechia and a zoom that shows the whole country. */
export const CZECHIA = { lat: 49.8, lng: 15.47, zoom: 7 } as const;
