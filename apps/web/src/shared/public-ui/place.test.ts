import { afterEach, describe, expect, it } from 'vitest';
import {
  answerLocationOffer,
  distanceMetres,
  LOCATION_OFFER_STORAGE_KEY,
  locationOfferAnswered,
  PLACE_STORAGE_KEY,
  readPlace,
  savePlace,
} from './place.ts';

afterEach(() => localStorage.clear());

describe('the remembered place', () => {
  it('remembers an area, "near" (without coordinates) and forgets on null', () => {
    expect(readPlace()).toBeNull();
    savePlace({ kind: 'area', slug: 'brno' });
    expect(readPlace()).toEqual({ kind: 'area', slug: 'brno' });
    savePlace({ kind: 'near' });
    expect(readPlace()).toEqual({ kind: 'near' });
    expect(localStorage.getItem(PLACE_STORAGE_KEY)).not.toMatch(/lat|lng/);
    savePlace(null);
    expect(readPlace()).toBeNull();
  });

  it('ignores what it cannot read', () => {
    for (const raw of ['nonsense', '{"kind":"area","slug":"../x"}', '{"kind":"moon"}', 'null']) {
      localStorage.setItem(PLACE_STORAGE_KEY, raw);
      expect(readPlace()).toBeNull();
    }
  });

  it('a choice answers the location offer; so does a dismissal', () => {
    expect(locationOfferAnswered()).toBe(false);
    savePlace({ kind: 'area', slug: 'praha' });
    expect(locationOfferAnswered()).toBe(true);
    localStorage.removeItem(LOCATION_OFFER_STORAGE_KEY);
    answerLocationOffer();
    expect(locationOfferAnswered()).toBe(true);
  });

  it('measures distances on the globe (Praha–Brno about 185 km)', () => {
    const km = distanceMetres({ lat: 50.0755, lng: 14.4378 }, { lat: 49.1951, lng: 16.6068 }) / 1000;
    expect(km).toBeGreaterThan(180);
    expect(km).toBeLessThan(190);
    expect(distanceMetres({ lat: 50, lng: 14 }, { lat: 50, lng: 14 })).toBe(0);
  });
});
