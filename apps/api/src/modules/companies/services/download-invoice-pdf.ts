import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { selectInvoice } from '../invoice-repository.ts';
import { companyInvoicePdf } from './company-invoice-pdf.ts';

/** One of the company's invoices as its PDF, with the file's name (another company's invoice: 404). */
export async function downloadInvoicePdf(
  { db }: UseCaseContext,
  company: Account,
  { number }: { number: string },
): Promise<{ pdf: Buffer; fileName: string }> {
  const invoice = await selectInvoice(db, company.id, number);
  if (!invoice) throw new AppError('COMPANY_INVOICE_NOT_FOUND');
  return companyInvoicePdf(db, invoice);
}
