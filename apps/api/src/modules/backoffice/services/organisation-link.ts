import type { BoOrganisationChange } from '@champions/contract';
import type { Language } from '@champions/domain';
import type { Executor } from '../../../db/client.ts';
import { organisationTextsIn } from '../../../shared/answer-texts.ts';
import { AppError } from '../../../shared/errors.ts';
import type { Account } from '../../auth/index.ts';
import { findOrganisation, lockAdmin } from '../organisations-repository.ts';
import { recordAudit } from '../repository.ts';
import { organisationView } from './organisation-view.ts';

/** The organisation and the admin account of a link change, the admin's row locked; 404 when either is unknown. */
export async function lockLinkPair(tx: Executor, organisationId: string, adminId: string) {
  const organisation = await findOrganisation(tx, organisationId);
  if (!organisation) throw new AppError('ORGANISATION_NOT_FOUND');
  const admin = await lockAdmin(tx, adminId);
  if (!admin) throw new AppError('ORGANISATION_LINK_ADMIN_NOT_FOUND');
  return { organisation, admin };
}

/** Audits a link or unlink that changed something, and answers the organisation as it is now. */
export async function linkChangeAnswer(
  tx: Executor,
  superadmin: Account,
  change: {
    organisationId: string;
    admin: { id: string; name: string; email: string };
    linked: boolean;
    changed: boolean;
  },
  language: Language = 'cs',
): Promise<BoOrganisationChange> {
  const { organisationId, admin, linked, changed } = change;
  if (changed) {
    await recordAudit(tx, {
      actorId: superadmin.id,
      action: linked ? 'backoffice.organisation.link' : 'backoffice.organisation.unlink',
      targetId: organisationId,
      data: { adminId: admin.id, email: admin.email, before: { linked: !linked }, after: { linked } },
    });
  }
  const label = admin.name || admin.email;
  const text = organisationTextsIn(language);
  return {
    organisation: await organisationView(tx, organisationId),
    changed,
    message: linked
      ? changed
        ? text.linked(label)
        : text.alreadyLinked(label)
      : changed
        ? text.unlinked(label)
        : text.notLinked(label),
  };
}
