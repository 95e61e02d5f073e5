import type {
  CreateSubscriptionBody,
  CreateSubscriptionResponse,
  SubscriptionQuoteResponse,
} from '@champions/contract';
import {
  amountDueNow,
  type CancellationType,
  cancellationDetails,
  cancellationEffectiveDate,
  cancellationFee,
  cancellationTypesFor,
  canExtend,
  canReactivate,
  canWithdraw,
  extendedNumOfPeriods,
  isChampionship,
  isPlanChangeLocked,
  isSameChoice,
  isYearly,
  PERIOD_MS,
  type PlanChoice,
  pendingSwitchCancellationRefund,
  periodEnd,
  reactivationCredit,
  recurringPrice,
  type SubscriptionType,
  switchQuote,
  validatePromo,
  withdrawalDeadline,
  withdrawalSettlement,
  yearEnd,
  yearlyPeriodCount,
} from '@champions/domain';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { subscriptionMail } from '../../mail/subscription-mails.ts';
import type { Clock } from '../../shared/clock.ts';
import { AppError, BadRequestError, NotFoundError, PaymentFailedError } from '../../shared/errors.ts';
import { SUBSCRIPTION_TEXTS } from '../../shared/messages.ts';
import { cancelCoveredEntriesFrom, mailCancelledCoveredEntries } from '../entries/index.ts';
import {
  appendCredit,
  type Executor,
  type Payment,
  type PaymentsService,
  returnPaymentLater,
} from '../payments/index.ts';
import { currentPause } from './pause.ts';
import {
  billingCard,
  dropPlannedPause,
  findAccount,
  findPaymentByIntent,
  findSubscription,
  findUserCard,
  findUserCardByProvider,
  insertSubscription,
  liveSubscription,
  loadArea,
  loadConfig,
  lockSubscription,
  paymentsWithReference,
  paymentsWithReferencePrefix,
  promoAlreadyUsed,
  recordPromoRedemption,
  type Subscription,
  setCardIfNone,
  toDto,
  updateIfLive,
  updateIfNumOfPeriods,
  updateNotStarted,
  updateSubscription,
  userCredits,
} from './repository.ts';

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;

const PLAN_NAMES: Record<SubscriptionType, string> = {
  CHAMPIONSHIP: SUBSCRIPTION_TEXTS.planYearly,
  CHAMPIONSHIP_FLEXIBLE: SUBSCRIPTION_TEXTS.planFlexible,
  PAYG_PLUS: 'PAYG+',
};

/** "Championship – roční, Brno" / "PAYG+" */
export function planName(type: SubscriptionType, areaName: string | null): string {
  if (!isChampionship(type)) return PLAN_NAMES[type];
  return `${PLAN_NAMES[type]}, ${areaName ?? SUBSCRIPTION_TEXTS.allAreas}`;
}

