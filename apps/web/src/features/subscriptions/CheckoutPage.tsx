import {
  amountDueNow,
  BRAND,
  creditBreakdown,
  hasActiveSubscription,
  PAGES,
  PERIOD_MS,
  type PostLoginTarget,
  recurringPrice,
  validatePromo,
  yearlyCommitment,
} from '@champions/domain';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { formatCzk } from '../../shared/i18n/money.ts';
import {
  subscriptionStatus,
  usePageMeta,
  usePublicData,
  useUserAccount,
} from '../../shared/public-ui/index.ts';
import { saveStoredRedirect } from '../../shared/session/index.ts';
import { CheckoutChange } from './CheckoutChange.tsx';
import {
  DurationFieldset,
  type LocationChoice,
  LocationFieldset,
  type MembershipType,
} from './CheckoutChoices.tsx';
import { longDate } from './format.ts';
import { useSubscriptionPurchase } from './useSubscriptionPurchase.tsx';
import './subscriptions.css';

/** /championship/checkout: location, duration, promo code, order summary from the domain, the card modal. */
export function CheckoutPage() {
  const [params] = useSearchParams();
  const { data } = usePublicData();
  const account = useUserAccount();
  const navigate = useNavigate();
  const purchase = useSubscriptionPurchase();
  const promoId = useId();
  const promoErrorId = useId();
  usePageMeta({ title: t('checkout.title'), description: t('checkout.lead') });

  const initialType =
    params.get('selectedType') === 'CHAMPIONSHIP_FLEXIBLE' ? 'CHAMPIONSHIP_FLEXIBLE' : 'CHAMPIONSHIP';
  const [type, setType] = useState<MembershipType>(initialType);
  const [location, setLocation] = useState<LocationChoice>(
    params.get('nationwide') === 'true' ? 'all' : params.get('selectedArea'),
  );
  const [promoInput, setPromoInput] = useState('');
  const [promo, setPromo] = useState<string | null>(null);
  const [promoError, setPromoError] = useState<string | null>(null);
  const [startNow, setStartNow] = useState(false);

  const config = data?.config;
  const area = location && location !== 'all' ? (data?.areas.find((a) => a.id === location) ?? null) : null;
  const validLocation = location === 'all' || area !== null;
  const choice = { type, area: area ? { id: area.id, price: area.price } : null };
  const price = config && validLocation ? recurringPrice(choice, config) : null;
  const promoApplied = promo !== null && type === 'CHAMPIONSHIP';
  const due = config && validLocation ? amountDueNow(choice, config, promoApplied) : null;
  const credits = account.data?.user.credits ?? 0;
  const breakdown = due !== null ? creditBreakdown({ totalAmount: due, currentCredits: credits }) : null;
  const startsAt = Date.now();
  const firstCharge = new Date(startsAt + PERIOD_MS);
  // the yearly plan's periods, end and total come from one domain rule (no "12 months" of 13 periods)
  const commitment =
    price !== null && type === 'CHAMPIONSHIP' ? yearlyCommitment(startsAt, price, promoApplied) : null;
  const current = subscriptionStatus(account.data?.subscription);
  const active = hasActiveSubscription(current);

  const applyPromo = () => {
    const check = validatePromo(promoInput, { alreadyApplied: promo !== null, type });
    if (!check.ok) {
      setPromoError(check.error);
      return;
    }
    setPromo(check.code);
    setPromoError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!validLocation) {
      purchase.setError(t('checkout.chooseLocation'));
      return;
    }
    if (!account.loggedIn) {
      const target: PostLoginTarget =
        location === 'all'
          ? { type: 'championship', selectedType: type, nationwide: true }
          : { type: 'championship', selectedArea: location ?? undefined, selectedType: type };
      saveStoredRedirect(target);
      void navigate(PAGES.user.register);
      return;
    }
    if (!startNow) {
      purchase.setError(t('checkout.startNowRequired'));
      return;
    }
    void purchase.buy({
      startNow,
      type,
      areaId: location === 'all' ? null : location,
      ...(promoApplied ? { promoCode: promo } : {}),
    });
  };

  // the choices and the summary come together with the areas' prices and the customer's plan and
  // credits: nothing moves when they arrive (CLS, also when coming back after login)
  if (!data || (account.loggedIn && account.isPending)) {
    return (
      <article className="page container checkout" aria-labelledby="checkout-title" aria-busy="true">
        <h1 id="checkout-title">{t('checkout.title')}</h1>
        <p className="page__lead">{t('checkout.lead')}</p>
        <div className="page-skeleton" aria-hidden="true">
          <div className="skeleton skeleton--block" />
        </div>
      </article>
    );
  }

  return (
    <article className="page container checkout" aria-labelledby="checkout-title">
      <h1 id="checkout-title">{t('checkout.title')}</h1>
      <p className="page__lead">{t('checkout.lead')}</p>
      {active && account.data?.subscription ? (
        <CheckoutChange
          sub={account.data.subscription}
          initialType={params.get('selectedType')}
          initialLocation={params.get('nationwide') === 'true' ? 'all' : params.get('selectedArea')}
        />
      ) : (
        <form className="checkout__grid" onSubmit={submit} noValidate>
          <div className="checkout__choices">
            <LocationFieldset areas={data?.areas} config={config} value={location} onChange={setLocation} />
            <DurationFieldset config={config} value={type} onChange={setType} />
            <div className="field checkout__promo">
              <label className="field__label" htmlFor={promoId}>
                {t('checkout.promoLabel')}
              </label>
              <div className="checkout__promo-row">
                <input
                  id={promoId}
                  className="field__input"
                  value={promoInput}
                  autoComplete="off"
                  aria-invalid={promoError ? true : undefined}
                  aria-describedby={promoError ? promoErrorId : undefined}
                  onChange={(event) => setPromoInput(event.target.value)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') {
                      event.preventDefault();
                      applyPromo();
                    }
                  }}
                />
                <button type="button" className="button button--secondary" onClick={applyPromo}>
                  {t('checkout.promoApply')}
                </button>
              </div>
              {promoError && (
                <p id={promoErrorId} className="field__error" role="alert">
                  {promoError}
                </p>
              )}
              {promo && (
                <p className={promoApplied ? 'checkout__promo-ok' : 'field__hint'} role="status">
                  {promoApplied
                    ? t('checkout.promoApplied', { code: promo })
                    : t('checkout.promoYearlyOnly', { code: promo })}{' '}
                  <button type="button" className="link-button" onClick={() => setPromo(null)}>
                    {t('checkout.promoRemove')}
                  </button>
                </p>
              )}
            </div>
          </div>

          <aside className="checkout__summary" aria-labelledby="summary-title" aria-live="polite">
            <h2 id="summary-title">{t('checkout.summaryTitle')}</h2>
            {price !== null && breakdown && due !== null ? (
              <dl className="summary-list">
                <div>
                  <dt>{t('checkout.planLine')}</dt>
                  <dd>
                    {BRAND.membership}{' '}
                    {type === 'CHAMPIONSHIP' ? t('checkout.yearly') : t('checkout.flexible')},{' '}
                    {area ? area.name : t('championship.allLocations')}
                  </dd>
                </div>
                <div>
                  <dt>{t('checkout.pricePerPeriod')}</dt>
                  <dd>{formatCzk(price)}</dd>
                </div>
                {promoApplied && (
                  <div>
                    <dt>{t('checkout.promoLine')}</dt>
                    <dd>−{formatCzk(price)}</dd>
                  </div>
                )}
                {breakdown.creditsToUse > 0 && (
                  <div>
                    <dt>{t('checkout.creditsLine')}</dt>
                    <dd>−{formatCzk(breakdown.creditsToUse)}</dd>
                  </div>
                )}
                <div className="summary-list__total">
                  <dt>{t('checkout.dueToday')}</dt>
                  <dd data-testid="due-today">{formatCzk(breakdown.stripeCharge)}</dd>
                </div>
                {commitment && (
                  <div>
                    <dt data-testid="commitment-label">
                      {t('checkout.commitmentTotal', {
                        periods: commitment.periods,
                        date: longDate(commitment.endsAt),
                      })}
                    </dt>
                    <dd data-testid="commitment-total">{formatCzk(commitment.total)}</dd>
                  </div>
                )}
                {commitment && commitment.freePeriods > 0 && (
                  <div data-testid="commitment-free">
                    <dt>{t('checkout.commitmentPaidLine')}</dt>
                    <dd>
                      {t('checkout.commitmentPaidValue', {
                        paid: commitment.paidPeriods,
                        price: formatCzk(price),
                      })}
                    </dd>
                  </div>
                )}
                <p className="summary__hint">
                  {t('checkout.nextCharge', { date: longDate(firstCharge), amount: formatCzk(price) })}
                </p>
                <p className="summary__hint">
                  {commitment
                    ? t('checkout.commitmentEnd', { date: longDate(commitment.endsAt) })
                    : t('checkout.noCommitment')}
                </p>
              </dl>
            ) : (
              <p>{t('checkout.chooseLocation')}</p>
            )}
            {account.loggedIn && (
              <label className="checkout__consent">
                <input type="checkbox" checked={startNow} onChange={(e) => setStartNow(e.target.checked)} />{' '}
                {t('checkout.startNow')}
              </label>
            )}
            {purchase.error && (
              <p className="form-error" role="alert">
                {purchase.error}
              </p>
            )}
            <button type="submit" className="button button--primary button--block" disabled={purchase.busy}>
              {purchase.busy
                ? t('checkout.processing')
                : account.loggedIn
                  ? due === 0
                    ? t('checkout.payFree')
                    : t('checkout.pay')
                  : t('checkout.continueToRegister')}
            </button>
            <p className="summary__hint">
              {account.loggedIn ? t('checkout.terms') : t('checkout.registerFirst')}
            </p>
          </aside>
        </form>
      )}
      {purchase.modal}
    </article>
  );
}
