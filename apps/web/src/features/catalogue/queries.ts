import { type ActivityListResponse, CATALOGUE_CALLS } from '@champions/contract';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { callApi } from '../../shared/api/index.ts';
import { type ActivityFilters, activityListApiQuery } from './filters.ts';

export const PAGE_SIZE = 12;

export const catalogueKeys = {
  list: (filters: ActivityFilters) => ['public', 'activities', filters] as const,
  detail: (id: string) => ['public', 'activity', id] as const,
  slots: (id: string, date: string) => ['public', 'activity', id, 'slots', date] as const,
  venues: (area: string | null) => ['public', 'venues', area] as const,
  venue: (id: string) => ['public', 'venue', id] as const,
  nearby: (lat: number, lng: number, startDate: string, endDate: string) =>
    ['public', 'nearby', lat, lng, startDate, endDate] as const,
};

/** The activity list's query, shared by the page and the route's early start (prefetch.ts). */
export function activityListQuery(filters: ActivityFilters) {
  return infiniteQueryOptions({
    queryKey: catalogueKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      callApi(CATALOGUE_CALLS.activities, {
        query: activityListApiQuery(filters, pageParam, PAGE_SIZE),
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last: ActivityListResponse) =>
      last.pagination.page < last.pagination.totalPages ? last.pagination.page + 1 : undefined,
  });
}

/** The activity list, page by page ("Načíst další"). */
export function useActivityList(filters: ActivityFilters, enabled = true) {
  return useInfiniteQuery({ ...activityListQuery(filters), enabled, placeholderData: keepPreviousData });
}

/** One activity's query, shared by the detail page and the route's early start (prefetch.ts). */
export function activityQuery(id: string) {
  return queryOptions({
    queryKey: catalogueKeys.detail(id),
    queryFn: ({ signal }) => callApi(CATALOGUE_CALLS.activity, { params: { id }, signal }),
  });
}

export function useActivity(id: string) {
  return useQuery(activityQuery(id));
}

export function useSlots(id: string, date: string, enabled = true) {
  return useQuery({
    queryKey: catalogueKeys.slots(id, date),
    queryFn: ({ signal }) => callApi(CATALOGUE_CALLS.slots, { params: { id }, query: { date }, signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useVenues(area: string | null) {
  return useQuery({
    queryKey: catalogueKeys.venues(area),
    queryFn: ({ signal }) => callApi(CATALOGUE_CALLS.venues, { query: area ? { area } : {}, signal }),
  });
}

export function useVenue(id: string) {
  return useQuery({
    queryKey: catalogueKeys.venue(id),
    queryFn: ({ signal }) => callApi(CATALOGUE_CALLS.venue, { params: { id }, signal }),
  });
}

export interface NearbyRequest {
  lat: number;
  lng: number;
  startDate: string;
  endDate: string;
}

/**
 * SPEC 7 nearby search (GET /api/public/search), cached per lat/lng/date range. SPEC 8: a failure
 * only logs to the console; the page then shows an empty nearby list.
 */
export function useNearby(request: NearbyRequest | null) {
  return useQuery({
    queryKey: request
      ? catalogueKeys.nearby(request.lat, request.lng, request.startDate, request.endDate)
      : ['public', 'nearby', 'none'],
    queryFn: async ({ signal }) => {
      if (!request) return { activities: [] };
      try {
        return await callApi(CATALOGUE_CALLS.nearby, { query: { ...request }, signal });
      } catch (error) {
        if (!signal.aborted) console.error('Nearby search failed', error);
        return { activities: [] };
      }
    },
    enabled: request !== null,
    staleTime: 5 * 60_000,
  });
}
