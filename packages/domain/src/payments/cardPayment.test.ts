import { describe, expect, it } from 'vitest';
import { isCardPaymentSuccessful } from './index.ts';

describe('card payment success (SPEC 4)', () => {
  it('payment intent succeeded or requires_capture is a success', () => {
    expect(isCardPaymentSuccessful({ paymentIntentStatus: 'succeeded' })).toBe(true);
    expect(isCardPaymentSuccessful({ paymentIntentStatus: 'requires_capture' })).toBe(true);
  });

  it('setup intent succeeded is a success', () => {
    expect(isCardPaymentSuccessful({ setupIntentStatus: 'succeeded' })).toBe(true);
  });

  it('anything else is not', () => {
    expect(isCardPaymentSuccessful({})).toBe(false);
    expect(isCardPaymentSuccessful({ paymentIntentStatus: 'requires_action' })).toBe(false);
    expect(
      isCardPaymentSuccessful({ paymentIntentStatus: 'processing', setupIntentStatus: 'canceled' }),
    ).toBe(false);
    expect(
      isCardPaymentSuccessful({ paymentIntentStatus: null, setupIntentStatus: 'requires_payment_method' }),
    ).toBe(false);
  });
});
