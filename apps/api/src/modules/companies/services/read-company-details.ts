import type { CompanyDetails } from '@champions/contract';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { selectCompany } from '../repository.ts';
import { suspensionOf, toDetails } from './company-details.ts';

/** The signed-in company's details. */
export async function readCompanyDetails(
  { db, now }: UseCaseContext,
  company: Account,
): Promise<CompanyDetails> {
  const row = await selectCompany(db, company.id);
  if (!row) throw new AppError('NOT_FOUND');
  return toDetails(row, await suspensionOf(db, company.id, now));
}
