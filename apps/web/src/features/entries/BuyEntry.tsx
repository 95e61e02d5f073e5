import { ENTRY_CALLS, type EntryPurchaseResponse, type HistoryEntry } from '@champions/contract';
import { formatCzk, PAGES } from '@champions/domain';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ApiError, callApi } from '../../shared/api/index.ts';
import { t } from '../../shared/i18n/index.ts';
import { Alert, Button } from '../../shared/ui/forms.tsx';
import { LazyCardPaymentModal } from '../payments/index.ts';
import { usePurchase, useQuote } from './queries.ts';
import { WaitlistPanel } from './WaitlistPanel.tsx';
import './entries.css';

interface BuyEntryProps {
  optionId: string | null;
  timeSlotId: string | null;
  /** Came back from login with "pay automatically" (SPEC 2 post-login return). */
  autoPay?: boolean;
  /** Called once the automatic payment has been started (so the page can drop the flag). */
  onAutoPayStarted?: () => void;
}

/**
 * The buy panel of a signed-in user on the activity detail: the server's quote (membership, PAYG+
 * or PAYG price, the credits), then one button that claims, pays with credits, or pays the rest by
 * card in the card payment modal (credits first, SPEC 5). The ticket is created with the payment.
 */
export function BuyEntry({ optionId, timeSlotId, autoPay = false, onAutoPayStarted }: BuyEntryProps) {
  const quote = useQuote(timeSlotId, optionId, true);
  const purchase = usePurchase();
  const [done, setDone] = useState<HistoryEntry | null>(null);
  const [cardPayment, setCardPayment] = useState<EntryPurchaseResponse['payment']>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const requestId = useRef<string>(crypto.randomUUID());
  const autoStarted = useRef(false);

  // A new choice is a new purchase (a fresh request id; the last result goes away).
  const choice = `${optionId}|${timeSlotId}`;
  const [lastChoice, setLastChoice] = useState(choice);
  if (choice !== lastChoice) {
    setLastChoice(choice);
    requestId.current = crypto.randomUUID();
    setDone(null);
    setNotice(null);
    purchase.reset();
  }

  const buy = async () => {
    if (!optionId || !timeSlotId) return;
    setNotice(null);
    try {
      const result = await purchase.mutateAsync({ optionId, timeSlotId, requestId: requestId.current });
      if (result.entry) setDone(result.entry);
      else if (result.payment) setCardPayment(result.payment);
    } catch {
      // shown below
    }
  };

  const afterCard = async (paymentId: string | null) => {
    setCardPayment(null);
    if (!paymentId) return;
    try {
      setDone(await callApi(ENTRY_CALLS.byPayment, { params: { paymentId } }));
    } catch {
      setNotice(t('buyEntry.afterCardMissing'));
    }
  };

  const canBuy = !!quote.data && quote.data.free > 0 && !quote.data.held;
  useEffect(() => {
    if (!autoPay || autoStarted.current || !quote.data) return;
    autoStarted.current = true;
    onAutoPayStarted?.();
    if (canBuy) void buy();
  });

  const modal = (
    <LazyCardPaymentModal
      open={cardPayment !== null}
      title={t('buyEntry.cardTitle')}
      prepare={async () => ({ kind: 'payment', purchase: cardPayment! })}
      onSuccess={({ paymentId }) => void afterCard(paymentId)}
      onClose={() => setCardPayment(null)}
    />
  );

  const q = quote.data;
  // a slot already held says so, unless it is this card payment that made it held: its modal stays
  // open until the customer continues, and then the success screen shows
  if (done || (q?.held && cardPayment === null)) {
    return (
      <div className="buy-done" role="status" data-testid="buy-done">
        <p className="buy-done__title">{done ? t('buyEntry.successTitle') : t('buyEntry.heldTitle')}</p>
        <p>{t('buyEntry.successText')}</p>
        <div className="button-row">
          <Link className="button button--primary" to={PAGES.user.card}>
            {t('buyEntry.openCard')}
          </Link>
          <Link className="button button--secondary" to={PAGES.user.history}>
            {t('buyEntry.openHistory')}
          </Link>
        </div>
      </div>
    );
  }

  if (!timeSlotId || !optionId) {
    return (
      <>
        <Button block disabled>
          {t('buyEntry.buy')}
        </Button>
        <p className="summary__hint">{t('detail.pickSlotFirst')}</p>
      </>
    );
  }

  let note: string | null = null;
  let label = t('buyEntry.buy');
  if (quote.isPending) note = t('buyEntry.quoteLoading');
  else if (q) {
    if (q.method === 'MEMBERSHIP') {
      note = t('buyEntry.membership');
      label = t('buyEntry.claim');
    } else if (q.payableNow) {
      note = t('buyEntry.creditsCover', { price: formatCzk(q.price), credits: formatCzk(q.credits) });
      label = t('buyEntry.payCredits', { price: formatCzk(q.price) });
    } else {
      note =
        q.creditsToUse > 0
          ? t('buyEntry.creditsAndCard', {
              credits: formatCzk(q.creditsToUse),
              card: formatCzk(q.cardCharge),
            })
          : t('buyEntry.cardOnly', { price: formatCzk(q.cardCharge) });
      if (q.creditsToUse > 0 && q.cardCharge > q.price - q.creditsToUse)
        note = `${note} ${t('buyEntry.minCharge')}`;
      label = t('buyEntry.payCard', { amount: formatCzk(q.cardCharge) });
    }
    if (q.coverageReason === 'daily_limit') note = `${t('buyEntry.dailyLimit')} ${note}`;
    if (q.coverageReason === 'other_area') note = `${t('buyEntry.otherArea')} ${note}`;
    if (q.coverageReason === 'after_paid_period') note = `${t('buyEntry.afterPaidPeriod')} ${note}`;
    if (q.free === 0) note = t('buyEntry.full');
  }

  if (q && q.free === 0) return <WaitlistPanel timeSlotId={timeSlotId} optionId={optionId} />;

  return (
    <>
      {autoPay && purchase.isPending && <p className="summary__hint">{t('buyEntry.autoPay')}</p>}
      <Button
        block
        id="buy-entry-button"
        disabled={!canBuy}
        loading={purchase.isPending}
        aria-describedby="buy-entry-note"
        onClick={() => void buy()}
      >
        {purchase.isPending ? t('buyEntry.processing') : label}
      </Button>
      <p id="buy-entry-note" className="summary__hint">
        {note}
      </p>
      {notice && <Alert tone="info">{notice}</Alert>}
      {quote.isError && (
        <Alert tone="error">
          {quote.error instanceof ApiError ? quote.error.message : t('buyEntry.error')}
        </Alert>
      )}
      {purchase.isError && (
        <Alert tone="error">
          {purchase.error instanceof ApiError ? purchase.error.message : t('buyEntry.error')}
        </Alert>
      )}
      {modal}
    </>
  );
}
