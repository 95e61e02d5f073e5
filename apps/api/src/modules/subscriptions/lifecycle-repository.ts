import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { subscriptions } from '../../db/schema.ts';

/** The queries of the billing lifecycle (scan, renew, remind). */

/** Subscriptions whose period ended, or whose retry is due. */
export function dueForRenewal(db: Executor, now: Date) {
  return db
    .select({
      id: subscriptions.id,
      currentPeriod: subscriptions.currentPeriod,
      failedAttempts: subscriptions.failedAttempts,
    })
    .from(subscriptions)
    .where(
      or(
        and(eq(subscriptions.currentState, 'ACTIVE'), lte(subscriptions.nextBillingDate, now)),
        and(eq(subscriptions.currentState, 'WAITING_FOR_PAYMENT'), lte(subscriptions.retryAt, now)),
      ),
    )
    .limit(500);
}

/** Live, not cancelled yearly plans in their last period (candidates for the year-end reminder). */
export function yearlyInLastPeriod(db: Executor, now: Date) {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.type, 'CHAMPIONSHIP'),
        inArray(subscriptions.currentState, ['ACTIVE', 'WAITING_FOR_PAYMENT']),
        eq(subscriptions.cancelAtWholeEnd, false),
        eq(subscriptions.cancelAtPeriodEnd, false),
        sql`${subscriptions.startDate} + (${subscriptions.numOfPeriods} - 1) * interval '28 days' <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .limit(500);
}
