import fp from 'fastify-plugin';
import {
  VOUCHER_PDF_ATTACHMENT,
  voucherFulfilment,
  voucherPdfAttachment,
} from '../modules/vouchers/index.ts';

/** Gift vouchers: a paid 'voucher' payment creates its voucher; the mails attach the voucher's PDF. */
export const vouchersPlugin = fp(
  async (app) => {
    const { db, clock, mailer, config } = app.ctx;
    app.payments.registerFulfilment(
      'voucher',
      voucherFulfilment(() => clock.now(), config.PUBLIC_URL, mailer),
    );
    mailer.registerAttachment(VOUCHER_PDF_ATTACHMENT, voucherPdfAttachment(db, config.PUBLIC_URL));
  },
  { name: 'vouchers', dependencies: ['context', 'payments'] },
);
