import type { BoOrganisationChange } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { deleteOrganisationLink } from '../organisations-repository.ts';
import { linkChangeAnswer, lockLinkPair } from './organisation-link.ts';

/**
 * DELETE /api/superadmin/organisations/:id/admins/:adminId: the admin account no longer belongs to the
 * organisation (its panels opened by the organisation end with it). Not linked: `changed: false`.
 */
export async function unlinkBoOrganisationAdmin(
  { db, language }: UseCaseContext,
  superadmin: Account,
  { organisationId, adminId }: { organisationId: string; adminId: string },
): Promise<BoOrganisationChange> {
  return db.transaction(async (tx) => {
    const { admin } = await lockLinkPair(tx, organisationId, adminId);
    const changed = await deleteOrganisationLink(tx, organisationId, adminId);
    return linkChangeAnswer(tx, superadmin, { organisationId, admin, linked: false, changed }, language);
  });
}
