import {
  canExtend,
  extendedNumOfPeriods,
  extendWindowStart,
  isInExtendWindow,
  yearEnd,
} from '@champions/domain';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { updateIfNumOfPeriods } from '../repository.ts';
import { refuseCompanyPlan, requireLive, subscriptionAnswer } from './live.ts';

/**
 * PUT /api/user/subscriptions/extend-subscription: extends a yearly plan by another year, in the last
 * periods of its commitment (domain window).
 */
export async function extendSubscription({ db, now }: UseCaseContext, account: Account) {
  const sub = await requireLive(db, account.id);
  await refuseCompanyPlan(db, sub);
  if (!canExtend(sub as Parameters<typeof canExtend>[0])) throw new AppError('EXTEND_NOT_POSSIBLE');
  if (!isInExtendWindow(sub, now)) {
    throw new AppError('EXTEND_TOO_EARLY', {
      params: { date: extendWindowStart(sub), end: yearEnd(sub) },
    });
  }
  await updateIfNumOfPeriods(db, sub.id, sub.numOfPeriods, {
    numOfPeriods: extendedNumOfPeriods(sub.numOfPeriods),
    updatedAt: now,
  });
  return { success: true as const, subscription: await subscriptionAnswer(db, sub.id) };
}
