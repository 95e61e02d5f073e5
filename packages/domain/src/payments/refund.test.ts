import { describe, expect, it } from 'vitest';
import {
  cardRefundRemaining,
  creditNoteVat,
  mayRefund,
  paymentTaken,
  refundRemaining,
  statusAfterRefund,
} from './index.ts';

const card = { amount: 25_000, creditsUsed: 0, creditsBack: 0 };
const mixed = { amount: 15_000, creditsUsed: 10_000, creditsBack: 0 };
const none = { toCard: 0, asCredits: 0 };

describe('refunds of a payment', () => {
  it('a payment took its card part and the credits it kept', () => {
    expect(paymentTaken(card)).toBe(25_000);
    expect(paymentTaken(mixed)).toBe(25_000);
    // 10 Kč left after credits, charged the 30 Kč minimum: 20 Kč came back as credits at once
    expect(paymentTaken({ amount: 3_000, creditsUsed: 9_000, creditsBack: 2_000 })).toBe(10_000);
  });
  it('leaves what it took less what came back, to the card and as credits together, never below zero', () => {
    expect(refundRemaining(card, none)).toBe(25_000);
    expect(refundRemaining(card, { toCard: 5_000, asCredits: 0 })).toBe(20_000);
    expect(refundRemaining(card, { toCard: 0, asCredits: 25_000 })).toBe(0);
    expect(refundRemaining(card, { toCard: 5_000, asCredits: 10_000 })).toBe(10_000);
    expect(refundRemaining(card, { toCard: 20_000, asCredits: 25_000 })).toBe(0);
  });
  it('gives back to the card at most what is left and at most the card part not yet refunded', () => {
    expect(cardRefundRemaining(card, none)).toBe(25_000);
    // a cancellation returned the whole price as credits: nothing more to the card
    expect(cardRefundRemaining(card, { toCard: 0, asCredits: 25_000 })).toBe(0);
    expect(cardRefundRemaining(card, { toCard: 0, asCredits: 10_000 })).toBe(15_000);
    // the credits part came back as credits: the card part is still left
    expect(cardRefundRemaining(mixed, { toCard: 0, asCredits: 10_000 })).toBe(15_000);
    // nothing left on the card even though credits were not returned
    expect(cardRefundRemaining(mixed, { toCard: 15_000, asCredits: 0 })).toBe(0);
  });
  it('refunds a positive whole amount of haléře up to what is left', () => {
    expect(mayRefund(15_000, 15_000)).toBe(true);
    expect(mayRefund(15_000, 15_001)).toBe(false);
    expect(mayRefund(20_000, 0)).toBe(false);
    expect(mayRefund(20_000, 10.5)).toBe(false);
  });
  it('is refunded when everything it took came back, else partially', () => {
    expect(statusAfterRefund(20_000, 20_000)).toBe('refunded');
    expect(statusAfterRefund(20_000, 10_000)).toBe('partially_refunded');
  });
  it('prints the credit note’s VAT split negative (12 %)', () => {
    expect(creditNoteVat(19_900, 12)).toEqual({
      ratePercent: 12,
      total: -19_900,
      base: -17_768,
      vat: -2_132,
    });
  });
});
