import type { BillingHistoryResponse } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { loadPaymentPage } from '../history.ts';

/** GET /api/user/subscriptions/billing-history: one page of the user's payments, newest first (SPEC 7). */
export async function listBillingHistory(
  { db, language }: UseCaseContext,
  user: Account,
  input: { page: number; limit: number },
): Promise<BillingHistoryResponse> {
  return loadPaymentPage(db, user.id, input.page, input.limit, false, language);
}
