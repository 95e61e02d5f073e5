import { describe, expect, it } from 'vitest';
import {
  canSubmitForApproval,
  isPartnerApproved,
  missingBeforeSubmit,
  type PartnerChecklistFacts,
  partnerChecklist,
} from './approval.ts';
import { AREA_RADIUS_KM, distanceKm, venueAreaMismatch } from './area.ts';

const facts = (over: Partial<PartnerChecklistFacts> = {}): PartnerChecklistFacts => ({
  billingComplete: false,
  venues: 0,
  activities: 0,
  upcomingSlots: 0,
  approval: 'draft',
  ...over,
});

describe('a partner’s approval and first-run checklist', () => {
  it('ticks each step off from what the partner has done', () => {
    expect(partnerChecklist(facts())).toEqual({
      billing: false,
      venue: false,
      activity: false,
      slots: false,
      submit: false,
    });
    expect(
      partnerChecklist(
        facts({ billingComplete: true, venues: 1, activities: 2, upcomingSlots: 3, approval: 'submitted' }),
      ),
    ).toEqual({ billing: true, venue: true, activity: true, slots: true, submit: true });
    expect(partnerChecklist(facts({ approval: 'approved' })).submit).toBe(true);
    expect(partnerChecklist(facts({ approval: 'rejected' })).submit).toBe(false);
  });

  it('names the steps still missing before a submit, never the submit itself', () => {
    expect(missingBeforeSubmit(facts())).toEqual(['billing', 'venue', 'activity', 'slots']);
    expect(missingBeforeSubmit(facts({ billingComplete: true, venues: 1, activities: 1 }))).toEqual([
      'slots',
    ]);
    expect(
      missingBeforeSubmit(facts({ billingComplete: true, venues: 1, activities: 1, upcomingSlots: 1 })),
    ).toEqual([]);
  });

  it('lets a draft or a rejected request be submitted, and only approved partners be public', () => {
    expect(
      ['draft', 'submitted', 'approved', 'rejected'].map((s) => canSubmitForApproval(s as never)),
    ).toEqual([true, false, false, true]);
    expect(isPartnerApproved('approved')).toBe(true);
    expect(isPartnerApproved('submitted')).toBe(false);
  });
});

describe('a venue in its area', () => {
  const AREAS = [
    { name: 'Praha', lat: 50.0755, lng: 14.4378 },
    { name: 'Pardubice', lat: 50.0343, lng: 15.7812 },
    { name: 'Hradec Králové', lat: 50.2104, lng: 15.8252 },
  ];
  const [praha, pardubice] = AREAS as [(typeof AREAS)[0], (typeof AREAS)[0]];

  it('measures great-circle distances (Praha – Olomouc about 210 km)', () => {
    expect(Math.round(distanceKm(praha, { lat: 49.5938, lng: 17.2509 }))).toBe(209);
    expect(distanceKm(praha, praha)).toBe(0);
  });

  it('accepts a point in the chosen area and refuses one far from it or nearer another area', () => {
    expect(venueAreaMismatch({ lat: 50.0927, lng: 14.4507 }, praha, AREAS)).toBeNull();
    expect(venueAreaMismatch({ lat: 49.5938, lng: 17.2509 }, praha, AREAS)).toEqual({ kind: 'far', km: 209 });
    // Hradec Králové is within reach of Pardubice's centre, but nearer its own
    expect(venueAreaMismatch({ lat: 50.2092, lng: 15.8328 }, pardubice, AREAS)).toEqual({
      kind: 'nearer',
      nearer: 'Hradec Králové',
    });
    expect(distanceKm({ lat: 50.2092, lng: 15.8328 }, pardubice)).toBeLessThan(AREA_RADIUS_KM);
  });
});
