import { type MessageKey, t } from '../../shared/i18n/index.ts';

/** The refusals the page words itself, by the provider's code (the local provider's and Stripe's). */
const CARD_ERRORS = {
  card_declined: 'cardModal.errors.card_declined',
  insufficient_funds: 'cardModal.errors.insufficient_funds',
  expired_card: 'cardModal.errors.expired_card',
  incorrect_cvc: 'cardModal.errors.incorrect_cvc',
  incorrect_number: 'cardModal.errors.incorrect_number',
  processing_error: 'cardModal.errors.processing_error',
  authentication_failed: 'cardModal.errors.authentication_failed',
  resource_missing: 'cardModal.errors.resource_missing',
} as const satisfies Record<string, MessageKey>;

/**
 * What the card modal says of a refused card, in the page's language: a known code in the page's own
 * words (a saved card's refusal comes from the server, which does not know the page's language), else
 * the provider's message; null when there is neither.
 */
export function cardErrorText(error: { code?: string | null; message?: string | null } | null | undefined) {
  if (!error) return null;
  const key = error.code ? (CARD_ERRORS as Record<string, MessageKey>)[error.code] : undefined;
  return key ? t(key) : (error.message ?? null);
}
