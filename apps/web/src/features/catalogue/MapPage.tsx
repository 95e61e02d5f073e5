import { type ActivitySummary, CATALOGUE_CALLS } from '@champions/contract';
import { PAGES } from '@champions/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { callApi } from '../../shared/api/index.ts';
import { t } from '../../shared/i18n/index.ts';
import {
  formatDistance,
  formatSlot,
  nextDays,
  priceDisplay,
  useGeolocation,
  usePageMeta,
  usePublicData,
} from '../../shared/public-ui/index.ts';
import { ActivityFiltersPanel } from './ActivityFiltersPanel.tsx';
import {
  type ActivityFilters,
  activeFilters,
  activityListApiQuery,
  filtersFromParams,
  filtersToParams,
} from './filters.ts';
import { L } from './leaflet.ts';
import 'leaflet.markercluster';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import { plural } from '../../shared/i18n/index.ts';
import { MAP_MAX_ZOOM, useTileLayer } from '../../shared/map/useTileLayer.ts';
import { CZECHIA } from './mapConfig.ts';
import { useNearby } from './queries.ts';

import './catalogue.css';
import './map.css';

const NEARBY_DAYS = 7;
const MAX_PAGES = 10;

interface VenueGroup {
  id: string;
  name: string;
  lat: number;
  lng: number;
  activities: ActivitySummary[];
}

function groupByVenue(activities: readonly ActivitySummary[]): VenueGroup[] {
  const groups = new Map<string, VenueGroup>();
  for (const activity of activities) {
    const { venue } = activity;
    const group = groups.get(venue.id) ?? {
      id: venue.id,
      name: venue.name,
      lat: venue.lat,
      lng: venue.lng,
      activities: [],
    };
    group.activities.push(activity);
    groups.set(venue.id, group);
  }
  return [...groups.values()];
}

/** Every activity matching narrowing filters (all pages of the list API); the public data otherwise. */
function useMapActivities(filters: ActivityFilters) {
  const publicData = usePublicData();
  const filtered = activeFilters(filters).length > 0;
  const list = useQuery({
    queryKey: ['public', 'map', filters],
    enabled: filtered,
    queryFn: async ({ signal }) => {
      const all: ActivitySummary[] = [];
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        const answer = await callApi(CATALOGUE_CALLS.activities, {
          query: activityListApiQuery({ ...filters, sort: null, lat: null, lng: null }, page, 100),
          signal,
        });
        all.push(...answer.activities);
        if (page >= answer.pagination.totalPages) break;
      }
      return all;
    },
  });
  if (!filtered)
    return {
      activities: publicData.data?.activities,
      isPending: publicData.isPending,
      isError: publicData.isError,
    };
  return { activities: list.data, isPending: list.isPending, isError: list.isError };
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

const venueIcon = (count: number) =>
  L.divIcon({
    className: 'map-pin',
    html: `<span class="map-pin__dot">${count > 1 ? count : ''}</span>`,
    iconSize: [28, 36],
    iconAnchor: [14, 34],
    popupAnchor: [0, -30],
  });

