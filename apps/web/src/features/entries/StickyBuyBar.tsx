import { PAGES } from '@champions/domain';
import { Link } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import './entries.css';

/**
 * On phones, once a slot is chosen: a bar at the bottom with the time and price whose button takes
 * the user to the buy panel (and its button), which is otherwise far below the calendar.
 */
export function StickyBuyBar({
  when,
  price,
  targetId,
  full = false,
  held = false,
}: {
  when: string;
  price: string;
  targetId: string;
  /** the slot is full: the button leads to the waitlist instead of buying */
  full?: boolean;
  /** the user already holds an entry for this slot: the bar leads to the card instead of selling */
  held?: boolean;
}) {
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
  return (
    <div className="sticky-buy" data-testid="sticky-buy">
      <p className="sticky-buy__text">
        <span>{t('buyEntry.stickyLabel')}</span>
        <strong>
          {when} · {price}
        </strong>
      </p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          const target = document.getElementById(targetId);
          target?.scrollIntoView({ behavior: 'smooth', block: 'center' });
          const button = target?.querySelector<HTMLButtonElement>('button:not([disabled])');
          (button ?? target)?.focus({ preventScroll: true });
        }}
      >
        {full ? t('buyEntry.stickyWaitlist') : t('buyEntry.stickyBuy')}
      </button>
    </div>
  );
}
