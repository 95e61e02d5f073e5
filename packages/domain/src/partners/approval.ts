/**
 * A partner's approval. A partner who registers on their own starts as a draft: they fill in the
 * first-run checklist and submit it, and the back office approves or rejects (with a reason; the partner
 * may fix it and submit again). Nothing of a partner that is not approved is public or bookable.
 * Partners the back office created (from a partner request) and the demo partners are approved.
 */
export const PARTNER_APPROVAL_STATES = ['draft', 'submitted', 'approved', 'rejected'] as const;
export type PartnerApprovalState = (typeof PARTNER_APPROVAL_STATES)[number];

export const isPartnerApproved = (state: PartnerApprovalState): boolean => state === 'approved';

/** The first-run checklist's steps, in the order the partner does them. */
export const PARTNER_CHECKLIST_STEPS = ['billing', 'venue', 'activity', 'slots', 'submit'] as const;
export type PartnerChecklistStep = (typeof PARTNER_CHECKLIST_STEPS)[number];

export interface PartnerChecklistFacts {
  /** company name, IČO, address and bank account saved (the settings are complete) */
  billingComplete: boolean;
  venues: number;
  activities: number;
  /** slots that have not started yet */
  upcomingSlots: number;
  approval: PartnerApprovalState;
}

/** Which steps are done; `submit` counts as done once the request is with the back office (or approved). */
export function partnerChecklist(facts: PartnerChecklistFacts): Record<PartnerChecklistStep, boolean> {
  return {
    billing: facts.billingComplete,
    venue: facts.venues > 0,
    activity: facts.activities > 0,
    slots: facts.upcomingSlots > 0,
    submit: facts.approval === 'submitted' || facts.approval === 'approved',
  };
}

/** The steps still missing before the partner may submit (every step but `submit` itself). */
export function missingBeforeSubmit(facts: PartnerChecklistFacts): PartnerChecklistStep[] {
  const done = partnerChecklist(facts);
  return PARTNER_CHECKLIST_STEPS.filter((step) => step !== 'submit' && !done[step]);
}

/** A draft or a rejected request can be submitted (again); a submitted or approved one cannot. */
export const canSubmitForApproval = (state: PartnerApprovalState): boolean =>
  state === 'draft' || state === 'rejected';
