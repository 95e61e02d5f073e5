import fp from 'fastify-plugin';
import { reverseReferralRewardForPayment } from '../modules/referrals/index.ts';

/**
 * Referral rewards follow the money: every refund of a payment (to the card or as credits: a withdrawal,
 * the back office) takes back a reward it earned, in the refund's own transaction (payments' hook).
 */
export const referralsPlugin = fp(
  async (app) => {
    const { clock, mailer } = app.ctx;
    app.payments.onPaymentRefunded(async (tx, payment) => {
      await reverseReferralRewardForPayment(tx, payment.id, { now: clock.now(), mailer });
    });
  },
  { name: 'referrals', dependencies: ['context', 'payments'] },
);
