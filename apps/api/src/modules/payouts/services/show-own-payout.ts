import type { PayoutDetail } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { loadPayout } from './load-payout.ts';

/** One of the partner's own payouts (another partner's looks the same as none: 404). */
export async function showOwnPayout(
  { db }: UseCaseContext,
  admin: Account,
  { payoutId }: { payoutId: string },
): Promise<PayoutDetail> {
  return loadPayout(db, payoutId, admin.id);
}
