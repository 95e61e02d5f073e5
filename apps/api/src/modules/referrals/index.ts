/**
 * # Referrals module
 *
 * Every customer, trainer and partner has a referral code. Whoever registers through a link gets
 * `accounts.referred_by_id`. The referee's first purchase paid with money rewards both sides once
 * (`referral_rewards`, unique per referee; domain REFERRAL_REWARD), in the payment's transaction.
 * Refund paths call `reverseReferralRewardForPayment(tx, paymentId, { now, mailer })` in their own
 * transaction: `payments.refundPayment` does through its refund hook, and entry cancellation
 * (credits back, no payment refund) calls it directly.
 */
export { referralRoutes } from './routes.ts';
export { reverseReferralRewardForPayment } from './services/reverse-for-payment.ts';
