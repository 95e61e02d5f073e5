import type { BackofficeReferralsQuery, BackofficeReferralsResponse } from '@champions/contract';
import type { Executor } from '../../../db/client.ts';
import { searchReferrals } from '../repository.ts';
import { toReferralRow } from './referral-row.ts';

/** GET /api/superadmin/referrals: one page of referred accounts, searched and filtered on the server. */
export async function listReferrals(
  db: Executor,
  query: BackofficeReferralsQuery,
): Promise<BackofficeReferralsResponse> {
  const { rows, total } = await searchReferrals(db, query);
  return {
    referrals: rows.map(toReferralRow),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
  };
}
