import { isInYearEndWarning } from '@champions/domain';
import { enqueueJob } from '../../../jobs/queue.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { dueForRenewal, yearlyInLastPeriod } from '../lifecycle-repository.ts';

/**
 * The job `subscriptions.scan` (the billing lifecycle runs as jobs on the shared jobs table, FOR UPDATE
 * SKIP LOCKED, so that any number of API instances may run it): finds subscriptions whose period ended
 * (or whose retry is due) and enqueues one `subscriptions.renew` job per (subscription, period, attempt):
 * the dedupe key makes it one row however many instances scan at once; reminders likewise once per
 * yearly term. Answers how many renewals were due.
 */
export async function scanRenewals({ db, now }: UseCaseContext, _actor: null): Promise<number> {
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
