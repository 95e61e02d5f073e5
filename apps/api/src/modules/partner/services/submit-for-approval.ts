import type { PartnerApprovalSubmitResponse } from '@champions/contract';
import { type Language, missingBeforeSubmit } from '@champions/domain';
import { approvalTextsIn } from '../../../shared/answer-texts.ts';
import { errorMessage } from '../../../shared/error-codes.ts';
import { AppError } from '../../../shared/errors.ts';
import { PARTNER_APPROVAL_TEXTS } from '../../../shared/messages.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
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
  { db, now, language }: UseCaseContext,
  admin: Account,
): Promise<PartnerApprovalSubmitResponse> {
  const texts = approvalTextsIn(language);
  return db.transaction(async (tx) => {
    const { facts, settings } = await checklistFacts(tx, admin.id, now, true);
    if (facts.approval === 'submitted') throw new AppError('APPROVAL_ALREADY_SUBMITTED');
    if (facts.approval === 'approved') throw new AppError('PARTNER_ALREADY_APPROVED');
    const missing = missingBeforeSubmit(facts);
    if (missing.length > 0) {
      // each language names the steps in its own words
      const steps = (language: Language) =>
        missing.map((step) => approvalTextsIn(language).step[step]).join(', ');
      throw new AppError('APPROVAL_STEPS_MISSING', {
        params: { steps: steps('cs') },
        messageEn: errorMessage('APPROVAL_STEPS_MISSING', { steps: steps('en') }, 'en'),
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
      message: texts.submitted,
    };
  });
}
