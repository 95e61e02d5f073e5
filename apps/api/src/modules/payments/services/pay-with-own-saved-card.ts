import type { LocalConfirmResponse } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';

/**
 * POST /api/user/payments/:paymentId/saved-card: pays the user's open payment with one of their saved
 * cards, from the card modal; a refused card leaves the payment open (card-choice.ts payWithSavedCard).
 */
export async function payWithOwnSavedCard(
  { payments }: UseCaseContext,
  user: Account,
  input: { paymentId: string; paymentMethodId: string },
): Promise<LocalConfirmResponse> {
  return payments.payWithSavedCard(user.id, input.paymentId, input.paymentMethodId);
}
