import type { PayoutList } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { listPayouts, type PayoutListInput } from './list-payouts.ts';

/** The partner's own payouts: a page of them, sorted on the server. */
export async function listOwnPayouts(
  { db }: UseCaseContext,
  admin: Account,
  query: PayoutListInput,
): Promise<PayoutList> {
  return listPayouts(db, query, admin.id);
}
