import {
  isChampionship,
  isFreePeriod,
  isInYearEndWarning,
  isPausedAt,
  isVoucherCoveredPeriod,
  isYearly,
  PERIOD_MS,
  pragueDayKey,
  recurringPrice,
  renewalRetryAt,
  yearEnd,
  yearlyPeriodCount,
} from '@champions/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { enqueueJob, type JobHandler, runDueJobs } from '../../jobs/queue.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { RenewalFailure } from '../../mail/subscription-facts.ts';
import { subscriptionMail } from '../../mail/subscription-mails.ts';
import type { Clock } from '../../shared/clock.ts';
import { PaymentFailedError } from '../../shared/errors.ts';
import type { AppEvents } from '../../shared/event-bus.ts';
import { SUBSCRIPTION_TEXTS } from '../../shared/messages.ts';
import { insertAuditEntry } from '../auth/index.ts';
import { cancelCoveredEntriesFrom, mailCancelledCoveredEntries } from '../entries/index.ts';
import { type PaymentsService, withAccountLock } from '../payments/index.ts';
import { dueForRenewal, isCompanySeatRemoved, yearlyInLastPeriod } from './lifecycle-repository.ts';
import {
  billingCard,
  clearPause,
  findAccount,
  findSubscription,
  loadArea,
  loadAreaName,
  loadConfig,
  loadPrices,
  lockSubscription,
  periodStartAt,
  type Subscription,
  updateSubscription,
} from './repository.ts';
import { planName } from './services/plan-name.ts';
import { providePlanPeriod } from './services/plan-period-provided.ts';
import { refusedRenewal } from './services/renewal-failure.ts';
import { provideVoucherPeriod, provideVoucherRest } from './services/voucher-plan.ts';

/**
 * The billing lifecycle as jobs on the shared jobs table (FOR UPDATE SKIP LOCKED), so that any
 * number of API instances may run it:
 * - `subscriptions.scan` finds subscriptions whose period ended (or whose retry is due) and
 *   enqueues one `subscriptions.renew` job per (subscription, period, attempt): the dedupe key makes
 *   it one row however many instances scan at once; reminders likewise once per yearly term.
 * - `subscriptions.renew` applies the period-end changes under the subscription's row lock
 *   (cancellation, pending switch, year end -> flexible), then charges the new period off-session
 *   with the idempotency key of that period and attempt; the payment's fulfilment advances the period
 *   only if it is still the one due, so each period is billed exactly once.
 */
