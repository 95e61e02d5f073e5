import type { UseCaseContext } from '../../../shared/use-case.ts';

/**
 * The job behind the webhooks: provider events that failed are applied again and open payments older
 * than a minute are checked with the provider. Answers how many payments it settled.
 */
export async function reconcilePayments({ payments }: UseCaseContext, _actor: null): Promise<number> {
  return payments.reconcile();
}
