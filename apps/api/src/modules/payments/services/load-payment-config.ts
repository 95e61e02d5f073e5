import type { PaymentConfigResponse } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';

/** GET /api/user/payments/config: which card provider the card modal uses, and its publishable key. */
export async function loadPaymentConfig(
  { payments }: UseCaseContext,
  _user: Account,
): Promise<PaymentConfigResponse> {
  return { provider: payments.provider.name, publishableKey: payments.provider.publishableKey };
}
