import type { BackofficeCompanyInvoice, BackofficeCompanyInvoicesResponse } from '@champions/contract';
import type { Executor } from '../../../db/client.ts';
import { AppError } from '../../../shared/errors.ts';
import { companyInvoicePdf } from '../../companies/index.ts';
import { selectBusiness, selectCompanyInvoice, selectCompanyInvoices } from '../businesses-repository.ts';

type InvoiceRow = Awaited<ReturnType<typeof selectCompanyInvoices>>[number];

export const toBackofficeInvoice = (row: InvoiceRow): BackofficeCompanyInvoice => ({
  number: row.number,
  companyId: row.companyId,
  month: row.month,
  total: row.total,
  issuedAt: row.issuedAt.toISOString(),
  dueAt: row.dueAt.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
});

/** GET /api/superadmin/businesses/:id/invoices: the company's invoices, newest first. */
export async function listBusinessInvoices(
  db: Executor,
  companyId: string,
): Promise<BackofficeCompanyInvoicesResponse> {
  if (!(await selectBusiness(db, companyId))) throw new AppError('BUSINESS_NOT_FOUND');
  return { invoices: (await selectCompanyInvoices(db, companyId)).map(toBackofficeInvoice) };
}

/** GET /api/superadmin/businesses/invoices/:number/pdf: rendered from the stored document. */
export async function loadBusinessInvoicePdf(db: Executor, number: string) {
  const invoice = await selectCompanyInvoice(db, number);
  if (!invoice) throw new AppError('COMPANY_INVOICE_NOT_FOUND');
  return companyInvoicePdf(db, invoice);
}
