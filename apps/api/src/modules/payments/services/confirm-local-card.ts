import type { LocalConfirmBody, LocalConfirmResponse } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { confirmIntentWithLocalCard } from '../local-card-form.ts';

/**
 * POST /api/user/payments/local/confirm: the built-in provider confirms a payment or setup intent of
 * the user with a card (as Stripe.js does); 404 when the built-in provider is not the one in use.
 */
export async function confirmLocalCard(
  { payments }: UseCaseContext,
  user: Account,
  input: LocalConfirmBody,
): Promise<LocalConfirmResponse> {
  return confirmIntentWithLocalCard(payments, user.id, input);
}
