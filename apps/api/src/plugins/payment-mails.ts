import fp from 'fastify-plugin';
import { createPaymentMails } from '../mail/payment-mails.ts';

/** The e-mail of every payment, refund and return of credits, with its documents (mail/payment-mails.ts). */
export const paymentMailsPlugin = fp(
  async (app) => {
    const { db, config, mailer, events } = app.ctx;
    const mails = createPaymentMails({ db, config, mailer });
    mails.registerAttachments();
    events.provide('mail.money', mails.handle);
  },
  { name: 'payment-mails', dependencies: ['context', 'payments'] },
);
