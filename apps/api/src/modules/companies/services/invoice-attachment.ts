import type { Executor } from '../../../db/client.ts';
import type { AttachmentRenderer } from '../../../mail/mailer.ts';
import { COMPANY_TEXTS } from '../../../shared/messages.ts';
import { selectInvoiceByNumber } from '../invoice-repository.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import type { InvoiceDocument } from './invoices.ts';

/** The monthly invoice's PDF, attached to its e-mail at delivery, rendered from the stored document. */
export const companyInvoiceAttachment =
  (db: Executor): AttachmentRenderer =>
  async (number) => {
    const invoice = await selectInvoiceByNumber(db, number);
    if (!invoice) return null;
    return {
      filename: COMPANY_TEXTS.invoiceFile(invoice.number),
      contentType: 'application/pdf',
      content: await renderInvoicePdf(invoice.document as InvoiceDocument),
    };
  };
