import type { CompanyDetails, companyDetailsInput } from '@champions/contract';
import type { z } from 'zod';
import type { Executor } from '../../../db/client.ts';
import { AppError } from '../../../shared/errors.ts';
import { selectCompany, updateCompany } from '../repository.ts';

type Company = NonNullable<Awaited<ReturnType<typeof selectCompany>>>;

const toDetails = (row: Company): CompanyDetails => ({
  companyName: row.companyName ?? '',
  companyId: row.companyId ?? '',
  vatId: row.vatId,
  billingAddress: row.billingAddress ?? '',
  contactName: row.name,
  email: row.email,
});

/** The signed-in company's details. */
export async function readCompanyDetails(db: Executor, companyId: string): Promise<CompanyDetails> {
  const row = await selectCompany(db, companyId);
  if (!row) throw new AppError('NOT_FOUND');
  return toDetails(row);
}

/** Changes the company's details (checked by the contract: IČO and DIČ check digits). */
export async function changeCompanyDetails(
  db: Executor,
  companyId: string,
  input: z.output<typeof companyDetailsInput>,
): Promise<CompanyDetails> {
  const row = await updateCompany(db, companyId, {
    companyName: input.companyName,
    companyId: input.companyId,
    vatId: input.vatId,
    billingAddress: input.billingAddress,
    name: input.contactName,
  });
  return toDetails(row);
}
