import type { ActivitySummary } from '@champions/contract';
import { describe, expect, it } from 'vitest';
import { featuredActivities } from './featured.ts';

const PRAHA = { lat: 50.0755, lng: 14.4378 };
const BRNO = { lat: 49.1951, lng: 16.6068 };

function activity(
  id: string,
  area: 'praha' | 'brno',
  nextSlotAt: string | null,
  at = PRAHA,
): ActivitySummary {
  return {
    id,
    name: id,
    photo: null,
    category: null,
    venue: { id: `v-${id}`, name: 'V', street: 'S', city: area, ...at, areaId: area },
    area: { id: area, slug: area, name: area },
    priceFrom: null,
    nextSlotAt,
  };
}

const list = [
  activity('p1', 'praha', '2026-11-24T10:00:00Z'),
  activity('b1', 'brno', '2026-11-24T08:00:00Z', BRNO),
  activity('p2', 'praha', '2026-11-24T09:00:00Z', { lat: 50.08, lng: 14.42 }),
  activity('b2', 'brno', '2026-11-24T12:00:00Z', BRNO),
  activity('p3', 'praha', null),
  activity('p4', 'praha', '2026-11-25T09:00:00Z', { lat: 50.1, lng: 14.5 }),
];

describe('featuredActivities (home "Nejbližší termíny")', () => {
  it('without a place: the soonest slots everywhere, nothing without a slot', () => {
    expect(featuredActivities(list, null, null).map((a) => a.id)).toEqual(['b1', 'p2', 'p1', 'b2', 'p4']);
  });

  it('in a chosen area: only that area', () => {
    expect(featuredActivities(list, { kind: 'area', slug: 'brno' }, null).map((a) => a.id)).toEqual([
      'b1',
      'b2',
    ]);
  });

  it('an area with nothing coming up falls back to everywhere', () => {
    expect(featuredActivities(list, { kind: 'area', slug: 'ostrava' }, null)).toHaveLength(5);
  });

  it('near the visitor: what is within reach, soonest first, with the distance', () => {
    const near = featuredActivities(list, { kind: 'near' }, PRAHA);
    expect(near.map((a) => a.id)).toEqual(['p2', 'p1', 'p4']);
    expect(near[1]?.distance).toBe(0);
    expect(near[0]?.distance).toBeGreaterThan(0);
  });

  it('near the visitor with little around: the nearest ones, however far', () => {
    const near = featuredActivities(list, { kind: 'near' }, BRNO);
    expect(near.map((a) => a.id)).toEqual(['b1', 'p2', 'p1', 'b2', 'p4']);
  });

  it('"near" without a position yet is everywhere', () => {
    expect(featuredActivities(list, { kind: 'near' }, null)).toHaveLength(5);
  });
});
