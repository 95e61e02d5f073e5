import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { pricesOf } from './price-helpers.ts';

/** PAYG prices of the partner's options, with the PAYG+ price and the partner's earning. */
export async function listPrices({ db, now }: UseCaseContext, admin: Account) {
  return { prices: await pricesOf(db, admin.id, now) };
}
