import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditBreakdown } from './index.ts';

describe('credit breakdown (SPEC 5, 9: credits first, minimum card charge 30 Kč)', () => {
  it('no credits: the card is charged the full 1 699 Kč', () => {
    expect(creditBreakdown({ totalAmount: 169_900, currentCredits: 0 })).toEqual({
      totalAmount: 169_900,
      currentCredits: 0,
      creditsToUse: 0,
      remainingAfterCredits: 169_900,
      stripeCharge: 169_900,
      creditsBack: 0,
      finalCredits: 0,
      isAuthorizationOnly: false,
      authorizationAmount: 0,
      paymentMode: 'charge',
    });
  });

  it('credits are used first: 500 Kč credits on 1 699 Kč leaves 1 199 Kč for the card', () => {
    const b = creditBreakdown({ totalAmount: 169_900, currentCredits: 50_000 });
    expect(b.creditsToUse).toBe(50_000);
    expect(b.stripeCharge).toBe(119_900);
    expect(b.finalCredits).toBe(0);
  });

  it('remainder 29,99 Kč: 30 Kč is charged and 0,01 Kč returned as credit', () => {
    const b = creditBreakdown({ totalAmount: 11_900, currentCredits: 11_900 - 2999 });
    expect(b.remainingAfterCredits).toBe(2999);
    expect(b.stripeCharge).toBe(3000);
    expect(b.creditsBack).toBe(1);
    expect(b.finalCredits).toBe(1);
    expect(b.isAuthorizationOnly).toBe(false);
  });

  it('remainder exactly 30 Kč: 30 Kč is charged, nothing returned', () => {
    const b = creditBreakdown({ totalAmount: 11_900, currentCredits: 8_900 });
    expect(b.stripeCharge).toBe(3000);
    expect(b.creditsBack).toBe(0);
    expect(b.finalCredits).toBe(0);
  });

  it('remainder 0,01 Kč: 30 Kč is charged and 29,99 Kč returned', () => {
    const b = creditBreakdown({ totalAmount: 11_900, currentCredits: 11_899 });
    expect(b.stripeCharge).toBe(3000);
    expect(b.creditsBack).toBe(2999);
  });

  it('credits exactly equal to the price: authorization only, nothing charged, credits 0', () => {
    const b = creditBreakdown({ totalAmount: 11_900, currentCredits: 11_900 });
    expect(b.stripeCharge).toBe(0);
    expect(b.isAuthorizationOnly).toBe(true);
    expect(b.authorizationAmount).toBe(3000);
    expect(b.paymentMode).toBe('authorize');
    expect(b.finalCredits).toBe(0);
  });

  it('more credits than the price: authorization only, the rest stays', () => {
    const b = creditBreakdown({ totalAmount: 11_900, currentCredits: 20_000 });
    expect(b.creditsToUse).toBe(11_900);
    expect(b.finalCredits).toBe(8_100);
    expect(b.isAuthorizationOnly).toBe(true);
  });

  it('nothing due (promo): no charge, no authorization, credits untouched', () => {
    const b = creditBreakdown({ totalAmount: 0, currentCredits: 5_000 });
    expect(b).toMatchObject({
      stripeCharge: 0,
      isAuthorizationOnly: false,
      paymentMode: 'none',
      finalCredits: 5_000,
    });
  });

  it('refuses negative or fractional amounts', () => {
    expect(() => creditBreakdown({ totalAmount: -1, currentCredits: 0 })).toThrow(RangeError);
    expect(() => creditBreakdown({ totalAmount: 100, currentCredits: 0.5 })).toThrow(RangeError);
  });
});

describe('credit breakdown properties', () => {
  const amount = fc.integer({ min: 0, max: 10_000_000 });
  const small = fc.integer({ min: 0, max: 10_000 });
  const input = fc.record({ totalAmount: fc.oneof(amount, small), currentCredits: fc.oneof(amount, small) });

  it('no amount is created or lost: stripeCharge + creditsToUse = totalAmount + creditsBack', () => {
    fc.assert(
      fc.property(input, (i) => {
        const b = creditBreakdown(i);
        expect(b.stripeCharge + b.creditsToUse).toBe(b.totalAmount + b.creditsBack);
        expect(b.finalCredits).toBe(i.currentCredits - b.creditsToUse + b.creditsBack);
      }),
    );
  });

  it('final credits are never negative and no field is negative', () => {
    fc.assert(
      fc.property(input, (i) => {
        const b = creditBreakdown(i);
        for (const value of [
          b.creditsToUse,
          b.remainingAfterCredits,
          b.stripeCharge,
          b.creditsBack,
          b.finalCredits,
        ]) {
          expect(value).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('the card is charged 0 or at least 30 Kč, and returned credit is under 30 Kč', () => {
    fc.assert(
      fc.property(input, (i) => {
        const b = creditBreakdown(i);
        expect(b.stripeCharge === 0 || b.stripeCharge >= 3000).toBe(true);
        expect(b.creditsBack).toBeLessThan(3000);
        expect(b.isAuthorizationOnly).toBe(b.totalAmount > 0 && b.stripeCharge === 0);
      }),
    );
  });
});
