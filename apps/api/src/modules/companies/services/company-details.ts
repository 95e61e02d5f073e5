import type { CompanyDetails, companyDetailsInput } from '@champions/contract';
import type { z } from 'zod';
import type { Executor } from '../../../db/client.ts';
import { AppError } from '../../../shared/errors.ts';
import { selectCompany, updateCompany } from '../repository.ts';
import { selectOldestOverdueInvoice, selectSuspendedSince } from '../suspension-repository.ts';
import { invoiceAnswer } from './invoices.ts';

type Company = NonNullable<Awaited<ReturnType<typeof selectCompany>>>;

/**
 * Whether the company's seats are suspended (the daily job) and the unpaid invoice to pay: the
 * oldest one past its due date. Paying it (marked by the back office) lifts the suspension.
 */
async function suspensionOf(
  db: Executor,
  companyId: string,
  now: Date,
): Promise<CompanyDetails['suspension']> {
  const since = await selectSuspendedSince(db, companyId);
  if (!since) return null;
  const invoice = await selectOldestOverdueInvoice(db, companyId, now);
  return invoice ? { since: since.toISOString(), invoice: invoiceAnswer(invoice) } : null;
}

const toDetails = (row: Company, suspension: CompanyDetails['suspension']): CompanyDetails => ({
  companyName: row.companyName ?? '',
  companyId: row.companyId ?? '',
  vatId: row.vatId,
  billingAddress: row.billingAddress ?? '',
  contactName: row.name,
  email: row.email,
  suspension,
});

/** The signed-in company's details. */
export async function readCompanyDetails(
  db: Executor,
  companyId: string,
  now: Date,
): Promise<CompanyDetails> {
  const row = await selectCompany(db, companyId);
  if (!row) throw new AppError('NOT_FOUND');
  return toDetails(row, await suspensionOf(db, companyId, now));
}

/** Changes the company's details (checked by the contract: IČO and DIČ check digits). */
export async function changeCompanyDetails(
  db: Executor,
  companyId: string,
  input: z.output<typeof companyDetailsInput>,
  now: Date,
): Promise<CompanyDetails> {
  const row = await updateCompany(db, companyId, {
    companyName: input.companyName,
    companyId: input.companyId,
    vatId: input.vatId,
    billingAddress: input.billingAddress,
    name: input.contactName,
  });
  return toDetails(row, await suspensionOf(db, companyId, now));
}
