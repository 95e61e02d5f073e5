import { PAGES, REFERRAL_REWARD, referralPurchaseEarns, selfReferralReason } from '@champions/domain';
import type { Mailer } from '../../../mail/mailer.ts';
import { referralMailTemplates } from '../../../mail/referral-templates.ts';
import { appendCredit, type Executor } from '../../payments/index.ts';
import {
  findRewardOfReferee,
  insertReward,
  lockParty,
  type ReferralReward,
  selectCardFingerprints,
  selectOtherRefereesCardFingerprints,
  selectReferralPurchases,
} from '../repository.ts';

export interface ReferralDeps {
  mailer: Mailer;
  publicUrl: string;
}

export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** The ledger reference of one side of a reward: `(reason, reference)` moves credit once. */
export const rewardReference = (rewardId: string, side: 'referrer' | 'referee') =>
  `referral:${rewardId}:${side}`;

/**
 * Decides the reward of an account that came through a referral link, once (the referee's row is
 * unique), when one of its purchases earns it now (domain referralPurchaseEarns: at least the minimum
 * left paid, never refunded, and used or past its withdrawal period): granted (100 Kč to each side
 * through the ledger, an e-mail to each) or refused without a word when both sides look like one
 * person (docs/business-rules.md). Answers the decision, or null when there is none (yet).
 */
export async function decideReferralReward(
  deps: ReferralDeps,
  tx: Executor,
  refereeId: string,
  now: Date,
): Promise<ReferralReward | null> {
  const referee = await lockParty(tx, refereeId);
  if (!referee?.referredById || referee.deletedAt) return null;
  if (await findRewardOfReferee(tx, referee.id)) return null;
  const purchases = await selectReferralPurchases(tx, referee.id, REFERRAL_REWARD.minimumPurchase);
  const payment = purchases.find((p) => referralPurchaseEarns(p, now));
  if (!payment) return null;
  const referrer = await lockParty(tx, referee.referredById);
  if (!referrer || referrer.deletedAt) return null;
  const refused = selfReferralReason(
    {
      accountId: referrer.id,
      email: referrer.email,
      phone: referrer.phone,
      // the referrer's own cards and those of the other accounts they brought
      cardFingerprints: [
        ...(await selectCardFingerprints(tx, referrer.id)),
        ...(await selectOtherRefereesCardFingerprints(tx, referrer.id, referee.id)),
      ],
    },
    {
      accountId: referee.id,
      email: referee.email,
      phone: referee.phone,
      cardFingerprints: await selectCardFingerprints(tx, referee.id),
    },
  );
  const reward = await insertReward(tx, {
    referrerId: referrer.id,
    refereeId: referee.id,
    paymentId: payment.id,
    state: refused ? 'refused' : 'granted',
    refusedReason: refused,
    referrerAmount: refused ? 0 : REFERRAL_REWARD.referrerAmount,
    refereeAmount: refused ? 0 : REFERRAL_REWARD.refereeAmount,
  });
  if (reward?.state !== 'granted') return reward;
  const toReferrer = await appendCredit(tx, {
    userId: referrer.id,
    amount: reward.referrerAmount,
    reason: 'referral',
    reference: rewardReference(reward.id, 'referrer'),
  });
  const toReferee = await appendCredit(tx, {
    userId: referee.id,
    amount: reward.refereeAmount,
    reason: 'referral',
    reference: rewardReference(reward.id, 'referee'),
  });
  const { mailer, publicUrl } = deps;
  await mailer.send(
    referrer.email,
    'referral_reward',
    referralMailTemplates.rewardForReferrer(
      firstName(referee.name),
      reward.referrerAmount,
      toReferrer.balanceAfter,
      `${publicUrl}${PAGES.user.referral}`,
    ),
    tx,
    { dedupeKey: `referral-reward:${reward.id}:referrer` },
  );
  await mailer.send(
    referee.email,
    'referral_reward',
    referralMailTemplates.rewardForReferee(
      reward.refereeAmount,
      toReferee.balanceAfter,
      `${publicUrl}${PAGES.payment}`,
    ),
    tx,
    { dedupeKey: `referral-reward:${reward.id}:referee` },
  );
  return reward;
}
