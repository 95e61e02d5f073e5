import {
  ENTRY_CALLS,
  type EntryPurchaseResponse,
  type EntryQuoteResponse,
  type HistoryEntry,
} from '@champions/contract';
import { FRIEND_PLACES, PAGES, type PaymentReturnReason } from '@champions/domain';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ApiError, callApi } from '../../shared/api/index.ts';
import { useBlobDownload } from '../../shared/hooks/useBlobDownload.ts';
import { type MessageKey, t } from '../../shared/i18n/index.ts';
import { formatCzk } from '../../shared/i18n/money.ts';
import { formatSlot } from '../../shared/public-ui/index.ts';
import { Alert, Button } from '../../shared/ui/forms.tsx';
import { FriendPlaces } from '../friends/index.ts';
import {
  cardLabel,
  LazyCardPaymentModal,
  PaymentConfirmation,
  syncPayment,
  usePaymentMethods,
} from '../payments/index.ts';
import { entryCalendarFile } from './calendarFile.ts';
import { waitForPaidEntry } from './paidEntry.ts';
import { usePlaces } from './places.ts';
import { usePurchase, useQuote } from './queries.ts';
import { WaitlistPanel } from './WaitlistPanel.tsx';
import './entries.css';

/** What the customer is told when a card payment bought no entry and its money goes back, by the reason. */
const RETURNED_NOTICE: Partial<Record<PaymentReturnReason, MessageKey>> = {
  slot_gone: 'buyEntry.afterCardSlotGone',
  entry_held: 'buyEntry.afterCardEntryHeld',
  membership_lost: 'buyEntry.afterCardMembershipLost',
};

interface BuyEntryProps {
  optionId: string | null;
  timeSlotId: string | null;
  /** Came back from login with "pay automatically" (SPEC 2 post-login return). */
  autoPay?: boolean;
  /** Called once the automatic payment has been started (so the page can drop the flag). */
  onAutoPayStarted?: () => void;
  /**
   * "a friend along": the places chosen (1–4), when the page shares them with its sticky bar
   * (`usePlaces`); without them the panel keeps its own
   */
  places?: number;
  onPlacesChange?: (places: number) => void;
}

/**
 * The buy panel of a signed-in user on the activity detail: the server's quote (membership, PAYG+
 * or PAYG price, the credits), then one button that claims, pays with credits, or pays the rest by
 * card (credits first, SPEC 5): with the saved default card in one tap ('Zaplatit kartou Visa ••••
 * 4242'), else, or when asked for another card, in the card payment modal. The ticket is created
 * with the payment; every way ends on the same success screen (what, when, where, the card link).
 */
