import type { RenewalFailure } from '../../../mail/subscription-facts.ts';
import { PaymentFailedError } from '../../../shared/errors.ts';
import { SUBSCRIPTION_TEXTS } from '../../../shared/messages.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { billingCard, loadAreaName, type Subscription } from '../repository.ts';
import { planName } from './plan-name.ts';
import { refusedRenewal } from './renewal-failure.ts';

/** Charges the new period on the plan's card: null when it is paid, else why it is not. */
export async function chargeRenewal(
  { db, payments }: Pick<UseCaseContext, 'db' | 'payments'>,
  sub: Subscription,
  period: number,
): Promise<RenewalFailure | null> {
  const card = await billingCard(db, sub);
  if (!card) return 'no_card';
  const areaName = await loadAreaName(db, sub.areaId);
  try {
    const answer = await payments.startPurchase({
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
    await payments.cancelPayment(sub.userId, answer.paymentId);
    const after = await payments.userPayment(sub.userId, answer.paymentId);
    if (after.status === 'succeeded') return null;
    return answer.lastError ? 'declined' : 'not_done';
  } catch (error) {
    if (!(error instanceof PaymentFailedError)) throw error;
    return refusedRenewal(error);
  }
}
