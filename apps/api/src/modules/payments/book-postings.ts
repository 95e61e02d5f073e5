import { bookAccount, transfer } from '@champions/domain';
import type { Executor } from '../../db/client.ts';
import { postEntry } from '../books/index.ts';

/**
 * The card's money in the books (docs/business-rules.md, "The books"): a capture puts what the card was
 * charged at the provider and owes it on the payment; a refund to the card takes it back from both.
 */
export async function postCardCapture(
  tx: Executor,
  payment: { id: string; amount: number; mode: string },
): Promise<void> {
  if (payment.mode !== 'charge' || payment.amount <= 0) return;
  await postEntry(tx, {
    reference: `capture:${payment.id}`,
    event: 'card_capture',
    lines: transfer({
      debit: bookAccount.provider(payment.id),
      credit: bookAccount.payment(payment.id),
      amount: payment.amount,
    }),
  });
}

/** `reference` names the refund once, e.g. `card_refund:<payment_refunds id>`. */
export async function postCardRefund(
  tx: Executor,
  refund: { paymentId: string; amount: number; reference: string },
): Promise<void> {
  await postEntry(tx, {
    reference: refund.reference,
    event: 'card_refund',
    lines: transfer({
      debit: bookAccount.payment(refund.paymentId),
      credit: bookAccount.provider(refund.paymentId),
      amount: refund.amount,
    }),
  });
}
