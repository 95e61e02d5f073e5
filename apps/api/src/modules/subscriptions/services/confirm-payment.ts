import { AppError, PaymentFailedError } from '../../../shared/errors.ts';
import { SUBSCRIPTION_TEXTS } from '../../../shared/messages.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import type { PaymentsService } from '../../payments/index.ts';
import {
  findPaymentByIntent,
  findUserCardByProvider,
  liveSubscription,
  recordPromoRedemption,
  updateNotStarted,
  userCredits,
} from '../repository.ts';
import { keepCardOf } from './keep-card.ts';
import { subscriptionAnswer } from './live.ts';

/**
 * POST /api/user/subscriptions/confirm-payment, after the card modal: the payment (or the card check of
 * a free first period) is applied.
 */
export async function confirmPayment(
  ctx: UseCaseContext,
  account: Account,
  input: { paymentIntentId: string },
) {
  const { db, now, payments: pay } = ctx;
  const userId = account.id;
  const intentId = input.paymentIntentId;
  const payment = await findPaymentByIntent(db, userId, intentId);
  if (payment) {
    const synced = await pay.syncPayment(userId, payment.id);
    if (synced.status !== 'succeeded')
      throw new PaymentFailedError(synced.lastError ?? SUBSCRIPTION_TEXTS.paymentNotFinished);
    const subscriptionId = (synced.reference ?? '').split(':')[0]!;
    const intent = await pay.provider.retrievePaymentIntent(intentId);
    await keepCardOf(ctx, userId, subscriptionId, intent.paymentMethodId);
    return {
      success: true,
      subscription: await subscriptionAnswer(db, subscriptionId),
      user: { credits: await userCredits(db, userId) },
      creditsUsed: synced.creditsUsed,
    };
  }
  if (!intentId.startsWith('seti_')) throw new AppError('SUBSCRIPTION_PAYMENT_NOT_FOUND');
  let setup: Awaited<ReturnType<PaymentsService['provider']['retrieveSetupIntent']>>;
  try {
    setup = await pay.provider.retrieveSetupIntent(intentId);
  } catch {
    throw new AppError('SUBSCRIPTION_PAYMENT_NOT_FOUND');
  }
  if (setup.metadata.userId !== userId) throw new AppError('SUBSCRIPTION_PAYMENT_NOT_FOUND');
  if (setup.status !== 'succeeded')
    throw new PaymentFailedError(setup.lastError?.message ?? SUBSCRIPTION_TEXTS.cardCheckNotFinished);
  await pay.applySetupIntent(setup);
  const method = await findUserCardByProvider(db, userId, setup.paymentMethodId!);
  const sub = await liveSubscription(db, userId);
  if (!sub) throw new AppError('SUBSCRIPTION_NOT_LIVE');
  if (sub.currentState === 'NOT_STARTED') {
    await db.transaction(async (tx) => {
      const started = await updateNotStarted(tx, sub.id, {
        currentState: 'ACTIVE',
        paymentMethodId: method?.id ?? null,
        updatedAt: now,
      });
      if (started && sub.promoApplied)
        await recordPromoRedemption(tx, { userId, subscriptionId: sub.id, at: now });
      // the order's confirmation with its contract (a free first period: no payment mail carries it)
      if (started) await ctx.events.emit(tx, { type: 'subscription.ordered', subscriptionId: sub.id });
    });
  }
  return {
    success: true,
    subscription: await subscriptionAnswer(db, sub.id),
    user: { credits: await userCredits(db, userId) },
    creditsUsed: 0,
  };
}
