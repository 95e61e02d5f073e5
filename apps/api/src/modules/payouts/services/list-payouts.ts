import type { PayoutList } from '@champions/contract';
import type { PayoutState } from '@champions/domain';
import type { Executor } from '../../../db/client.ts';
import { selectPayoutPage } from '../repository.ts';
import { toSummary } from './payout-view.ts';

export interface PayoutListInput {
  status?: PayoutState | undefined;
  frequency?: 'monthly' | 'weekly' | undefined;
  period?: string | undefined;
  sort: string;
  page: number;
  limit: number;
}

/** A page of payouts, sorted on the server; `adminId` limits it to one partner's (the partner's own view). */
export async function listPayouts(
  db: Executor,
  query: PayoutListInput,
  adminId?: string,
): Promise<PayoutList> {
  const { rows, total } = await selectPayoutPage(db, {
    ...query,
    adminId,
    statuses: query.status ? [query.status] : undefined,
  });
  return {
    payouts: rows.map(toSummary),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
  };
}
