import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { useEffect, useRef } from 'react';
import { t } from '../../shared/i18n/index.ts';
import type { CardConfirmer } from './confirm.ts';

interface StripeCardFormProps {
  publishableKey: string;
  disabled: boolean;
  /** Stripe.js is loaded and the card element mounted: how to confirm with it */
  onReady: (confirmer: CardConfirmer) => void;
  onComplete: (complete: boolean, providerMessage: string | null) => void;
  /** Stripe.js could not be loaded from Stripe's host */
  onScriptError: () => void;
}

/**
 * Stripe Elements' card field. Stripe.js is loaded from Stripe's own host (js.stripe.com, SPEC 5)
 * only when this form opens; the card data goes straight to Stripe.
 */
export function StripeCardForm({
  publishableKey,
  disabled,
  onReady,
  onComplete,
  onScriptError,
}: StripeCardFormProps) {
  const mountRef = useRef<HTMLDivElement>(null);
  const cardRef = useRef<StripeCardElement | null>(null);

  useEffect(() => {
    let cancelled = false;
    let card: StripeCardElement | null = null;
    (async () => {
      let stripe: Stripe | null = null;
      try {
        const { loadStripe } = await import('@stripe/stripe-js/pure');
        stripe = await loadStripe(publishableKey, { locale: 'cs' });
      } catch {
        stripe = null;
      }
      if (cancelled) return;
      if (!stripe || !mountRef.current) {
        onScriptError();
        return;
      }
      const elements = stripe.elements({ locale: 'cs' });
      card = elements.create('card', { hidePostalCode: true });
      cardRef.current = card;
      card.on('change', (event) => onComplete(event.complete, event.error?.message ?? null));
      card.mount(mountRef.current);
      const ready = stripe;
      onReady(async (clientSecret, intentType) => {
        if (!card) return { status: null, message: null };
        if (intentType === 'setup') {
          const result = await ready.confirmCardSetup(clientSecret, { payment_method: { card } });
          return {
            status: result.setupIntent?.status ?? null,
            message: result.error?.message ?? null,
          };
        }
        const result = await ready.confirmCardPayment(clientSecret, { payment_method: { card } });
        return { status: result.paymentIntent?.status ?? null, message: result.error?.message ?? null };
      });
    })();
    return () => {
      cancelled = true;
      card?.destroy();
    };
  }, [publishableKey, onReady, onComplete, onScriptError]);

  useEffect(() => {
    cardRef.current?.update({ disabled });
  }, [disabled]);

  return (
    <fieldset className="card-form">
      <legend className="card-form__label">{t('cardModal.stripeCard')}</legend>
      <div className="card-form__stripe" ref={mountRef} />
    </fieldset>
  );
}
