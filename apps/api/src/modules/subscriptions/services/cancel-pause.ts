import { pauseCancellation } from '@champions/domain';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { dropPlannedPause, liveSubscription, lockSubscription, shortenPause, toDto } from '../repository.ts';
import { currentPause } from './current-pause.ts';
import { refuseCompanyPlan, requireLive } from './live.ts';

/**
 * PUT /api/user/subscriptions/cancel-pause: cancels a planned pause, or ends a running one with the
 * current period (the domain's pauseCancellation).
 */
export async function cancelPause({ db, now }: UseCaseContext, account: Account) {
  const userId = account.id;
  const live = await requireLive(db, userId);
  await refuseCompanyPlan(db, live);
  await db.transaction(async (tx) => {
    const sub = await lockSubscription(tx, live.id);
    const pause = sub ? currentPause(sub, now) : null;
    if (!sub || !pause) throw new AppError('PAUSE_NOTHING_TO_CANCEL');
    const outcome = pauseCancellation(pause, sub.startDate, now);
    if (outcome.kind === 'none') throw new AppError('PAUSE_NOTHING_TO_CANCEL');
    if (outcome.kind === 'drop') await dropPlannedPause(tx, sub, now);
    else await shortenPause(tx, sub, outcome.resumesAt, now);
  });
  const sub = await liveSubscription(db, userId);
  return { success: true as const, subscription: await toDto(db, sub!) };
}