export function createSubscriptionLifecycle(deps: {
  db: Database;
  clock: Clock;
  payments: PaymentsService;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
  /** says which covered entries an ended membership cancelled (the partners' webhooks) */
  events?: AppEvents | undefined;
}) {
  const { db, clock, payments: pay, mailer, log } = deps;
  const manageUrl = `${deps.publicUrl.replace(/\/$/, '')}/user/subscription`;

  async function scan(): Promise<number> {
    const now = clock.now();
    const due = await dueForRenewal(db, now);
    for (const sub of due) {
      const period = sub.currentPeriod + 1;
      await enqueueJob(db, {
        kind: 'subscriptions.renew',
        payload: { subscriptionId: sub.id, period },
        runAt: now,
        dedupeKey: `subscriptions.renew:${sub.id}:${period}:${sub.failedAttempts}`,
        // A renewal the queue gave up while its period is still due (its runs killed with the
        // instance five times, say: every claim counts as an attempt) runs again: each period is
        // billed, and once (the payment's idempotency key and the period check in closePeriod).
        reviveDead: true,
      });
    }
    // reminders: yearly plans within 4 weeks of their end (SPEC 9), once per term
    const yearly = await yearlyInLastPeriod(db, now);
    for (const sub of yearly) {
      if (!isInYearEndWarning(sub, now)) continue;
      await enqueueJob(db, {
        kind: 'subscriptions.reminder',
        payload: { subscriptionId: sub.id, numOfPeriods: sub.numOfPeriods },
        runAt: now,
        dedupeKey: `subscriptions.reminder:${sub.id}:${sub.numOfPeriods}`,
      });
    }
    return due.length;
  }

  const mailDeps = { db, mailer, publicUrl: deps.publicUrl };

  /** Period-end changes under the row lock; answers the subscription to charge, or null. */
  async function closePeriod(subscriptionId: string, period: number): Promise<Subscription | null> {
    return db.transaction(async (tx) => {
      const sub = await lockSubscription(tx, subscriptionId);
      if (!sub || sub.currentPeriod !== period - 1) return null;
      if (sub.currentState !== 'ACTIVE' && sub.currentState !== 'WAITING_FOR_PAYMENT') return null;
      const now = clock.now();
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
          events: deps.events,
        });
        await mailCancelledCoveredEntries({ ...mailDeps, db: tx }, sub.userId, cancelledEntries);
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
      const config = prices.config;
      let next: Partial<Subscription> = {};
      if (sub.switchTo && sub.currentState === 'ACTIVE') {
        const type = sub.switchTo as Subscription['type'];
        const area = isChampionship(type) ? prices.area(sub.switchToAreaId) : null;
        const price = recurringPrice({ type, area }, config);
        next = {
          type,
          areaId: area?.id ?? null,
          switchTo: null,
          switchToAreaId: null,
          subscribedPrice: price,
          monthlyPrice: price,
          ...(isYearly(type) && !isYearly(sub.type)
            ? { numOfPeriods: period + yearlyPeriodCount(false) }
            : {}),
        };
      } else if (isYearly(sub.type) && period >= sub.numOfPeriods) {
        // SPEC 4: a yearly plan that was not extended becomes flexible after its year
        const area = prices.area(sub.areaId);
        const price = recurringPrice({ type: 'CHAMPIONSHIP_FLEXIBLE', area }, config);
        next = { type: 'CHAMPIONSHIP_FLEXIBLE', subscribedPrice: price, monthlyPrice: price };
      } else {
        const area = prices.area(sub.areaId);
        const price = recurringPrice({ type: sub.type, area }, config);
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

  async function recordFailure(sub: Subscription, period: number, reason: RenewalFailure): Promise<void> {
    const now = clock.now();
    await db.transaction(async (tx) => {
      const locked = await lockSubscription(tx, sub.id);
      if (!locked || locked.currentPeriod !== period - 1) return;
      if (locked.currentState !== 'ACTIVE' && locked.currentState !== 'WAITING_FOR_PAYMENT') return;
      const failures = locked.failedAttempts + 1;
      const unpaidFrom = periodStartAt(locked, period);
      const retryAt = renewalRetryAt(unpaidFrom, failures);
      const cancelledEntries = retryAt
        ? []
        : await cancelCoveredEntriesFrom(tx, {
            userId: locked.userId,
            from: unpaidFrom,
            now,
            events: deps.events,
          });
      await updateSubscription(
        tx,
        locked.id,
        retryAt
          ? { currentState: 'WAITING_FOR_PAYMENT', failedAttempts: failures, retryAt, updatedAt: now }
          : {
              currentState: 'ENDED',
              failedAttempts: failures,
              retryAt: null,
              nextBillingDate: null,
              updatedAt: now,
            },
      );
      // the e-mails are queued with the change they tell about
      await mailCancelledCoveredEntries({ ...mailDeps, db: tx }, locked.userId, cancelledEntries);
      const account = await findAccount(tx, sub.userId);
      const areaName = await loadAreaName(tx, sub.areaId);
      if (account)
        await mailer.send(
          account.email,
          'subscription_payment_failed',
          subscriptionMail.paymentFailed({
            plan: { type: sub.type, areaName },
            amount: sub.subscribedPrice,
            retryAt,
            reason,
            url: manageUrl,
          }),
          tx,
        );
    });
  }

  /** A renewal holds the account's money lock, as the customer's own plan changes do. */
  async function renew(payload: { subscriptionId: string; period: number }): Promise<void> {
    const owner = await findSubscription(db, payload.subscriptionId);
    if (!owner) return;
    await withAccountLock(db, owner.userId, () => renewLocked(payload));
  }

  async function renewLocked(payload: { subscriptionId: string; period: number }): Promise<void> {
    const sub = await closePeriod(payload.subscriptionId, payload.period);
    if (!sub) return;
    const failure = await chargeRenewal(sub, payload.period);
    if (failure) await recordFailure(sub, payload.period, failure);
  }

  /** Charges the new period on the plan's card: null when it is paid, else why it is not. */
  async function chargeRenewal(sub: Subscription, period: number): Promise<RenewalFailure | null> {
    const card = await billingCard(db, sub);
    if (!card) return 'no_card';
    const areaName = await loadAreaName(db, sub.areaId);
    try {
      const answer = await pay.startPurchase({
        userId: sub.userId,
        amount: sub.subscribedPrice,
        purpose: {
          kind: 'subscription',
          reference: `${sub.id}:${period}`,
          description: SUBSCRIPTION_TEXTS.period(planName(sub.type, areaName), period + 1),
        },
        idempotencyKey: `renewal-${sub.id}-${period}-${sub.failedAttempts}`,
        paymentMethodId: card.id,
        // a company seat's share renews on the card: the employee's credit only ever with their consent
        ...(sub.companySeatId ? { useCredits: false } : {}),
      });
      if (answer.status === 'succeeded') return null;
      await pay.cancelPayment(sub.userId, answer.paymentId);
      const after = await pay.userPayment(sub.userId, answer.paymentId);
      if (after.status === 'succeeded') return null;
      return answer.lastError ? 'declined' : 'not_done';
    } catch (error) {
      if (!(error instanceof PaymentFailedError)) throw error;
      return refusedRenewal(error);
    }
  }

  async function remind(payload: { subscriptionId: string; numOfPeriods: number }): Promise<void> {
    const sub = await findSubscription(db, payload.subscriptionId);
    if (!sub || sub.numOfPeriods !== payload.numOfPeriods || sub.type !== 'CHAMPIONSHIP') return;
    const account = await findAccount(db, sub.userId);
    if (!account) return;
    // the flexible price the year converts to: the one in force on the day the year ends
    const priceDay = pragueDayKey(yearEnd(sub));
    const config = await loadConfig(db, priceDay);
    const area = await loadArea(db, sub.areaId, priceDay);
    await mailer.send(
      account.email,
      'subscription_year_end',
      subscriptionMail.yearEndReminder({
        plan: { type: sub.type, areaName: area?.name ?? null },
        endsAt: yearEnd(sub),
        flexiblePrice: recurringPrice({ type: 'CHAMPIONSHIP_FLEXIBLE', area }, config),
        url: `${manageUrl}?action=extend`,
      }),
    );
  }

  const handlers: Record<string, JobHandler> = {
    'subscriptions.scan': async () => {
      await scan();
    },
    'subscriptions.renew': async (payload) => renew(payload as { subscriptionId: string; period: number }),
    'subscriptions.reminder': async (payload) =>
      remind(payload as { subscriptionId: string; numOfPeriods: number }),
  };

  /**
   * One worker pass (what the scheduler tick does, and what tests call): scan, then run due jobs
   * until none is left, scanning again after each round (a subscription behind by several periods
   * catches up one period per round).
   */
  async function runWorker(maxRounds = 40): Promise<void> {
    for (let round = 0; round < maxRounds; round++) {
      await scan();
      const ran = await runDueJobs(db, handlers, clock.now(), (error, kind) =>
        log.error({ err: error, kind }, 'subscription job failed'),
      );
      if (ran === 0) return;
    }
  }

  return { scan, renew, remind, handlers, runWorker };
}

export type SubscriptionLifecycle = ReturnType<typeof createSubscriptionLifecycle>;
