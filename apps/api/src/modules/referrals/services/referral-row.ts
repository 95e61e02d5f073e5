import type { BackofficeReferralRow } from '@champions/contract';
import type { ReferralRowData } from '../repository.ts';

/** A referred account as the back office lists it (pending until the first paid purchase). */
export function toReferralRow(row: ReferralRowData): BackofficeReferralRow {
  const reward = row.reward;
  return {
    refereeId: row.referee.id,
    referee: row.referee,
    referrer: row.referrer,
    code: row.code,
    registeredAt: row.registeredAt.toISOString(),
    state: reward?.state ?? 'pending',
    refusedReason: reward?.refusedReason ?? null,
    paymentId: reward?.paymentId ?? null,
    referrerAmount: reward?.referrerAmount ?? 0,
    refereeAmount: reward?.refereeAmount ?? 0,
    unrecovered: (reward?.referrerUnrecovered ?? 0) + (reward?.refereeUnrecovered ?? 0),
    revokeReason: reward?.revokeReason ?? null,
    rewardedAt: reward?.paymentId ? reward.createdAt.toISOString() : null,
    reversedAt: reward?.reversedAt?.toISOString() ?? null,
  };
}
