import type { PayoutEntries } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { loadPayoutEntries } from './load-payout.ts';

/** A page of any payout's entries (voided ones included) for the back office, sorted on the server. */
export async function listPayoutEntries(
  { db }: UseCaseContext,
  _superadmin: Account,
  { payoutId, ...query }: { payoutId: string; sort: string; page: number; limit: number },
): Promise<PayoutEntries> {
  return loadPayoutEntries(db, payoutId, query);
}
