import { PARTNER_APPROVAL_STATES, PARTNER_CHECKLIST_STEPS } from '@champions/domain';
import { z } from 'zod';

/**
 * A self-registered partner's approval: the first-run checklist (billing details and bank account →
 * venue → activity → slots → submit) and the state of the request with the back office.
 */

export const partnerApprovalStatus = z.object({
  /** draft (filling in), submitted (waiting for the back office), approved, rejected (with `note`) */
  state: z.enum(PARTNER_APPROVAL_STATES),
  /** the back office's reason when it rejected the request */
  note: z.string().nullable(),
  steps: z.array(z.object({ step: z.enum(PARTNER_CHECKLIST_STEPS), done: z.boolean() })),
  /** every step before `submit` is done and the request is not with the back office already */
  canSubmit: z.boolean(),
});
export type PartnerApprovalStatus = z.infer<typeof partnerApprovalStatus>;

export const partnerApprovalSubmitResponse = z.object({
  status: partnerApprovalStatus,
  message: z.string(),
});
export type PartnerApprovalSubmitResponse = z.infer<typeof partnerApprovalSubmitResponse>;
