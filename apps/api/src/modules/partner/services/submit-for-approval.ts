import type { PartnerApprovalSubmitResponse } from '@champions/contract';
import { missingBeforeSubmit } from '@champions/domain';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../shared/errors.ts';
import { PARTNER_APPROVAL_TEXTS } from '../../../shared/messages.ts';
import type { Account } from '../../auth/index.ts';
import {
  findApprovalRequest,
  insertApprovalRequest,
  reopenApprovalRequest,
  setApproval,
} from '../approval-repository.ts';
import { approvalStatus, checklistFacts } from './approval-status.ts';

/**
 * POST /api/admin/approval: under the partner's row lock, checks the checklist is done and puts the
 * partner's request into the back office's inbox (a partner request linked to the account; after a
 * rejection the same request opens again). A request already submitted or approved is refused (409).
 */
export async function submitForApproval(
  db: Database,
  admin: Account,
  now: Date,
): Promise<PartnerApprovalSubmitResponse> {
  return db.transaction(async (tx) => {
    const { facts, settings } = await checklistFacts(tx, admin.id, now, true);
    if (facts.approval === 'submitted') throw new AppError('APPROVAL_ALREADY_SUBMITTED');
    if (facts.approval === 'approved') throw new AppError('PARTNER_ALREADY_APPROVED');
    const missing = missingBeforeSubmit(facts);
    if (missing.length > 0) {
      throw new AppError('APPROVAL_STEPS_MISSING', {
        params: { steps: missing.map((step) => PARTNER_APPROVAL_TEXTS.step[step]).join(', ') },
      });
    }
    const message = PARTNER_APPROVAL_TEXTS.requestMessage({
      company: settings.companyName,
      ico: settings.ico,
      bankAccount: settings.bankAccount,
      venues: facts.venues,
      activities: facts.activities,
      upcomingSlots: facts.upcomingSlots,
    });
    const existing = await findApprovalRequest(tx, admin.id);
    if (existing) await reopenApprovalRequest(tx, existing.id, message, now);
    else {
      await insertApprovalRequest(tx, {
        kind: 'partner',
        name: admin.name || admin.email,
        email: admin.email,
        phone: settings.contactPhone ?? admin.phone,
        company: settings.companyName || admin.companyName,
        message,
        accountId: admin.id,
        createdAt: now,
        updatedAt: now,
      });
    }
    await setApproval(tx, admin.id, 'submitted', null);
    return {
      status: approvalStatus({ ...facts, approval: 'submitted' }, null),
      message: PARTNER_APPROVAL_TEXTS.submitted,
    };
  });
}
