import { canWithdraw, withdrawalDeadline, withdrawalSettlement } from '@champions/domain';
import type { Executor } from '../../../db/client.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { coveredEntriesEarnedSince } from '../../entries/index.ts';
import { readRefundables } from '../../payments/index.ts';
import { liveSubscription, paymentsWithReferencePrefix, type Subscription } from '../repository.ts';

const PAID = new Set(['succeeded', 'partially_refunded']);

/**
 * What the customer paid for the plan, oldest first: its periods and the switches to it (a catch-up fee is
 * credited back on its own), each net of what already came back from it, read from the books (what is
 * still refundable on it, `readRefundables`): `left` in all, `cardLeft` of it to the card.
 */
export async function contractPayments(db: Executor, sub: Subscription) {
  const paid = (await paymentsWithReferencePrefix(db, sub.userId, `${sub.id}:`))
    .filter((p) => (p.kind === 'subscription' || p.kind === 'switch') && PAID.has(p.status))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const refundables = await readRefundables(db, paid);
  return paid.map((p) => {
    const refundable = refundables.get(p.id)!;
    return { ...p, left: refundable.remaining, cardLeft: refundable.toCardRemaining };
  });
}

/**
 * GET /api/user/subscriptions/withdrawal: whether the customer may still withdraw (Civil Code §1829) and
 * what it would charge and return; a company plan is not the employee's to withdraw from (the company
 * removes the seat).
 */
export async function withdrawalInfo({ db, now }: UseCaseContext, account: Account) {
  const userId = account.id;
  const sub = await liveSubscription(db, userId);
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
