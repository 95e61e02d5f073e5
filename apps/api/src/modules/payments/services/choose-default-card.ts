import type { PaymentMethodsResponse } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { paymentMethodsAnswer } from './payment-answers.ts';

/**
 * PUT /api/user/subscriptions/payment-method: makes one of the user's cards the default, also for their
 * live subscription (SPEC 7); answers the cards.
 */
export async function chooseDefaultCard(
  { db, payments }: UseCaseContext,
  user: Account,
  input: { paymentMethodId: string },
): Promise<PaymentMethodsResponse> {
  await payments.setDefaultPaymentMethod(user.id, input.paymentMethodId);
  return paymentMethodsAnswer(db, user.id);
}
