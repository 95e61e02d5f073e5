import type { CompanyDetails } from '@champions/contract';
import type { Executor } from '../../../db/client.ts';
import type { selectCompany } from '../repository.ts';
import { selectOldestOverdueInvoice, selectSuspendedSince } from '../suspension-repository.ts';
import { invoiceAnswer } from './invoices.ts';

type Company = NonNullable<Awaited<ReturnType<typeof selectCompany>>>;

/**
 * Whether the company's seats are suspended (the daily job) and the unpaid invoice to pay: the
 * oldest one past its due date. Paying it (marked by the back office) lifts the suspension.
 */
export async function suspensionOf(
  db: Executor,
  companyId: string,
  now: Date,
): Promise<CompanyDetails['suspension']> {
  const since = await selectSuspendedSince(db, companyId);
  if (!since) return null;
  const invoice = await selectOldestOverdueInvoice(db, companyId, now);
  return invoice ? { since: since.toISOString(), invoice: invoiceAnswer(invoice) } : null;
}

/** The company's row as its details page shows it. */
export const toDetails = (row: Company, suspension: CompanyDetails['suspension']): CompanyDetails => ({
  companyName: row.companyName ?? '',
  companyId: row.companyId ?? '',
  vatId: row.vatId,
  billingAddress: row.billingAddress ?? '',
  contactName: row.name,
  email: row.email,
  suspension,
});
