import { randomBytes } from 'node:crypto';
import { PAGES, REFERRAL_QUERY_PARAM } from '@champions/domain';
import type { Executor } from '../../../db/client.ts';
import { countReferredAccounts } from '../../auth/index.ts';
import { findOwnReferralCode, insertReferralCode, referralStats } from '../settings-repository.ts';

/**
 * The partner's referral code (made on first use), its link and whom it brought. A trainer's link
 * leads to the customers' registration (`landing`), a partner's to the partners' one.
 */
export async function referralOf(
  db: Executor,
  adminId: string,
  publicUrl: string,
  landing: string = PAGES.admin.register,
) {
  const code =
    (await findOwnReferralCode(db, adminId)) ??
    (await insertReferralCode(db, adminId, `P${randomBytes(4).toString('hex').toUpperCase()}`));
  const [stats, registered] = await Promise.all([
    referralStats(db, adminId),
    countReferredAccounts(db, adminId),
  ]);
  return {
    code,
    url: `${publicUrl}${landing}?${REFERRAL_QUERY_PARAM}=${encodeURIComponent(code)}`,
    // accounts registered through the link, and older referrals recorded in the referrals table
    referredCount: registered + stats.referredCount,
    rewardTotal: stats.rewardTotal,
  };
}
