import { pauseRefusal, plannedPause, voucherCoversPeriodsAhead } from '@champions/domain';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { earlierPauseStarts, liveSubscription, lockSubscription, recordPause, toDto } from '../repository.ts';
import { pausable, pauseRefusalError } from './current-pause.ts';
import { refuseCompanyPlan, requireLive } from './live.ts';

/**
 * PUT /api/user/subscriptions/pause-subscription: plans a pause of `periods` periods from the next period
 * ("Pozastavit členství"): the rules are the domain's (`pauseRefusal`, `plannedPause`); the billing job
 * skips paused periods (services/close-period.ts) and the entries module does not cover entries in a pause.
 */
export async function pauseSubscription(
  { db, now }: UseCaseContext,
  account: Account,
  { periods }: { periods: number },
) {
  const userId = account.id;
  const live = await requireLive(db, userId);
  await refuseCompanyPlan(db, live);
  const planned = await db.transaction(async (tx) => {
    const sub = await lockSubscription(tx, live.id);
    if (!sub) throw new AppError('SUBSCRIPTION_NOT_LIVE');
    if (voucherCoversPeriodsAhead(sub.currentPeriod, sub.voucherPeriods))
      throw new AppError('SUBSCRIPTION_VOUCHER_COVERED');
    const starts = await earlierPauseStarts(tx, userId);
    const refusal = pauseRefusal({ sub: pausable(sub, now), periods, now, earlierPauseStarts: starts });
    if (refusal) throw pauseRefusalError(refusal, starts, sub, now);
    const plan = plannedPause(sub.startDate, now, periods);
    await recordPause(tx, sub.id, plan, now);
    return plan;
  });
  const sub = await liveSubscription(db, userId);
  return {
    success: true as const,
    subscription: await toDto(db, sub!),
    pause: { startsAt: planned.startsAt.toISOString(), resumesAt: planned.resumesAt.toISOString() },
  };
}
