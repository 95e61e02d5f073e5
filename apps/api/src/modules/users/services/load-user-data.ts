import type { UserDataResponse } from '@champions/contract';
import { CONSTANTS, hasAnyClaimedOrUsedTickets } from '@champions/domain';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { type Account, toProfile } from '../../auth/index.ts';
import { loadPaymentPage } from '../../payments/index.ts';
import { loadSavedActivityIds, loadSubscription, loadTickets } from '../repository.ts';

export const BILLING_PAGE_SIZE = CONSTANTS.BILLING_HISTORY_PAGE_SIZE;

/** GET /api/user/ (SPEC 7). */
export async function loadUserData({ db }: UseCaseContext, account: Account): Promise<UserDataResponse> {
  const [ticketList, subscription, paymentPage, savedActivityIds] = await Promise.all([
    loadTickets(db, account.id),
    loadSubscription(db, account.id),
    loadPaymentPage(db, account.id, 1, BILLING_PAGE_SIZE, false, account.language),
    loadSavedActivityIds(db, account.id),
  ]);
  return {
    user: {
      ...toProfile(account),
      credits: account.credits,
      tickets: ticketList,
      hasAnyClaimedOrUsedTickets: hasAnyClaimedOrUsedTickets(ticketList),
      savedActivityIds,
    },
    subscription,
    paymentHistory: paymentPage.payments,
    paymentHistoryPagination: paymentPage.pagination,
  };
}
