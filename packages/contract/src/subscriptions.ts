import { z } from 'zod';
import { subscriptionSchema, subscriptionTypeSchema } from './account-data.ts';
import { isoDateTime, money, uuid } from './common.ts';
import { paymentProviderName } from './payments.ts';

/**
 * Subscription calls of SPEC 7 under /api/user/subscriptions. Amounts are minor units (haléře).
 * `areaId: null` (or left out) is the all-locations membership; PAYG+ ignores the area.
 */

export const cancellationTypeSchema = z.enum(['at_period_end', 'at_whole_end'], {
  error: 'Typ zrušení musí být at_period_end nebo at_whole_end.',
});

const typeField = z.enum(['CHAMPIONSHIP', 'CHAMPIONSHIP_FLEXIBLE', 'PAYG_PLUS'], {
  error: 'Neznámý typ předplatného.',
});

/** POST /api/user/subscriptions */
export const createSubscriptionBody = z.object({
  type: typeField,
  areaId: uuid.nullable().optional(),
  paymentMethodId: uuid.optional(),
  /** the promo code as typed; the server trims and upper-cases it (SPEC 5) */
  promoCode: z.string().max(50, 'Tento kód není platný.').optional(),
  /** the express request to start at once, before the 14-day withdrawal period ends (§1823) */
  startNow: z.boolean().optional(),
});
export type CreateSubscriptionBody = z.infer<typeof createSubscriptionBody>;

const userCredits = z.object({ credits: money });

/** Completed at once: credits, the promo with a saved card, or a saved card charged off-session. */
export const subscriptionCompleted = z.object({
  subscription: subscriptionSchema,
  paymentIntentId: z.string().nullable(),
  creditsUsed: money,
  user: userCredits,
});

/** The card is needed: the card modal confirms this client secret, then calls confirm-payment. */
export const subscriptionCardRequired = z.object({
  clientSecret: z.string(),
  /** the PaymentIntent (or, with setupIntentOnly, SetupIntent) id to send to confirm-payment */
  paymentIntentId: z.string(),
  /** our payment id (null with setupIntentOnly), for the card modal's sync */
  paymentId: uuid.nullable(),
  amount: money,
  currency: z.string(),
  subscriptionName: z.string(),
  setupIntentOnly: z.boolean(),
  authorizationOnly: z.boolean(),
  message: z.string(),
  creditsUsed: money,
  provider: paymentProviderName,
  publishableKey: z.string().nullable(),
});

export const createSubscriptionResponse = z.union([subscriptionCompleted, subscriptionCardRequired]);
export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponse>;
export type SubscriptionCardRequired = z.infer<typeof subscriptionCardRequired>;

/** POST /api/user/subscriptions/confirm-payment */
export const confirmSubscriptionPaymentBody = z.object({
  paymentIntentId: z.string().trim().min(3, 'Chybí paymentIntentId.').max(255),
});
export const confirmSubscriptionPaymentResponse = z.object({
  success: z.boolean(),
  subscription: subscriptionSchema,
  user: userCredits,
  creditsUsed: money,
});

export const cancellationDetailsSchema = z.object({
  type: z.enum(['fee', 'end_of_period']),
  amount: money,
  daysUsed: z.number().int(),
  periodsUsed: z.number().int(),
});
export type CancellationDetailsDto = z.infer<typeof cancellationDetailsSchema>;

/** PUT /api/user/subscriptions/cancel-subscription */
export const cancelSubscriptionBody = z.object({ cancellationType: cancellationTypeSchema });
export const cancelSubscriptionResponse = z.object({
  success: z.literal(true),
  subscription: subscriptionSchema,
  cancellation: cancellationDetailsSchema,
  /** when access ends */
  endsAt: isoDateTime,
  user: userCredits,
});

/** PUT /api/user/subscriptions/switch-subscription */
export const switchSubscriptionBody = z.object({
  newType: subscriptionTypeSchema,
  newAreaId: uuid.nullable().optional(),
});

export const switchQuoteSchema = z.object({
  type: z.enum(['upgrade', 'downgrade']),
  refund: money,
  newCharge: money,
  totalDue: money,
  newRecurringPrice: money,
  catchUpFee: money,
  periodsPassed: z.number().int(),
  penaltyRefund: money,
  creditBack: money,
  effective: z.enum(['immediately', 'next_period']),
  effectiveAt: isoDateTime,
});
export type SwitchQuoteDto = z.infer<typeof switchQuoteSchema>;

export const switchSubscriptionResponse = z.object({
  success: z.literal(true),
  subscription: subscriptionSchema,
  quote: switchQuoteSchema,
  user: userCredits,
});

