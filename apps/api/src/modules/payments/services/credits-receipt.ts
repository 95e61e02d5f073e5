import type { Executor } from '../ledger.ts';
import { type Payment, selectPayment } from '../payment-repository.ts';
import { issueReceipt } from '../receipts.ts';
import type { PaymentsDeps } from './deps.ts';

/**
 * The receipt of a payment made wholly with credits outside this service (an entry bought with
 * credits: entries/services/issue-ticket.ts), in the sale's transaction: every paid supply has its tax
 * document once it is paid, whatever becomes of its e-mail (which only reads the number). Its number
 * is taken at the commit (migration 0032): a rush of sales does not queue on the series' counter for
 * the rest of each sale. Issuing twice keeps the first receipt. A sale that made the payment in this
 * transaction passes it with its buyer (`sale`): nothing is read again, and it has no receipt yet.
 */
export async function issueCreditsReceipt(
  { config, clock }: PaymentsDeps,
  tx: Executor,
  paymentId: string,
  sale?: { payment: Payment; buyer: { name: string; email: string } },
): Promise<void> {
  const payment = sale?.payment ?? (await selectPayment(tx, paymentId));
  if (payment?.status !== 'succeeded' || payment.totalAmount === 0) return;
  await issueReceipt(tx, config, payment, clock.now(), {
    numberAtCommit: true,
    ...(sale ? { newPaymentOf: sale.buyer } : {}),
  });
}
