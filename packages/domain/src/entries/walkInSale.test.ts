import { describe, expect, it } from 'vitest';
import { walkInLinkExpiry, walkInSaleState } from './walkInSale.ts';

const now = new Date('2026-11-23T09:00:00Z');
const later = new Date('2026-11-23T09:30:00Z');

describe('a desk sale’s payment link', () => {
  it('works 30 minutes, never past the slot’s end', () => {
    expect(walkInLinkExpiry(now, new Date('2026-11-23T18:00:00Z'))).toEqual(later);
    expect(walkInLinkExpiry(now, new Date('2026-11-23T09:10:00Z'))).toEqual(new Date('2026-11-23T09:10:00Z'));
  });

  it('is pending, then paid, expired or cancelled', () => {
    const base = { paymentStatus: 'requires_payment_method', cancelledAt: null, expiresAt: later, now };
    expect(walkInSaleState(base)).toBe('pending');
    expect(walkInSaleState({ ...base, now: later })).toBe('expired');
    expect(walkInSaleState({ ...base, paymentStatus: 'canceled' })).toBe('expired');
    expect(walkInSaleState({ ...base, paymentStatus: 'canceled', cancelledAt: now })).toBe('cancelled');
    // paid stays paid: a payment that went through before the desk cancelled or the link expired
    expect(walkInSaleState({ ...base, paymentStatus: 'succeeded', cancelledAt: now, now: later })).toBe(
      'paid',
    );
  });
});
