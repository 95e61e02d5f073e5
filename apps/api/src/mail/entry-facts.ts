import type { WAITLIST_MESSAGES } from '../shared/messages.ts';

/** Why a waitlist place could not be given (WAITLIST_MESSAGES.failures says it in Czech). */
export type WaitlistFailure = keyof typeof WAITLIST_MESSAGES.failures;
/** How a waitlist place was paid: the membership covered it, or its price (haléře) came from credit or the card. */
export type WaitlistPayment = { by: 'membership' } | { by: 'credits' | 'card'; price: number };
