import type { BoOrganisationsResponse } from '@champions/contract';
import type { Executor } from '../../../db/client.ts';
import { selectOrganisations } from '../organisations-repository.ts';
import { organisationViews } from './organisation-view.ts';

/** GET /api/superadmin/organisations: every partner organisation with its admin accounts, by name. */
export async function listBoOrganisations(db: Executor): Promise<BoOrganisationsResponse> {
  return { organisations: await organisationViews(db, await selectOrganisations(db)) };
}
