import type { BoOrganisationChange, BoOrganisationCreateBody } from '@champions/contract';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import { partnerMailTemplates } from '../../../mail/partner-templates.ts';
import { organisationTextsIn } from '../../../shared/answer-texts.ts';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { type Account, firstPasswordLinks } from '../../auth/index.ts';
import { findPartnerRoleByEmail, insertOrganisationAccount } from '../organisations-repository.ts';
import { recordAudit } from '../repository.ts';
import { organisationView } from './organisation-view.ts';

/**
 * POST /api/superadmin/organisations: in one transaction creates the organisation's partner account
 * without a password (the company as its company name, the contact as its name), a 7-day single-use
 * link to set the password and its e-mail, and the audit row. An e-mail that already has a partner
 * account (erased ones too) is refused (409) and nothing changes, so a double submit makes one account.
 */
export async function createBoOrganisation(
  { db, mailer, config, now, language }: UseCaseContext,
  superadmin: Account,
  input: BoOrganisationCreateBody,
): Promise<BoOrganisationChange> {
  const publicUrl = config.PUBLIC_URL;
  const email = input.email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    if (await findPartnerRoleByEmail(tx, email)) {
      throw new AppError('ORGANISATION_EMAIL_TAKEN', { params: { email } });
    }
    // the same e-mail created at the same moment: the unique index decides
    const created = await insertOrganisationAccount(tx, {
      email,
      name: input.contactName,
      companyName: input.name,
    }).catch((error: unknown) => {
      throw isUniqueViolation(error)
        ? new AppError('ORGANISATION_EMAIL_TAKEN', { params: { email } })
        : error;
    });
    const links = await firstPasswordLinks(tx, {
      role: 'partner',
      accountId: created.id,
      email,
      now,
      publicUrl,
    });
    await mailer.send(
      email,
      'organisation_invite',
      partnerMailTemplates.organisationInvitation(
        input.contactName,
        input.name,
        links.setPassword,
        links.signIn,
      ),
      tx,
    );
    await recordAudit(tx, {
      actorId: superadmin.id,
      action: 'backoffice.organisation.create',
      targetId: created.id,
      data: { before: null, after: { name: input.name, contactName: input.contactName, email } },
    });
    return {
      organisation: await organisationView(tx, created.id),
      changed: true,
      message: organisationTextsIn(language).created(email),
    };
  });
}
