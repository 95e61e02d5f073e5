import { describe, expect, it } from 'vitest';
import {
  activeFilters,
  activityListApiQuery,
  EMPTY_FILTERS,
  filtersFromParams,
  filtersToParams,
  toggleSlug,
  withoutFilter,
} from './filters.ts';

const parse = (query: string) => filtersFromParams(new URLSearchParams(query));

describe('filters from the URL', () => {
  it('reads every filter', () => {
    expect(
      parse(
        'search=j%C3%B3ga&area=praha&category=joga,pilates&equipment=sprchy&date=2026-11-24&timeOfDay=evening&priceMax=250&sort=price',
      ),
    ).toEqual({
      ...EMPTY_FILTERS,
      search: 'jóga',
      area: 'praha',
      category: ['joga', 'pilates'],
      equipment: ['sprchy'],
      date: '2026-11-24',
      timeOfDay: 'evening',
      priceMax: 250,
      sort: 'price',
    });
  });

  it('ignores malformed values instead of sending them to the API', () => {
    expect(parse('area=Praha!&category=JOGA,,ok&date=24.11.&timeOfDay=night&priceMax=-5&sort=best')).toEqual({
      ...EMPTY_FILTERS,
      category: ['ok'],
    });
    expect(parse('priceMax=12.5').priceMax).toBeNull();
  });

  it('needs both coordinates, and sorting by distance needs them', () => {
    expect(parse('lat=50.07&sort=distance')).toMatchObject({ lat: null, lng: null, sort: null });
    expect(parse('lat=50.07&lng=14.43&sort=distance')).toMatchObject({
      lat: 50.07,
      lng: 14.43,
      sort: 'distance',
    });
    expect(parse('lat=95&lng=14')).toMatchObject({ lat: null, lng: null });
  });
});

describe('filters to the URL', () => {
  it('round-trips, leaving empty filters out, in a stable order', () => {
    const query = 'search=j%C3%B3ga&area=brno&category=box%2Cfitness&timeOfDay=morning&priceMax=300';
    const filters = parse(query);
    expect(filtersToParams(filters).toString()).toBe(query);
    expect(filtersFromParams(filtersToParams(filters))).toEqual(filters);
    expect(filtersToParams(EMPTY_FILTERS).toString()).toBe('');
  });

  it('keeps parameters it does not know', () => {
    const keep = new URLSearchParams('utm_source=newsletter&area=praha');
    expect(filtersToParams({ ...EMPTY_FILTERS, area: 'brno' }, keep).toString()).toBe(
      'utm_source=newsletter&area=brno',
    );
  });
});

describe('API query', () => {
  it('sends the price limit in haléře and leaves empty filters out', () => {
    expect(activityListApiQuery({ ...EMPTY_FILTERS, priceMax: 250, category: ['joga'] }, 2, 12)).toEqual({
      search: undefined,
      area: undefined,
      category: 'joga',
      equipment: undefined,
      date: undefined,
      timeOfDay: undefined,
      priceMax: 25_000,
      sort: undefined,
      lat: undefined,
      lng: undefined,
      page: 2,
      limit: 12,
    });
  });
});

describe('active filters', () => {
  it('lists the narrowing filters and removes one', () => {
    const filters = parse('search=box&area=praha&category=box&sort=time');
    expect(activeFilters(filters)).toEqual(['search', 'area', 'category']);
    expect(activeFilters(withoutFilter(filters, 'category'))).toEqual(['search', 'area']);
    expect(withoutFilter(filters, 'search').search).toBe('');
  });

  it('toggles a slug', () => {
    expect(toggleSlug(['a', 'b'], 'a')).toEqual(['b']);
    expect(toggleSlug(['a'], 'c')).toEqual(['a', 'c']);
  });
});
