import type { CompanyDetails, companyDetailsInput } from '@champions/contract';
import type { z } from 'zod';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { updateCompany } from '../repository.ts';
import { suspensionOf, toDetails } from './company-details.ts';

/** Changes the company's details (checked by the contract: IČO and DIČ check digits). */
export async function changeCompanyDetails(
  { db, now }: UseCaseContext,
  company: Account,
  input: z.output<typeof companyDetailsInput>,
): Promise<CompanyDetails> {
  const row = await updateCompany(db, company.id, {
    companyName: input.companyName,
    companyId: input.companyId,
    vatId: input.vatId,
    billingAddress: input.billingAddress,
    name: input.contactName,
  });
  return toDetails(row, await suspensionOf(db, company.id, now));
}
