import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { t } from '../../shared/i18n/index.ts';
import { MAP_MAX_ZOOM, useTileLayer } from '../../shared/map/useTileLayer.ts';

/** A pin drawn with CSS (no image files to bundle, and nothing to load from a tile host). */
export const pinIcon = L.divIcon({
  className: 'map-pin',
  html: '<span class="map-pin__dot"></span>',
  iconSize: [28, 36],
  iconAnchor: [14, 34],
  popupAnchor: [0, -30],
});

/** A small, static map of one venue (activity and venue pages). Loaded on demand with Leaflet. */
export default function VenueMap({ lat, lng, name }: { lat: number; lng: number; name: string }) {
  const element = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  useEffect(() => {
    if (!element.current) return;
    const map = L.map(element.current, {
      center: [lat, lng],
      zoom: 15,
      maxZoom: MAP_MAX_ZOOM,
      scrollWheelZoom: false,
      dragging: !L.Browser.mobile,
      keyboard: false,
      zoomControl: true,
    });
    L.marker([lat, lng], { icon: pinIcon, title: name, keyboard: false }).addTo(map);
    mapRef.current = map;
    return () => {
      map.remove();
      mapRef.current = null;
    };
  }, [lat, lng, name]);
  useTileLayer(mapRef);
  return <section ref={element} className="venue-map" aria-label={t('detail.mapLabel', { name })} />;
}
