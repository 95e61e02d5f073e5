/**
 * The accounts of the books (docs/business-rules.md, "The books"). Every line of the journal moves one
 * account by a signed amount in haléře: a debit is positive, a credit negative, so each entry sums to
 * zero. An account's balance is the sum of its lines, read on its normal side: debit-normal accounts
 * (what the platform has or has spent) as they sum, credit-normal ones (what the platform owes or has
 * earned) negated, so that every balance a person reads is positive in the ordinary case.
 */
export type BookAccountKind =
  /** asset: money captured at the card provider for one payment, not yet refunded to the card */
  | 'provider'
  /** liability: what one payment took (card and credit together) and has not yet returned in any form */
  | 'payment'
  /** liability: a customer's credit */
  | 'customer_credit'
  /** expense: credit given without money coming in (referral rewards, goodwill, reactivation, plan changes) */
  | 'grants'
  /** equity: the balances the books opened with, taken from the tables that kept them before */
  | 'opening';

const DEBIT_NORMAL: ReadonlySet<BookAccountKind> = new Set(['provider', 'grants']);

export const bookAccount = {
  provider: (paymentId: string) => `provider:${paymentId}`,
  payment: (paymentId: string) => `payment:${paymentId}`,
  customerCredit: (userId: string) => `customer_credit:${userId}`,
  grants: 'grants' as const,
  opening: 'opening' as const,
};

/** The kind of an account name ('payment:…' is 'payment'). */
export function bookAccountKind(account: string): BookAccountKind {
  const kind = account.split(':', 1)[0];
  if (
    kind === 'provider' ||
    kind === 'payment' ||
    kind === 'customer_credit' ||
    kind === 'grants' ||
    kind === 'opening'
  ) {
    return kind;
  }
  throw new RangeError(`unknown book account ${account}`);
}

/** The balance of an account from the sum of its lines, on the account's normal side. */
export function normalBalance(account: string, sumOfLines: number): number {
  return DEBIT_NORMAL.has(bookAccountKind(account)) ? sumOfLines : -sumOfLines;
}
