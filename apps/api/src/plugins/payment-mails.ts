import fp from 'fastify-plugin';
import {
  renderContractAttachment,
  renderCreditReturnNoteAttachment,
  renderEntryIcsAttachment,
  renderReceiptAttachment,
} from '../mail/payment-attachments.ts';
import { ATTACHMENT } from '../mail/payment-mail-parts.ts';
import { mailMoneyEvent } from '../mail/payment-mails.ts';

/** The e-mail of every payment, refund and return of credits, with its documents (mail/payment-mails.ts). */
export const paymentMailsPlugin = fp(
  async (app) => {
    const { db, config, mailer, events } = app.ctx;
    mailer.registerAttachment(ATTACHMENT.receipt, (paymentId) => renderReceiptAttachment(db, paymentId));
    mailer.registerAttachment(ATTACHMENT.creditReturnNote, (creditMovementId) =>
      renderCreditReturnNoteAttachment(db, creditMovementId),
    );
    mailer.registerAttachment(ATTACHMENT.entryIcs, (ticketId) =>
      renderEntryIcsAttachment(db, config, ticketId),
    );
    mailer.registerAttachment(ATTACHMENT.contract, (subscriptionId) =>
      renderContractAttachment(db, config, subscriptionId),
    );
    events.provide('mail.money', (event, tx) => mailMoneyEvent({ mailer, config }, event, tx));
  },
  { name: 'payment-mails', dependencies: ['context', 'payments'] },
);
