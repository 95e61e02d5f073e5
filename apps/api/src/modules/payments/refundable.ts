import {
  cardRefundRemaining,
  formatCzk,
  type PaymentReturned,
  paymentTaken,
  refundRemaining,
} from '@champions/domain';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { lockPaymentById, type Payment } from './payment-repository.ts';
import { selectCreditsReturned } from './returns-repository.ts';

/** What a payment took, what came back from it (card and credits) and what is still refundable. */
export interface Refundable extends PaymentReturned {
  taken: number;
  /** everything that came back so far: to the card and as credits */
  returned: number;
  /** what any refund may still give back (0 unless the payment is paid and not wholly refunded) */
  remaining: number;
  /** what a refund to the card may still give back */
  toCardRemaining: number;
}

const REFUNDABLE_STATUSES = new Set(['succeeded', 'partially_refunded']);

function refundableOf(payment: Payment, asCredits: number): Refundable {
  const returned = { toCard: payment.refundedAmount, asCredits };
  const open = REFUNDABLE_STATUSES.has(payment.status);
  return {
    ...returned,
    taken: paymentTaken(payment),
    returned: returned.toCard + returned.asCredits,
    remaining: open ? refundRemaining(payment, returned) : 0,
    toCardRemaining: open ? cardRefundRemaining(payment, returned) : 0,
  };
}

/**
 * The one reading of what is still refundable on payments: what each took less everything that came
 * back from it, to the card (`payments.refunded_amount`) and as credits (the ledger rows of any path:
 * a cancellation, a void, a cancelled slot, a refund as credit). Every refund path reads it; one that
 * writes reads it in its transaction after locking the payment row (`lockPaymentById`).
 */
export async function readRefundables(db: Executor, list: Payment[]): Promise<Map<string, Refundable>> {
  const credits = await selectCreditsReturned(
    db,
    list.map((p) => p.id),
  );
  return new Map(list.map((p) => [p.id, refundableOf(p, credits.get(p.id) ?? 0)]));
}

/** `readRefundables` of one payment. */
export async function readRefundable(db: Executor, payment: Payment): Promise<Refundable> {
  return (await readRefundables(db, [payment])).get(payment.id)!;
}

/** Locks the payment's row until the transaction ends and answers it with what is still refundable on it. */
export async function lockRefundable(tx: Executor, paymentId: string) {
  const payment = await lockPaymentById(tx, paymentId);
  return payment ? { payment, refundable: await readRefundable(tx, payment) } : null;
}

/** The Czech 400 of a refund above `limit` (what is left for it), with what already came back and how. */
export function refundTooLarge(left: Refundable, limit: number): AppError {
  return new AppError('REFUND_EXCEEDS_REMAINING', {
    params: {
      remaining: formatCzk(limit),
      refunded: formatCzk(left.returned),
      toCard: formatCzk(left.toCard),
      asCredits: formatCzk(left.asCredits),
    },
  });
}
