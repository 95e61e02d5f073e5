import { describe, expect, it } from 'vitest';
import { isSameCard } from './sameCard.ts';

const visa = { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, fingerprint: 'fp_a' };

describe('isSameCard', () => {
  it('is the same card when the fingerprints agree, whatever the expiry (a reissued card)', () => {
    expect(isSameCard(visa, { ...visa, expYear: 2032 })).toBe(true);
  });
  it('is two cards when the known fingerprints differ, even with the same last four digits', () => {
    expect(isSameCard(visa, { ...visa, fingerprint: 'fp_b' })).toBe(false);
  });
  it('compares brand, last four digits and expiry when a fingerprint is unknown', () => {
    expect(isSameCard(visa, { ...visa, fingerprint: null, brand: 'Visa' })).toBe(true);
    expect(isSameCard(visa, { ...visa, fingerprint: null, expMonth: 11 })).toBe(false);
    expect(isSameCard({ ...visa, fingerprint: null }, { ...visa, fingerprint: null, last4: '4444' })).toBe(
      false,
    );
  });
});
