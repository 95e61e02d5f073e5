import type { ApprovePartnerResponse } from '@champions/contract';
import { findIcoInText } from '@champions/domain';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import { partnerMailTemplates } from '../../../mail/partner-templates.ts';
import { approvalTextsIn } from '../../../shared/answer-texts.ts';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { type Account, firstPasswordLinks } from '../../auth/index.ts';
import { findPartnerByEmail, insertPartnerAccount, insertPartnerSettings } from '../partners-repository.ts';
import { recordAudit } from '../repository.ts';
import { findRequest, updateRequest } from '../requests-repository.ts';
import { approvalOf, decideRegisteredPartner } from './decide-registered-partner.ts';
import { auditedRequest } from './request-view.ts';

/**
 * POST /api/superadmin/requests/:id/approve-partner: from a partner request, in one transaction under
 * the request's row lock, creates the partner (admin) account without a password (name, e-mail, phone,
 * company and an IČO found in the request), its company settings, a 7-day single-use link to set the
 * password (the admin area's reset page, which also confirms the e-mail) and its e-mail; links the request
 * to the account, marks it done and writes the audit row. A request approved already answers with its
 * account and changes nothing (so concurrent approvals make one account); an e-mail that already has a
 * partner account is refused (409) and nothing changes. A request a self-registered partner submitted
 * (it links to their account, not approved yet) approves that account: everything they published goes public.
 */
export async function approvePartnerRequest(
  { db, mailer, config, catalogueChanged, now, language }: UseCaseContext,
  superadmin: Account,
  { requestId }: { requestId: string },
): Promise<ApprovePartnerResponse> {
  const publicUrl = config.PUBLIC_URL;
  const answer = await db.transaction(
    async (tx): Promise<ApprovePartnerResponse & { approvedNow?: boolean }> => {
      const request = await findRequest(tx, requestId, true);
      if (!request) throw new AppError('REQUEST_NOT_FOUND');
      if (request.kind !== 'partner') throw new AppError('REQUEST_NOT_PARTNER');
      // a self-registered partner not approved yet (the operator may approve before they submit)
      const approval = request.accountId ? await approvalOf(tx, request.accountId) : undefined;
      if (approval && approval !== 'approved') {
        const deps = { mailer, publicUrl, language };
        const decided = await decideRegisteredPartner(tx, deps, superadmin, request, { approve: true }, now);
        return { ...decided, created: false, approvedNow: true };
      }
      if (request.accountId) {
        return {
          partnerId: request.accountId,
          created: false,
          message: approvalTextsIn(language).alreadyApproved,
        };
      }
      const email = request.email.trim().toLowerCase();
      if (await findPartnerByEmail(tx, email))
        throw new AppError('PARTNER_EMAIL_TAKEN', { params: { email } });
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
      return {
        partnerId: partner.id,
        created: true,
        message: approvalTextsIn(language).approved(email),
      };
    },
  );
  // the partner's venues went public: the public answers' caches start again
  if (answer.approvedNow) catalogueChanged('places');
  const { approvedNow: _approvedNow, ...rest } = answer;
  return rest;
}
