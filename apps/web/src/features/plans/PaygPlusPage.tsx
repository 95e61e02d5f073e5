import {
  CONSTANTS,
  isPaygPlusCurrent,
  isPaygPlusPendingActivation,
  PAGES,
  paygPlusEntryPrice,
} from '@champions/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { formatCzk } from '../../shared/i18n/money.ts';
import {
  planPrices,
  subscriptionStatus,
  usePageMeta,
  usePublicData,
  useUserAccount,
} from '../../shared/public-ui/index.ts';
import { saveStoredRedirect } from '../../shared/session/index.ts';
import { useSubscriptionPurchase } from '../subscriptions/index.ts';
import './plans.css';

const EXAMPLES = [15_000, 22_000, 30_000];

/** /paygplus: the PAYG+ offer and its buy entry point. */
export function PaygPlusPage() {
  const { data } = usePublicData();
  const account = useUserAccount();
  const navigate = useNavigate();
  usePageMeta({ title: t('paygPlus.title'), description: t('paygPlus.description') });
  const prices = planPrices(data);
  const price = prices ? formatCzk(prices.paygPlus) : '…';
  const subscription = subscriptionStatus(account.data?.subscription);
  const purchase = useSubscriptionPurchase();
  // PAYG+ starts at once, within the withdrawal period: only at the customer's express request (§1823)
  const [startNow, setStartNow] = useState(false);
  const buy = () => {
    if (!startNow) {
      purchase.setError(t('checkout.startNowRequired'));
      return;
    }
    void purchase.buy({ type: 'PAYG_PLUS', startNow });
  };

  const start = () => {
    saveStoredRedirect({ type: 'paygplus' });
    void navigate(PAGES.user.register);
  };

  return (
    <div>
      <section className="hero" aria-labelledby="paygplus-title">
        <div className="container">
          <p className="hero__eyebrow">PAYG+</p>
          <h1 id="paygplus-title" className="hero__title">
            {t('paygPlus.headline', { percent: CONSTANTS.PAYG_PLUS_DISCOUNT_PERCENT })}
          </h1>
          <p className="hero__lead">{t('paygPlus.lead', { price })}</p>
          {account.loggedIn ? (
            isPaygPlusCurrent(subscription) ? (
              <p className="plan__badge plan__badge--on-dark">{t('paygPlus.active')}</p>
            ) : isPaygPlusPendingActivation(subscription) ? (
              <p className="plan__badge plan__badge--on-dark">{t('paygPlus.pending')}</p>
            ) : (
              <>
                <label className="hero__consent">
                  <input type="checkbox" checked={startNow} onChange={(e) => setStartNow(e.target.checked)} />{' '}
                  {t('checkout.startNow')}
                </label>
                <button
                  type="button"
                  className="button button--accent"
                  disabled={purchase.busy}
                  onClick={buy}
                >
                  {t('paygPlusBuy.buy', { price })}
                </button>
                {purchase.error && (
                  <p className="hero__note" role="alert">
                    {purchase.error}
                  </p>
                )}
              </>
            )
          ) : (
            <>
              <button type="button" className="button button--accent" onClick={start}>
                {t('paygPlus.cta', { price })}
              </button>
              <p className="hero__note">{t('paygPlus.registerFirst')}</p>
            </>
          )}
        </div>
      </section>
      {purchase.modal}
      <section className="section container" aria-labelledby="paygplus-how">
        <h2 id="paygplus-how" className="section__title">
          {t('paygPlus.howTitle')}
        </h2>
        <ul className="feature-grid">
          <li className="feature">
            <h3>{t('paygPlus.point1Title', { percent: CONSTANTS.PAYG_PLUS_DISCOUNT_PERCENT })}</h3>
            <p>{t('paygPlus.point1Text')}</p>
          </li>
          <li className="feature">
            <h3>{t('paygPlus.point2Title', { price })}</h3>
            <p>{t('paygPlus.point2Text', { days: CONSTANTS.PERIOD_DAYS })}</p>
          </li>
          <li className="feature">
            <h3>{t('paygPlus.point3Title')}</h3>
            <p>{t('paygPlus.point3Text', { days: CONSTANTS.ENTRY_EXPIRY_DAYS })}</p>
          </li>
        </ul>
      </section>
      <section className="section container" aria-labelledby="paygplus-examples">
        <h2 id="paygplus-examples" className="section__title">
          {t('paygPlus.examplesTitle')}
        </h2>
        <table className="price-table">
          <thead>
            <tr>
              <th scope="col">{t('paygPlus.colEntry')}</th>
              <th scope="col">{t('paygPlus.colWith')}</th>
            </tr>
          </thead>
          <tbody>
            {EXAMPLES.map((example) => (
              <tr key={example}>
                <td>{formatCzk(example)}</td>
                <td>
                  <strong>{formatCzk(paygPlusEntryPrice(example))}</strong>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
