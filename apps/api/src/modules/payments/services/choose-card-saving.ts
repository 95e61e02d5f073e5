import type { PaymentDetailResponse } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { paymentDetailAnswer } from './payment-answers.ts';

/**
 * POST /api/user/payments/:paymentId/card-saving: the customer's tick box "keep the card for next
 * purchases", sent just before they confirm the card (card-choice.ts setCardSaving); answers the payment.
 */
export async function chooseCardSaving(
  { db, payments, language }: UseCaseContext,
  user: Account,
  input: { paymentId: string; saveCard: boolean },
): Promise<PaymentDetailResponse> {
  const payment = await payments.setCardSaving(user.id, input.paymentId, input.saveCard);
  return paymentDetailAnswer(db, user.id, payment, language);
}