export function createSubscriptionsService(deps: {
  db: Database;
  clock: Clock;
  payments: PaymentsService;
  mailer?: Mailer;
  publicUrl?: string;
}) {
  const { db, clock, payments: pay } = deps;

  async function subscriptionAnswer(id: string) {
    const sub = await findSubscription(db, id);
    if (!sub) throw new NotFoundError();
    return toDto(db, sub);
  }

  async function requireLive(userId: string): Promise<Subscription> {
    const sub = await liveSubscription(db, userId);
    if (!sub || sub.currentState === 'NOT_STARTED') throw new AppError('SUBSCRIPTION_NOT_LIVE');
    return sub;
  }

  async function choiceOf(type: SubscriptionType, areaId: string | null | undefined): Promise<PlanChoice> {
    if (!isChampionship(type)) return { type, area: null };
    const area = await loadArea(db, areaId);
    return { type, area: area ? { id: area.id, price: area.price } : null };
  }

  // ------------------------------------------------------------ fulfilments (in the payment's transaction)

  /** A paid period (reference `${subscriptionId}:${period}`): period 0 starts it, later ones renew it. */
  async function fulfilPeriod(tx: Executor, payment: Payment): Promise<void> {
    const [subscriptionId, periodText] = (payment.reference ?? '').split(':');
    const period = Number(periodText);
    const sub = await lockSubscription(tx, subscriptionId!);
    if (!sub) throw new Error(`subscription ${subscriptionId} of payment ${payment.id} is missing`);
    const now = clock.now();
    const paidFor =
      (period === 0 && sub.currentState === 'NOT_STARTED') ||
      (period === sub.currentPeriod + 1 &&
        (sub.currentState === 'ACTIVE' || sub.currentState === 'WAITING_FOR_PAYMENT'));
    if (paidFor) {
      if (period === 0 && sub.promoApplied)
        await recordPromoRedemption(tx, { userId: sub.userId, subscriptionId: sub.id, at: now });
      await updateSubscription(tx, sub.id, {
        currentState: 'ACTIVE',
        currentPeriod: period,
        nextBillingDate: new Date(sub.startDate.getTime() + (period + 1) * PERIOD_MS),
        failedAttempts: 0,
        retryAt: null,
        updatedAt: now,
      });
    } else if (sub.currentState === 'CANCELLED' || sub.currentState === 'ENDED') {
      // paid after the checkout was abandoned or the plan ended: nothing is owed, the money goes back
      if (payment.totalAmount > 0) await returnPaymentLater(tx, payment, now);
    }
  }

  /** The catch-up fee of an immediate yearly cancellation (reference `${subscriptionId}:cancel:…`). */
  async function fulfilCatchUpFee(tx: Executor, payment: Payment): Promise<void> {
    const subscriptionId = (payment.reference ?? '').split(':')[0]!;
    const sub = await lockSubscription(tx, subscriptionId);
    if (!sub) throw new Error(`subscription ${subscriptionId} of payment ${payment.id} is missing`);
    const now = clock.now();
    await updateSubscription(tx, sub.id, {
      cancelAtPeriodEnd: true,
      cancelAtWholeEnd: false,
      switchTo: null,
      switchToAreaId: null,
      cancelledAt: now,
      catchUpFee: payment.totalAmount,
      updatedAt: now,
    });
  }

  pay.registerFulfilment('subscription', fulfilPeriod);
  pay.registerFulfilment('catch_up_fee', fulfilCatchUpFee);
  // a switch is applied by the switch call once its charge succeeded
  pay.registerFulfilment('switch', async () => {});

  /** Charges an amount off-session with the subscription's card (credits first); throws 402 when it fails. */
  async function chargeNow(
    sub: Subscription,
    input: { amount: number; kind: string; reference: string; description: string; key: string },
  ) {
    const card = await billingCard(db, sub);
    const credits = await userCredits(db, sub.userId);
    if (!card && credits < input.amount) throw new AppError('SUBSCRIPTION_CARD_REQUIRED');
    const answer = await pay.startPurchase({
      userId: sub.userId,
      amount: input.amount,
      purpose: { kind: input.kind, reference: input.reference, description: input.description },
      idempotencyKey: input.key,
      paymentMethodId: card?.id,
    });
    if (answer.status !== 'succeeded') {
      await pay.cancelPayment(sub.userId, answer.paymentId);
      const after = await pay.userPayment(sub.userId, answer.paymentId);
      if (after.status !== 'succeeded')
        throw new PaymentFailedError(answer.lastError ?? SUBSCRIPTION_TEXTS.paymentNotDone);
    }
    return answer;
  }

  /** Saves the card a PaymentIntent was paid with as the user's card, and makes it the subscription's. */
  async function keepCardOf(userId: string, subscriptionId: string, providerPaymentMethodId: string | null) {
    if (!providerPaymentMethodId) return;
    await pay.applySetupIntent({
      id: `from-payment-${providerPaymentMethodId}`,
      status: 'succeeded',
      customerId: null,
      paymentMethodId: providerPaymentMethodId,
      clientSecret: '',
      lastError: null,
      metadata: { userId },
    });
    const method = await findUserCardByProvider(db, userId, providerPaymentMethodId);
    if (method) await setCardIfNone(db, subscriptionId, method.id);
  }

  // ------------------------------------------------------------ checkout

  /** Gives up an unfinished checkout (NOT_STARTED): its payment is canceled, the subscription CANCELLED. */
  async function abandon(sub: Subscription): Promise<boolean> {
    const open = await paymentsWithReference(db, sub.userId, `${sub.id}:0`);
    for (const p of open) await pay.cancelPayment(sub.userId, p.id);
    const changed = await updateNotStarted(db, sub.id, {
      currentState: 'CANCELLED',
      cancelledAt: clock.now(),
      updatedAt: clock.now(),
    });
    return !!changed;
  }

  async function create(
    userId: string,
    body: CreateSubscriptionBody,
    idempotencyKey: string,
  ): Promise<CreateSubscriptionResponse> {
    const now = clock.now();
    const choice = await choiceOf(body.type, body.areaId);
    const area = choice.area ? await loadArea(db, choice.area.id) : null;
    const promoCode = body.promoCode?.trim() ?? '';
    let promoApplied = false;
    if (promoCode !== '') {
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
    if (existing?.currentState === 'NOT_STARTED') await abandon(existing);
    const still = await liveSubscription(db, userId);
    if (still) throw new AppError('SUBSCRIPTION_ALREADY_ACTIVE');

    const config = await loadConfig(db);
    const price = recurringPrice(choice, config);
    const due = amountDueNow(choice, config, promoApplied);
    const name = planName(body.type, area?.name ?? null);
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
        createdAt: now,
        updatedAt: now,
      });
    } catch {
      throw new AppError('SUBSCRIPTION_ALREADY_ACTIVE');
    }

    if (due === 0) {
      if (body.paymentMethodId) {
        await db.transaction(async (tx) => {
          await updateSubscription(tx, sub.id, { currentState: 'ACTIVE', updatedAt: now });
          if (promoApplied) await recordPromoRedemption(tx, { userId, subscriptionId: sub.id, at: now });
        });
        return {
          subscription: await subscriptionAnswer(sub.id),
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
        subscriptionName: name,
        setupIntentOnly: true,
        authorizationOnly: false,
        message: SUBSCRIPTION_TEXTS.freeTrial(new Date(now.getTime() + PERIOD_MS), price),
        creditsUsed: 0,
        provider: setup.provider,
        publishableKey: setup.publishableKey,
      };
    }

    let purchase: Awaited<ReturnType<typeof pay.startPurchase>>;
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
      });
    } catch (error) {
      await abandon(sub);
      throw error;
    }
    if (purchase.status === 'succeeded') {
      if (purchase.paymentIntentId) {
        const intent = await pay.provider.retrievePaymentIntent(purchase.paymentIntentId);
        await keepCardOf(userId, sub.id, intent.paymentMethodId);
      }
      return {
        subscription: await subscriptionAnswer(sub.id),
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
      subscriptionName: name,
      setupIntentOnly: false,
      authorizationOnly: purchase.authorizationOnly,
      message: purchase.authorizationOnly
        ? SUBSCRIPTION_TEXTS.creditsCover(purchase.amount)
        : SUBSCRIPTION_TEXTS.cardDue(purchase.amount),
      creditsUsed: purchase.creditsUsed,
      provider: purchase.provider,
      publishableKey: purchase.publishableKey,
    };
  }

  /** After the card modal: the payment (or the card check of a free first period) is applied. */
  async function confirmPayment(userId: string, intentId: string) {
    const payment = await findPaymentByIntent(db, userId, intentId);
    if (payment) {
      const synced = await pay.syncPayment(userId, payment.id);
      if (synced.status !== 'succeeded')
        throw new PaymentFailedError(synced.lastError ?? SUBSCRIPTION_TEXTS.paymentNotFinished);
      const subscriptionId = (synced.reference ?? '').split(':')[0]!;
      const intent = await pay.provider.retrievePaymentIntent(intentId);
      await keepCardOf(userId, subscriptionId, intent.paymentMethodId);
      return {
        success: true,
        subscription: await subscriptionAnswer(subscriptionId),
        user: { credits: await userCredits(db, userId) },
        creditsUsed: synced.creditsUsed,
      };
    }
    if (!intentId.startsWith('seti_')) throw new AppError('SUBSCRIPTION_PAYMENT_NOT_FOUND');
    let setup: Awaited<ReturnType<typeof pay.provider.retrieveSetupIntent>>;
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
          updatedAt: clock.now(),
        });
        if (started && sub.promoApplied)
          await recordPromoRedemption(tx, { userId, subscriptionId: sub.id, at: clock.now() });
      });
    }
    return {
      success: true,
      subscription: await subscriptionAnswer(sub.id),
      user: { credits: await userCredits(db, userId) },
      creditsUsed: 0,
    };
  }

  // ------------------------------------------------------------ management

  async function cancel(userId: string, cancellationType: CancellationType, key: string) {
    const sub = await requireLive(userId);
    const now = clock.now();
    if (!cancellationTypesFor(sub.type).includes(cancellationType))
      throw new AppError('CANCELLATION_TYPE_NOT_OFFERED', { details: { field: 'cancellationType' } });
    if (sub.cancelAtPeriodEnd || sub.cancelAtWholeEnd) throw new AppError('SUBSCRIPTION_ALREADY_CANCELED');
    if (isPlanChangeLocked(sub.startDate, now)) throw new AppError('SUBSCRIPTION_LOCKED');
    const fee = cancellationFee(sub, cancellationType, now);
    if (fee > 0) {
      await chargeNow(sub, {
        amount: fee,
        kind: 'catch_up_fee',
        reference: `${sub.id}:cancel:${now.getTime()}`,
        description: SUBSCRIPTION_TEXTS.catchUpFee,
        key: `catch-up-${sub.id}-${key}`,
      });
    } else {
      // a pause planned after the end is given up (a running one lasts to the end: nothing is charged)
      const pause = currentPause(sub, now);
      if (pause && pause.startsAt > now) await dropPlannedPause(db, sub, now);
      await updateSubscription(db, sub.id, {
        cancelAtPeriodEnd: cancellationType === 'at_period_end',
        cancelAtWholeEnd: cancellationType === 'at_whole_end',
        switchTo: null,
        switchToAreaId: null,
        cancelledAt: now,
        updatedAt: now,
      });
    }
    return {
      success: true as const,
      subscription: await subscriptionAnswer(sub.id),
      cancellation: cancellationDetails(sub, now),
      endsAt: cancellationEffectiveDate(sub, cancellationType, now).toISOString(),
      user: { credits: await userCredits(db, userId) },
    };
  }

  async function reactivate(userId: string) {
    const sub = await requireLive(userId);
    if (!canReactivate(sub as Parameters<typeof canReactivate>[0]))
      throw new AppError('SUBSCRIPTION_NOT_CANCELED');
    const now = clock.now();
    const creditedBack = await db.transaction(async (tx) => {
      const locked = (await lockSubscription(tx, sub.id))!;
      const credit =
        locked.catchUpFee > 0 && locked.cancelledAt
          ? reactivationCredit({ cancelledAt: locked.cancelledAt, now, catchUpFeePaid: locked.catchUpFee })
          : 0;
      if (credit > 0)
        await appendCredit(tx, {
          userId,
          amount: credit,
          reason: 'reactivation',
          reference: `${sub.id}:${locked.cancelledAt!.getTime()}`,
        });
      await updateSubscription(tx, sub.id, {
        cancelAtPeriodEnd: false,
        cancelAtWholeEnd: false,
        switchTo: null,
        switchToAreaId: null,
        catchUpFee: 0,
        updatedAt: now,
      });
      return credit;
    });
    return {
      success: true as const,
      subscription: await subscriptionAnswer(sub.id),
      user: { credits: await userCredits(db, userId) },
      creditedBack,
    };
  }

  async function extend(userId: string) {
    const sub = await requireLive(userId);
    if (!canExtend(sub as Parameters<typeof canExtend>[0])) throw new AppError('EXTEND_NOT_POSSIBLE');
    await updateIfNumOfPeriods(db, sub.id, sub.numOfPeriods, {
      numOfPeriods: extendedNumOfPeriods(sub.numOfPeriods),
      updatedAt: clock.now(),
    });
    return { success: true as const, subscription: await subscriptionAnswer(sub.id) };
  }

  async function quoteFor(sub: Subscription, target: PlanChoice) {
    const config = await loadConfig(db);
    const currentArea = sub.areaId ? await loadArea(db, sub.areaId) : null;
    return switchQuote({
      current: {
        type: sub.type,
        area: currentArea ? { id: currentArea.id, price: currentArea.price } : null,
        startDate: sub.startDate,
        subscribedPrice: sub.subscribedPrice,
        lastCatchUpFee:
          sub.catchUpFee > 0 && sub.cancelledAt ? { amount: sub.catchUpFee, paidAt: sub.cancelledAt } : null,
      },
      target,
      config,
      now: clock.now(),
    });
  }

  const quoteDto = (q: Awaited<ReturnType<typeof quoteFor>>) => ({
    ...q,
    effectiveAt: q.effectiveAt.toISOString(),
  });

  async function quote(
    userId: string,
    query: { newType?: SubscriptionType | undefined; newAreaId?: string | undefined },
  ): Promise<SubscriptionQuoteResponse> {
    const sub = await requireLive(userId);
    const now = clock.now();
    const target = query.newType
      ? await choiceOf(query.newType, query.newAreaId === 'all' ? null : query.newAreaId)
      : null;
    return {
      switchQuote: target ? quoteDto(await quoteFor(sub, target)) : null,
      cancellation: cancellationDetails(sub, now),
      cancellationTypes: [...cancellationTypesFor(sub.type)],
      periodEnd: periodEnd(sub.startDate, now).toISOString(),
      yearEnd: isYearly(sub.type) ? yearEnd(sub).toISOString() : null,
    };
  }

  async function switchPlan(
    userId: string,
    body: { newType: SubscriptionType; newAreaId?: string | null | undefined },
    key: string,
  ) {
    const sub = await requireLive(userId);
    const now = clock.now();
    if (sub.currentState === 'WAITING_FOR_PAYMENT') throw new AppError('SUBSCRIPTION_WAITING_FOR_PAYMENT');
    if (sub.cancelAtPeriodEnd || sub.cancelAtWholeEnd) throw new AppError('SUBSCRIPTION_CANCELING');
    if (sub.switchTo) throw new AppError('SUBSCRIPTION_SWITCH_PENDING');
    if (currentPause(sub, now)) throw new AppError('SUBSCRIPTION_PAUSED');
    if (isPlanChangeLocked(sub.startDate, now)) throw new AppError('SUBSCRIPTION_LOCKED');
    const target = await choiceOf(body.newType, body.newAreaId);
    const currentArea = sub.areaId ? { id: sub.areaId, price: 0 } : null;
    if (isSameChoice({ type: sub.type, area: currentArea }, target))
      throw new AppError('SAME_PLAN', { details: { field: 'newType' } });
    const q = await quoteFor(sub, target);
    if (q.totalDue > 0) {
      await chargeNow(sub, {
        amount: q.totalDue,
        kind: 'switch',
        reference: `${sub.id}:switch:${now.getTime()}`,
        description: SUBSCRIPTION_TEXTS.switchTo(
          planName(target.type, target.area ? (await loadArea(db, target.area.id))!.name : null),
        ),
        key: `switch-${sub.id}-${key}`,
      });
    }
    await db.transaction(async (tx) => {
      await lockSubscription(tx, sub.id);
      if (q.creditBack > 0)
        await appendCredit(tx, {
          userId,
          amount: q.creditBack,
          reason: 'switch_refund',
          reference: `${sub.id}:switch:${now.getTime()}`,
        });
      if (q.effective === 'immediately') {
        const fromPaygPlus = !isChampionship(sub.type);
        await updateSubscription(tx, sub.id, {
          type: target.type,
          areaId: target.area?.id ?? null,
          subscribedPrice: q.newRecurringPrice,
          monthlyPrice: q.newRecurringPrice,
          catchUpFee: q.penaltyRefund > 0 ? 0 : sub.catchUpFee,
          ...(fromPaygPlus
            ? {
                startDate: now,
                currentPeriod: 0,
                numOfPeriods: isYearly(target.type) ? yearlyPeriodCount(false) : 1,
                nextBillingDate: new Date(now.getTime() + PERIOD_MS),
              }
            : {}),
          updatedAt: now,
        });
      } else {
        await updateSubscription(tx, sub.id, {
          switchTo: target.type,
          switchToAreaId: target.area?.id ?? null,
          ...(q.catchUpFee > 0 ? { catchUpFee: q.catchUpFee, cancelledAt: now } : {}),
          updatedAt: now,
        });
      }
    });
    return {
      success: true as const,
      subscription: await subscriptionAnswer(sub.id),
      quote: quoteDto(q),
      user: { credits: await userCredits(db, userId) },
    };
  }

  async function cancelPendingSwitch(userId: string) {
    const sub = await requireLive(userId);
    if (!sub.switchTo) throw new AppError('NO_PENDING_SWITCH');
    const now = clock.now();
    const refund = await db.transaction(async (tx) => {
      const locked = (await lockSubscription(tx, sub.id))!;
      const amount = pendingSwitchCancellationRefund(locked.switchTo ? locked.catchUpFee : 0);
      if (amount > 0)
        await appendCredit(tx, {
          userId,
          amount,
          reason: 'switch_refund',
          reference: `${sub.id}:pending:${locked.cancelledAt?.getTime() ?? 0}`,
        });
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
      subscription: await subscriptionAnswer(sub.id),
      user: { credits: await userCredits(db, userId) },
      refund: { amount: refund },
    };
  }

  // ------------------------------------------------------------ withdrawal (Civil Code §1829)

  /** What the customer paid for the plan: its periods and the switches to it (a catch-up fee is credited back on its own). */
  async function contractPayments(sub: Subscription) {
    return (await paymentsWithReferencePrefix(db, sub.userId, `${sub.id}:`)).filter(
      (p) => (p.kind === 'subscription' || p.kind === 'switch') && p.status === 'succeeded',
    );
  }

  async function withdrawalInfo(userId: string) {
    const sub = await liveSubscription(db, userId);
    const now = clock.now();
    if (!sub || sub.currentState === 'NOT_STARTED' || !canWithdraw(sub.createdAt, now)) {
      return {
        possible: false,
        deadline: sub ? withdrawalDeadline(sub.createdAt).toISOString() : null,
        paid: 0,
        charged: 0,
        refund: 0,
        daysUsed: 0,
      };
    }
    const paid = (await contractPayments(sub)).reduce((sum, p) => sum + p.totalAmount, 0);
    const settlement = withdrawalSettlement({
      contractAt: sub.createdAt,
      now,
      paid,
      pricePerPeriod: sub.subscribedPrice,
      startedAtOnce: sub.startedAtOnceConsent,
    });
    return { possible: true, deadline: withdrawalDeadline(sub.createdAt).toISOString(), paid, ...settlement };
  }

  async function withdraw(userId: string) {
    const info = await withdrawalInfo(userId);
    if (!info.possible) throw new AppError('WITHDRAWAL_NOT_POSSIBLE');
    const sub = (await liveSubscription(db, userId))!;
    const now = clock.now();
    // the covered entries after the withdrawal go with it: the membership no longer pays for them
    const cancelledEntries = await db.transaction(async (tx) => {
      const ended = await updateIfLive(tx, sub.id, {
        currentState: 'CANCELLED',
        cancelledAt: now,
        nextBillingDate: null,
        retryAt: null,
        switchTo: null,
        switchToAreaId: null,
        updatedAt: now,
      });
      if (!ended) throw new AppError('SUBSCRIPTION_ALREADY_ENDED');
      return cancelCoveredEntriesFrom(tx, { userId, from: now, now });
    });
    let remaining = info.refund;
    for (const p of await contractPayments(sub)) {
      if (remaining <= 0) break;
      const toCard = Math.min(remaining, p.providerIntentId ? p.amount : 0);
      if (toCard > 0) {
        await pay.refundPayment({ paymentId: p.id, amount: toCard, to: 'card', refundKey: 'withdrawal' });
        remaining -= toCard;
      }
      const toCredits = Math.min(remaining, p.creditsUsed);
      if (toCredits > 0) {
        await pay.refundPayment({
          paymentId: p.id,
          amount: toCredits,
          to: 'credits',
          refundKey: 'withdrawal-credits',
        });
        remaining -= toCredits;
      }
    }
    const account = await findAccount(db, userId);
    const area = sub.areaId ? await loadArea(db, sub.areaId) : null;
    if (account && deps.mailer)
      await deps.mailer.send(
        account.email,
        'subscription_withdrawal',
        subscriptionMail.withdrawn({
          plan: planName(sub.type, area?.name ?? null),
          at: now,
          refund: info.refund,
          charged: info.charged,
          url: `${(deps.publicUrl ?? '').replace(/\/$/, '')}/user/subscription`,
        }),
      );
    await mailCancelledCoveredEntries(
      { db, mailer: deps.mailer, publicUrl: deps.publicUrl ?? '' },
      userId,
      cancelledEntries,
    );
    return {
      success: true as const,
      subscription: await subscriptionAnswer(sub.id),
      charged: info.charged,
      refund: { amount: info.refund },
      receivedAt: now.toISOString(),
      user: { credits: await userCredits(db, userId) },
    };
  }

  return {
    withdrawalInfo,
    withdraw,
    create,
    confirmPayment,
    cancel,
    reactivate,
    extend,
    quote,
    switchPlan,
    cancelPendingSwitch,
    planName,
  };
}
