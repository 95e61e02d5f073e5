import { referralClawback } from '@champions/domain';
import type { Mailer } from '../../../mail/mailer.ts';
import { referralMailTemplates } from '../../../mail/referral-templates.ts';
import { appendCredit, type Executor } from '../../payments/index.ts';
import { lockParty, type ReferralReward, setRewardTakenBack } from '../repository.ts';
import { rewardReference } from './grant-reward.ts';
import { postRewardWriteOff } from './reward-write-off.ts';

/**
 * Takes a granted reward back from both sides, in the caller's transaction: each side loses its
 * reward through the ledger (reason `referral_reversal`), or what its balance still holds when the
 * credit was spent (credits never go below zero); the rest is kept on the reward as unrecovered,
 * shown in the back office, and written off in the books (reward-write-off.ts). Each side is told by
 * e-mail.
 */
export async function takeBackReward(
  tx: Executor,
  reward: ReferralReward,
  outcome: { state: 'reversed' | 'revoked'; at: Date; reason?: string | null },
  mailer?: Mailer,
): Promise<ReferralReward> {
  const unrecovered = { referrer: 0, referee: 0 };
  for (const side of ['referee', 'referrer'] as const) {
    const accountId = side === 'referrer' ? reward.referrerId : reward.refereeId;
    const amount = side === 'referrer' ? reward.referrerAmount : reward.refereeAmount;
    const party = await lockParty(tx, accountId);
    if (!party || amount === 0) continue;
    const { taken, unrecovered: rest } = referralClawback(amount, party.credits);
    unrecovered[side] = rest;
    const balance =
      taken > 0
        ? (
            await appendCredit(tx, {
              userId: accountId,
              amount: -taken,
              reason: 'referral_reversal',
              reference: rewardReference(reward.id, side),
            })
          ).balanceAfter
        : party.credits;
    if (mailer && !party.deletedAt) {
      await mailer.send(
        party.email,
        'referral_reward_taken_back',
        referralMailTemplates.rewardTakenBack(
          amount,
          taken,
          rest > 0 ? rest : null,
          balance,
          outcome.state === 'revoked',
        ),
        tx,
        { dedupeKey: `referral-taken-back:${reward.id}:${side}` },
      );
    }
  }
  await postRewardWriteOff(tx, reward, unrecovered.referrer + unrecovered.referee);
  return setRewardTakenBack(tx, reward.id, {
    state: outcome.state,
    referrerUnrecovered: unrecovered.referrer,
    refereeUnrecovered: unrecovered.referee,
    reversedAt: outcome.at,
    revokeReason: outcome.reason ?? null,
  });
}
