import { z } from 'zod';
import { paymentSchema } from './account-data.ts';
import { isoDateTime, money, pagination, uuid } from './common.ts';

/** Payment amounts are minor units (haléře), currency czk (SPEC 9). */

export const paymentProviderName = z.enum(['local', 'stripe']);

/** GET /api/user/payments/config: which card form the web shows. */
export const paymentConfigResponse = z.object({
  provider: paymentProviderName,
  /** Stripe's publishable key; null with the local provider */
  publishableKey: z.string().nullable(),
});
export type PaymentConfigResponse = z.infer<typeof paymentConfigResponse>;

/** SPEC 3 "Payment method": id; card (brand, last4, exp_month, exp_year). */
export const paymentMethodSchema = z.object({
  id: uuid,
  card: z.object({
    brand: z.string(),
    last4: z.string(),
    exp_month: z.number().int(),
    exp_year: z.number().int(),
  }),
  isDefault: z.boolean(),
});
export type PaymentMethodDto = z.infer<typeof paymentMethodSchema>;

export const paymentMethodsResponse = z.object({ paymentMethods: z.array(paymentMethodSchema) });
export type PaymentMethodsResponse = z.infer<typeof paymentMethodsResponse>;

export const paymentMethodIdParams = z.object({ paymentMethodId: uuid });

/** PUT /api/user/subscriptions/payment-method */
export const setDefaultPaymentMethodBody = z.object({ paymentMethodId: uuid });

/** The Idempotency-Key header of payment-creating calls (as Stripe takes it). */
export const idempotencyKeyHeader = z
  .string()
  .trim()
  .min(8, 'Idempotency-Key musí mít 8 až 255 znaků.')
  .max(255, 'Idempotency-Key musí mít 8 až 255 znaků.')
  .regex(/^[\x21-\x7e]+$/, 'Idempotency-Key smí obsahovat jen viditelné znaky ASCII.');

export const idempotencyHeaders = z.object({ 'idempotency-key': idempotencyKeyHeader.optional() });

/** POST /api/user/payment-methods/setup-intent: a SetupIntent to save a card. */
export const setupIntentResponse = z.object({
  setupIntentId: z.string(),
  clientSecret: z.string(),
  provider: paymentProviderName,
  publishableKey: z.string().nullable(),
});
export type SetupIntentResponse = z.infer<typeof setupIntentResponse>;

export const paymentStatusSchema = z.enum([
  'requires_payment_method',
  'requires_action',
  'processing',
  'succeeded',
  'canceled',
  'refunded',
  'partially_refunded',
]);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** What a purchase answers (the shape every paying feature returns for the card modal). */
export const purchaseResponse = z.object({
  paymentId: uuid,
  status: paymentStatusSchema,
  /** the PaymentIntent's client secret for the card modal; null once nothing is left to confirm */
  clientSecret: z.string().nullable(),
  paymentIntentId: z.string().nullable(),
  /** what the card is charged (or authorized, when authorizationOnly) */
  amount: money,
  currency: z.string(),
  totalAmount: money,
  creditsUsed: money,
  creditsBack: money,
  authorizationOnly: z.boolean(),
  /** the user's credit balance after this answer */
  credits: money,
  /** the provider's message of the last card error */
  lastError: z.string().nullable(),
  provider: paymentProviderName,
  publishableKey: z.string().nullable(),
});
export type PurchaseResponse = z.infer<typeof purchaseResponse>;

export const paymentIdParams = z.object({ paymentId: uuid });

/** POST /api/user/payment-methods/setup-intent/{setupIntentId}/sync: the provider's SetupIntent id */
export const setupIntentIdParams = z.object({
  setupIntentId: z.string().regex(/^seti_\w{4,200}$/, 'Neplatné ID.'),
});

/** GET /api/user/payments/{paymentId} */
export const paymentDetailResponse = z.object({
  payment: paymentSchema.extend({
    totalAmount: money,
    creditsBack: money,
    lastError: z.string().nullable(),
    paidAt: isoDateTime.nullable(),
  }),
  credits: money,
});
export type PaymentDetailResponse = z.infer<typeof paymentDetailResponse>;

/** GET /api/user/subscriptions/billing-history */
export const billingHistoryQuery = z.object({
  page: z.coerce.number().int().min(1, 'Stránka musí být alespoň 1.').max(100_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'Limit musí být 1 až 100.')
    .max(100, 'Limit musí být 1 až 100.')
    .default(20),
});
export const billingHistoryResponse = z.object({ payments: z.array(paymentSchema), pagination });
export type BillingHistoryResponse = z.infer<typeof billingHistoryResponse>;

/** The card form of the built-in local provider (never sent anywhere with Stripe). */
export const localCardSchema = z.object({
  number: z.string().trim().min(1, 'Zadejte číslo karty.').max(30),
  expMonth: z.number().int().min(1, 'Neplatný měsíc platnosti.').max(12, 'Neplatný měsíc platnosti.'),
  expYear: z.number().int().min(0).max(2200),
  cvc: z.string().trim().max(4, 'CVC má 3 nebo 4 číslice.'),
});

/** POST /api/user/payments/local/confirm: like stripe.confirmCardPayment / confirmCardSetup. */
export const localConfirmBody = z.union([
  z.object({ clientSecret: z.string().min(10).max(200), card: localCardSchema }).strict(),
  z.object({ clientSecret: z.string().min(10).max(200), paymentMethodId: uuid }).strict(),
]);
export type LocalConfirmBody = z.infer<typeof localConfirmBody>;

/** POST /api/user/payments/:paymentId/card-saving: the card modal's "keep the card" tick box, before confirming. */
export const cardSavingBody = z.object({ saveCard: z.boolean() }).strict();
export type CardSavingBody = z.infer<typeof cardSavingBody>;

/** POST /api/user/payments/:paymentId/saved-card: pays the open payment with one of the user's saved cards. */
export const payWithSavedCardBody = z.object({ paymentMethodId: uuid }).strict();
export type PayWithSavedCardBody = z.infer<typeof payWithSavedCardBody>;

/** POST /api/user/payments/local/authenticate: the extra confirmation (3-D Secure) step. */
export const localAuthenticateBody = z.object({
  clientSecret: z.string().min(10).max(200),
  approve: z.boolean(),
});
export type LocalAuthenticateBody = z.infer<typeof localAuthenticateBody>;

/** The intent after a confirm, as Stripe.js answers it. */
export const localConfirmResponse = z.object({
  intentType: z.enum(['payment', 'setup']),
  id: z.string(),
  status: z.enum([
    'requires_payment_method',
    'requires_confirmation',
    'requires_action',
    'processing',
    'requires_capture',
    'canceled',
    'succeeded',
  ]),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
});
export type LocalConfirmResponse = z.infer<typeof localConfirmResponse>;

/** A receipt (daňový doklad) as the API shows it. */
export const receiptSchema = z.object({
  number: z.string(),
  kind: z.enum(['simplified', 'full']),
  issuedAt: isoDateTime,
  seller: z.object({ name: z.string(), address: z.string(), ico: z.string(), dic: z.string() }),
  buyer: z.object({ name: z.string(), email: z.string() }),
  items: z.array(
    z.object({ description: z.string(), quantity: z.number().int(), total: money, vatRate: z.number() }),
  ),
  vat: z.array(z.object({ ratePercent: z.number(), base: money, vat: money, total: money })),
  total: money,
  paidByCard: money,
  paidByCredits: money,
  creditsBack: money,
  currency: z.string(),
});
export type ReceiptDto = z.infer<typeof receiptSchema>;
export const receiptResponse = z.object({ receipt: receiptSchema });
