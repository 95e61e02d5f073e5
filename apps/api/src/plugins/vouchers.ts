import fp from 'fastify-plugin';
import {
  createRedeemThrottle,
  VOUCHER_PDF_ATTACHMENT,
  voucherFulfilment,
  voucherPdfAttachment,
} from '../modules/vouchers/index.ts';

/**
 * Gift vouchers: a paid 'voucher' payment creates its voucher; the mails attach the voucher's PDF; the
 * redemption's guard against guessed codes (`app.voucherRedeemThrottle`, shared through Redis when there is one).
 */
export const vouchersPlugin = fp(
  async (app) => {
    const { db, clock, mailer, config, redis, redisPrefix } = app.ctx;
    const fulfil = voucherFulfilment(() => clock.now(), config.PUBLIC_URL, mailer);
    app.payments.registerFulfilment('voucher', fulfil);
    // a plan voucher: the same voucher, its plan in the payment's reference; the payment has a receipt
    app.payments.registerFulfilment('plan_voucher', fulfil);
    mailer.registerAttachment(VOUCHER_PDF_ATTACHMENT, voucherPdfAttachment(db, config.PUBLIC_URL));
    app.decorate(
      'voucherRedeemThrottle',
      createRedeemThrottle({
        redis,
        redisPrefix,
        now: () => clock.now(),
        onRedisError: (error) =>
          app.log.warn({ err: { message: String(error) } }, 'voucher redeem throttle: Redis unreachable'),
      }),
    );
  },
  { name: 'vouchers', dependencies: ['context', 'payments'] },
);
