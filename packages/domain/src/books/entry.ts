import { bookAccountKind } from './accounts.ts';

/** One line of a journal entry: a debit (positive) or a credit (negative) of one account, in haléře. */
export interface BookLine {
  account: string;
  amount: number;
}

/**
 * Checks that an entry can be posted: at least two lines, each a non-zero whole number of haléře on a
 * known account, summing to zero. Throws a RangeError naming what is wrong (a programming error: no
 * customer input reaches an entry unchecked).
 */
export function assertBalancedEntry(lines: readonly BookLine[]): void {
  if (lines.length < 2) throw new RangeError('a journal entry has at least two lines');
  let sum = 0;
  for (const line of lines) {
    bookAccountKind(line.account);
    if (!Number.isSafeInteger(line.amount) || line.amount === 0) {
      throw new RangeError(`a journal line moves a non-zero whole number of haléře, got ${line.amount}`);
    }
    sum += line.amount;
  }
  if (sum !== 0) throw new RangeError(`a journal entry sums to zero, this one to ${sum}`);
}

/** Two lines moving `amount` from the credited account to the debited one. */
export function transfer(input: { debit: string; credit: string; amount: number }): BookLine[] {
  return [
    { account: input.debit, amount: input.amount },
    { account: input.credit, amount: -input.amount },
  ];
}
