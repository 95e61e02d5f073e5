/**
 * # Referrals module
 *
 * Every customer, trainer and partner has a referral code. Whoever registers through a link gets
 * `accounts.referred_by_id`. The referee's first purchase paid with money that stands (at least
 * REFERRAL_REWARD.minimumPurchase left paid, and the entry used or the membership past its withdrawal
 * period: domain referralPurchaseEarns) rewards both sides once (`referral_rewards`, unique per
 * referee), decided by the job REFERRAL_REWARD_JOB (`decideStandingReferralRewards`), every five
 * minutes and at once after a referee's paid entry is admitted (`queueReferralDecision`).
 * Refund paths call `reverseReferralRewardForPayment(tx, paymentId, { now, mailer })` in their own
 * transaction: `payments.refundPayment` does through its refund hook, and entry cancellation
 * (credits back, no payment refund) calls it directly.
 */

export { undecidedRefereeSql } from './repository.ts';
export { referralRoutes } from './routes.ts';
export {
  decideStandingReferralRewards,
  REFERRAL_REWARD_JOB,
} from './services/grant-standing-rewards.ts';
export { queueReferralDecision } from './services/queue-decision.ts';
export { reverseReferralRewardForPayment } from './services/reverse-for-payment.ts';
