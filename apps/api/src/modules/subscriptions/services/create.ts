import type { CreateSubscriptionBody, CreateSubscriptionResponse } from '@champions/contract';
import {
  amountDueNow,
  isYearly,
  needsStartNowRequest,
  PERIOD_MS,
  pragueDayKey,
  recurringPrice,
  validatePromo,
  yearlyPeriodCount,
} from '@champions/domain';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import { planLabel } from '../../../mail/plan-label.ts';
import { AppError, BadRequestError, fieldError } from '../../../shared/errors.ts';
import { CHECKOUT_TEXTS, SUBSCRIPTION_TEXTS } from '../../../shared/messages.ts';
import { CHECKOUT_TEXTS_EN } from '../../../shared/messages-en.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import type { PaymentsService } from '../../payments/index.ts';
import {
  findUserCard,
  insertSubscription,
  liveSubscription,
  loadArea,
  loadConfig,
  promoAlreadyUsed,
  recordPromoRedemption,
  type Subscription,
  updateSubscription,
  userCredits,
} from '../repository.ts';
import { abandonCheckout } from './abandon-checkout.ts';
import { keepCardOf } from './keep-card.ts';
import { choiceOf, subscriptionAnswer } from './live.ts';
import { planName } from './plan-name.ts';

/**
 * POST /api/user/subscriptions, checkout: the subscription starts at once, so the express request to
 * start within the withdrawal period (`startNow`, §1823) is required; it is made NOT_STARTED and its first
 * period charged (credits first). A free first period (the promo) saves the card instead; a charge the
 * card modal must finish answers its client secret. One live subscription per user: the unique index
 * refuses a second one. The card form's title and word are in the request's language (the payment's
 * description stays Czech). `key` is the call's Idempotency-Key; a company's seat (modules/companies)
 * orders it for the employee who took the seat.
 */
