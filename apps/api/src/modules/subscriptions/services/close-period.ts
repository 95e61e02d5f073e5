import {
  isChampionship,
  isFreePeriod,
  isPausedAt,
  isVoucherCoveredPeriod,
  isYearly,
  PERIOD_MS,
  pragueDayKey,
  recurringPrice,
  yearlyPeriodCount,
} from '@champions/domain';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { insertAuditEntry } from '../../auth/index.ts';
import { cancelCoveredEntriesFrom, mailCancelledCoveredEntries } from '../../entries/index.ts';
import { isCompanySeatRemoved } from '../lifecycle-repository.ts';
import {
  clearPause,
  loadPrices,
  lockSubscription,
  periodStartAt,
  type Subscription,
  updateSubscription,
} from '../repository.ts';
import { providePlanPeriod } from './plan-period-provided.ts';
import { provideVoucherPeriod, provideVoucherRest } from './voucher-plan.ts';

/**
 * A renewal's period-end changes under the row lock (cancellation, a removed company seat, a pause, a
 * pending switch, year end -> flexible, the prices of the new period); answers the subscription to
 * charge, or null (nothing is due now, the plan ended, or the period is not charged).
 */
export async function closePeriod(
  { db, now, mailer, config, events }: Pick<UseCaseContext, 'db' | 'now' | 'mailer' | 'config' | 'events'>,
  subscriptionId: string,
  period: number,
): Promise<Subscription | null> {
  return db.transaction(async (tx) => {
    const sub = await lockSubscription(tx, subscriptionId);
    if (!sub || sub.currentPeriod !== period - 1) return null;
    if (sub.currentState !== 'ACTIVE' && sub.currentState !== 'WAITING_FOR_PAYMENT') return null;
    const boundary = periodStartAt(sub, period);
    if (now < boundary) return null;
    // the period before the boundary ran its course: what was paid for it is provided (a voucher's share too)
    await providePlanPeriod(tx, sub, boundary);
    await provideVoucherPeriod(tx, sub, period - 1);
    // a removed company seat ends its plan whatever its flags say: it never renews at the company's cost
    const ended =
      sub.cancelAtPeriodEnd ||
      (isYearly(sub.type) && sub.cancelAtWholeEnd && period >= sub.numOfPeriods) ||
      (await isCompanySeatRemoved(tx, sub.companySeatId));
    if (ended) {
      // covered periods left unused are forfeited: the voucher's payment is provided in full
      await provideVoucherRest(tx, sub);
      await updateSubscription(tx, sub.id, {
        currentState: 'ENDED',
        nextBillingDate: null,
        retryAt: null,
        updatedAt: now,
      });
      const cancelledEntries = await cancelCoveredEntriesFrom(tx, {
        userId: sub.userId,
        from: boundary,
        now,
        events,
      });
      await mailCancelledCoveredEntries(
        { db: tx, mailer, publicUrl: config.PUBLIC_URL },
        sub.userId,
        cancelledEntries,
      );
      return null;
    }
    // a pause: its periods are not charged; at the period it resumes with it is cleared
    const pause =
      sub.pauseStartsAt && sub.pauseResumesAt
        ? { startsAt: sub.pauseStartsAt, resumesAt: sub.pauseResumesAt }
        : null;
    const paused = isPausedAt(pause, boundary);
    if (pause && !paused && boundary >= pause.resumesAt) await clearPause(tx, sub.id, now);
    // the new period takes the prices in force on its first day (a scheduled change applies to
    // periods starting on or after its day; the period that ran before kept its own price)
    const priceDay = pragueDayKey(boundary);
    const prices = await loadPrices(tx, priceDay);
    const priceConfig = prices.config;
    let next: Partial<Subscription> = {};
    if (sub.switchTo && sub.currentState === 'ACTIVE') {
      const type = sub.switchTo as Subscription['type'];
      const area = isChampionship(type) ? prices.area(sub.switchToAreaId) : null;
      const price = recurringPrice({ type, area }, priceConfig);
      next = {
        type,
        areaId: area?.id ?? null,
        switchTo: null,
        switchToAreaId: null,
        subscribedPrice: price,
        monthlyPrice: price,
        ...(isYearly(type) && !isYearly(sub.type) ? { numOfPeriods: period + yearlyPeriodCount(false) } : {}),
      };
    } else if (isYearly(sub.type) && period >= sub.numOfPeriods) {
      // SPEC 4: a yearly plan that was not extended becomes flexible after its year
      const area = prices.area(sub.areaId);
      const price = recurringPrice({ type: 'CHAMPIONSHIP_FLEXIBLE', area }, priceConfig);
      next = { type: 'CHAMPIONSHIP_FLEXIBLE', subscribedPrice: price, monthlyPrice: price };
    } else {
      const area = prices.area(sub.areaId);
      const price = recurringPrice({ type: sub.type, area }, priceConfig);
      // a company seat keeps the employee's share: the company is invoiced for the rest
      if (!sub.companySeatId && price !== sub.subscribedPrice)
        next = { subscribedPrice: price, monthlyPrice: price };
    }
    if (Object.keys(next).length > 0) {
      await updateSubscription(tx, sub.id, { ...next, updatedAt: now });
    }
    if (sub.switchTo && next.type === sub.switchTo) {
      // the switch planned for this period end took effect (the one asked is on record already)
      await insertAuditEntry(tx, {
        actorId: null,
        action: 'subscription.switch_applied',
        targetId: sub.userId,
        data: { subscriptionId: sub.id, type: next.type, areaId: next.areaId ?? null },
        at: now,
      });
    }
    const merged = { ...sub, ...next } as Subscription;
    if (
      paused ||
      isFreePeriod(period, merged.promoApplied) ||
      isVoucherCoveredPeriod(period, merged.voucherPeriods) ||
      merged.subscribedPrice === 0
    ) {
      await updateSubscription(tx, sub.id, {
        currentPeriod: period,
        nextBillingDate: new Date(merged.startDate.getTime() + (period + 1) * PERIOD_MS),
        updatedAt: now,
      });
      return null;
    }
    return merged;
  });
}
