import type { Mailer } from '../../../mail/mailer.ts';
import type { Executor } from '../../payments/index.ts';
import { lockGrantedRewardOfPayment, type ReferralReward } from '../repository.ts';
import { takeBackReward } from './reverse-reward.ts';

/**
 * The one function every refund or withdrawal path calls, in its own transaction: when the payment
 * earned a referral reward that still stands, both sides' credit is taken back (once: the reward's
 * state moves to `reversed` under a row lock). Any refund of that payment, whole or partial, counts:
 * the purchase that earned the reward did not stand. Answers the reversed reward, or null.
 */
export async function reverseReferralRewardForPayment(
  tx: Executor,
  paymentId: string,
  options: { now: Date; mailer?: Mailer | undefined },
): Promise<ReferralReward | null> {
  const reward = await lockGrantedRewardOfPayment(tx, paymentId);
  if (!reward) return null;
  return takeBackReward(tx, reward, { state: 'reversed', at: options.now }, options.mailer);
}
