import type { PaymentMethodsResponse } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { paymentMethodsAnswer } from './payment-answers.ts';

/**
 * POST /api/user/payment-methods/setup-intent/:setupIntentId/sync: after the card modal confirmed a
 * SetupIntent, its card is saved now (without waiting for the webhook); answers the user's cards.
 */
export async function saveAddedCard(
  { db, payments }: UseCaseContext,
  user: Account,
  input: { setupIntentId: string },
): Promise<PaymentMethodsResponse> {
  await payments.syncSetupIntent(user.id, input.setupIntentId);
  return paymentMethodsAnswer(db, user.id);
}
