import type { Executor } from '../../../db/client.ts';
import type { AttachmentRenderer } from '../../../mail/mailer.ts';
import { selectInvoiceByNumber } from '../invoice-repository.ts';
import { companyInvoicePdf } from './company-invoice-pdf.ts';

/** The monthly invoice's PDF, attached to its e-mail at delivery, rendered from the stored document. */
export const companyInvoiceAttachment =
  (db: Executor): AttachmentRenderer =>
  async (number) => {
    const invoice = await selectInvoiceByNumber(db, number);
    if (!invoice) return null;
    const { pdf, fileName } = await companyInvoicePdf(db, invoice);
    return { filename: fileName, contentType: 'application/pdf', content: pdf };
  };
