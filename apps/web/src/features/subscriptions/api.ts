import {
  COMPANY_CALLS,
  type CreateSubscriptionBody,
  type CreateSubscriptionResponse,
  SUBSCRIPTION_CALLS,
  type SubscriptionCardRequired,
} from '@champions/contract';
import type { SubscriptionType } from '@champions/domain';
import { callApi } from '../../shared/api/index.ts';
import type { PreparedPayment } from '../payments/index.ts';

export const subscriptionKeys = {
  quote: (newType?: string, newAreaId?: string) =>
    ['user', 'subscription-quote', newType, newAreaId] as const,
};

export const startSubscription = (body: CreateSubscriptionBody, idempotencyKey: string) =>
  callApi(SUBSCRIPTION_CALLS.create, { body, headers: { 'Idempotency-Key': idempotencyKey } });

export const confirmSubscriptionPayment = (paymentIntentId: string) =>
  callApi(SUBSCRIPTION_CALLS.confirmPayment, { body: { paymentIntentId } });

export const fetchQuote = (newType?: SubscriptionType, newAreaId?: string | null) =>
  callApi(SUBSCRIPTION_CALLS.quote, {
    query: { newType, newAreaId: newType ? (newAreaId ?? 'all') : undefined },
  });

export const cancelSubscription = (cancellationType: 'at_period_end' | 'at_whole_end') =>
  callApi(SUBSCRIPTION_CALLS.cancel, { body: { cancellationType } });

export const reactivateSubscription = () => callApi(SUBSCRIPTION_CALLS.reactivate, {});

export const extendSubscription = () => callApi(SUBSCRIPTION_CALLS.extend, {});

export const switchSubscription = (newType: SubscriptionType, newAreaId: string | null) =>
  callApi(SUBSCRIPTION_CALLS.switchPlan, { body: { newType, newAreaId } });

export const cancelPendingSwitch = () => callApi(SUBSCRIPTION_CALLS.cancelPendingSwitch, {});

export const needsCard = (answer: CreateSubscriptionResponse): answer is SubscriptionCardRequired =>
  'clientSecret' in answer;

/** What the card modal of features/payments confirms: the PaymentIntent, or the SetupIntent of a free first period. */
export function toPreparedPayment(answer: SubscriptionCardRequired): PreparedPayment {
  if (answer.setupIntentOnly || !answer.paymentId) {
    return {
      kind: 'setup',
      setup: {
        setupIntentId: answer.paymentIntentId,
        clientSecret: answer.clientSecret,
        provider: answer.provider,
        publishableKey: answer.publishableKey,
      },
    };
  }
  return {
    kind: 'payment',
    purchase: {
      paymentId: answer.paymentId,
      status: 'requires_payment_method',
      clientSecret: answer.clientSecret,
      paymentIntentId: answer.paymentIntentId,
      amount: answer.amount,
      currency: answer.currency,
      totalAmount: answer.amount + answer.creditsUsed,
      creditsUsed: answer.creditsUsed,
      creditsBack: 0,
      authorizationOnly: answer.authorizationOnly,
      credits: 0,
      lastError: null,
      provider: answer.provider,
      publishableKey: answer.publishableKey,
    },
  };
}

export const fetchWithdrawal = () => callApi(SUBSCRIPTION_CALLS.withdrawalInfo, {});

export const withdraw = () => callApi(SUBSCRIPTION_CALLS.withdraw, {});

export const fetchPauseInfo = () => callApi(SUBSCRIPTION_CALLS.pauseInfo, {});

export const pauseSubscription = (periods: number) =>
  callApi(SUBSCRIPTION_CALLS.pause, { body: { periods } });

export const cancelPause = () => callApi(SUBSCRIPTION_CALLS.cancelPause, {});

/** The corporate plan: what the invitation link offers (company, plan, location, the split). */
export const fetchCompanySeatInvitation = (token: string, signal?: AbortSignal) =>
  callApi(COMPANY_CALLS.invitationPreview, { query: { token }, ...(signal ? { signal } : {}) });

/** The corporate plan: take a company's seat; own credit pays towards the share only when agreed. */
export const acceptCompanySeat = (token: string, useCredits: boolean, idempotencyKey: string) =>
  callApi(COMPANY_CALLS.acceptInvitation, {
    body: { token, useCredits },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
