import { PAGES } from '@champions/domain';
import type { Stripe, StripeElements, StripePaymentElement } from '@stripe/stripe-js';
import { useEffect, useRef } from 'react';
import { getLanguage, t } from '../../shared/i18n/index.ts';
import type { CardConfirmer } from './confirm.ts';
import { PAYMENT_ELEMENT_OPTIONS, returnUrl, stripeElementsOptions } from './stripeOptions.ts';

interface StripeCardFormProps {
  publishableKey: string;
  /** the intent the form confirms (Stripe's Payment Element is made for it) */
  clientSecret: string;
  disabled: boolean;
  /** Stripe.js is loaded and the Payment Element mounted: how to confirm with it */
  onReady: (confirmer: CardConfirmer) => void;
  onComplete: (complete: boolean, providerMessage: string | null) => void;
  /** Stripe.js could not be loaded from Stripe's host */
  onScriptError: () => void;
}

/**
 * Stripe's Payment Element: the card, and Apple Pay or Google Pay where the device has them
 * (stripeOptions.ts). Stripe.js is loaded from Stripe's own host (js.stripe.com, SPEC 5) only when
 * this form opens; the card data goes straight to Stripe. 3-D Secure runs in Stripe's dialog on the
 * page (the intents allow no redirects), so the modal ends as with any card.
 */
export function StripeCardForm({
  publishableKey,
  clientSecret,
  disabled,
  onReady,
  onComplete,
  onScriptError,
}: StripeCardFormProps) {
  const mountRef = useRef<HTMLDivElement>(null);
  const elementRef = useRef<StripePaymentElement | null>(null);

  useEffect(() => {
    let cancelled = false;
    let element: StripePaymentElement | null = null;
    (async () => {
      let stripe: Stripe | null = null;
      try {
        const { loadStripe } = await import('@stripe/stripe-js/pure');
        stripe = await loadStripe(publishableKey, { locale: getLanguage() });
      } catch {
        stripe = null;
      }
      if (cancelled) return;
      if (!stripe || !mountRef.current) {
        onScriptError();
        return;
      }
      const elements: StripeElements = stripe.elements(stripeElementsOptions(clientSecret));
      element = elements.create('payment', PAYMENT_ELEMENT_OPTIONS);
      elementRef.current = element;
      element.on('change', (event) => onComplete(event.complete, null));
      element.mount(mountRef.current);
      const ready = stripe;
      const return_url = returnUrl(window.location.origin, PAGES.user.card);
      onReady(async (_secret, intentType) => {
        if (intentType === 'setup') {
          const result = await ready.confirmSetup({
            elements,
            redirect: 'if_required',
            confirmParams: { return_url },
          });
          return { status: result.setupIntent?.status ?? null, message: result.error?.message ?? null };
        }
        // the customer's "keep the card" answer changed the intent on the server (setup_future_usage)
        await elements.fetchUpdates();
        const result = await ready.confirmPayment({
          elements,
          redirect: 'if_required',
          confirmParams: { return_url },
        });
        return { status: result.paymentIntent?.status ?? null, message: result.error?.message ?? null };
      });
    })();
    return () => {
      cancelled = true;
      element?.destroy();
    };
  }, [publishableKey, clientSecret, onReady, onComplete, onScriptError]);

  useEffect(() => {
    elementRef.current?.update({ readOnly: disabled });
  }, [disabled]);

  return (
    <fieldset className="card-form">
      <legend className="card-form__label">{t('cardModal.stripeCard')}</legend>
      <div className="card-form__stripe" ref={mountRef} />
    </fieldset>
  );
}
