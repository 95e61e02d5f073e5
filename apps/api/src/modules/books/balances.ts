import { bookAccount, normalBalance } from '@champions/domain';
import type { Executor } from '../../db/client.ts';
import { selectLineSums } from './repository.ts';

/** An account's balance as the books say, on its normal side (packages/domain, normalBalance). */
export async function bookBalance(db: Executor, account: string): Promise<number> {
  const sums = await selectLineSums(db, [account]);
  return normalBalance(account, sums.get(account) ?? 0);
}

/** The balances of several accounts as the books say, each on its normal side. */
export async function bookBalances(db: Executor, accounts: readonly string[]): Promise<Map<string, number>> {
  const sums = await selectLineSums(db, accounts);
  return new Map(accounts.map((account) => [account, normalBalance(account, sums.get(account) ?? 0)]));
}

/**
 * What a payment took (card and credit together) and has not yet returned in any form: what is still
 * refundable on it, read from the books.
 */
export const refundableOnPayment = (db: Executor, paymentId: string) =>
  bookBalance(db, bookAccount.payment(paymentId));
