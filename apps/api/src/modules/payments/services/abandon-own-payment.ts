import type { PaymentDetailResponse } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { paymentDetailAnswer } from './payment-answers.ts';

/**
 * POST /api/user/payments/:paymentId/cancel: abandons the user's payment that has not succeeded: its
 * intent is canceled and its credits come back; answers the payment.
 */
export async function abandonOwnPayment(
  { db, payments, language }: UseCaseContext,
  user: Account,
  input: { paymentId: string },
): Promise<PaymentDetailResponse> {
  return paymentDetailAnswer(db, user.id, await payments.cancelPayment(user.id, input.paymentId), language);
}
