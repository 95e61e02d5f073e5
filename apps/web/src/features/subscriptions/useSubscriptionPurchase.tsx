import type {
  CreateSubscriptionBody,
  CreateSubscriptionResponse,
  SubscriptionCardRequired,
} from '@champions/contract';
import { PAGES } from '@champions/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { storeErrorMessage } from '../../shared/api/index.ts';
import { t } from '../../shared/i18n/index.ts';
import { CardPaymentModal, newIdempotencyKey } from '../payments/index.ts';
import { confirmSubscriptionPayment, needsCard, startSubscription, toPreparedPayment } from './api.ts';

/** Where the user goes after a successful purchase (SPEC 4: the card modal returns to /user/qr-code). */
const AFTER_PURCHASE = PAGES.user.card;

/**
 * Buys a subscription: POST /api/user/subscriptions; completes at once, or opens the card modal and
 * then confirms the payment. Errors are the messages of SPEC 8.
 */
export function useSubscriptionPurchase() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [card, setCard] = useState<SubscriptionCardRequired | null>(null);
  const keyRef = useRef<string | null>(null);

  const done = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: ['user'] });
    void navigate(AFTER_PURCHASE);
  }, [navigate, queryClient]);

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
        else await done();
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
      prepare={async () => toPreparedPayment(card)}
      onClose={() => setCard(null)}
      onSuccess={() => {
        void (async () => {
          try {
            await confirmSubscriptionPayment(card.paymentIntentId);
            setCard(null);
            await done();
          } catch {
            setCard(null);
            setError(t('checkout.confirmFailed'));
          }
        })();
      }}
    />
  ) : null;

  return { buy, run, busy, error, setError, modal, cardMessage: card?.message ?? null };
}
