import { and, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companySeats, subscriptions } from '../../db/schema.ts';

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

/** Whether the plan's company seat was removed by the company (a removed seat's plan is never renewed). */
export async function isCompanySeatRemoved(db: Executor, seatId: string | null): Promise<boolean> {
  if (!seatId) return false;
  const [row] = await db
    .select({ id: companySeats.id })
    .from(companySeats)
    .where(and(eq(companySeats.id, seatId), isNotNull(companySeats.removedAt)));
  return row !== undefined;
}
