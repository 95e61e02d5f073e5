import type { CompanyInvoice } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { issueInvoice } from './invoices.ts';

/** The company issues its invoice of this month itself (issueInvoice; the monthly job would issue it too). */
export async function issueThisMonthsInvoice(
  { db, config, now }: UseCaseContext,
  company: Account,
): Promise<CompanyInvoice> {
  return issueInvoice({ db, config, now }, company.id);
}
