import {
  PLAN_VOUCHER_MAX_PERIODS,
  PLAN_VOUCHER_MIN_PERIODS,
  VOUCHER_MAX_AMOUNT,
  VOUCHER_MESSAGE_MAX,
  VOUCHER_MIN_AMOUNT,
  VOUCHER_RECIPIENT_MAX,
} from '@champions/domain';
import { z } from 'zod';
import { boundedDate, isoDateTime, money, uuid } from './common.ts';
import { purchaseResponse } from './payments.ts';

/** Gift vouchers ("dárkové poukazy"): buying one by card, redeeming its code as credit, the back office. */

export const voucherStateSchema = z.enum(['active', 'redeemed', 'voided', 'expired']);

export const voucherSchema = z.object({
  id: uuid,
  code: z.string(),
  amount: money,
  recipientName: z.string(),
  message: z.string(),
  recipientEmail: z.string().nullable(),
  deliveryDate: z.string(),
  validUntil: isoDateTime,
  state: voucherStateSchema,
  createdAt: isoDateTime,
  sentAt: isoDateTime.nullable(),
  redeemedAt: isoDateTime.nullable(),
  voidedAt: isoDateTime.nullable(),
  /** the buyer may still withdraw (unused, within 14 days) */
  withdrawable: z.boolean(),
  /** a plan voucher: the Championship plan and location it starts and its periods; null for an amount */
  plan: z
    .object({
      type: z.enum(['CHAMPIONSHIP', 'CHAMPIONSHIP_FLEXIBLE']),
      areaId: uuid.nullable(),
      name: z.string(),
      periods: z.number().int(),
    })
    .nullable(),
});
export type Voucher = z.infer<typeof voucherSchema>;

/** A plan voucher: periods of a Championship plan at a location (null: all locations), as the checkout offers it. */
export const planVoucherChoice = z
  .object({
    type: z.enum(['CHAMPIONSHIP', 'CHAMPIONSHIP_FLEXIBLE'], { error: 'Vyberte tarif Championship.' }),
    areaId: uuid.nullable(),
    periods: z
      .number({ error: 'Zadejte počet období.' })
      .int('Počet období musí být celé číslo.')
      .min(PLAN_VOUCHER_MIN_PERIODS, `Poukaz je nejméně na ${PLAN_VOUCHER_MIN_PERIODS} období.`)
      .max(PLAN_VOUCHER_MAX_PERIODS, `Poukaz je nejvýše na ${PLAN_VOUCHER_MAX_PERIODS} období.`),
  })
  .strict();

export const buyVoucherBody = z
  .object({
    /** with `plan`: the price the page showed (plan price × periods); a different price today is refused */
    amount: z
      .number({ error: 'Zadejte částku poukazu.' })
      .int('Částka poukazu musí být v celých korunách.')
      .min(VOUCHER_MIN_AMOUNT, `Částka poukazu je nejméně ${VOUCHER_MIN_AMOUNT / 100} Kč.`)
      .max(
        VOUCHER_MAX_AMOUNT,
        `Částka poukazu je nejvýše ${(VOUCHER_MAX_AMOUNT / 100).toLocaleString('cs-CZ')} Kč.`,
      )
      .refine((n) => n % 100 === 0, 'Částka poukazu musí být v celých korunách.')
      .describe('Amount in haléře, whole crowns from 300 Kč to 10 000 Kč.')
      .optional(),
    plan: planVoucherChoice.optional(),
    price: money.optional().describe('With plan: the price shown (plan price × periods), in haléře.'),
    recipientName: z
      .string({ error: 'Zadejte jméno obdarovaného.' })
      .trim()
      .min(1, 'Zadejte jméno obdarovaného.')
      .max(VOUCHER_RECIPIENT_MAX, `Jméno obdarovaného může mít nejvýše ${VOUCHER_RECIPIENT_MAX} znaků.`),
    message: z
      .string({ error: 'Věnování musí být text.' })
      .trim()
      .max(VOUCHER_MESSAGE_MAX, `Věnování může mít nejvýše ${VOUCHER_MESSAGE_MAX} znaků.`)
      .default(''),
    recipientEmail: z
      .string()
      .trim()
      .toLowerCase()
      .max(254, 'E-mail obdarovaného je příliš dlouhý.')
      .pipe(z.email({ error: 'Zadejte platný e-mail obdarovaného.' }))
      .nullable()
      .optional(),
    deliveryDate: boundedDate('Zadejte datum doručení ve tvaru RRRR-MM-DD.'),
    paymentMethodId: uuid.optional(),
  })
  .strict()
  .refine((b) => (b.plan ? b.amount === undefined && b.price !== undefined : b.amount !== undefined), {
    error: 'Zadejte částku poukazu, nebo tarif Championship s počtem období.',
    path: ['amount'],
  });
export type BuyVoucherBody = z.input<typeof buyVoucherBody>;

export const buyVoucherResponse = z.object({
  /** the voucher, once the card paid (201); null while the card modal must confirm (202) */
  voucher: voucherSchema.nullable(),
  payment: purchaseResponse,
});
export type BuyVoucherResponse = z.infer<typeof buyVoucherResponse>;

export const vouchersResponse = z.object({ vouchers: z.array(voucherSchema) });
export type VouchersResponse = z.infer<typeof vouchersResponse>;

export const voucherIdParams = z.object({ voucherId: uuid });

export const redeemVoucherBody = z
  .object({
    code: z
      .string({ error: 'Zadejte kód poukazu.' })
      .trim()
      .min(1, 'Zadejte kód poukazu.')
      .max(40, 'Kód poukazu má 16 znaků (XXXX-XXXX-XXXX-XXXX).'),
  })
  .strict();
export type RedeemVoucherBody = z.infer<typeof redeemVoucherBody>;

export const redeemVoucherResponse = z.object({
  amount: money,
  /** the customer's credit after the redemption */
  credits: money,
  /** a plan voucher: the plan it started and the periods not charged; null for an amount voucher */
  plan: z.object({ name: z.string(), periods: z.number().int(), subscriptionId: uuid }).nullable(),
});
export type RedeemVoucherResponse = z.infer<typeof redeemVoucherResponse>;

export const voucherPaymentResponse = z.object({ voucher: voucherSchema });

// the back office
export const backofficeVouchersQuery = z.object({
  q: z.string().trim().max(254, 'Hledaný text je příliš dlouhý.').default(''),
});
export const voucherEventSchema = z.object({
  at: isoDateTime,
  kind: z.enum(['bought', 'sent', 'redeemed', 'voided', 'expired']),
  note: z.string().nullable(),
});
export const backofficeVoucherSchema = voucherSchema.extend({
  buyerEmail: z.string(),
  redeemedByEmail: z.string().nullable(),
  history: z.array(voucherEventSchema),
});
export type BackofficeVoucher = z.infer<typeof backofficeVoucherSchema>;
export const backofficeVouchersResponse = z.object({ vouchers: z.array(backofficeVoucherSchema) });
export type BackofficeVouchersResponse = z.infer<typeof backofficeVouchersResponse>;
export const backofficeVoucherResponse = z.object({ voucher: backofficeVoucherSchema });
