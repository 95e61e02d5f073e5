import {
  canExtend,
  extendedNumOfPeriods,
  extendWindowStart,
  isInExtendWindow,
  yearEnd,
} from '@champions/domain';
import { AppError } from '../../../shared/errors.ts';
import { updateIfNumOfPeriods } from '../repository.ts';
import type { SubscriptionsDeps } from './deps.ts';
import { refuseCompanyPlan, requireLive, subscriptionAnswer } from './live.ts';

/** Extends a yearly plan by another year, in the last periods of its commitment (domain window). */
export async function extendSubscription({ db, clock }: SubscriptionsDeps, userId: string) {
  const sub = await requireLive(db, userId);
  await refuseCompanyPlan(db, sub);
  if (!canExtend(sub as Parameters<typeof canExtend>[0])) throw new AppError('EXTEND_NOT_POSSIBLE');
  if (!isInExtendWindow(sub, clock.now())) {
    throw new AppError('EXTEND_TOO_EARLY', {
      params: { date: extendWindowStart(sub), end: yearEnd(sub) },
    });
  }
  await updateIfNumOfPeriods(db, sub.id, sub.numOfPeriods, {
    numOfPeriods: extendedNumOfPeriods(sub.numOfPeriods),
    updatedAt: clock.now(),
  });
  return { success: true as const, subscription: await subscriptionAnswer(db, sub.id) };
}
