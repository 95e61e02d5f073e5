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
}: {
  when: string;
  price: string;
  targetId: string;
  /** the slot is full: the button leads to the waitlist instead of buying */
  full?: boolean;
}) {
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
