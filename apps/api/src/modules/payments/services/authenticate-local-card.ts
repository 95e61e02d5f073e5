import type { LocalAuthenticateBody, LocalConfirmResponse } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { authenticateLocalIntent } from '../local-card-form.ts';

/**
 * POST /api/user/payments/local/authenticate: the built-in provider's extra confirmation (3-D Secure)
 * of the user's card that asks for it; 404 when the built-in provider is not the one in use.
 */
export async function authenticateLocalCard(
  { payments }: UseCaseContext,
  user: Account,
  input: LocalAuthenticateBody,
): Promise<LocalConfirmResponse> {
  return authenticateLocalIntent(payments, user.id, input);
}
