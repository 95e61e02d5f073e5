import type { ApprovePartnerResponse } from '@champions/contract';
import { findIcoInText } from '@champions/domain';
import type { Database } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import type { Mailer } from '../../../mail/mailer.ts';
import { partnerMailTemplates } from '../../../mail/partner-templates.ts';
import { AppError } from '../../../shared/errors.ts';
import { PARTNER_APPROVAL_TEXTS } from '../../../shared/messages.ts';
import { type Account, firstPasswordLinks } from '../../auth/index.ts';
import { findPartnerByEmail, insertPartnerAccount, insertPartnerSettings } from '../partners-repository.ts';
import { recordAudit } from '../repository.ts';
import { findRequest, updateRequest } from '../requests-repository.ts';
import { auditedRequest } from './request-view.ts';

/** How long the new partner's link to set a password works (an invitation, like a receptionist's). */

/**
 * POST /api/superadmin/requests/:id/approve-partner: from a partner request, in one transaction under
 * the request's row lock, creates the partner (admin) account without a password (name, e-mail, phone,
 * company and an IČO found in the request), its company settings, a 7-day single-use link to set the
 * password (the admin area's reset page, which also confirms the e-mail) and its e-mail; links the request
 * to the account, marks it done and writes the audit row. A request approved already answers with its
 * account and changes nothing (so concurrent approvals make one account); an e-mail that already has a
 * partner account is refused (409) and nothing changes.
 */
export async function approvePartnerRequest(
  deps: { db: Database; mailer: Mailer; publicUrl: string },
  superadmin: Account,
  requestId: string,
  now: Date,
): Promise<ApprovePartnerResponse> {
  const { db, mailer, publicUrl } = deps;
  return db.transaction(async (tx) => {
    const request = await findRequest(tx, requestId, true);
    if (!request) throw new AppError('REQUEST_NOT_FOUND');
    if (request.kind !== 'partner') throw new AppError('REQUEST_NOT_PARTNER');
    if (request.accountId) {
      return {
        partnerId: request.accountId,
        created: false,
        message: PARTNER_APPROVAL_TEXTS.alreadyApproved,
      };
    }
    const email = request.email.trim().toLowerCase();
    if (await findPartnerByEmail(tx, email)) throw new AppError('PARTNER_EMAIL_TAKEN', { params: { email } });
    const ico = findIcoInText(request.company, request.message);
    const companyName = request.company?.trim() || null;
    // another request with this e-mail approved at the same moment: the unique index decides
    const partner = await insertPartnerAccount(tx, {
      email,
      name: request.name,
      phone: request.phone,
      companyName,
      companyId: ico,
    }).catch((error: unknown) => {
      throw isUniqueViolation(error) ? new AppError('PARTNER_EMAIL_TAKEN', { params: { email } }) : error;
    });
    await insertPartnerSettings(tx, {
      adminId: partner.id,
      companyName: companyName ?? '',
      ico: ico ?? '',
      contactEmail: email,
      contactPhone: request.phone,
    });
    await updateRequest(tx, requestId, { accountId: partner.id, status: 'done' }, now);
    const links = await firstPasswordLinks(tx, {
      role: 'admin',
      accountId: partner.id,
      email,
      now,
      publicUrl,
    });
    await mailer.send(
      email,
      'partner_invite',
      partnerMailTemplates.partnerInvitation(request.name, links.setPassword, links.signIn),
      tx,
    );
    await recordAudit(tx, {
      actorId: superadmin.id,
      action: 'backoffice.partner.approve',
      targetId: requestId,
      data: {
        before: { ...auditedRequest(request), accountId: null },
        after: { ...auditedRequest(request), status: 'done', accountId: partner.id },
        partnerId: partner.id,
        email,
        companyName,
        ico,
      },
    });
    return { partnerId: partner.id, created: true, message: PARTNER_APPROVAL_TEXTS.approved(email) };
  });
}
