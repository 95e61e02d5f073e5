import type { StripeElementsOptionsClientSecret, StripePaymentElementOptions } from '@stripe/stripe-js';
import { getLanguage } from '../../shared/i18n/language.ts';

/**
 * The options of Stripe's Payment Element: the intent's client secret (what the server's intent
 * allows: automatic payment methods, no redirects), Czech, and the wallets Apple Pay and Google Pay
 * shown wherever the device and browser have them ('auto'). Link stays off: it asks for an e-mail
 * and a phone number the customer already gave us.
 */
export function stripeElementsOptions(clientSecret: string): StripeElementsOptionsClientSecret {
  return {
    clientSecret,
    locale: getLanguage(),
    appearance: {
      theme: 'stripe',
      variables: { colorPrimary: '#0b4f45', fontSizeBase: '16px', borderRadius: '8px' },
    },
  };
}

export const PAYMENT_ELEMENT_OPTIONS: StripePaymentElementOptions = {
  layout: 'tabs',
  wallets: { applePay: 'auto', googlePay: 'auto', link: 'never' },
};

/**
 * Where Stripe would send the browser back after a payment method that redirects (SPEC 7: the
 * payment return URL is /user/qr-code). The server's intents allow no redirects, so cards (with
 * 3-D Secure in Stripe's own dialog) and wallets finish on the page, in the modal.
 */
export const returnUrl = (origin: string, path: string) => new URL(path, origin).toString();
