import type { PaymentDetailResponse } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { paymentDetailAnswer } from './payment-answers.ts';

/**
 * POST /api/user/payments/:paymentId/sync: after the card modal, asks the provider about the user's
 * payment and applies what it says; answers the payment.
 */
export async function checkOwnPayment(
  { db, payments, language }: UseCaseContext,
  user: Account,
  input: { paymentId: string },
): Promise<PaymentDetailResponse> {
  return paymentDetailAnswer(db, user.id, await payments.syncPayment(user.id, input.paymentId), language);
}
