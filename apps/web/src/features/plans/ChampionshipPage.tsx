import {
  BRAND,
  CONSTANTS,
  crownsToMinor,
  hasActiveChampionship,
  PAGES,
  type PostLoginTarget,
  type SubscriptionType,
  yearlyTotal,
} from '@champions/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { AreaInHaler } from '../../shared/api/index.ts';
import { t } from '../../shared/i18n/index.ts';
import { formatCzk } from '../../shared/i18n/money.ts';
import {
  perPeriod,
  planPrices,
  subscriptionStatus,
  usePageMeta,
  usePublicData,
  useUserAccount,
} from '../../shared/public-ui/index.ts';
import { saveStoredRedirect } from '../../shared/session/index.ts';
import { Faq } from './Faq.tsx';
import { PlanCards } from './PlanCards.tsx';
import './plans.css';

type Location = { kind: 'area'; area: AreaInHaler } | { kind: 'all' };
type MembershipType = Extract<SubscriptionType, 'CHAMPIONSHIP' | 'CHAMPIONSHIP_FLEXIBLE'>;

const BENEFITS = [
  ['championship.benefit1Title', 'championship.benefit1Text'],
  ['championship.benefit2Title', 'championship.benefit2Text'],
  ['championship.benefit3Title', 'championship.benefit3Text'],
] as const;

