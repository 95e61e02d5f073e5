import { BRAND, type SubscriptionType } from '../brand.ts';
import { CONSTANTS } from '../constants.ts';
import type { Config } from '../plans/config.ts';
import { isYearly } from '../plans/planTypes.ts';
import { type PlanChoice, recurringPrice } from '../plans/price.ts';

/** SPEC 5, 8: the message for a promo code that does not exist or was used already. */
export const PROMO_INVALID_MESSAGE = 'Tento kód není platný.';
/** The right code on another plan than the yearly one: saying "not valid" would send people guessing. */
export const PROMO_YEARLY_ONLY_MESSAGE = `Kód ${BRAND.promoCode} platí jen pro roční členství.`;

/** SPEC 5: promo codes are trimmed and upper-cased. */
export function normalizePromo(code: string): string {
  return code.trim().toUpperCase();
}

export interface PromoContext {
  /** The code was already applied (to this checkout or an earlier subscription of the user). */
  alreadyApplied: boolean;
  /** The plan being bought. */
  type: SubscriptionType;
}

export type PromoValidation =
  | { ok: true; code: string }
  | { ok: false; error: typeof PROMO_INVALID_MESSAGE | typeof PROMO_YEARLY_ONLY_MESSAGE };

/**
 * SPEC 5: the normalized code must equal BRAND.promoCode and not be applied yet. Our decision: it
 * is also refused on any plan but the yearly one, as it affects only the yearly plan, and says so.
 */
export function validatePromo(code: string, context: PromoContext): PromoValidation {
  const normalized = normalizePromo(code);
  if (normalized !== BRAND.promoCode || context.alreadyApplied)
    return { ok: false, error: PROMO_INVALID_MESSAGE };
  if (!isYearly(context.type)) return { ok: false, error: PROMO_YEARLY_ONLY_MESSAGE };
  return { ok: true, code: normalized };
}

/** SPEC 5: with the promo the first period (4 weeks) is free; period index is zero-based. */
export function isFreePeriod(periodIndex: number, promoApplied: boolean): boolean {
  return promoApplied && periodIndex < CONSTANTS.PROMO_FREE_PERIODS;
}

/**
 * Amount due at checkout, minor units: the first period's recurring price, or 0 for the yearly
 * plan with the promo code (SPEC 5: the amount due is 0).
 */
export function amountDueNow(choice: PlanChoice, config: Config, promoApplied: boolean): number {
  if (promoApplied && isYearly(choice.type)) return 0;
  return recurringPrice(choice, config);
}
