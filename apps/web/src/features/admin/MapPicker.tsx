import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { t } from '../../shared/i18n/index.ts';
import { MAP_MAX_ZOOM, useTileLayer } from '../../shared/map/useTileLayer.ts';

const pin = L.divIcon({
  className: 'picker-pin',
  html: '<span class="picker-pin__dot"></span>',
  iconSize: [28, 36],
  iconAnchor: [14, 34],
});

export interface Position {
  lat: number;
  lng: number;
}

interface MapPickerProps {
  value: Position | null;
  /** where the map opens when there is no position yet (the chosen area) */
  center: Position;
  onChange: (position: Position) => void;
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * Picks a venue's position with a click (or by dragging the pin) on a Leaflet map. Keyboard users
 * can type the coordinates in the fields next to it.
 */
export function MapPicker({ value, center, onChange }: MapPickerProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const change = useRef(onChange);
  change.current = onChange;
  const initial = useRef({ start: value ?? center, zoom: value ? 16 : 12 });

  useEffect(() => {
    if (!element.current) return;
    const { start, zoom } = initial.current;
    const instance = L.map(element.current, { center: [start.lat, start.lng], zoom, maxZoom: MAP_MAX_ZOOM });
    instance.on('click', (event: L.LeafletMouseEvent) => {
      change.current({ lat: round(event.latlng.lat), lng: round(event.latlng.lng) });
    });
    map.current = instance;
    return () => {
      instance.remove();
      map.current = null;
      marker.current = null;
    };
  }, []);
  useTileLayer(map);

  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    if (!value) {
      marker.current?.remove();
      marker.current = null;
      instance.setView([center.lat, center.lng], 12);
      return;
    }
    if (!marker.current) {
      marker.current = L.marker([value.lat, value.lng], {
        icon: pin,
        draggable: true,
        keyboard: false,
      }).addTo(instance);
      marker.current.on('dragend', () => {
        const at = marker.current!.getLatLng();
        change.current({ lat: round(at.lat), lng: round(at.lng) });
      });
    } else {
      marker.current.setLatLng([value.lat, value.lng]);
    }
    if (!instance.getBounds().contains([value.lat, value.lng])) instance.panTo([value.lat, value.lng]);
  }, [value, center.lat, center.lng]);

  return (
    <div
      ref={element}
      className="picker-map"
      data-testid="venue-map-picker"
      role="application"
      aria-label={t('adminVenues.mapLabel')}
    />
  );
}
