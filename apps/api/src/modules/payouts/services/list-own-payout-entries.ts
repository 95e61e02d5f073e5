import type { PayoutEntries } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { loadPayoutEntries } from './load-payout.ts';

/** A page of the entries of one of the partner's own payouts (voided ones included), sorted on the server. */
export async function listOwnPayoutEntries(
  { db }: UseCaseContext,
  admin: Account,
  { payoutId, ...query }: { payoutId: string; sort: string; page: number; limit: number },
): Promise<PayoutEntries> {
  return loadPayoutEntries(db, payoutId, query, admin.id);
}
