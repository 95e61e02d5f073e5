import type { SetupIntentResponse } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';

/**
 * POST /api/user/payment-methods/setup-intent: the card page's "add a card", a SetupIntent the card
 * modal confirms; one per Idempotency-Key (a repeat answers the first).
 */
export async function startAddingCard(
  { payments }: UseCaseContext,
  user: Account,
  input: { idempotencyKey: string | undefined },
): Promise<SetupIntentResponse> {
  return payments.startCardSetup(user.id, input.idempotencyKey);
}
