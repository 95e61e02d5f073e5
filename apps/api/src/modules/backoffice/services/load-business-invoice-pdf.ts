import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { companyInvoicePdf } from '../../companies/index.ts';
import { selectCompanyInvoice } from '../businesses-repository.ts';

/** GET /api/superadmin/businesses/invoices/:number/pdf: rendered from the stored document. */
export async function loadBusinessInvoicePdf(
  { db }: UseCaseContext,
  _superadmin: Account,
  { number }: { number: string },
) {
  const invoice = await selectCompanyInvoice(db, number);
  if (!invoice) throw new AppError('COMPANY_INVOICE_NOT_FOUND');
  return companyInvoicePdf(db, invoice);
}
