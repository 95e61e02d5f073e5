import type { WaitlistFailReason } from '@champions/domain';

/** Why a waitlist place could not be given, as its e-mail says it (an old row's 'unknown' is never mailed). */
export type WaitlistFailure = Exclude<WaitlistFailReason, 'unknown'>;
/** How a waitlist place was paid: the membership covered it, or its price (haléře) came from credit or the card. */
export type WaitlistPayment = { by: 'membership' } | { by: 'credits' | 'card'; price: number };
