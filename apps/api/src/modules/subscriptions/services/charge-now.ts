import { AppError, PaymentFailedError } from '../../../shared/errors.ts';
import { SUBSCRIPTION_TEXTS } from '../../../shared/messages.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { PaymentsService } from '../../payments/index.ts';
import { billingCard, type Subscription, userCredits } from '../repository.ts';

/** Charges an amount off-session with the subscription's card (credits first); throws 402 when it fails. */
export async function chargeNow(
  { db, payments }: Pick<UseCaseContext, 'db' | 'payments'>,
  sub: Subscription,
  input: { amount: number; kind: string; reference: string; description: string; key: string },
): Promise<Awaited<ReturnType<PaymentsService['startPurchase']>>> {
  const card = await billingCard(db, sub);
  const credits = await userCredits(db, sub.userId);
  if (!card && credits < input.amount) throw new AppError('SUBSCRIPTION_CARD_REQUIRED');
  const answer = await payments.startPurchase({
    userId: sub.userId,
    amount: input.amount,
    purpose: { kind: input.kind, reference: input.reference, description: input.description },
    idempotencyKey: input.key,
    paymentMethodId: card?.id,
  });
  if (answer.status !== 'succeeded') {
    await payments.cancelPayment(sub.userId, answer.paymentId);
    const after = await payments.userPayment(sub.userId, answer.paymentId);
    if (after.status !== 'succeeded')
      throw new PaymentFailedError(answer.lastError ?? SUBSCRIPTION_TEXTS.paymentNotDone);
  }
  return answer;
}
