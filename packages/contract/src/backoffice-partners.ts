import { z } from 'zod';
import { isoDateTime, money, uuid } from './common.ts';

/**
 * The back office's partners: approving a partner request (the account is created and invited) and one
 * partner's detail (/superadmin/admins/{id}) with suspending and lifting the suspension.
 */

export const backofficePartnerParams = z.object({ id: uuid });

/** POST /api/superadmin/requests/:id/approve-partner: the partner account the request now links to. */
export const approvePartnerResponse = z.object({
  partnerId: uuid,
  /** false when the request had been approved already (nothing new was created or sent) */
  created: z.boolean(),
  message: z.string(),
});
export type ApprovePartnerResponse = z.infer<typeof approvePartnerResponse>;

export const backofficePartnerVenue = z.object({
  id: uuid,
  name: z.string(),
  city: z.string(),
  published: z.boolean(),
  activityCount: z.number().int(),
});
export type BackofficePartnerVenue = z.infer<typeof backofficePartnerVenue>;

/** `pending`: a self-registered partner the back office has not approved yet (nothing of theirs is public) */
export const PARTNER_STATES = ['active', 'pending', 'invited', 'unverified', 'suspended', 'blocked'] as const;
export type PartnerState = (typeof PARTNER_STATES)[number];

/** GET /api/superadmin/admins/:id: the partner, their company, venues, commission and state. */
export const backofficePartner = z.object({
  id: uuid,
  email: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  companyName: z.string(),
  ico: z.string(),
  /** the platform's commission, whole basis points (12,5 % = 1 250) */
  commissionBps: z.number().int().describe('Commission in basis points (1 % = 100), not an amount.'),
  state: z.enum(PARTNER_STATES),
  suspendedAt: isoDateTime.nullable(),
  /** why the partner was suspended (the last suspension's reason), while suspended */
  suspensionReason: z.string().nullable(),
  createdAt: isoDateTime,
  venues: z.array(backofficePartnerVenue),
  /** customers' tickets for the partner's slots that have not started yet */
  upcomingTickets: z.number().int(),
});
export type BackofficePartner = z.infer<typeof backofficePartner>;

export const PARTNER_REASON = { min: 5, max: 500 } as const;

/** POST suspend / lift suspension: a reason is required (it is kept in the audit log). */
export const partnerSuspensionBody = z.object({
  reason: z
    .string({ error: 'Uveďte důvod.' })
    .trim()
    .min(PARTNER_REASON.min, `Uveďte důvod (alespoň ${PARTNER_REASON.min} znaků).`)
    .max(PARTNER_REASON.max, `Důvod může mít nejvýše ${PARTNER_REASON.max} znaků.`),
});
export type PartnerSuspensionBody = z.infer<typeof partnerSuspensionBody>;

export const partnerSuspensionResponse = z.object({
  partner: backofficePartner,
  /** tickets cancelled by this suspension (0 when the partner was suspended already) */
  cancelledTickets: z.number().int(),
  refundedCredits: money,
  /** customers told by e-mail */
  customersNotified: z.number().int(),
});
export type PartnerSuspensionResponse = z.infer<typeof partnerSuspensionResponse>;
