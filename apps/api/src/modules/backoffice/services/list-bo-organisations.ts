import type { BoOrganisationsResponse } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { selectOrganisations } from '../organisations-repository.ts';
import { organisationViews } from './organisation-view.ts';

/** GET /api/superadmin/organisations: every partner organisation with its admin accounts, by name. */
export async function listBoOrganisations(
  { db }: UseCaseContext,
  _superadmin: Account,
): Promise<BoOrganisationsResponse> {
  return { organisations: await organisationViews(db, await selectOrganisations(db)) };
}
