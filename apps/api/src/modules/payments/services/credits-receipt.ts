import type { Executor } from '../ledger.ts';
import { selectPayment } from '../payment-repository.ts';
import { issueReceipt } from '../receipts.ts';
import type { PaymentsDeps } from './deps.ts';

/**
 * The receipt of a payment made wholly with credits outside this service (an entry bought with
 * credits: entries/services/issue-ticket.ts), in the sale's transaction: every paid supply has its tax
 * document once it is paid, whatever becomes of its e-mail (which only reads the number). Its number
 * is taken at the commit (migration 0032): a rush of sales does not queue on the series' counter for
 * the rest of each sale. Issuing twice keeps the first receipt.
 */
export async function issueCreditsReceipt(
  { config, clock }: PaymentsDeps,
  tx: Executor,
  paymentId: string,
): Promise<void> {
  const payment = await selectPayment(tx, paymentId);
  if (payment?.status !== 'succeeded' || payment.totalAmount === 0) return;
  await issueReceipt(tx, config, payment, clock.now(), { numberAtCommit: true });
}
