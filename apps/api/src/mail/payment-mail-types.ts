import type { PlanLabel } from './plan-label.ts';

/** The shapes the money e-mails of both languages take (payment-templates.ts, payment-templates-en.ts). */

/** What a subscription's own payment paid for, which each language names its way. */
export type SubscriptionCharge =
  | { kind: 'switch'; plan: PlanLabel }
  | { kind: 'catch_up_fee' }
  /** a payment whose reference does not say (an older one): its stored Czech description */
  | { kind: 'described'; description: string };

/** A card refund of the back office with its credit note. */
export interface RefundWithCreditNote {
  description: string;
  amount: number;
  reason: string;
  /** the credit note's number and the receipt's it corrects */
  number: string;
  receiptNumber: string;
  ticketCancelled: boolean;
  url: string;
}

export interface PaidAmounts {
  total: number;
  card: number;
  credits: number;
  creditsBack: number;
}
