import { CONSTANTS } from '../constants.ts';

export interface CreditBreakdownInput {
  /** Price to pay, minor units. */
  totalAmount: number;
  /** The user's credit balance, minor units. */
  currentCredits: number;
}

/**
 * How the card is used: 'charge' the card for stripeCharge; 'authorize' only (credits cover the
 * whole price, SPEC 5) for authorizationAmount; 'none' when nothing is due (e.g. the promo's free
 * first period) - the API then only saves the card (setup intent).
 */
export type CardPaymentMode = 'charge' | 'authorize' | 'none';

/** SPEC 3 credit breakdown, all minor units, plus our authorizationAmount and paymentMode. */
export interface CreditBreakdown {
  totalAmount: number;
  currentCredits: number;
  creditsToUse: number;
  remainingAfterCredits: number;
  /** The amount charged to the card. */
  stripeCharge: number;
  /** Credit returned when the 30 Kč minimum charge exceeds the remainder. */
  creditsBack: number;
  finalCredits: number;
  isAuthorizationOnly: boolean;
  /** Our decision: an authorization-only payment authorizes the minimum card charge (30 Kč), then releases it. */
  authorizationAmount: number;
  paymentMode: CardPaymentMode;
}

function assertMinorAmount(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer amount in minor units, got ${value}`);
  }
}

/**
 * SPEC 5, 9: credits are used first. If the remainder is above 0 and under 30 Kč, 30 Kč is charged
 * and the difference returned as credit. If credits cover the whole price the card is only
 * authorized (stripeCharge 0). Invariants: stripeCharge + creditsToUse = totalAmount + creditsBack;
 * finalCredits = currentCredits - creditsToUse + creditsBack >= 0; nothing is ever negative.
 */
export function creditBreakdown({ totalAmount, currentCredits }: CreditBreakdownInput): CreditBreakdown {
  assertMinorAmount('totalAmount', totalAmount);
  assertMinorAmount('currentCredits', currentCredits);
  const min = CONSTANTS.MIN_CARD_CHARGE_MINOR;
  const creditsToUse = Math.min(currentCredits, totalAmount);
  const remainingAfterCredits = totalAmount - creditsToUse;
  const stripeCharge = remainingAfterCredits > 0 ? Math.max(remainingAfterCredits, min) : 0;
  const creditsBack = stripeCharge - remainingAfterCredits;
  const isAuthorizationOnly = totalAmount > 0 && remainingAfterCredits === 0;
  let paymentMode: CardPaymentMode = 'none';
  if (stripeCharge > 0) paymentMode = 'charge';
  else if (isAuthorizationOnly) paymentMode = 'authorize';
  return {
    totalAmount,
    currentCredits,
    creditsToUse,
    remainingAfterCredits,
    stripeCharge,
    creditsBack,
    finalCredits: currentCredits - creditsToUse + creditsBack,
    isAuthorizationOnly,
    authorizationAmount: isAuthorizationOnly ? min : 0,
    paymentMode,
  };
}
