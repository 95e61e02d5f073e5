import { canReactivate, reactivationCredit } from '@champions/domain';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { type Account, insertAuditEntry } from '../../auth/index.ts';
import { returnPlanFeeAsCredit } from '../../payments/index.ts';
import { lockSubscription, updateSubscription, userCredits } from '../repository.ts';
import { refuseCompanyPlan, requireLive, subscriptionAnswer } from './live.ts';

/**
 * PUT /api/user/subscriptions/reactivate-subscription: takes back a scheduled cancellation or switch; a
 * catch-up fee paid comes back as credit (pro rata). A company plan is the company's: a removed employee
 * cannot take back the end the removal set.
 */
export async function reactivateSubscription({ db, now, events }: UseCaseContext, account: Account) {
  const userId = account.id;
  const sub = await requireLive(db, userId);
  await refuseCompanyPlan(db, sub);
  if (!canReactivate(sub as Parameters<typeof canReactivate>[0]))
    throw new AppError('SUBSCRIPTION_NOT_CANCELED');
  const creditedBack = await db.transaction(async (tx) => {
    const locked = (await lockSubscription(tx, sub.id))!;
    const due =
      locked.catchUpFee > 0 && locked.cancelledAt
        ? reactivationCredit({ cancelledAt: locked.cancelledAt, now, catchUpFeePaid: locked.catchUpFee })
        : 0;
    const reference = `${sub.id}:${locked.cancelledAt?.getTime() ?? 0}`;
    const credit =
      due > 0
        ? await returnPlanFeeAsCredit(tx, {
            userId,
            subscriptionId: sub.id,
            amount: due,
            feePaid: locked.catchUpFee,
            reason: 'reactivation',
            reference,
          })
        : 0;
    if (credit > 0) {
      await events.emit(tx, {
        type: 'credits.returned',
        userId,
        amount: credit,
        reason: 'reactivation',
        reference,
        what: { kind: 'reactivation' },
      });
    }
    await updateSubscription(tx, sub.id, {
      cancelAtPeriodEnd: false,
      cancelAtWholeEnd: false,
      switchTo: null,
      switchToAreaId: null,
      catchUpFee: 0,
      updatedAt: now,
    });
    // the customer's own step, for the back office's timeline (the cancellation's time stays on the row)
    await insertAuditEntry(tx, {
      actorId: userId,
      action: 'subscription.reactivate',
      targetId: userId,
      data: { subscriptionId: sub.id, creditedBack: credit },
      at: now,
    });
    return credit;
  });
  return {
    success: true as const,
    subscription: await subscriptionAnswer(db, sub.id),
    user: { credits: await userCredits(db, userId) },
    creditedBack,
  };
}
