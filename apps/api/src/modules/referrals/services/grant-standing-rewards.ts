import { membershipsStandingPaidBy, REFERRAL_REWARD } from '@champions/domain';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { selectUndecidedReferees } from '../repository.ts';
import { decideReferralReward } from './grant-reward.ts';

/** The job that decides the referral rewards whose purchase now stands (every five minutes). */
export const REFERRAL_REWARD_JOB = 'referrals.reward';

/** How many referees one run decides at most; the next run takes the rest. */
const REFEREES_PER_RUN = 500;

/**
 * The job: every referred account without a decision whose purchase now stands (an entry used, a
 * membership past its withdrawal period) gets its reward decided, each in its own transaction.
 * Answers how many were decided.
 */
export async function decideStandingReferralRewards(
  { db, mailer, config, now }: UseCaseContext,
  _actor: null,
): Promise<number> {
  const deps = { mailer, publicUrl: config.PUBLIC_URL };
  const refereeIds = await selectUndecidedReferees(db, {
    minimumNet: REFERRAL_REWARD.minimumPurchase,
    membershipsPaidBy: membershipsStandingPaidBy(now),
    limit: REFEREES_PER_RUN,
  });
  let decided = 0;
  for (const refereeId of refereeIds) {
    if (await db.transaction((tx) => decideReferralReward(deps, tx, refereeId, now))) decided += 1;
  }
  return decided;
}