/** /mapa and /campaignMap: a full-screen map of every activity, grouped by venue, with a synced list. */
export function MapPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const { activities, isPending, isError } = useMapActivities(filters);
  const venues = useMemo(() => groupByVenue(activities ?? []), [activities]);
  const geo = useGeolocation();
  const [nearbyRequest, setNearbyRequest] = useState<{
    lat: number;
    lng: number;
    startDate: string;
    endDate: string;
  } | null>(null);
  const nearby = useNearby(nearbyRequest);
  const [visibleIds, setVisibleIds] = useState<Set<string> | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const mapElement = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const clusterRef = useRef<L.MarkerClusterGroup | null>(null);
  const meRef = useRef<L.CircleMarker | null>(null);
  const syncRef = useRef<() => void>(() => {});

  usePageMeta({ title: t('map.title'), description: t('map.description') });

  // The map itself: created once.
  useEffect(() => {
    if (!mapElement.current) return;
    const map = L.map(mapElement.current, {
      center: [CZECHIA.lat, CZECHIA.lng],
      zoom: CZECHIA.zoom,
      maxZoom: MAP_MAX_ZOOM,
      zoomControl: true,
    });
    const cluster = L.markerClusterGroup({ showCoverageOnHover: false, maxClusterRadius: 50 });
    map.addLayer(cluster);
    const sync = () => {
      const bounds = map.getBounds();
      const ids = new Set<string>();
      cluster.eachLayer((layer) => {
        const marker = layer as L.Marker & { venueId?: string };
        if (marker.venueId && bounds.contains(marker.getLatLng())) ids.add(marker.venueId);
      });
      setVisibleIds(ids);
    };
    map.on('moveend', sync);
    mapRef.current = map;
    clusterRef.current = cluster;
    syncRef.current = sync;
    return () => {
      map.remove();
      mapRef.current = null;
      clusterRef.current = null;
    };
  }, []);
  useTileLayer(mapRef);

  // Markers: one per venue, clustered.
  useEffect(() => {
    const map = mapRef.current;
    const cluster = clusterRef.current;
    if (!map || !cluster) return;
    cluster.clearLayers();
    const markers = venues.map((venue) => {
      const marker = L.marker([venue.lat, venue.lng], {
        icon: venueIcon(venue.activities.length),
        title: venue.name,
        alt: venue.name,
      }) as L.Marker & { venueId?: string };
      marker.venueId = venue.id;
      const items = venue.activities
        .map((a) => `<li><a href="${PAGES.activity(a.id)}">${escapeHtml(a.name)}</a></li>`)
        .join('');
      marker.bindPopup(
        `<strong><a href="${PAGES.venue(venue.id)}">${escapeHtml(venue.name)}</a></strong><ul class="map-popup__list">${items}</ul>`,
      );
      return marker;
    });
    cluster.addLayers(markers);
    if (markers.length > 0 && activeFilters(filters).length > 0) {
      map.fitBounds(cluster.getBounds(), { padding: [40, 40], maxZoom: 14 });
    }
    syncRef.current();
  }, [venues, filters]);

  const findNearby = async () => {
    const point = await geo.locate();
    if (!point) return;
    const days = nextDays(NEARBY_DAYS + 1);
    setNearbyRequest({ ...point, startDate: days[0]!, endDate: days[NEARBY_DAYS]! });
    setSheetOpen(true);
    const map = mapRef.current;
    if (map) {
      meRef.current?.remove();
      meRef.current = L.circleMarker([point.lat, point.lng], {
        radius: 9,
        color: '#ffffff',
        weight: 3,
        fillColor: '#1d6ae5',
        fillOpacity: 1,
      })
        .bindTooltip(t('map.youAreHere'))
        .addTo(map);
      map.setView([point.lat, point.lng], 13);
    }
  };

  const inView = useMemo(() => {
    const ids = visibleIds;
    const list = venues
      .filter((venue) => ids === null || ids.has(venue.id))
      .flatMap((venue) => venue.activities);
    return list.sort((a, b) => (a.nextSlotAt ?? '9').localeCompare(b.nextSlotAt ?? '9'));
  }, [venues, visibleIds]);

  const nearbyList = nearbyRequest ? (nearby.data?.activities ?? []) : null;
  const shown = nearbyList ?? inView;
  const countText = (count: number) =>
    `${count} ${plural(count, { one: t('list.activityOne'), few: t('list.activityFew'), other: t('list.activityMany') })}`;

  return (
    <div className="map-page">
      <h1 className="visually-hidden">{t('map.title')}</h1>
      <div className="map-page__toolbar">
        <ActivityFiltersPanel
          filters={filters}
          withSort={false}
          onChange={(next) => setParams(filtersToParams(next, params), { replace: true, flushSync: true })}
        />
        <button
          type="button"
          className="button button--accent map-page__near"
          onClick={() => void findNearby()}
          aria-busy={geo.state.status === 'locating' || undefined}
        >
          {geo.state.status === 'locating' ? t('filters.locating') : t('map.nearMe')}
        </button>
      </div>
      {(geo.state.status === 'denied' || geo.state.status === 'unavailable') && (
        <p className="map-page__note" role="status">
          {t('map.noLocation')}
        </p>
      )}
      <div className="map-page__body">
        <section className={`map-panel${sheetOpen ? ' is-open' : ''}`} aria-labelledby="map-panel-title">
          <button
            type="button"
            className="map-panel__handle"
            aria-expanded={sheetOpen}
            aria-controls="map-panel-list"
            onClick={() => setSheetOpen((open) => !open)}
          >
            <span className="map-panel__grip" aria-hidden="true" />
            <span id="map-panel-title" className="map-panel__title">
              {nearbyList ? t('map.nearbyTitle') : t('map.inViewTitle')}
              <span className="map-panel__count" aria-live="polite">
                {' '}
                ({countText(shown.length)})
              </span>
            </span>
          </button>
          {nearbyList && (
            <button
              type="button"
              className="button button--link map-panel__clear"
              onClick={() => setNearbyRequest(null)}
            >
              {t('map.clearNearby')}
            </button>
          )}
          <div id="map-panel-list" className="map-panel__list">
            {isPending || (nearbyRequest && nearby.isPending) ? (
              <p role="status">{t('list.loading')}</p>
            ) : isError ? (
              <p role="alert">{t('list.errorText')}</p>
            ) : shown.length === 0 ? (
              <p className="map-panel__empty">{nearbyList ? t('map.nearbyEmpty') : t('map.emptyView')}</p>
            ) : (
              <ul
                className={nearbyList ? 'map-list map-list--nearby' : 'map-list'}
                aria-label={nearbyList ? t('map.nearbyTitle') : t('map.inViewTitle')}
              >
                {shown.slice(0, 60).map((activity) => {
                  const prices = priceDisplay(activity.priceFrom);
                  return (
                    <li key={activity.id} className="map-list__item">
                      <Link to={PAGES.activity(activity.id)} className="map-list__link">
                        <span className="map-list__name">{activity.name}</span>
                        <span className="map-list__meta">
                          {activity.venue.name}
                          {activity.distance !== undefined && ` · ${formatDistance(activity.distance)}`}
                        </span>
                        <span className="map-list__meta">
                          {activity.nextSlotAt ? formatSlot(activity.nextSlotAt) : t('card.noSlot')}
                          {prices && ` · ${t('card.from', { price: prices.payg })}`}
                        </span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
        </section>
        <section ref={mapElement} className="map-page__map" aria-label={t('map.mapLabel')} />
      </div>
    </div>
  );
}
