import type {
  CreateSubscriptionBody,
  CreateSubscriptionResponse,
  SubscriptionCardRequired,
} from '@champions/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { storeErrorMessage } from '../../shared/api/index.ts';
import { t } from '../../shared/i18n/index.ts';
import { CardPaymentModal, newIdempotencyKey } from '../payments/index.ts';
import { confirmSubscriptionPayment, needsCard, startSubscription, toPreparedPayment } from './api.ts';
import { PlanConfirmationDialog, type PlanPurchase } from './PlanConfirmation.tsx';

/**
 * Buys a subscription: POST /api/user/subscriptions; completes at once, or opens the card modal and
 * then confirms the payment; either way it ends on the plan's confirmation (active until when, the
 * next payment, the card link). Errors are the messages of SPEC 8.
 */
export function useSubscriptionPurchase() {
  const queryClient = useQueryClient();
  const [confirmed, setConfirmed] = useState<PlanPurchase | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [card, setCard] = useState<SubscriptionCardRequired | null>(null);
  const keyRef = useRef<string | null>(null);

  const done = useCallback(
    async (purchase: PlanPurchase) => {
      await queryClient.invalidateQueries({ queryKey: ['user'] });
      setConfirmed(purchase);
    },
    [queryClient],
  );

  /** Runs an order (the checkout's, or a company seat's acceptance) with its Idempotency-Key. */
  const run = useCallback(
    async (order: (key: string) => Promise<CreateSubscriptionResponse>) => {
      setBusy(true);
      setError(null);
      keyRef.current ??= newIdempotencyKey();
      try {
        const answer = await order(keyRef.current);
        keyRef.current = null;
        if (needsCard(answer)) setCard(answer);
        else await done({ subscription: answer.subscription, creditsUsed: answer.creditsUsed });
      } catch (failure) {
        keyRef.current = null;
        const message = storeErrorMessage(failure);
        setError(message === 'Unknown error' ? t('checkout.failed') : message);
      } finally {
        setBusy(false);
      }
    },
    [done],
  );

  const buy = useCallback(
    (body: CreateSubscriptionBody) => run((key) => startSubscription(body, key)),
    [run],
  );

  const modal = card ? (
    <CardPaymentModal
      open
      title={card.subscriptionName}
      cardSaving="plan"
      closeOnSuccess
      prepare={async () => toPreparedPayment(card)}
      onClose={() => setCard(null)}
      onSuccess={() => {
        void (async () => {
          try {
            const answer = await confirmSubscriptionPayment(card.paymentIntentId);
            setCard(null);
            await done({
              subscription: answer.subscription,
              creditsUsed: Math.max(answer.creditsUsed, card.creditsUsed),
            });
          } catch {
            setCard(null);
            setError(t('checkout.confirmFailed'));
          }
        })();
      }}
    />
  ) : confirmed ? (
    <PlanConfirmationDialog purchase={confirmed} />
  ) : null;

  return { buy, run, busy, error, setError, modal, cardMessage: card?.message ?? null };
}
