import { describe, expect, it } from 'vitest';
import { priceDisplay } from './price.ts';

describe('price display', () => {
  it('formats PAYG and the PAYG+ price of the domain (20 % off, whole crowns), with non-breaking spaces', () => {
    expect(priceDisplay(23_000)).toEqual({ payg: '230\u00a0Kč', paygPlus: '184\u00a0Kč' });
    expect(priceDisplay(169_900)).toEqual({ payg: '1\u00a0699\u00a0Kč', paygPlus: '1\u00a0359\u00a0Kč' });
  });

  it('has nothing to show without a price', () => {
    expect(priceDisplay(null)).toBeNull();
    expect(priceDisplay(undefined)).toBeNull();
  });
});
