import { render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CardConfirmer } from './confirm.ts';
import { StripeCardForm } from './StripeCardForm.tsx';
import { PAYMENT_ELEMENT_OPTIONS, returnUrl, stripeElementsOptions } from './stripeOptions.ts';

// a stand-in for Stripe.js (the tests never reach Stripe): records what the form asks of it
const fake = vi.hoisted(() => {
  const element = { on: vi.fn(), mount: vi.fn(), destroy: vi.fn(), update: vi.fn() };
  const elements = { create: vi.fn(() => element), fetchUpdates: vi.fn(async () => ({})) };
  const stripe = {
    elements: vi.fn(() => elements),
    confirmPayment: vi.fn(async () => ({ paymentIntent: { status: 'succeeded' } })),
    confirmSetup: vi.fn(async () => ({ setupIntent: { status: 'succeeded' } })),
  };
  return { element, elements, stripe };
});
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: async () => fake.stripe }));

describe('Stripe Payment Element options', () => {
  it('offers Apple Pay and Google Pay where the device has them, in Czech, for the intent', () => {
    expect(PAYMENT_ELEMENT_OPTIONS.wallets).toEqual({ applePay: 'auto', googlePay: 'auto', link: 'never' });
    expect(stripeElementsOptions('pi_1_secret_2')).toMatchObject({
      clientSecret: 'pi_1_secret_2',
      locale: 'cs',
    });
    expect(returnUrl('https://champions.cz', '/user/qr-code')).toBe('https://champions.cz/user/qr-code');
  });

  it('mounts the Payment Element for the intent and confirms on the page (no redirect unless required)', async () => {
    let confirmer: CardConfirmer | null = null;
    const onComplete = vi.fn();
    render(
      <StripeCardForm
        publishableKey="pk_test_x"
        clientSecret="pi_1_secret_2"
        disabled={false}
        onReady={(c) => {
          confirmer = c;
        }}
        onComplete={onComplete}
        onScriptError={() => {}}
      />,
    );
    await waitFor(() => expect(confirmer).not.toBeNull());
    expect(fake.stripe.elements).toHaveBeenCalledWith(stripeElementsOptions('pi_1_secret_2'));
    expect(fake.elements.create).toHaveBeenCalledWith('payment', PAYMENT_ELEMENT_OPTIONS);
    expect(fake.element.mount).toHaveBeenCalled();

    const paid = await confirmer!('pi_1_secret_2', 'payment');
    expect(paid).toEqual({ status: 'succeeded', message: null });
    // the element reads the intent again first: the customer's "keep the card" answer changed it
    expect(fake.elements.fetchUpdates.mock.invocationCallOrder[0]!).toBeLessThan(
      fake.stripe.confirmPayment.mock.invocationCallOrder[0]!,
    );
    expect(fake.stripe.confirmPayment).toHaveBeenCalledWith(
      expect.objectContaining({
        redirect: 'if_required',
        confirmParams: { return_url: `${window.location.origin}/user/qr-code` },
      }),
    );
    const saved = await confirmer!('seti_1_secret_2', 'setup');
    expect(saved).toEqual({ status: 'succeeded', message: null });
    expect(fake.stripe.confirmSetup).toHaveBeenCalledWith(
      expect.objectContaining({ redirect: 'if_required' }),
    );
  });
});
