import type { Database } from '../../../db/client.ts';

/** What a committed back-office refund was: handed to whatever must follow it. */
export interface CommittedRefund {
  refundId: string;
  paymentId: string;
  userId: string;
  /** haléře given back to the card by this refund */
  amount: number;
  /** the payment's card part is now refunded in full */
  fullyRefunded: boolean;
  paymentKind: string;
  creditNoteNumber: string;
}

/**
 * THE HOOK POINT after a back-office refund committed (called once per refund, after its transaction,
 * never for a repeated request). Work that must follow a refund and may run outside its transaction
 * goes here: the referral-reward reversal is to be wired here (reverse the referrer's reward when the
 * payment that earned it is refunded). It must be idempotent by `refundId`. A failure here is logged
 * and does not undo the refund (the refund, its credit note and mail are already committed).
 */
export async function afterRefundCommitted(_db: Database, _refund: CommittedRefund): Promise<void> {
  // no follow-up yet: the integrator wires the referral-reward reversal here
}
