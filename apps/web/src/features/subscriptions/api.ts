import type {
  CreateSubscriptionBody,
  CreateSubscriptionResponse,
  PauseInfoResponse,
  SubscriptionCardRequired,
  SubscriptionDto,
  SubscriptionQuoteResponse,
  SwitchQuoteDto,
  WithdrawalInfo,
} from '@champions/contract';
import type { SubscriptionType } from '@champions/domain';
import { apiFetch } from '../../shared/api/index.ts';
import type { PreparedPayment } from '../payments/index.ts';

const base = '/user/subscriptions';

export const subscriptionKeys = {
  quote: (newType?: string, newAreaId?: string) =>
    ['user', 'subscription-quote', newType, newAreaId] as const,
};

export const startSubscription = (body: CreateSubscriptionBody, idempotencyKey: string) =>
  apiFetch<CreateSubscriptionResponse>(base, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export const confirmSubscriptionPayment = (paymentIntentId: string) =>
  apiFetch<{
    success: boolean;
    subscription: SubscriptionDto;
    user: { credits: number };
    creditsUsed: number;
  }>(`${base}/confirm-payment`, { method: 'POST', body: { paymentIntentId } });

export const fetchQuote = (newType?: SubscriptionType, newAreaId?: string | null) =>
  apiFetch<SubscriptionQuoteResponse>(`${base}/quote`, {
    query: { newType, newAreaId: newType ? (newAreaId ?? 'all') : undefined },
  });

export const cancelSubscription = (cancellationType: 'at_period_end' | 'at_whole_end') =>
  apiFetch<{ subscription: SubscriptionDto; endsAt: string }>(`${base}/cancel-subscription`, {
    method: 'PUT',
    body: { cancellationType },
  });

export const reactivateSubscription = () =>
  apiFetch<{ subscription: SubscriptionDto; creditedBack: number }>(`${base}/reactivate-subscription`, {
    method: 'PUT',
  });

export const extendSubscription = () =>
  apiFetch<{ subscription: SubscriptionDto }>(`${base}/extend-subscription`, { method: 'PUT' });

export const switchSubscription = (newType: SubscriptionType, newAreaId: string | null) =>
  apiFetch<{ subscription: SubscriptionDto; quote: SwitchQuoteDto }>(`${base}/switch-subscription`, {
    method: 'PUT',
    body: { newType, newAreaId },
  });

export const cancelPendingSwitch = () =>
  apiFetch<{ subscription: SubscriptionDto; refund: { amount: number } }>(`${base}/cancel-pending-switch`, {
    method: 'PUT',
  });

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

export const fetchWithdrawal = () => apiFetch<WithdrawalInfo>(`${base}/withdrawal`);

export const withdraw = () =>
  apiFetch<{ refund: { amount: number }; receivedAt: string }>(`${base}/withdraw`, { method: 'POST' });

export const fetchPauseInfo = () => apiFetch<PauseInfoResponse>(`${base}/pause`);

export const pauseSubscription = (periods: number) =>
  apiFetch<{ subscription: SubscriptionDto; pause: { startsAt: string; resumesAt: string } }>(
    `${base}/pause-subscription`,
    { method: 'PUT', body: { periods } },
  );

export const cancelPause = () =>
  apiFetch<{ subscription: SubscriptionDto }>(`${base}/cancel-pause`, { method: 'PUT' });
