import { randomBytes } from 'node:crypto';
import { PAGES, REFERRAL_QUERY_PARAM } from '@champions/domain';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { type Account, countReferredAccounts } from '../../auth/index.ts';
import { findOwnReferralCode, insertReferralCode, referralStats } from '../settings-repository.ts';

/**
 * The partner's referral code (made on first use), its link and whom it brought. A trainer's link
 * leads to the customers' registration (`landing`), a partner's to the partners' one.
 */
export async function referralOf(
  { db, config }: UseCaseContext,
  admin: Account,
  { landing = PAGES.admin.register }: { landing?: string } = {},
) {
  const code =
    (await findOwnReferralCode(db, admin.id)) ??
    (await insertReferralCode(db, admin.id, `P${randomBytes(4).toString('hex').toUpperCase()}`));
  const [stats, registered] = await Promise.all([
    referralStats(db, admin.id),
    countReferredAccounts(db, admin.id),
  ]);
  return {
    code,
    url: `${config.PUBLIC_URL}${landing}?${REFERRAL_QUERY_PARAM}=${encodeURIComponent(code)}`,
    // accounts registered through the link, and older referrals recorded in the referrals table
    referredCount: registered + stats.referredCount,
    rewardTotal: stats.rewardTotal,
  };
}
