import type { BoOrganisationChange } from '@champions/contract';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../shared/errors.ts';
import { BO_ORGANISATION_TEXTS } from '../../../shared/messages.ts';
import type { Account } from '../../auth/index.ts';
import { deleteOrganisationLink, findOrganisation, lockAdmin } from '../organisations-repository.ts';
import { recordAudit } from '../repository.ts';
import { organisationView } from './organisation-view.ts';

/**
 * DELETE /api/superadmin/organisations/:id/admins/:adminId: the admin account no longer belongs to the
 * organisation (its panels opened by the organisation end with it). Not linked: `changed: false`.
 */
export async function unlinkBoOrganisationAdmin(
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
    const changed = await deleteOrganisationLink(tx, organisationId, adminId);
    if (changed) {
      await recordAudit(tx, {
        actorId: superadmin.id,
        action: 'backoffice.organisation.unlink',
        targetId: organisationId,
        data: { adminId, email: admin.email, before: { linked: true }, after: { linked: false } },
      });
    }
    return {
      organisation: await organisationView(tx, organisationId),
      changed,
      message: changed ? BO_ORGANISATION_TEXTS.unlinked(label) : BO_ORGANISATION_TEXTS.notLinked(label),
    };
  });
}
