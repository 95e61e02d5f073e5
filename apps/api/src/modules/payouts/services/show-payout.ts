import type { PayoutDetail } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { loadPayout } from './load-payout.ts';

/** Any partner's payout as the back office reviews it, or 404. */
export async function showPayout(
  { db }: UseCaseContext,
  _superadmin: Account,
  { payoutId }: { payoutId: string },
): Promise<PayoutDetail> {
  return loadPayout(db, payoutId);
}
