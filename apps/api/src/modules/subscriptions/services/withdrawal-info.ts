import { canWithdraw, withdrawalDeadline, withdrawalSettlement } from '@champions/domain';
import type { Executor } from '../../../db/client.ts';
import { coveredEntriesEarnedSince } from '../../entries/index.ts';
import {
  creditRefundedOf,
  liveSubscription,
  paymentsWithReferencePrefix,
  type Subscription,
} from '../repository.ts';
import type { SubscriptionsDeps } from './deps.ts';

const PAID = new Set(['succeeded', 'partially_refunded']);

/**
 * What the customer paid for the plan: its periods and the switches to it (a catch-up fee is credited
 * back on its own), each net of what already came back from it: `left` in all, `cardLeft` of its card part.
 */
export async function contractPayments(db: Executor, sub: Subscription) {
  const paid = (await paymentsWithReferencePrefix(db, sub.userId, `${sub.id}:`)).filter(
    (p) => (p.kind === 'subscription' || p.kind === 'switch') && PAID.has(p.status),
  );
  return Promise.all(
    paid.map(async (p) => {
      const credited = await creditRefundedOf(db, p);
      const left = Math.max(0, p.totalAmount - p.refundedAmount - credited);
      return { ...p, left, cardLeft: Math.min(left, Math.max(0, p.amount - p.refundedAmount)) };
    }),
  );
}

/**
 * Whether the customer may still withdraw (Civil Code §1829) and what it would charge and return; a
 * company plan is not the employee's to withdraw from (the company removes the seat).
 */
export async function withdrawalInfo({ db, clock }: SubscriptionsDeps, userId: string) {
  const sub = await liveSubscription(db, userId);
  const now = clock.now();
  if (!sub || sub.currentState === 'NOT_STARTED' || sub.companySeatId || !canWithdraw(sub.createdAt, now)) {
    return {
      possible: false,
      deadline: sub ? withdrawalDeadline(sub.createdAt).toISOString() : null,
      paid: 0,
      charged: 0,
      refund: 0,
      daysUsed: 0,
    };
  }
  const paid = (await contractPayments(db, sub)).reduce((sum, p) => sum + p.left, 0);
  const settlement = withdrawalSettlement({
    contractAt: sub.createdAt,
    now,
    paid,
    pricePerPeriod: sub.subscribedPrice,
    usedEntriesValue: await coveredEntriesEarnedSince(db, userId, sub.createdAt),
  });
  return { possible: true, deadline: withdrawalDeadline(sub.createdAt).toISOString(), paid, ...settlement };
}
