import type { BackofficeCompanyInvoice, BackofficeCompanyInvoicesResponse } from '@champions/contract';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { selectBusiness, selectCompanyInvoices } from '../businesses-repository.ts';

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
  { db }: UseCaseContext,
  _superadmin: Account,
  { companyId }: { companyId: string },
): Promise<BackofficeCompanyInvoicesResponse> {
  if (!(await selectBusiness(db, companyId))) throw new AppError('BUSINESS_NOT_FOUND');
  return { invoices: (await selectCompanyInvoices(db, companyId)).map(toBackofficeInvoice) };
}
