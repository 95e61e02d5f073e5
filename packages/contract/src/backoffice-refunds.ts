import { REFUND } from '@champions/domain';
import { z } from 'zod';
import { isoDateTime, money, pagination, uuid } from './common.ts';

/**
 * Back-office refunds (SPEC /superadmin/users/{id}): a user's card payments with their receipts and what
 * came back so far, a refund of the card part (in full or in part) through the payment provider, and its
 * credit note (opravný daňový doklad), which the user downloads from /platba too.
 */

export const backofficeUserPaymentsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type BackofficeUserPaymentsQuery = z.infer<typeof backofficeUserPaymentsQuery>;

export const backofficeRefundRow = z.object({
  id: uuid,
  amount: money,
  reason: z.string(),
  createdAt: isoDateTime,
  creditNoteNumber: z.string(),
  /** the superadmin who refunded (null once their account is erased) */
  by: z.string().nullable(),
  /** a full refund of an entry cancelled its unused ticket */
  ticketCancelled: z.boolean(),
});
export type BackofficeRefundRow = z.infer<typeof backofficeRefundRow>;

/** What the ticket an entry payment bought is now: refunding it in full cancels it while unused. */
export const REFUND_TICKET_STATES = ['none', 'unused', 'used', 'cancelled'] as const;

export const backofficeUserPaymentRow = z.object({
  id: uuid,
  kind: z.enum(['entry', 'subscription', 'switch', 'catch_up_fee', 'refund', 'voucher', 'plan_voucher']),
  description: z.string(),
  status: z.string(),
  createdAt: isoDateTime,
  paidAt: isoDateTime.nullable(),
  totalAmount: money,
  /** the card part: what a refund can give back */
  cardAmount: money,
  creditsUsed: money,
  receiptNumber: z.string().nullable(),
  refundedAmount: money,
  refundable: money,
  ticket: z.enum(REFUND_TICKET_STATES),
  refunds: z.array(backofficeRefundRow),
});
export type BackofficeUserPaymentRow = z.infer<typeof backofficeUserPaymentRow>;

export const backofficeUserPaymentsResponse = z.object({
  payments: z.array(backofficeUserPaymentRow),
  pagination,
});
export type BackofficeUserPaymentsResponse = z.infer<typeof backofficeUserPaymentsResponse>;

export const backofficeRefundParams = z.object({ id: uuid, paymentId: uuid });

/** POST /api/superadmin/users/:id/payments/:paymentId/refunds: haléře back to the card, with a reason. */
export const backofficeRefundBody = z.object({
  amount: z
    .number({ error: 'Zadejte částku.' })
    .int('Zadejte částku v celých haléřích.')
    .min(1, 'Zadejte kladnou částku.')
    .max(100_000_000, 'Částka je příliš vysoká.')
    .describe('Amount in haléře (minor units, 100 haléřů = 1 Kč).'),
  reason: z
    .string()
    .trim()
    .min(REFUND.reasonMinLength, `Uveďte důvod (alespoň ${REFUND.reasonMinLength} znaků); uživatel ho uvidí.`)
    .max(REFUND.reasonMaxLength, `Důvod může mít nejvýše ${REFUND.reasonMaxLength} znaků.`),
});
export type BackofficeRefundBody = z.infer<typeof backofficeRefundBody>;

export const backofficeRefundResponse = z.object({
  refund: backofficeRefundRow,
  payment: backofficeUserPaymentRow,
});
export type BackofficeRefundResponse = z.infer<typeof backofficeRefundResponse>;

export const refundIdParams = z.object({ refundId: uuid });

/** A credit note (opravný daňový doklad) as it is stored and printed; the amounts are negative. */
export const creditNoteSchema = z.object({
  number: z.string(),
  issuedAt: isoDateTime,
  /** the receipt it corrects */
  receiptNumber: z.string(),
  receiptIssuedAt: isoDateTime.nullable(),
  seller: z.object({ name: z.string(), address: z.string(), ico: z.string(), dic: z.string() }),
  buyer: z.object({ name: z.string(), email: z.string() }),
  description: z.string(),
  /** the refunded amount, negative */
  total: money,
  vat: z.array(z.object({ ratePercent: z.number(), base: money, vat: money, total: money })),
  reason: z.string(),
  currency: z.string(),
  /** where the money went back: to the card (the default of notes issued before) or as Champions credit */
  returnedAs: z.enum(['card', 'credits']).optional(),
});
export type CreditNoteDto = z.infer<typeof creditNoteSchema>;

/** GET /api/user/refunds: the signed-in user's refunds with their credit notes, newest first. */
export const userRefundsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const userRefundRow = z.object({
  id: uuid,
  paymentId: uuid,
  description: z.string(),
  amount: money,
  reason: z.string(),
  createdAt: isoDateTime,
  creditNoteNumber: z.string(),
  receiptNumber: z.string(),
});
export type UserRefundRow = z.infer<typeof userRefundRow>;
export const userRefundsResponse = z.object({ refunds: z.array(userRefundRow), pagination });
export type UserRefundsResponse = z.infer<typeof userRefundsResponse>;
