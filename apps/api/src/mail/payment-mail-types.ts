/** The shapes the money e-mails of both languages take (payment-templates.ts, payment-templates-en.ts). */

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
