import type { PaymentDetailResponse } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { paymentDetailAnswer } from './payment-answers.ts';

/** GET /api/user/payments/:paymentId: one payment of the user, with their credit balance. */
export async function loadOwnPayment(
  { db, payments, language }: UseCaseContext,
  user: Account,
  input: { paymentId: string },
): Promise<PaymentDetailResponse> {
  return paymentDetailAnswer(db, user.id, await payments.userPayment(user.id, input.paymentId), language);
}
