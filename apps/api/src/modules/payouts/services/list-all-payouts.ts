import type { PayoutList } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { listPayouts, type PayoutListInput } from './list-payouts.ts';

/** The back office's payouts: a page of every partner's, sorted on the server. */
export async function listAllPayouts(
  { db }: UseCaseContext,
  _superadmin: Account,
  query: PayoutListInput,
): Promise<PayoutList> {
  return listPayouts(db, query);
}
