import type { LocalConfirmResponse } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { authenticateLocalIntent } from '../../payments/index.ts';
import { checkSecret, currentSale, paidAnswer, refuseClosed } from './pay-link-sale.ts';

/** POST /api/pay/walk-in/{token}/authenticate: the card's extra confirmation (3-D Secure). */
export async function authenticateWalkInPay(
  { db, payments, now }: UseCaseContext,
  _actor: null,
  { token, ...body }: { token: string; clientSecret: string; approve: boolean },
): Promise<LocalConfirmResponse> {
  const sale = await currentSale(db, payments, token, now);
  if (refuseClosed(sale, now) === 'paid') return paidAnswer(sale);
  checkSecret(sale, body.clientSecret);
  const answer = await authenticateLocalIntent(payments, sale.userId, body);
  await payments.syncPayment(sale.userId, sale.paymentId);
  return answer;
}
