import type { HistoryEntry } from '@champions/contract';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { isPaymentFinal, selectUserPayment } from '../../payments/index.ts';
import { paidButReturned, ticketOfPayment } from './buy-by-card.ts';
import { toHistoryEntry } from './list-history.ts';

/** GET /api/user/payments/{paymentId}/entry: the entry, or 404 while the payment has not bought it yet. */
export async function entryOfPayment(
  { db, now }: UseCaseContext,
  user: Account,
  { paymentId }: { paymentId: string },
): Promise<HistoryEntry> {
  const view = await ticketOfPayment(db, user.id, paymentId);
  if (view) return toHistoryEntry(view, now);
  // paid (or already returned) without a ticket: it bought nothing and its money goes back
  const payment = await selectUserPayment(db, user.id, paymentId);
  if (payment && isPaymentFinal(payment.status) && payment.status !== 'canceled') {
    throw await paidButReturned(db, user.id, paymentId);
  }
  throw new AppError('ENTRY_NOT_PAID_YET');
}
