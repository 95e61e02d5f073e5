import { bookAccount, transfer } from '@champions/domain';
import { postEntry } from '../../books/index.ts';
import type { Executor } from '../../payments/index.ts';

/** The reference of a reward's write-off in the books: once per reward. */
export const rewardWriteOffReference = (rewardId: string) => `referral-write-off:${rewardId}`;

/**
 * The part of a reward taken back that its sides had already spent, written off in the books, in the
 * transaction that takes the reward back. The reward was posted as a grant (debit `grants`, credit the
 * customer's credit); the part still on the balance came back through the ledger (the reverse entry);
 * the spent part paid for something real and cannot come back, so it stays a cost, but no longer a
 * grant that stands: it moves from `grants` to `write_offs` (debit write_offs, credit grants). Thus
 * `grants` holds only the rewards that stand, and `write_offs` what reversed rewards cost.
 */
export async function postRewardWriteOff(
  tx: Executor,
  reward: { id: string },
  unrecovered: number,
): Promise<void> {
  if (unrecovered === 0) return;
  await postEntry(tx, {
    reference: rewardWriteOffReference(reward.id),
    event: 'referral_write_off',
    lines: transfer({ debit: bookAccount.writeOffs, credit: bookAccount.grants, amount: unrecovered }),
  });
}
