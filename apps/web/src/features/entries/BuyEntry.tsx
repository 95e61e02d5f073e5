import type { EntryPurchaseResponse } from '@champions/contract';
import { formatCzk } from '@champions/domain';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../shared/api/index.ts';
import { t } from '../../shared/i18n/index.ts';
import { Alert, Button } from '../../shared/ui/forms.tsx';
import { usePurchase, useQuote } from './queries.ts';
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
 * or PAYG price, the credits), then one button that claims or pays. Without enough credits it says
 * why it cannot pay (card payment is not available yet) instead of pretending.
 */
export function BuyEntry({ optionId, timeSlotId, autoPay = false, onAutoPayStarted }: BuyEntryProps) {
  const quote = useQuote(timeSlotId, optionId, true);
  const purchase = usePurchase();
  const [done, setDone] = useState<EntryPurchaseResponse | null>(null);
  const requestId = useRef<string>(crypto.randomUUID());
  const autoStarted = useRef(false);

  // A new choice is a new purchase (a fresh request id; the last result goes away).
  const choice = `${optionId}|${timeSlotId}`;
  const [lastChoice, setLastChoice] = useState(choice);
  if (choice !== lastChoice) {
    setLastChoice(choice);
    requestId.current = crypto.randomUUID();
    setDone(null);
    purchase.reset();
  }

  const buy = async () => {
    if (!optionId || !timeSlotId) return;
    try {
      const result = await purchase.mutateAsync({ optionId, timeSlotId, requestId: requestId.current });
      setDone(result);
    } catch {
      // shown below
    }
  };

  const q = quote.data;
  const canPay = !!q && q.payableNow && q.free > 0;
  useEffect(() => {
    if (!autoPay || autoStarted.current || !q) return;
    autoStarted.current = true;
    onAutoPayStarted?.();
    if (canPay) void buy();
  });

  if (done) {
    return (
      <div className="buy-done" role="status" data-testid="buy-done">
        <p className="buy-done__title">{t('buyEntry.successTitle')}</p>
        <p>{t('buyEntry.successText')}</p>
        <div className="button-row">
          <Link className="button button--primary" to="/user/qr-code">
            {t('buyEntry.openCard')}
          </Link>
          <Link className="button button--secondary" to="/user/history">
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
  if (quote.isPending) note = t('buyEntry.quoteLoading');
  else if (q) {
    if (q.free === 0) note = t('buyEntry.full');
    else if (q.method === 'MEMBERSHIP') note = t('buyEntry.membership');
    else if (q.payableNow)
      note = t('buyEntry.creditsCover', { price: formatCzk(q.price), credits: formatCzk(q.credits) });
    else note = t('buyEntry.noCard', { price: formatCzk(q.price), credits: formatCzk(q.credits) });
    if (q.coverageReason === 'daily_limit') note = `${t('buyEntry.dailyLimit')} ${note}`;
    if (q.coverageReason === 'other_area') note = `${t('buyEntry.otherArea')} ${note}`;
  }
  const label = !q
    ? t('buyEntry.buy')
    : q.method === 'MEMBERSHIP'
      ? t('buyEntry.claim')
      : q.payableNow
        ? t('buyEntry.payCredits', { price: formatCzk(q.price) })
        : t('buyEntry.buy');

  return (
    <>
      {autoPay && q && canPay && purchase.isPending && (
        <p className="summary__hint">{t('buyEntry.autoPay')}</p>
      )}
      <Button
        block
        id="buy-entry-button"
        disabled={!canPay}
        loading={purchase.isPending}
        aria-describedby="buy-entry-note"
        onClick={() => void buy()}
      >
        {purchase.isPending ? t('buyEntry.processing') : label}
      </Button>
      <p id="buy-entry-note" className="summary__hint">
        {note}
      </p>
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
    </>
  );
}
