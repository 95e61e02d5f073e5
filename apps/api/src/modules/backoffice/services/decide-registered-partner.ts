import { type Language, PAGES } from '@champions/domain';
import type { Executor } from '../../../db/client.ts';
import type { Mailer } from '../../../mail/mailer.ts';
import { partnerMailTemplates } from '../../../mail/partner-templates.ts';
import { approvalTextsIn } from '../../../shared/answer-texts.ts';
import type { CatalogueChanged } from '../../../shared/catalogue-changed.ts';
import { AppError } from '../../../shared/errors.ts';
import type { Account } from '../../auth/index.ts';
import { findPartner, setPartnerApproval } from '../partners-repository.ts';
import { recordAudit } from '../repository.ts';
import { type findRequest, updateRequest } from '../requests-repository.ts';
import { auditedRequest } from './request-view.ts';

type RequestRow = NonNullable<Awaited<ReturnType<typeof findRequest>>>;

/** The approval of the partner a request links to (undefined when the account is gone). */
export async function approvalOf(db: Executor, partnerId: string) {
  return (await findPartner(db, partnerId))?.account.partnerApproval;
}

export type DecisionDeps = {
  mailer: Mailer;
  publicUrl: string;
  changed?: CatalogueChanged;
  /** the operator's language: the answer's `message` is in it */
  language?: Language | undefined;
};

/**
 * The back office's decision on a self-registered partner's request (the request links to the account):
 * approving makes everything the partner published public; rejecting keeps it hidden and tells the
 * partner why, and they may submit again. Only a partner waiting for approval can be decided (409
 * otherwise). Runs inside the caller's transaction, which holds the request's row lock.
 */
export async function decideRegisteredPartner(
  tx: Executor,
  deps: DecisionDeps,
  superadmin: Account,
  request: RequestRow,
  decision: { approve: true } | { approve: false; reason: string },
  now: Date,
): Promise<{ partnerId: string; message: string }> {
  const partnerId = request.accountId;
  const partner = partnerId ? await findPartner(tx, partnerId, true) : undefined;
  if (!partnerId || !partner) throw new AppError('PARTNER_NOT_FOUND');
  const before = partner.account.partnerApproval;
  if (before === 'approved') throw new AppError('PARTNER_NOT_AWAITING_APPROVAL');
  const state = decision.approve ? 'approved' : 'rejected';
  const reason = decision.approve ? null : decision.reason;
  await setPartnerApproval(tx, partnerId, state, reason);
  await updateRequest(tx, request.id, { status: 'done' }, now);
  const adminUrl = new URL(PAGES.admin.entersLoading, deps.publicUrl).toString();
  const { email, name } = partner.account;
  await deps.mailer.send(
    email,
    decision.approve ? 'partner_approved' : 'partner_rejected',
    decision.approve
      ? partnerMailTemplates.partnerApproved(name || email, adminUrl)
      : partnerMailTemplates.partnerRejected(name || email, decision.reason, adminUrl),
    tx,
  );
  await recordAudit(tx, {
    actorId: superadmin.id,
    action: decision.approve ? 'backoffice.partner.approve' : 'backoffice.partner.reject',
    targetId: request.id,
    data: {
      before: { ...auditedRequest(request), partnerApproval: before },
      after: { ...auditedRequest(request), status: 'done', partnerApproval: state },
      partnerId,
      email,
      ...(reason ? { reason } : {}),
    },
  });
  return {
    partnerId,
    message: decision.approve
      ? approvalTextsIn(deps.language ?? 'cs').partnerApproved(email)
      : approvalTextsIn(deps.language ?? 'cs').partnerRejected(email),
  };
}
