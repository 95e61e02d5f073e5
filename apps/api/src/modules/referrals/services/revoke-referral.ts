import type { RevokeReferralBody, RevokeReferralResponse } from '@champions/contract';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { type Account, insertAuditEntry } from '../../auth/index.ts';
import { withAccountLock } from '../../payments/index.ts';
import { findReferralRow, insertReward, lockParty, lockRewardOfReferee } from '../repository.ts';
import { toReferralRow } from './referral-row.ts';
import { takeBackReward } from './reverse-reward.ts';

/**
 * POST /api/superadmin/referrals/:refereeId/revoke: a fraudulent referral. A granted reward is taken
 * back from both sides through the ledger (and each is told by e-mail); a referral not yet rewarded
 * is closed so that it never rewards. Once: a revoked or reversed one answers 409. The audit row holds
 * the state and both balances before and after, and the reason, in the same transaction.
 */
export async function revokeReferral(
  { db, mailer, now }: UseCaseContext,
  superadmin: Account,
  input: { refereeId: string } & RevokeReferralBody,
): Promise<RevokeReferralResponse> {
  const { refereeId } = input;
  const found = await findReferralRow(db, refereeId);
  if (!found) throw new AppError('REFERRAL_NOT_FOUND');
  return withAccountLock(db, refereeId, () =>
    db.transaction(async (tx) => {
      const referee = await lockParty(tx, refereeId);
      const referrer = await lockParty(tx, found.referrer.id);
      if (!referee || !referrer) throw new AppError('REFERRAL_NOT_FOUND');
      const before = {
        state: 'pending' as string,
        referrerCredits: referrer.credits,
        refereeCredits: referee.credits,
      };
      let reward = await lockRewardOfReferee(tx, refereeId);
      if (reward) before.state = reward.state;
      if (reward?.state === 'revoked' || reward?.state === 'reversed') {
        throw new AppError('REFERRAL_ALREADY_REVOKED');
      }
      if (!reward) {
        reward = await insertReward(tx, {
          referrerId: referrer.id,
          refereeId,
          paymentId: null,
          state: 'revoked',
          revokeReason: input.reason,
          reversedAt: now,
        });
        // a purchase decided the reward in between: the unique referee row is taken
        if (!reward) throw new AppError('REFERRAL_ALREADY_REVOKED');
      } else {
        reward = await takeBackReward(
          tx,
          reward,
          { state: 'revoked', at: now, reason: input.reason },
          mailer,
        );
      }
      const after = {
        state: reward.state,
        referrerCredits: (await lockParty(tx, referrer.id))!.credits,
        refereeCredits: (await lockParty(tx, refereeId))!.credits,
      };
      await insertAuditEntry(tx, {
        actorId: superadmin.id,
        action: 'backoffice.referral.revoke',
        targetId: refereeId,
        data: {
          before,
          after,
          reason: input.reason,
          rewardId: reward.id,
          referrerId: referrer.id,
          unrecovered: reward.referrerUnrecovered + reward.refereeUnrecovered,
        },
      });
      const row = await findReferralRow(tx, refereeId);
      return { referral: toReferralRow(row!) };
    }),
  );
}
