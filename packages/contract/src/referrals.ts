import { REFERRAL_REWARD } from '@champions/domain';
import { z } from 'zod';
import { isoDateTime, money, pagination, uuid } from './common.ts';

/** Referral links of customers and trainers, their rewards, and the back office's view of them. */

/** pending: registered, nothing paid yet; the rest are the reward's state (docs/business-rules.md). */
export const REFERRAL_STATES = ['pending', 'granted', 'refused', 'reversed', 'revoked'] as const;
export type ReferralState = (typeof REFERRAL_STATES)[number];

/** GET /api/user/referral and /api/trainer/referral: the own link, whom it brought, what it earned. */
export const ownReferralResponse = z.object({
  code: z.string(),
  url: z.string(),
  referrerReward: money.describe('What the referrer gets per referral, in haléře.'),
  refereeReward: money.describe('What the new customer gets, in haléře.'),
  referred: z.array(
    z.object({
      /** the first name only: the referrer sees nothing more of another person */
      firstName: z.string(),
      registeredAt: isoDateTime,
      state: z.enum(REFERRAL_STATES),
      earned: money.describe('What this referral earned the referrer and still stands, in haléře.'),
    }),
  ),
  earnedTotal: money.describe('Sum of what the referrals earned and still stands, in haléře.'),
});
export type OwnReferralResponse = z.infer<typeof ownReferralResponse>;

/** GET /api/superadmin/referrals: every referred account, searched and paged on the server. */
export const backofficeReferralsQuery = z.object({
  q: z.string().trim().max(100, 'Hledaný text může mít nejvýše 100 znaků.').optional(),
  state: z.enum(REFERRAL_STATES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type BackofficeReferralsQuery = z.infer<typeof backofficeReferralsQuery>;

const party = z.object({ id: uuid, name: z.string(), email: z.string(), role: z.string() });

export const backofficeReferralRow = z.object({
  /** the referred account: one referral (and at most one reward) per referee */
  refereeId: uuid,
  referee: party,
  referrer: party,
  /** the referrer's code, when the link it came through still exists */
  code: z.string().nullable(),
  registeredAt: isoDateTime,
  state: z.enum(REFERRAL_STATES),
  refusedReason: z.string().nullable(),
  paymentId: uuid.nullable(),
  referrerAmount: money,
  refereeAmount: money,
  unrecovered: money.describe('Credit a reversal could not take back (already spent), in haléře.'),
  revokeReason: z.string().nullable(),
  rewardedAt: isoDateTime.nullable(),
  reversedAt: isoDateTime.nullable(),
});
export type BackofficeReferralRow = z.infer<typeof backofficeReferralRow>;

export const backofficeReferralsResponse = z.object({
  referrals: z.array(backofficeReferralRow),
  pagination,
});
export type BackofficeReferralsResponse = z.infer<typeof backofficeReferralsResponse>;

export const backofficeReferralParams = z.object({ refereeId: uuid });

/** POST /api/superadmin/referrals/:refereeId/revoke: a fraudulent referral, with a required reason. */
export const revokeReferralBody = z.object({
  reason: z
    .string()
    .trim()
    .min(
      REFERRAL_REWARD.revokeReasonMinLength,
      `Uveďte důvod (alespoň ${REFERRAL_REWARD.revokeReasonMinLength} znaků).`,
    )
    .max(
      REFERRAL_REWARD.revokeReasonMaxLength,
      `Důvod může mít nejvýše ${REFERRAL_REWARD.revokeReasonMaxLength} znaků.`,
    ),
});
export type RevokeReferralBody = z.infer<typeof revokeReferralBody>;

export const revokeReferralResponse = z.object({ referral: backofficeReferralRow });
export type RevokeReferralResponse = z.infer<typeof revokeReferralResponse>;
