import { enqueueJob } from '../../../jobs/queue.ts';
import type { Executor } from '../../payments/index.ts';
import { isUndecidedReferee } from '../repository.ts';
import { REFERRAL_REWARD_JOB } from './grant-standing-rewards.ts';

/**
 * In the transaction that admits a paid entry: when its holder came through a referral link and has
 * no reward decision yet, the reward job runs at once instead of at its next five-minute turn (the
 * used entry may be the purchase that earns it). One job per ticket (its dedupe key).
 */
export async function queueReferralDecision(
  tx: Executor,
  entry: {
    userId: string;
    ticketId: string;
    now: Date;
    /** whether the holder is an undecided referee, when the admission read it (`undecidedRefereeSql`) */
    undecidedReferee?: boolean;
  },
): Promise<void> {
  if (!(entry.undecidedReferee ?? (await isUndecidedReferee(tx, entry.userId)))) return;
  await enqueueJob(tx, {
    kind: REFERRAL_REWARD_JOB,
    runAt: entry.now,
    dedupeKey: `${REFERRAL_REWARD_JOB}:ticket:${entry.ticketId}`,
  });
}
