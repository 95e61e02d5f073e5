import { z } from 'zod';
import { isoDateTime, money, pagination, uuid } from './common.ts';

/** Why a customer's credit moved: the books' event of the movement (docs/business-rules.md, "The books"). */
export const CREDIT_MOVEMENT_KINDS = [
  'purchase',
  'purchase_reversal',
  'min_charge_difference',
  'refund',
  'referral',
  'referral_reversal',
  'reactivation',
  'switch_refund',
  'slot_cancelled',
  'adjustment',
  'voucher',
  'other',
] as const;
export type CreditMovementKind = (typeof CREDIT_MOVEMENT_KINDS)[number];

/** GET /api/user/credits/history: every + and − of the signed-in user's credit, newest first, from the books. */
export const creditHistoryQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const creditMovement = z.object({
  id: uuid,
  kind: z.enum(CREDIT_MOVEMENT_KINDS),
  /** what the customer's credit moved by: positive came in, negative was spent or taken back */
  amount: money,
  /** the credit right after this movement */
  balanceAfter: money,
  at: isoDateTime,
  /** what the payment behind the movement bought, when there is one; a redeemed gift voucher's code */
  description: z.string().nullable(),
  /** the credit note (opravný daňový doklad) of a payment's money returned as credit, when it has one */
  creditNoteNumber: z.string().nullable(),
});
export type CreditMovement = z.infer<typeof creditMovement>;
export const creditHistoryResponse = z.object({
  balance: money,
  movements: z.array(creditMovement),
  pagination,
});
export type CreditHistoryResponse = z.infer<typeof creditHistoryResponse>;

/** GET /api/user/credits/:id/credit-note.pdf: the movement's id as the history lists it. */
export const creditMovementParams = z.object({ id: uuid });
