import type { PartnerApprovalStatus } from '@champions/contract';
import {
  canSubmitForApproval,
  missingBeforeSubmit,
  PARTNER_CHECKLIST_STEPS,
  type PartnerChecklistFacts,
  partnerChecklist,
} from '@champions/domain';
import type { Executor } from '../../../db/client.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { countChecklistFacts, findApproval } from '../approval-repository.ts';
import { readSettings } from './read-settings.ts';

/** What the checklist knows of the partner: billing details, venues, activities, slots, approval. */
export async function checklistFacts(db: Executor, adminId: string, now: Date, lock = false) {
  const approval = await findApproval(db, adminId, lock);
  const [settings, counts] = await Promise.all([
    readSettings(db, adminId),
    countChecklistFacts(db, adminId, now),
  ]);
  const facts: PartnerChecklistFacts = {
    billingComplete: settings.complete,
    ...counts,
    approval: approval?.state ?? 'approved',
  };
  return { facts, note: approval?.note ?? null, settings };
}

export function approvalStatus(facts: PartnerChecklistFacts, note: string | null): PartnerApprovalStatus {
  const done = partnerChecklist(facts);
  return {
    state: facts.approval,
    note: facts.approval === 'rejected' ? note : null,
    steps: PARTNER_CHECKLIST_STEPS.map((step) => ({ step, done: done[step] })),
    canSubmit: canSubmitForApproval(facts.approval) && missingBeforeSubmit(facts).length === 0,
  };
}

/** GET /api/admin/approval: the partner's approval state and first-run checklist. */
export async function loadApprovalStatus({ db, now }: UseCaseContext, admin: Account) {
  const { facts, note } = await checklistFacts(db, admin.id, now);
  return approvalStatus(facts, note);
}
