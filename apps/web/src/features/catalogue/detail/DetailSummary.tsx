import type { ActivityOption, TimeSlot } from '@champions/contract';
import { BRAND, type EntryQuote, PAGES } from '@champions/domain';
import { Link } from 'react-router';
import { t } from '../../../shared/i18n/index.ts';
import { formatCzk } from '../../../shared/i18n/money.ts';
import {
  formatLongDate,
  formatTime,
  paygPlusFee,
  type priceDisplay,
  usePublicData,
} from '../../../shared/public-ui/index.ts';
import { LazyBuyEntry } from '../../entries/index.ts';

/** The aside: the chosen option and time, the price with each plan, and the way to buy it. */
export function DetailSummary({
  selectedOption,
  selectedSlot,
  prices,
  quote,
  loggedIn,
  places,
  onPlacesChange,
  autoPay,
  onAutoPayStarted,
  onBuy,
}: {
  selectedOption: ActivityOption | undefined;
  selectedSlot: TimeSlot | undefined;
  prices: ReturnType<typeof priceDisplay>;
  quote: EntryQuote | null;
  loggedIn: boolean;
  /** "a friend along": the places chosen, shared with the sticky bar */
  places: number;
  onPlacesChange: (places: number) => void;
  autoPay: boolean;
  onAutoPayStarted: () => void;
  onBuy: () => void;
}) {
  const fee = paygPlusFee(usePublicData().data);
  return (
    <aside className="detail__aside" aria-labelledby="summary-title">
      <div className="summary">
        <h2 id="summary-title" className="summary__title">
          {t('detail.summary')}
        </h2>
        {selectedOption && prices ? (
          <>
            <p className="summary__line">
              <span>{selectedOption.name}</span>
              <strong className="summary__price">{prices.payg}</strong>
            </p>
            <p className="summary__when">
              {selectedSlot
                ? t('detail.when', {
                    day: formatLongDate(selectedSlot.startsAt),
                    time: formatTime(selectedSlot.startsAt),
                  })
                : t('detail.pickSlot')}
            </p>
            <dl className="summary__plans">
              <div>
                <dt>{t('detail.withPaygPlus')}</dt>
                <dd>{prices.paygPlus}</dd>
              </div>
              <div>
                <dt>{t('detail.withMembership', { membership: BRAND.membership })}</dt>
                <dd>{t('detail.included')}</dd>
              </div>
            </dl>
            {quote?.method !== 'PAYG_PLUS' && (
              <p className="summary__hint summary__paygplus">
                {t('detail.paygPlusExplained', { price: fee ?? '…' })}
              </p>
            )}
            {quote && (
              <p className="summary__quote">
                {quote.method === 'MEMBERSHIP'
                  ? t('detail.quoteMembership')
                  : quote.method === 'PAYG_PLUS'
                    ? t('detail.quotePaygPlus', { price: formatCzk(quote.price) })
                    : t('detail.quotePayg', { price: formatCzk(quote.price) })}
              </p>
            )}
            {loggedIn ? (
              <div id="buy-panel">
                <LazyBuyEntry
                  optionId={selectedOption.id}
                  timeSlotId={selectedSlot?.id ?? null}
                  autoPay={autoPay}
                  onAutoPayStarted={onAutoPayStarted}
                  places={places}
                  onPlacesChange={onPlacesChange}
                />
              </div>
            ) : (
              <>
                <button
                  id="buy-panel"
                  type="button"
                  className="button button--primary button--block"
                  disabled={!selectedSlot}
                  aria-describedby="buy-hint"
                  onClick={onBuy}
                >
                  {t('detail.buy')}
                </button>
                <p id="buy-hint" className="summary__hint">
                  {selectedSlot ? t('detail.buyRegister') : t('detail.pickSlotFirst')}
                </p>
              </>
            )}
            <p className="summary__plans-link">
              <Link to={PAGES.plans}>{t('detail.comparePlans')}</Link>
            </p>
          </>
        ) : (
          <p>{t('detail.noOptions')}</p>
        )}
      </div>
    </aside>
  );
}
