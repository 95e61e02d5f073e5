import type { EntryQuoteResponse, PaymentMethodDto } from '@champions/contract';
import { PAGES } from '@champions/domain';
import { Link } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { cardLabel, usePaymentMethods } from '../payments/index.ts';
import { useQuote } from './queries.ts';
import { quotedTotal } from './quotedTotal.ts';
import './entries.css';

/** What one tap on the bar does: pay at once (membership, credit, the saved card) or lead to the panel. */
export type StickyBuyAction =
  | { kind: 'claim' }
  | { kind: 'credits' }
  | { kind: 'savedCard'; card: string }
  | { kind: 'choose' };

/**
 * Pays at once when nothing is left to choose: the membership covers it, the credit pays it all, or a
 * saved card pays the rest (the panel's one tap, 'Zaplatit kartou Visa •••• 4242'); else the usual choice.
 */
export function stickyBuyAction(
  quote: EntryQuoteResponse | undefined,
  cards: readonly PaymentMethodDto[],
): StickyBuyAction {
  if (!quote || quote.held || quote.free === 0) return { kind: 'choose' };
  // the membership covers it all; a member's friends' places are paid like any purchase
  if (quote.method === 'MEMBERSHIP' && quote.total === 0) return { kind: 'claim' };
  if (quote.payableNow) return { kind: 'credits' };
  const card = cards.find((m) => m.isDefault) ?? cards[0];
  return card ? { kind: 'savedCard', card: cardLabel(card) } : { kind: 'choose' };
}

const BUY_BUTTON_ID = 'buy-entry-button';

/**
 * On phones, once a slot is chosen: a bar at the bottom with the time and price: signed in, the buy
 * panel's own quote of the places chosen there (`places`, the same query), so the bar says the panel's
 * total and places; signed out, `price`. Its button pays at once
 * through the buy panel's own button (the same purchase call and the same confirmation) when the
 * membership, the credit or a saved card covers it; else it opens the panel's usual payment choice
 * (the card form). Signed out, it leads to the panel (and its sign-in).
 */
export function StickyBuyBar({
  when,
  price,
  targetId,
  full = false,
  held = false,
  timeSlotId = null,
  optionId = null,
  loggedIn = false,
  places = 1,
}: {
  when: string;
  /** the price of one place, while there is no quote (signed out, or still loading) */
  price: string;
  targetId: string;
  /** the slot is full: the button leads to the waitlist instead of buying */
  full?: boolean;
  /** the user already holds an entry for this slot: the bar leads to the card instead of selling */
  held?: boolean;
  timeSlotId?: string | null;
  optionId?: string | null;
  loggedIn?: boolean;
  /** "a friend along": the places chosen in the buy panel (`usePlaces`) */
  places?: number;
}) {
  const quote = useQuote(timeSlotId, optionId, loggedIn && !!timeSlotId && !!optionId, places).data;
  const cards = usePaymentMethods(loggedIn).data?.paymentMethods ?? [];
  if (held) {
    return (
      <div className="sticky-buy" data-testid="sticky-buy">
        <p className="sticky-buy__text">
          <strong>{t('buyEntry.stickyHeld')}</strong>
          <span>{when}</span>
        </p>
        <Link className="button button--primary" to={PAGES.user.card}>
          {t('buyEntry.openCard')}
        </Link>
      </div>
    );
  }
  const action = loggedIn && !full ? stickyBuyAction(quote, cards) : ({ kind: 'choose' } as const);
  const label = full
    ? t('buyEntry.stickyWaitlist')
    : action.kind === 'claim'
      ? t('buyEntry.stickyClaim')
      : action.kind === 'credits'
        ? t('buyEntry.stickyPayCredits')
        : action.kind === 'savedCard'
          ? t('buyEntry.stickyPayCard')
          : t('buyEntry.stickyBuy');
  return (
    <div className="sticky-buy" data-testid="sticky-buy">
      <p className="sticky-buy__text">
        <span>{t('buyEntry.stickyLabel')}</span>
        <strong data-testid="sticky-buy-price">
          {when} · {loggedIn && quote ? quotedTotal(quote) : price}
        </strong>
        {action.kind === 'savedCard' && <span className="sticky-buy__via">{action.card}</span>}
      </p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          const target = document.getElementById(targetId);
          target?.scrollIntoView({ behavior: 'smooth', block: 'center' });
          const buyButton = document.getElementById(BUY_BUTTON_ID) as HTMLButtonElement | null;
          // signed in: the panel's own button pays at once or opens the card form
          if (loggedIn && !full && buyButton && !buyButton.disabled) {
            buyButton.click();
            return;
          }
          const button = target?.querySelector<HTMLButtonElement>('button:not([disabled])');
          (button ?? target)?.focus({ preventScroll: true });
        }}
      >
        {label}
      </button>
    </div>
  );
}
