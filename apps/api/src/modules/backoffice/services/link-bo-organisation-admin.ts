import type { BoOrganisationChange } from '@champions/contract';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { findAdminOrganisation, insertOrganisationLink } from '../organisations-repository.ts';
import { linkChangeAnswer, lockLinkPair } from './organisation-link.ts';

/**
 * POST /api/superadmin/organisations/:id/admins: links an admin (venue partner) account to the
 * organisation, under the admin's row lock (so concurrent links of one admin run one after another).
 * Linked already: answers `changed: false` and writes nothing. An admin of another organisation is
 * refused (409) and nothing changes; an unknown organisation or admin answers 404.
 */
export async function linkBoOrganisationAdmin(
  { db, language }: UseCaseContext,
  superadmin: Account,
  { organisationId, adminId }: { organisationId: string; adminId: string },
): Promise<BoOrganisationChange> {
  return db.transaction(async (tx) => {
    const { admin } = await lockLinkPair(tx, organisationId, adminId);
    const current = await findAdminOrganisation(tx, adminId);
    if (current && current.partnerId !== organisationId) {
      throw new AppError('ORGANISATION_ADMIN_TAKEN', {
        params: { organisation: current.name || current.email },
      });
    }
    const changed = !current && (await insertOrganisationLink(tx, organisationId, adminId));
    return linkChangeAnswer(tx, superadmin, { organisationId, admin, linked: true, changed }, language);
  });
}
