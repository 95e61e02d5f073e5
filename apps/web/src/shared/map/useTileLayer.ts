import { CATALOGUE_CALLS } from '@champions/contract';
import { useQuery } from '@tanstack/react-query';
import L from 'leaflet';
import { type RefObject, useEffect } from 'react';
import { callApi } from '../api/index.ts';

/**
 * The most a tile service in use serves (OpenStreetMap's standard tiles). Maps are created with it, since
 * the marker clusters need it before the tiles are known.
 */
export const MAP_MAX_ZOOM = 19;

/**
 * The map's tiles as the server is configured (MAP_TILE_URL, GET /api/public/map): one setting, read at
 * run time, the same the content security policy allows. Fetched once per visit.
 */
export function useMapTiles() {
  return useQuery({
    queryKey: ['public', 'map-tiles'],
    queryFn: ({ signal }) => callApi(CATALOGUE_CALLS.mapTiles, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * Lays the configured tiles under a Leaflet map once they are known. Call it after the effect that
 * creates the map (effects run in order), with the ref that holds the map.
 */
export function useTileLayer(map: RefObject<L.Map | null>) {
  const tiles = useMapTiles().data;
  useEffect(() => {
    const instance = map.current;
    if (!instance || !tiles?.tileUrl) return;
    const layer = L.tileLayer(tiles.tileUrl, { attribution: tiles.attribution, maxZoom: MAP_MAX_ZOOM }).addTo(
      instance,
    );
    return () => {
      layer.remove();
    };
  }, [map, tiles]);
}
