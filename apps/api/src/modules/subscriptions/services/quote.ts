import type { SubscriptionQuoteResponse } from '@champions/contract';
import {
  cancellationDetails,
  cancellationTypesFor,
  isYearly,
  type PlanChoice,
  periodEnd,
  pragueDayKey,
  type SubscriptionType,
  switchQuote,
  yearEnd,
} from '@champions/domain';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import type { Executor } from '../../payments/index.ts';
import { loadArea, loadConfig, type Subscription } from '../repository.ts';
import { choiceOf, requireLive } from './live.ts';

/** What switching the subscription to `target` costs at `now` (the domain's switchQuote). */
export async function quoteSwitch(db: Executor, sub: Subscription, target: PlanChoice, now: Date) {
  const today = pragueDayKey(now);
  const config = await loadConfig(db, today);
  const currentArea = sub.areaId ? await loadArea(db, sub.areaId, today) : null;
  return switchQuote({
    current: {
      type: sub.type,
      area: currentArea ? { id: currentArea.id, price: currentArea.price } : null,
      startDate: sub.startDate,
      subscribedPrice: sub.subscribedPrice,
      lastCatchUpFee:
        sub.catchUpFee > 0 && sub.cancelledAt ? { amount: sub.catchUpFee, paidAt: sub.cancelledAt } : null,
    },
    target,
    config,
    now,
  });
}

export const switchQuoteDto = (q: Awaited<ReturnType<typeof quoteSwitch>>) => ({
  ...q,
  effectiveAt: q.effectiveAt.toISOString(),
});

/**
 * GET /api/user/subscriptions/quote, the manage page's figures: a switch's quote (when asked for), the
 * cancellation choices, the ends.
 */
export async function quoteSubscription(
  { db, now }: UseCaseContext,
  account: Account,
  query: { newType?: SubscriptionType | undefined; newAreaId?: string | undefined },
): Promise<SubscriptionQuoteResponse> {
  const sub = await requireLive(db, account.id);
  const target = query.newType
    ? await choiceOf(db, query.newType, query.newAreaId === 'all' ? null : query.newAreaId, pragueDayKey(now))
    : null;
  return {
    switchQuote: target ? switchQuoteDto(await quoteSwitch(db, sub, target, now)) : null,
    cancellation: cancellationDetails(sub, now),
    cancellationTypes: [...cancellationTypesFor(sub.type)],
    periodEnd: periodEnd(sub.startDate, now).toISOString(),
    yearEnd: isYearly(sub.type) ? yearEnd(sub).toISOString() : null,
  };
}
