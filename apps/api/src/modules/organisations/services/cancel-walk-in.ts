import type { WalkInStatus } from '@champions/contract';
import { walkInSaleState } from '@champions/domain';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { isPaymentFinal } from '../../payments/index.ts';
import { markSaleCancelled } from '../walk-in-sale-repository.ts';
import { saleOf, statusOf } from './walk-in-sale.ts';

/**
 * POST /api/partner/org/reception/walk-in/{paymentId}/cancel: the desk cancels a sale the customer
 * has not paid: its payment is cancelled and the link answers that the desk cancelled it. A sale the
 * customer paid meanwhile stays paid (the answer says so).
 */
export async function cancelWalkIn(
  { db, payments, now }: UseCaseContext,
  partner: Account,
  { paymentId }: { paymentId: string },
): Promise<WalkInStatus> {
  const sale = await saleOf(db, partner, paymentId);
  if (!isPaymentFinal(sale.paymentStatus)) await payments.cancelPayment(sale.userId, sale.paymentId);
  const after = await saleOf(db, partner, paymentId);
  if (walkInSaleState({ ...after, now }) !== 'paid') await markSaleCancelled(db, paymentId, now);
  return statusOf(db, await saleOf(db, partner, paymentId), now);
}
