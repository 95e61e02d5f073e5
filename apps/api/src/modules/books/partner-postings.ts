import { type BookLine, bookAccount, transfer } from '@champions/domain';
import type { Executor } from '../../db/client.ts';
import { bookBalance } from './balances.ts';
import { type BookEntry, postEntry } from './post-entry.ts';
import { selectEntryLines } from './repository.ts';

/**
 * The partner's side of money in the books (docs/business-rules.md, "The books"): a scan's earning is owed
 * to the partner (`partner_payable:<admin>`), a void takes it back, a paid payout settles it.
 */

/** What the platform owes the partner and has not paid out yet, read from the books. */
export const partnerPayable = (db: Executor, adminId: string) =>
  bookBalance(db, bookAccount.partnerPayable(adminId));

/**
 * A scan earned the venue's partner `earning` haléře: the entry owing it to the partner, posted once under
 * `earning:<entry id>` (a venue without a partner owes nobody, an entry that earned nothing posts nothing: null).
 */
export function partnerEarningEntry(entry: {
  id: string;
  partnerId: string | null;
  earning: number;
}): BookEntry | null {
  if (!entry.partnerId || entry.earning <= 0) return null;
  return {
    reference: `earning:${entry.id}`,
    event: 'partner_earning',
    lines: transfer({
      debit: bookAccount.partnerEarnings,
      credit: bookAccount.partnerPayable(entry.partnerId),
      amount: entry.earning,
    }),
  };
}

/** Posts what a scan earned the venue's partner (`partnerEarningEntry`). */
export async function postPartnerEarning(
  tx: Executor,
  entry: { id: string; partnerId: string | null; earning: number },
): Promise<void> {
  const earned = partnerEarningEntry(entry);
  if (earned) await postEntry(tx, earned);
}

/**
 * Takes back what an entry earned, by reversing exactly what `earning:<entry id>` posted, once under
 * `earning-void:<entry id>`: the back office's void of the entry and its void on a draft payout both
 * mean the partner is not paid for it, so whichever comes first reverses it and the other posts nothing.
 */
export async function reversePartnerEarning(
  tx: Executor,
  entryId: string,
  event: 'partner_earning_void' | 'payout_entry_void',
): Promise<void> {
  const posted = await selectEntryLines(tx, `earning:${entryId}`);
  if (posted.length === 0) return;
  await postEntry(tx, {
    reference: `earning-void:${entryId}`,
    event,
    lines: posted.map((line) => ({ account: line.account, amount: -line.amount })),
  });
}

/**
 * A payout marked paid settles its gross from what the partner is owed: `amount` left for the partner's
 * bank account and `commission` stays with the platform (gross = amount + commission, `payoutTotals`).
 * Posted once under `payout:<payout id>`; a payout of nothing posts nothing. The caller checks first
 * that the partner is owed the gross (`partnerPayable`), with the partner locked.
 */
export async function postPayoutPaid(
  tx: Executor,
  payout: { id: string; adminId: string; gross: number; amount: number; commission: number },
): Promise<void> {
  if (payout.gross <= 0) return;
  const lines: BookLine[] = [
    { account: bookAccount.partnerPayable(payout.adminId), amount: payout.gross },
    { account: bookAccount.payoutsSent, amount: -payout.amount },
    { account: bookAccount.platformRevenue, amount: -payout.commission },
  ];
  await postEntry(tx, {
    reference: `payout:${payout.id}`,
    event: 'payout_paid',
    lines: lines.filter((line) => line.amount !== 0),
  });
}