export async function createSubscription(
  ctx: UseCaseContext,
  account: Pick<Account, 'id'>,
  input: CreateSubscriptionBody & {
    key: string;
    /**
     * a company's seat (corporate plan): the subscription carries the seat, its price is the employee's
     * share only (the company is invoiced for the rest) and a share of 0 needs no card; the employee's
     * credit pays towards the share only when they agreed to it (useCredits)
     */
    seat?: { id: string; employeeShare: number; useCredits: boolean } | undefined;
  },
): Promise<CreateSubscriptionResponse> {
  const { db, now, payments: pay, language } = ctx;
  const { key: idempotencyKey, seat, ...body } = input;
  const userId = account.id;
  const checkoutTexts = language === 'en' ? CHECKOUT_TEXTS_EN : CHECKOUT_TEXTS;
  // the plan starts at once, within the withdrawal period: only at the customer's express request (§1823)
  if (needsStartNowRequest(now, now) && !body.startNow)
    throw fieldError('SUBSCRIPTION_START_NOW_REQUIRED', 'startNow');
  // a purchase takes the prices in force today (a scheduled change from its day on)
  const today = pragueDayKey(now);
  const choice = await choiceOf(db, body.type, body.areaId, today);
  const area = choice.area ? await loadArea(db, choice.area.id, today) : null;
  const promoCode = body.promoCode?.trim() ?? '';
  let promoApplied = false;
  if (promoCode !== '' && !seat) {
    const used = await promoAlreadyUsed(db, userId);
    const check = validatePromo(promoCode, { alreadyApplied: used, type: body.type });
    if (!check.ok) throw new BadRequestError(check.error, { field: 'promoCode' });
    promoApplied = true;
  }
  if (body.paymentMethodId) {
    const method = await findUserCard(db, userId, body.paymentMethodId);
    if (!method) throw new AppError('SUBSCRIPTION_CARD_NOT_FOUND');
  }

  const existing = await liveSubscription(db, userId);
  if (existing?.currentState === 'NOT_STARTED') await abandonCheckout(ctx, existing);
  const still = await liveSubscription(db, userId);
  if (still) throw new AppError('SUBSCRIPTION_ALREADY_ACTIVE');

  const config = await loadConfig(db, today);
  const price = seat ? seat.employeeShare : recurringPrice(choice, config);
  const due = seat ? seat.employeeShare : amountDueNow(choice, config, promoApplied);
  const name = planName(body.type, area?.name ?? null);
  const shownName = planLabel({ type: body.type, areaName: area?.name ?? null }, language);
  let sub: Subscription;
  try {
    [sub] = await insertSubscription(db, {
      userId,
      type: body.type,
      currentState: 'NOT_STARTED',
      areaId: area?.id ?? null,
      startDate: now,
      currentPeriod: 0,
      numOfPeriods: isYearly(body.type) ? yearlyPeriodCount(promoApplied) : 1,
      nextBillingDate: new Date(now.getTime() + PERIOD_MS),
      subscribedPrice: price,
      monthlyPrice: price,
      promoApplied,
      paymentMethodId: body.paymentMethodId ?? null,
      startedAtOnceConsent: body.startNow ?? false,
      companySeatId: seat?.id ?? null,
      createdAt: now,
      updatedAt: now,
    });
  } catch (error) {
    // only the one-live-subscription index means another checkout won; anything else is ours
    if (isUniqueViolation(error)) throw new AppError('SUBSCRIPTION_ALREADY_ACTIVE');
    throw error;
  }

  if (due === 0) {
    if (body.paymentMethodId || seat) {
      await db.transaction(async (tx) => {
        await updateSubscription(tx, sub.id, { currentState: 'ACTIVE', updatedAt: now });
        if (promoApplied) await recordPromoRedemption(tx, { userId, subscriptionId: sub.id, at: now });
        await ctx.events.emit(tx, { type: 'subscription.ordered', subscriptionId: sub.id });
      });
      return {
        subscription: await subscriptionAnswer(db, sub.id),
        paymentIntentId: null,
        creditsUsed: 0,
        user: { credits: await userCredits(db, userId) },
      };
    }
    // the first period is free; the card is saved now for the periods after it (SetupIntent)
    const setup = await pay.createSetupIntent(userId, `subscription-${sub.id}`);
    return {
      clientSecret: setup.clientSecret,
      paymentIntentId: setup.setupIntentId,
      paymentId: null,
      amount: 0,
      currency: 'czk',
      subscriptionName: shownName,
      setupIntentOnly: true,
      authorizationOnly: false,
      message: checkoutTexts.freeTrial(new Date(now.getTime() + PERIOD_MS), price),
      creditsUsed: 0,
      provider: setup.provider,
      publishableKey: setup.publishableKey,
    };
  }

  let purchase: Awaited<ReturnType<PaymentsService['startPurchase']>>;
  try {
    purchase = await pay.startPurchase({
      userId,
      amount: due,
      purpose: {
        kind: 'subscription',
        reference: `${sub.id}:0`,
        description: SUBSCRIPTION_TEXTS.period(name, 1),
      },
      idempotencyKey: `subscription-${idempotencyKey}`,
      paymentMethodId: body.paymentMethodId,
      // the card paid now is charged again at every renewal, off-session
      saveCardForRenewals: true,
      ...(seat ? { useCredits: seat.useCredits } : {}),
    });
  } catch (error) {
    await abandonCheckout(ctx, sub);
    throw error;
  }
  if (purchase.status === 'succeeded') {
    if (purchase.paymentIntentId) {
      const intent = await pay.provider.retrievePaymentIntent(purchase.paymentIntentId);
      await keepCardOf(ctx, userId, sub.id, intent.paymentMethodId);
    }
    return {
      subscription: await subscriptionAnswer(db, sub.id),
      paymentIntentId: purchase.paymentIntentId,
      creditsUsed: purchase.creditsUsed,
      user: { credits: purchase.credits },
    };
  }
  return {
    clientSecret: purchase.clientSecret ?? '',
    paymentIntentId: purchase.paymentIntentId ?? '',
    paymentId: purchase.paymentId,
    amount: purchase.amount,
    currency: purchase.currency,
    subscriptionName: shownName,
    setupIntentOnly: false,
    authorizationOnly: purchase.authorizationOnly,
    message: purchase.authorizationOnly
      ? checkoutTexts.creditsCover(purchase.amount)
      : checkoutTexts.cardDue(purchase.amount),
    creditsUsed: purchase.creditsUsed,
    provider: purchase.provider,
    publishableKey: purchase.publishableKey,
  };
}