/** GET /api/user/subscriptions/quote?newType=&newAreaId= : the switch quote and the cancellation details. */
export const subscriptionQuoteQuery = z.object({
  newType: subscriptionTypeSchema.optional(),
  /** an area id, or 'all' (or nothing) for all locations */
  newAreaId: z.union([uuid, z.literal('all')]).optional(),
});
export const subscriptionQuoteResponse = z.object({
  switchQuote: switchQuoteSchema.nullable(),
  cancellation: cancellationDetailsSchema,
  cancellationTypes: z.array(cancellationTypeSchema),
  periodEnd: isoDateTime,
  yearEnd: isoDateTime.nullable(),
});
export type SubscriptionQuoteResponse = z.infer<typeof subscriptionQuoteResponse>;

/** PUT /api/user/subscriptions/extend-subscription */
export const extendSubscriptionResponse = z.object({
  success: z.literal(true),
  subscription: subscriptionSchema,
});

/** PUT /api/user/subscriptions/reactivate-subscription */
export const reactivateSubscriptionResponse = z.object({
  success: z.literal(true),
  subscription: subscriptionSchema,
  user: userCredits,
  /** the catch-up fee credited back (reactivation within 28 days, SPEC 9) */
  creditedBack: money,
});

/** PUT /api/user/subscriptions/cancel-pending-switch */
export const cancelPendingSwitchResponse = z.object({
  success: z.literal(true),
  subscription: subscriptionSchema,
  user: userCredits,
  refund: z.object({ amount: money }),
});

/** GET /api/user/subscriptions/withdrawal: whether and on what terms the contract can be withdrawn from (§1829). */
export const withdrawalInfoResponse = z.object({
  possible: z.boolean(),
  deadline: isoDateTime.nullable(),
  paid: money,
  charged: money,
  refund: money,
  daysUsed: z.number().int(),
});
export type WithdrawalInfo = z.infer<typeof withdrawalInfoResponse>;

/** POST /api/user/subscriptions/withdraw: withdraws; the acknowledgement e-mail carries the date and time. */
export const withdrawResponse = z.object({
  success: z.literal(true),
  subscription: subscriptionSchema,
  charged: money,
  refund: z.object({ amount: money }),
  receivedAt: isoDateTime,
  user: userCredits,
});

// ------------------------------------------------------------ pause of a flexible Championship

/** PUT /api/user/subscriptions/pause-subscription: pause from the next period for 1 to 3 periods. */
export const pauseSubscriptionBody = z.object({
  periods: z
    .number({ error: 'Zvolte počet období (1 až 3).' })
    .int('Zvolte počet období (1 až 3).')
    .min(1, 'Pozastavit lze nejméně na 1 období.')
    .max(3, 'Pozastavit lze nejvýše na 3 období.'),
});
export type PauseSubscriptionBody = z.infer<typeof pauseSubscriptionBody>;

const pauseWindow = z.object({ startsAt: isoDateTime, resumesAt: isoDateTime });

export const pauseSubscriptionResponse = z.object({
  success: z.literal(true),
  subscription: subscriptionSchema,
  pause: pauseWindow,
});

/** PUT /api/user/subscriptions/cancel-pause: drops a planned pause, or ends a running one with this period. */
export const cancelPauseResponse = z.object({
  success: z.literal(true),
  subscription: subscriptionSchema,
});

/** One choice of the pause modal: its dates and what is (not) charged. */
export const pauseOptionSchema = z.object({
  periods: z.number().int(),
  startsAt: isoDateTime,
  /** the plan resumes (and is charged again) at this moment */
  resumesAt: isoDateTime,
  skippedPeriods: z.number().int(),
  notCharged: money,
  nextChargeAt: isoDateTime,
  nextChargeAmount: money,
});
export type PauseOption = z.infer<typeof pauseOptionSchema>;

/** GET /api/user/subscriptions/pause: the current pause, the choices, and whether pausing is possible. */
export const pauseInfoResponse = z.object({
  pause: pauseWindow.extend({ status: z.enum(['planned', 'running']) }).nullable(),
  options: z.array(pauseOptionSchema),
  /** pauses that may still start within the 52 weeks before the next period */
  pausesLeft: z.number().int(),
  maxPerYear: z.number().int(),
  /** why pausing is not possible now (the error the PUT would answer), or null */
  refusal: z.object({ code: z.string(), message: z.string() }).nullable(),
});
export type PauseInfoResponse = z.infer<typeof pauseInfoResponse>;
