import type { EarningsResponse } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import type { Query } from './earnings-range.ts';
import { loadEarnings } from './load-earnings.ts';

/** GET /api/admin/earnings: the partner's earnings per day or month, per venue and activity, and payouts. */
export async function loadOwnEarnings(
  { db }: UseCaseContext,
  admin: Account,
  query: Query,
): Promise<EarningsResponse> {
  return loadEarnings(db, admin.id, query);
}