/** /championship: the membership landing page (SPEC 2 "{product}hip landing page"). */
export function ChampionshipPage() {
  const { data, isPending, isError } = usePublicData();
  const account = useUserAccount();
  const navigate = useNavigate();
  const [location, setLocation] = useState<Location | null>(null);
  const [type, setType] = useState<MembershipType>('CHAMPIONSHIP');
  usePageMeta({ title: t('championship.title'), description: t('championship.description') });

  const prices = planPrices(data);
  const selectedPrice =
    location && prices ? prices.membership(type, location.kind === 'area' ? location.area : null) : null;
  const from = prices ? formatCzk(prices.cheapestArea) : '…';
  const flexible = prices ? formatCzk(prices.flexible) : '…';
  const alreadyMember =
    account.loggedIn && hasActiveChampionship(subscriptionStatus(account.data?.subscription));

  const choose = () => {
    if (!location) return;
    const target: PostLoginTarget =
      location.kind === 'all'
        ? { type: 'championship', selectedType: type, nationwide: true }
        : { type: 'championship', selectedArea: location.area.id, selectedType: type };
    saveStoredRedirect(target);
    void navigate(PAGES.user.register);
  };

  const faq = [
    {
      question: t('championship.faq1Q'),
      answer: t('championship.faq1A', {
        price: from,
        all: prices ? formatCzk(prices.allLocations) : '…',
        days: CONSTANTS.PERIOD_DAYS,
        periods: CONSTANTS.PERIODS_PER_YEAR,
        total: prices ? formatCzk(yearlyTotal(prices.cheapestArea)) : '…',
      }),
    },
    {
      question: t('championship.faq2Q'),
      answer: t('championship.faq2A', {
        periods: CONSTANTS.PERIODS_PER_YEAR,
        days: CONSTANTS.PERIOD_DAYS,
        weeks: CONSTANTS.YEAR_WEEKS,
        flexible,
      }),
    },
    {
      question: t('championship.faq3Q'),
      answer: t('championship.faq3A', {
        hours: CONSTANTS.FLEXIBLE_CANCEL_NOTICE_HOURS,
        fee: formatCzk(crownsToMinor(CONSTANTS.CATCH_UP_FEE_PER_PERIOD_CROWNS)),
        days: CONSTANTS.PERIOD_DAYS,
      }),
    },
    {
      question: t('championship.faq4Q'),
      answer: t('championship.faq4A', {
        code: BRAND.promoCode,
        days: CONSTANTS.PERIOD_DAYS,
        total: CONSTANTS.PROMO_TOTAL_WEEKS,
      }),
    },
    {
      question: t('championship.faq5Q'),
      answer: t('championship.faq5A', { limit: CONSTANTS.COVERED_ENTRIES_PER_DAY }),
    },
    { question: t('championship.faq6Q'), answer: t('championship.faq6A') },
  ];

  return (
    <div className="championship">
      <section className="hero" aria-labelledby="championship-title">
        <div className="container">
          <p className="hero__eyebrow">{t('championship.eyebrow')}</p>
          <h1 id="championship-title" className="hero__title">
            {t('championship.headline')}
          </h1>
          <p className="hero__lead">{t('championship.lead', { price: from })}</p>
          <a className="button button--accent" href="#locations">
            {t('championship.pickLocation')}
          </a>
        </div>
      </section>

      <section className="section container" aria-labelledby="benefits-title">
        <h2 id="benefits-title" className="section__title">
          {t('championship.benefitsTitle')}
        </h2>
        <ul className="feature-grid">
          {BENEFITS.map(([title, text]) => (
            <li key={title} className="feature">
              <h3>{t(title)}</h3>
              <p>{t(text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="locations" className="section container" aria-labelledby="locations-title">
        <h2 id="locations-title" className="section__title">
          {t('championship.locationsTitle')}
        </h2>
        {isError ? (
          <p role="alert">{t('list.errorText')}</p>
        ) : isPending ? (
          <div className="skeleton skeleton--block" aria-hidden="true" />
        ) : (
          <fieldset className="location-grid">
            <legend className="visually-hidden">{t('championship.locationsTitle')}</legend>
            {data.areas.map((area) => (
              <label key={area.id} className="location">
                <input
                  type="radio"
                  name="location"
                  checked={location?.kind === 'area' && location.area.id === area.id}
                  onChange={() => setLocation({ kind: 'area', area })}
                />
                <span className="location__name">{area.name}</span>
                <span className="location__price">{prices ? formatCzk(prices.area(area)) : '…'}</span>
                <span className="location__per">{perPeriod()}</span>
              </label>
            ))}
            <label className="location location--all">
              <input
                type="radio"
                name="location"
                checked={location?.kind === 'all'}
                onChange={() => setLocation({ kind: 'all' })}
              />
              <span className="location__name">{t('championship.allLocations')}</span>
              <span className="location__price">{prices ? formatCzk(prices.allLocations) : '…'}</span>
              <span className="location__per">{perPeriod()}</span>
            </label>
          </fieldset>
        )}

        <fieldset className="type-choice">
          <legend>{t('championship.typeTitle')}</legend>
          <label className="choice">
            <input
              type="radio"
              name="type"
              checked={type === 'CHAMPIONSHIP'}
              onChange={() => setType('CHAMPIONSHIP')}
            />
            <span className="choice__body">
              <span className="choice__title">{t('championship.yearly')}</span>
              <span className="choice__meta">
                {t('championship.yearlyText', {
                  periods: CONSTANTS.PERIODS_PER_YEAR,
                  days: CONSTANTS.PERIOD_DAYS,
                })}
              </span>
              {prices && (
                <span className="choice__meta">
                  {location
                    ? t('championship.yearlyTotal', {
                        total: formatCzk(
                          yearlyTotal(
                            prices.membership(
                              'CHAMPIONSHIP',
                              location.kind === 'area' ? location.area : null,
                            ),
                          ),
                        ),
                        periods: CONSTANTS.PERIODS_PER_YEAR,
                        price: formatCzk(
                          prices.membership('CHAMPIONSHIP', location.kind === 'area' ? location.area : null),
                        ),
                        per: perPeriod(),
                      })
                    : t('championship.yearlyTotalFrom', {
                        total: formatCzk(yearlyTotal(prices.cheapestArea)),
                        periods: CONSTANTS.PERIODS_PER_YEAR,
                      })}
                </span>
              )}
            </span>
          </label>
          <label className="choice">
            <input
              type="radio"
              name="type"
              checked={type === 'CHAMPIONSHIP_FLEXIBLE'}
              onChange={() => setType('CHAMPIONSHIP_FLEXIBLE')}
            />
            <span className="choice__body">
              <span className="choice__title">{t('championship.flexible')}</span>
              <span className="choice__meta">{t('championship.flexibleText', { price: flexible })}</span>
            </span>
          </label>
        </fieldset>

        <div className="championship__order" aria-live="polite">
          {location && selectedPrice !== null ? (
            <p className="championship__total">
              {t('championship.total', {
                where: location.kind === 'all' ? t('championship.allLocations') : location.area.name,
                type: type === 'CHAMPIONSHIP' ? t('championship.yearly') : t('championship.flexible'),
              })}{' '}
              <strong>{formatCzk(selectedPrice)}</strong> {perPeriod()}
              {type === 'CHAMPIONSHIP' && (
                <span className="championship__commitment">
                  {t('championship.yearlyTotal', {
                    total: formatCzk(yearlyTotal(selectedPrice)),
                    periods: CONSTANTS.PERIODS_PER_YEAR,
                    price: formatCzk(selectedPrice),
                    per: perPeriod(),
                  })}
                </span>
              )}
            </p>
          ) : (
            <p className="championship__total">{t('championship.pickFirst')}</p>
          )}
          {account.loggedIn ? (
            <>
              <button
                type="button"
                className="button button--primary"
                disabled={!location || alreadyMember}
                onClick={() => {
                  if (!location) return;
                  const query = new URLSearchParams(
                    location.kind === 'all'
                      ? { nationwide: 'true', selectedType: type }
                      : { selectedArea: location.area.id, selectedType: type },
                  );
                  void navigate(`${BRAND.membershipCheckoutPath}?${query}`);
                }}
              >
                {t('championship.continue')}
              </button>
              {alreadyMember && <p className="summary__hint">{t('championship.alreadyMember')}</p>}
            </>
          ) : (
            <>
              <button type="button" className="button button--primary" disabled={!location} onClick={choose}>
                {t('championship.continue')}
              </button>
              <p className="summary__hint">{t('championship.registerFirst')}</p>
            </>
          )}
        </div>
      </section>

      <section className="section container" aria-labelledby="steps-title">
        <h2 id="steps-title" className="section__title">
          {t('championship.stepsTitle')}
        </h2>
        <ol className="steps">
          <li className="step">
            <h3 className="step__title">{t('championship.step1Title')}</h3>
            <p>{t('championship.step1Text')}</p>
          </li>
          <li className="step">
            <h3 className="step__title">{t('championship.step2Title')}</h3>
            <p>{t('championship.step2Text', { code: BRAND.promoCode, days: CONSTANTS.PERIOD_DAYS })}</p>
          </li>
          <li className="step">
            <h3 className="step__title">{t('championship.step3Title')}</h3>
            <p>{t('championship.step3Text')}</p>
          </li>
        </ol>
      </section>

      <section className="section container" aria-labelledby="faq-title">
        <h2 id="faq-title" className="section__title">
          {t('championship.faqTitle')}
        </h2>
        <Faq items={faq} />
      </section>

      <section className="section container" aria-labelledby="other-plans">
        <h2 id="other-plans" className="section__title">
          {t('championship.otherPlans')}
        </h2>
        <PlanCards data={data} plans={['basic', 'paygPlus', 'corporate']} headingLevel={3} />
      </section>
    </div>
  );
}
