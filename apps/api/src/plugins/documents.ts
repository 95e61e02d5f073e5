import fp from 'fastify-plugin';
import { CREDIT_NOTE_ATTACHMENT, creditNoteAttachment } from '../modules/backoffice/index.ts';
import { COMPANY_INVOICE_ATTACHMENT, companyInvoiceAttachment } from '../modules/companies/index.ts';
import { PAYOUT_STATEMENT_ATTACHMENT, payoutStatementAttachment } from '../modules/payouts/index.ts';

/**
 * The documents that e-mails attach, each rendered at delivery from what was stored when it was issued:
 * a refund's credit note, a company's monthly invoice, a partner's payout statement. (A payment's
 * receipt, an entry's calendar file and the contract come with the payment mails, plugins/payment-mails.ts.)
 */
export const documentsPlugin = fp(
  async (app) => {
    const { db, config, mailer } = app.ctx;
    mailer.registerAttachment(CREDIT_NOTE_ATTACHMENT, creditNoteAttachment(db));
    mailer.registerAttachment(COMPANY_INVOICE_ATTACHMENT, companyInvoiceAttachment(db));
    mailer.registerAttachment(PAYOUT_STATEMENT_ATTACHMENT, payoutStatementAttachment(db, config));
  },
  { name: 'documents', dependencies: ['context'] },
);
