import type { BoOrganisationChange } from '@champions/contract';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../shared/errors.ts';
import { BO_ORGANISATION_TEXTS } from '../../../shared/messages.ts';
import type { Account } from '../../auth/index.ts';
import {
  findAdminOrganisation,
  findOrganisation,
  insertOrganisationLink,
  lockAdmin,
} from '../organisations-repository.ts';
import { recordAudit } from '../repository.ts';
import { organisationView } from './organisation-view.ts';

/**
 * POST /api/superadmin/organisations/:id/admins: links an admin (venue partner) account to the
 * organisation, under the admin's row lock (so concurrent links of one admin run one after another).
 * Linked already: answers `changed: false` and writes nothing. An admin of another organisation is
 * refused (409) and nothing changes; an unknown organisation or admin answers 404.
 */
export async function linkBoOrganisationAdmin(
  db: Database,
  superadmin: Account,
  organisationId: string,
  adminId: string,
): Promise<BoOrganisationChange> {
  return db.transaction(async (tx) => {
    const organisation = await findOrganisation(tx, organisationId);
    if (!organisation) throw new AppError('ORGANISATION_NOT_FOUND');
    const admin = await lockAdmin(tx, adminId);
    if (!admin) throw new AppError('ORGANISATION_LINK_ADMIN_NOT_FOUND');
    const label = admin.name || admin.email;
    const current = await findAdminOrganisation(tx, adminId);
    if (current && current.partnerId !== organisationId) {
      throw new AppError('ORGANISATION_ADMIN_TAKEN', {
        params: { organisation: current.name || current.email },
      });
    }
    const changed = !current && (await insertOrganisationLink(tx, organisationId, adminId));
    if (changed) {
      await recordAudit(tx, {
        actorId: superadmin.id,
        action: 'backoffice.organisation.link',
        targetId: organisationId,
        data: { adminId, email: admin.email, before: { linked: false }, after: { linked: true } },
      });
    }
    return {
      organisation: await organisationView(tx, organisationId),
      changed,
      message: changed ? BO_ORGANISATION_TEXTS.linked(label) : BO_ORGANISATION_TEXTS.alreadyLinked(label),
    };
  });
}
