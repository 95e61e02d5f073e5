import type { Executor } from '../../../db/client.ts';
import { COMPANY_TEXTS } from '../../../shared/messages.ts';
import { selectCompanyLanguage } from '../invoice-repository.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import type { InvoiceDocument } from './invoices.ts';

/**
 * An invoice's PDF as its company gets it, wherever it is downloaded or attached (the company's account,
 * the back office, the monthly e-mail): from its stored document, bilingual when the company's language
 * is English.
 */
export async function companyInvoicePdf(
  db: Executor,
  invoice: { number: string; companyId: string; document: unknown },
): Promise<{ pdf: Buffer; fileName: string }> {
  const language = await selectCompanyLanguage(db, invoice.companyId);
  return {
    pdf: await renderInvoicePdf(invoice.document as InvoiceDocument, language),
    fileName: COMPANY_TEXTS.invoiceFile(invoice.number),
  };
}
