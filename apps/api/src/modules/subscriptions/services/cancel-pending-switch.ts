import { pendingSwitchCancellationRefund } from '@champions/domain';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { returnPlanFeeAsCredit } from '../../payments/index.ts';
import { lockSubscription, updateSubscription, userCredits } from '../repository.ts';
import { refuseCompanyPlan, requireLive, subscriptionAnswer } from './live.ts';

/**
 * PUT /api/user/subscriptions/cancel-pending-switch: drops a switch planned for the period end; its
 * catch-up fee comes back as credit.
 */
export async function cancelPendingSwitch({ db, now, events }: UseCaseContext, account: Account) {
  const userId = account.id;
  const sub = await requireLive(db, userId);
  await refuseCompanyPlan(db, sub);
  if (!sub.switchTo) throw new AppError('NO_PENDING_SWITCH');
  const refund = await db.transaction(async (tx) => {
    const locked = (await lockSubscription(tx, sub.id))!;
    const due = pendingSwitchCancellationRefund(locked.switchTo ? locked.catchUpFee : 0);
    const reference = `${sub.id}:pending:${locked.cancelledAt?.getTime() ?? 0}`;
    const amount =
      due > 0
        ? await returnPlanFeeAsCredit(tx, {
            userId,
            subscriptionId: sub.id,
            amount: due,
            feePaid: locked.catchUpFee,
            reason: 'switch_refund',
            reference,
          })
        : 0;
    if (amount > 0) {
      await events.emit(tx, {
        type: 'credits.returned',
        userId,
        amount,
        reason: 'switch_refund',
        reference,
        what: { kind: 'cancelledSwitch' },
      });
    }
    await updateSubscription(tx, sub.id, {
      switchTo: null,
      switchToAreaId: null,
      catchUpFee: 0,
      updatedAt: now,
    });
    return amount;
  });
  return {
    success: true as const,
    subscription: await subscriptionAnswer(db, sub.id),
    user: { credits: await userCredits(db, userId) },
    refund: { amount: refund },
  };
}
