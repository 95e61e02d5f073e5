import type { PaymentMethodsResponse } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { paymentMethodsAnswer } from './payment-answers.ts';

/** DELETE /api/user/payment-methods/:paymentMethodId: removes a saved card; answers the cards left. */
export async function removeOwnCard(
  { db, payments }: UseCaseContext,
  user: Account,
  input: { paymentMethodId: string },
): Promise<PaymentMethodsResponse> {
  await payments.removePaymentMethod(user.id, input.paymentMethodId);
  return paymentMethodsAnswer(db, user.id);
}