export function BuyEntry({
  optionId,
  timeSlotId,
  autoPay = false,
  onAutoPayStarted,
  ...shared
}: BuyEntryProps) {
  // "a friend along": places in this purchase (1–4), the page's when it shares them
  const own = usePlaces(timeSlotId, optionId);
  const places = shared.places ?? own[0];
  const setPlaces = shared.onPlacesChange ?? own[1];
  const quote = useQuote(timeSlotId, optionId, true, places);
  const purchase = usePurchase();
  const [done, setDone] = useState<HistoryEntry | null>(null);
  const [cardPayment, setCardPayment] = useState<EntryPurchaseResponse['payment']>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // the user asked for the full card form instead of the saved card
  const [otherCard, setOtherCard] = useState(false);
  // back from login to pay with a saved card: the panel says so and waits for the tap
  const [tapToPay, setTapToPay] = useState(false);
  const [calendarFailed, setCalendarFailed] = useState(false);
  const calendarFile = useBlobDownload();
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

  const q = quote.data;
  // what the shown quote is for (the stepper may be a step ahead while the next quote loads)
  const quotedPlaces = q?.places ?? 1;
  // a member's own place costs nothing; the friends' places are paid like any other purchase
  const needsCard = !!q && !q.payableNow && !q.held;
  // loaded with the quote (not after it), so the button's label is final when the price shows
  const methods = usePaymentMethods();
  const saved = methods.data?.paymentMethods ?? [];
  const defaultCard = otherCard ? null : (saved.find((m) => m.isDefault) ?? saved[0] ?? null);

  const buy = async (paymentMethodId?: string) => {
    if (!optionId || !timeSlotId) return;
    setNotice(null);
    try {
      const result = await purchase.mutateAsync({
        optionId,
        timeSlotId,
        requestId: requestId.current,
        ...(paymentMethodId ? { paymentMethodId } : {}),
        ...(quotedPlaces > 1 ? { places: quotedPlaces } : {}),
      });
      if (result.entry) setDone(result.entry);
      else if (result.payment) setCardPayment(result.payment);
    } catch {
      // shown below; a retry (another card, the same card again) is a new attempt
      requestId.current = crypto.randomUUID();
    }
  };

  const afterCard = async (paymentId: string | null) => {
    setCardPayment(null);
    if (!paymentId) return;
    const outcome = await waitForPaidEntry({
      load: () => callApi(ENTRY_CALLS.byPayment, { params: { paymentId } }),
      sync: () => syncPayment(paymentId),
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    });
    if (outcome.kind === 'entry') setDone(outcome.entry);
    else if (outcome.kind === 'pending') setNotice(t('buyEntry.afterCardPending'));
    else setNotice(t(RETURNED_NOTICE[outcome.reason ?? 'slot_filled'] ?? 'buyEntry.afterCardMissing'));
  };

  const canBuy = !!q && q.free > 0 && !q.held;
  // the saved cards are known before an automatic payment starts, so it can use the default one
  const cardsKnown = !needsCard || !methods.isPending;
  useEffect(() => {
    if (!autoPay || autoStarted.current || !q || !cardsKnown) return;
    autoStarted.current = true;
    onAutoPayStarted?.();
    if (!canBuy) return;
    // a saved card is charged only by the customer's own tap: the panel asks for it
    if (needsCard && defaultCard) {
      setTapToPay(true);
      document.getElementById('buy-entry-button')?.focus({ preventScroll: true });
    } else void buy();
  });

  const modal = (
    <LazyCardPaymentModal
      open={cardPayment !== null}
      title={t('buyEntry.cardTitle')}
      // the modal closes once paid: the entry's own confirmation below says what, when and where
      closeOnSuccess
      // the panel itself offers the saved card in one tap; the modal is for a card typed in
      offerSavedCards={false}
      prepare={async () => ({ kind: 'payment', purchase: cardPayment! })}
      onSuccess={({ paymentId }) => void afterCard(paymentId)}
      onClose={() => setCardPayment(null)}
    />
  );

  // a slot already held says so, unless it is this card payment that made it held: its modal stays
  // open until the customer continues, and then the success screen shows
  if (done || (q?.held && cardPayment === null)) {
    const actions = (
      <>
        <Link className="button button--primary" to={PAGES.user.card}>
          {t('buyEntry.openCard')}
        </Link>
        {done?.slotStartsAt && (
          <Button
            variant="secondary"
            onClick={() => {
              setCalendarFailed(false);
              void calendarFile.download(entryCalendarFile(done.id)).catch(() => setCalendarFailed(true));
            }}
          >
            {t('history.calendar')}
          </Button>
        )}
        <Link className="button button--secondary" to={PAGES.user.history}>
          {t('buyEntry.openHistory')}
        </Link>
      </>
    );
    return (
      <div className="buy-done" data-testid="buy-done">
        {done ? (
          <PaymentConfirmation
            testId="buy-done-entry"
            title={t('buyEntry.successTitle')}
            details={[
              {
                label: t('buyEntry.doneWhat'),
                value: done.optionName ? `${done.activityName} · ${done.optionName}` : done.activityName,
              },
              {
                label: t('buyEntry.doneWhen'),
                value: done.slotStartsAt ? formatSlot(done.slotStartsAt) : t('entryTime.open'),
              },
              { label: t('buyEntry.doneWhere'), value: `${done.venueName}, ${done.venueCity}` },
            ]}
            text={t('buyEntry.successText')}
            actions={actions}
          />
        ) : (
          <PaymentConfirmation
            focusOnShow={false}
            tick={false}
            title={t('buyEntry.heldTitle')}
            text={t('buyEntry.successText')}
            actions={actions}
          />
        )}
        {calendarFailed && <Alert tone="error">{t('history.calendarError')}</Alert>}
        {done && <FriendPlaces entryId={done.id} />}
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
    // the membership covers it all (the member alone); friends' places are paid as below
    if (q.method === 'MEMBERSHIP' && q.total === 0) {
      note = t('buyEntry.membership');
      label = t('buyEntry.claim');
    } else if (q.payableNow) {
      note = t('buyEntry.creditsCover', { price: formatCzk(q.total), credits: formatCzk(q.credits) });
      label = t('buyEntry.payCredits', { price: formatCzk(q.total) });
    } else {
      note =
        q.creditsToUse > 0
          ? t('buyEntry.creditsAndCard', {
              credits: formatCzk(q.creditsToUse),
              card: formatCzk(q.cardCharge),
            })
          : t('buyEntry.cardOnly', { price: formatCzk(q.cardCharge) });
      if (q.creditsToUse > 0 && q.cardCharge > q.total - q.creditsToUse)
        note = `${note} ${t('buyEntry.minCharge')}`;
      label = defaultCard
        ? // the card stays on one line ("Visa •••• 4242"), the button wraps before it
          t('buyEntry.paySavedCard', { card: cardLabel(defaultCard).replace(/ /g, '\u00a0') })
        : t('buyEntry.payCard', { amount: formatCzk(q.cardCharge) });
    }
    if (q.coverageReason === 'daily_limit') note = `${t('buyEntry.dailyLimit')} ${note}`;
    if (q.coverageReason === 'other_area') note = `${t('buyEntry.otherArea')} ${note}`;
    if (q.coverageReason === 'after_paid_period') note = `${t('buyEntry.afterPaidPeriod')} ${note}`;
    if (q.free === 0) note = t('buyEntry.full');
    else if (tapToPay && !purchase.isPending) note = `${t('buyEntry.autoPay')} ${note}`;
  }

  if (q && q.free === 0) return <WaitlistPanel timeSlotId={timeSlotId} optionId={optionId} />;

  const maxPlaces = q ? Math.min(FRIEND_PLACES.MAX, q.free) : 1;
  const stepper = q && !q.held && q.free > 0 && (
    <div className="places-stepper-block">
      <fieldset className="places-stepper">
        <legend className="places-stepper__label">{t('friends.places')}</legend>
        <Button
          variant="secondary"
          aria-label={t('friends.placesLess')}
          disabled={places <= 1 || purchase.isPending}
          onClick={() => setPlaces(places - 1)}
        >
          −
        </Button>
        <output className="places-stepper__value" aria-live="polite" data-testid="places-value">
          {t('friends.placesValue', { n: places })}
        </output>
        <Button
          variant="secondary"
          aria-label={t('friends.placesMore')}
          disabled={places >= maxPlaces || purchase.isPending}
          onClick={() => setPlaces(places + 1)}
        >
          +
        </Button>
      </fieldset>
      <p className="summary__hint" data-testid={quotedPlaces > 1 ? 'places-total' : undefined}>
        {placesText(q)}
      </p>
    </div>
  );

  return (
    <>
      {stepper}
      {autoPay && purchase.isPending && <p className="summary__hint">{t('buyEntry.autoPay')}</p>}
      <Button
        block
        id="buy-entry-button"
        disabled={!canBuy || (needsCard && methods.isPending) || quotedPlaces !== places}
        loading={purchase.isPending}
        aria-describedby="buy-entry-note"
        onClick={() => void buy(needsCard ? defaultCard?.id : undefined)}
      >
        {purchase.isPending ? t('buyEntry.processing') : label}
      </Button>
      <p id="buy-entry-note" className="summary__hint">
        {note}
      </p>
      {needsCard && defaultCard && canBuy && (
        <button
          type="button"
          className="button button--link buy-other-card"
          disabled={purchase.isPending}
          onClick={() => {
            setOtherCard(true);
            purchase.reset();
          }}
        >
          {t('buyEntry.otherCard')}
        </button>
      )}
      {notice && <Alert tone="info">{notice}</Alert>}
      {quote.isError && (
        <Alert tone="error">
          {quote.error instanceof ApiError ? quote.error.message : t('buyEntry.error')}
        </Alert>
      )}
      {purchase.isError && (
        <Alert tone="error">
          {purchase.error instanceof ApiError && purchase.error.status === 402 ? (
            <>
              <strong>{t('buyEntry.declinedTitle')}</strong> {purchase.error.message}
            </>
          ) : purchase.error instanceof ApiError ? (
            purchase.error.message
          ) : (
            t('buyEntry.error')
          )}
        </Alert>
      )}
      {modal}
    </>
  );
}

/**
 * What the places cost, under the stepper: a member's own place is covered and each friend's place has
 * its price; a paying buyer's places cost the same each. The total is the quote's, as everywhere.
 */
function placesText(q: EntryQuoteResponse): string {
  const friends = q.places - 1;
  if (q.method === 'MEMBERSHIP') {
    return friends > 0
      ? t('friends.memberTotal', { n: friends, price: formatCzk(q.guestPrice), total: formatCzk(q.total) })
      : t('friends.memberHint', { price: formatCzk(q.guestPrice) });
  }
  return friends > 0
    ? t('friends.total', { n: q.places, total: formatCzk(q.total) })
    : t('friends.placesHint');
}
