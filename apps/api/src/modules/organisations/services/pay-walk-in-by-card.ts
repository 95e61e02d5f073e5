import type { LocalConfirmResponse } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { confirmIntentWithLocalCard } from '../../payments/index.ts';
import { checkSecret, currentSale, paidAnswer, refuseClosed } from './pay-link-sale.ts';

/**
 * POST /api/pay/walk-in/{token}/card (built-in provider; Stripe.js confirms with Stripe itself): the
 * customer pays the desk sale with her card, and the payment is applied at once (the ticket is made,
 * the books post). A link already paid charges nothing more and answers that it is paid. Runs in
 * runMoneyCall under the customer's account (20 taps at once: one charge, one ticket).
 */
export async function payWalkInByCard(
  { db, payments, now }: UseCaseContext,
  _actor: null,
  {
    token,
    ...body
  }: {
    token: string;
    clientSecret: string;
    card: { number: string; expMonth: number; expYear: number; cvc: string };
  },
): Promise<LocalConfirmResponse> {
  const sale = await currentSale(db, payments, token, now);
  if (refuseClosed(sale, now) === 'paid') return paidAnswer(sale);
  checkSecret(sale, body.clientSecret);
  const answer = await confirmIntentWithLocalCard(payments, sale.userId, body);
  await payments.syncPayment(sale.userId, sale.paymentId);
  return answer;
}
