import type { CompanyInvoice } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { selectInvoices } from '../invoice-repository.ts';
import { invoiceAnswer } from './invoices.ts';

/** The company's invoices. */
export async function listInvoices(
  { db }: UseCaseContext,
  company: Account,
): Promise<{ invoices: CompanyInvoice[] }> {
  return { invoices: (await selectInvoices(db, company.id)).map(invoiceAnswer) };
}
