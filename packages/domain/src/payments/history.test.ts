import { describe, expect, it } from 'vitest';
import { MONEY_MOVED_PAYMENT_STATUSES, paymentHistoryOutcome } from './index.ts';

describe('what the payment history lists', () => {
  it('lists money that moved, with what became of it', () => {
    expect(paymentHistoryOutcome({ status: 'succeeded', lastError: null })).toBe('paid');
    // declined first, paid on the second try: one row, paid
    expect(paymentHistoryOutcome({ status: 'succeeded', lastError: 'Karta zamítnuta' })).toBe('paid');
    expect(paymentHistoryOutcome({ status: 'processing', lastError: null })).toBe('processing');
    expect(paymentHistoryOutcome({ status: 'partially_refunded', lastError: null })).toBe(
      'partially_refunded',
    );
    expect(paymentHistoryOutcome({ status: 'refunded', lastError: null })).toBe('refunded');
  });

  it('lists a provider decline once, whether the window was then left open or cancelled', () => {
    expect(
      paymentHistoryOutcome({ status: 'requires_payment_method', lastError: 'Nedostatek prostředků' }),
    ).toBe('declined');
    expect(paymentHistoryOutcome({ status: 'canceled', lastError: 'Nedostatek prostředků' })).toBe(
      'declined',
    );
  });

  it('leaves out a card window opened and never submitted', () => {
    for (const status of ['requires_payment_method', 'requires_action', 'canceled']) {
      expect(paymentHistoryOutcome({ status, lastError: null })).toBeNull();
    }
  });

  it('names every status that moved money (the API filters by them)', () => {
    for (const status of MONEY_MOVED_PAYMENT_STATUSES) {
      expect(paymentHistoryOutcome({ status, lastError: null })).not.toBeNull();
    }
  });
});
