import { crownsToMinor } from '@champions/domain';

/** Values of the contract's activityListQuery, repeated here as literals so zod stays out of the page. */
export const SORTS = ['relevance', 'distance', 'time', 'price'] as const;
export const TIMES_OF_DAY = ['morning', 'afternoon', 'evening'] as const;
export type Sort = (typeof SORTS)[number];
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

/** The view of the activity list, as it stands in the page URL (so that a link reproduces it). */
export interface ActivityFilters {
  search: string;
  area: string | null;
  category: string[];
  equipment: string[];
  /** 'YYYY-MM-DD' */
  date: string | null;
  timeOfDay: TimeOfDay | null;
  /** Whole crowns in the URL (readable); the API gets haléře. */
  priceMax: number | null;
  sort: Sort | null;
  lat: number | null;
  lng: number | null;
}

export const EMPTY_FILTERS: ActivityFilters = {
  search: '',
  area: null,
  category: [],
  equipment: [],
  date: null,
  timeOfDay: null,
  priceMax: null,
  sort: null,
  lat: null,
  lng: null,
};

const SLUG = /^[a-z0-9-]+$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function slugs(value: string | null): string[] {
  if (!value) return [];
  return [...new Set(value.split(',').map((part) => part.trim()))].filter((s) => SLUG.test(s)).slice(0, 20);
}

function oneOf<T extends string>(list: readonly T[], value: string | null): T | null {
  return value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;
}

function coordinate(value: string | null, limit: number): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
}

/** Reads the filters from the URL; anything malformed is ignored rather than sent to the API. */
export function filtersFromParams(params: URLSearchParams): ActivityFilters {
  const area = params.get('area');
  const date = params.get('date');
  const priceText = params.get('priceMax');
  const price = priceText === null || priceText.trim() === '' ? Number.NaN : Number(priceText);
  let lat = coordinate(params.get('lat'), 90);
  let lng = coordinate(params.get('lng'), 180);
  if (lat === null || lng === null) {
    lat = null;
    lng = null;
  }
  let sort = oneOf(SORTS, params.get('sort'));
  if (sort === 'distance' && lat === null) sort = null;
  return {
    search: (params.get('search') ?? '').trim().slice(0, 100),
    area: area && SLUG.test(area) ? area : null,
    category: slugs(params.get('category')),
    equipment: slugs(params.get('equipment')),
    date: date && DAY.test(date) ? date : null,
    timeOfDay: oneOf(TIMES_OF_DAY, params.get('timeOfDay')),
    priceMax: Number.isInteger(price) && price > 0 && price <= 100_000 ? price : null,
    sort,
    lat,
    lng,
  };
}

/**
 * Writes the filters into URL parameters in a stable order, leaving out empty ones. Parameters the
 * filters do not know (e.g. campaign tags) are kept.
 */
export function filtersToParams(filters: ActivityFilters, keep?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  const known = new Set(Object.keys(EMPTY_FILTERS));
  for (const [name, value] of keep ?? []) if (!known.has(name)) params.append(name, value);
  const set = (name: string, value: string | number | null) => {
    if (value !== null && value !== '') params.set(name, String(value));
  };
  set('search', filters.search.trim());
  set('area', filters.area);
  set('category', filters.category.join(','));
  set('equipment', filters.equipment.join(','));
  set('date', filters.date);
  set('timeOfDay', filters.timeOfDay);
  set('priceMax', filters.priceMax);
  set('sort', filters.sort);
  set('lat', filters.lat);
  set('lng', filters.lng);
  return params;
}

/** The query of GET /api/public/activities for a page of the list (priceMax in haléře). */
export function activityListApiQuery(
  filters: ActivityFilters,
  page: number,
  limit: number,
): Record<string, string | number | undefined> {
  const text = (value: string | null) => (value === null || value === '' ? undefined : value);
  return {
    search: text(filters.search),
    area: text(filters.area),
    category: text(filters.category.join(',')),
    equipment: text(filters.equipment.join(',')),
    date: text(filters.date),
    timeOfDay: text(filters.timeOfDay),
    priceMax: filters.priceMax === null ? undefined : crownsToMinor(filters.priceMax),
    sort: text(filters.sort),
    lat: filters.lat ?? undefined,
    lng: filters.lng ?? undefined,
    page,
    limit,
  };
}

export type FilterName = 'search' | 'area' | 'category' | 'equipment' | 'date' | 'timeOfDay' | 'priceMax';

/** The narrowing filters that are set (the sort and location do not narrow the list). */
export function activeFilters(filters: ActivityFilters): FilterName[] {
  const names: FilterName[] = [];
  if (filters.search) names.push('search');
  if (filters.area) names.push('area');
  if (filters.category.length > 0) names.push('category');
  if (filters.equipment.length > 0) names.push('equipment');
  if (filters.date) names.push('date');
  if (filters.timeOfDay) names.push('timeOfDay');
  if (filters.priceMax !== null) names.push('priceMax');
  return names;
}

/** The filters without one of them (the empty state's "remove this filter"). */
export function withoutFilter(filters: ActivityFilters, name: FilterName): ActivityFilters {
  switch (name) {
    case 'search':
      return { ...filters, search: '' };
    case 'category':
    case 'equipment':
      return { ...filters, [name]: [] };
    default:
      return { ...filters, [name]: null };
  }
}

/** Adds or removes a slug of a multi-choice filter. */
export function toggleSlug(list: readonly string[], slug: string): string[] {
  return list.includes(slug) ? list.filter((s) => s !== slug) : [...list, slug];
}
