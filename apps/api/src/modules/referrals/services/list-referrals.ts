import type { BackofficeReferralsQuery, BackofficeReferralsResponse } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { searchReferrals } from '../repository.ts';
import { toReferralRow } from './referral-row.ts';

/** GET /api/superadmin/referrals: one page of referred accounts, searched and filtered on the server. */
export async function listReferrals(
  { db }: UseCaseContext,
  _superadmin: Account,
  query: BackofficeReferralsQuery,
): Promise<BackofficeReferralsResponse> {
  const { rows, total } = await searchReferrals(db, query);
  return {
    referrals: rows.map(toReferralRow),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
  };
}
