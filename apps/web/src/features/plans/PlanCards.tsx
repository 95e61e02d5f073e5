import type { SubscriptionDto } from '@champions/contract';
import { BRAND, hasActiveChampionship, isBasicCurrent, isPaygPlusCurrent, PAGES } from '@champions/domain';
import { Link } from 'react-router';
import type { PublicDataInHaler } from '../../shared/api/index.ts';
import { t } from '../../shared/i18n/index.ts';
import { formatCzk } from '../../shared/i18n/money.ts';
import { perPeriod, planPrices, subscriptionStatus } from '../../shared/public-ui/index.ts';

type Plan = 'basic' | 'paygPlus' | 'championship' | 'corporate';

interface PlanCardsProps {
  data: PublicDataInHaler | undefined;
  /** The logged-in user's subscription (null: none); undefined when nobody is logged in. */
  subscription?: SubscriptionDto | null;
  plans?: readonly Plan[];
  headingLevel?: 2 | 3;
}

/** Basic, PAYG+, Championship (and Corporate) with prices from the config and areas of the API. */
export function PlanCards({
  data,
  subscription,
  plans = ['basic', 'paygPlus', 'championship'],
  headingLevel = 2,
}: PlanCardsProps) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const loggedIn = subscription !== undefined;
  const status = subscriptionStatus(subscription);
  const current: Record<Plan, boolean> = {
    basic: loggedIn && isBasicCurrent(status),
    paygPlus: loggedIn && isPaygPlusCurrent(status),
    championship: loggedIn && hasActiveChampionship(status) && status?.currentState === 'ACTIVE',
    corporate: false,
  };
  const prices = planPrices(data);
  const price = (value: number | undefined) => (value === undefined ? '…' : formatCzk(value));

  const cards: Record<
    Plan,
    {
      title: string;
      price: string;
      per: string;
      text: string;
      points: string[];
      to: string;
      cta: string;
      featured?: boolean;
    }
  > = {
    basic: {
      title: t('planSummary.basicTitle'),
      price: formatCzk(0),
      per: perPeriod(),
      text: t('planSummary.basicText'),
      points: [t('plans.basicPoint1'), t('plans.basicPoint2'), t('plans.basicPoint3')],
      to: PAGES.activities,
      cta: t('plans.basicCta'),
    },
    paygPlus: {
      title: 'PAYG+',
      price: price(prices?.paygPlus),
      per: perPeriod(),
      text: t('planSummary.paygPlusText'),
      points: [t('plans.paygPlusPoint1'), t('plans.paygPlusPoint2'), t('plans.paygPlusPoint3')],
      to: PAGES.paygPlus,
      cta: t('plans.paygPlusCta'),
    },
    championship: {
      title: BRAND.membership,
      price: prices ? t('planSummary.from', { price: formatCzk(prices.cheapestArea) }) : '…',
      per: perPeriod(),
      text: t('planSummary.membershipText'),
      points: [
        t('plans.membershipPoint1'),
        t('plans.membershipPoint2', { price: price(prices?.allLocations) }),
        t('plans.membershipPoint3'),
      ],
      to: PAGES.membership,
      cta: t('plans.membershipCta'),
      featured: true,
    },
    corporate: {
      title: t('plans.corporateTitle'),
      price: t('plans.corporatePrice'),
      per: t('plans.corporatePer'),
      text: t('plans.corporateText'),
      points: [t('plans.corporatePoint1'), t('plans.corporatePoint2'), t('plans.corporatePoint3')],
      to: PAGES.business,
      cta: t('plans.corporateCta'),
    },
  };

  return (
    <ul className="plan-grid">
      {plans.map((plan) => {
        const card = cards[plan];
        return (
          <li
            key={plan}
            className={`plan${card.featured ? ' plan--featured' : ''}${current[plan] ? ' plan--current' : ''}`}
          >
            {current[plan] && <p className="plan__badge">{t('plans.current')}</p>}
            <H className="plan__title">{card.title}</H>
            <p className="plan__price">
              <strong>{card.price}</strong> <span>{card.per}</span>
            </p>
            <p className="plan__text">{card.text}</p>
            <ul className="plan__points">
              {card.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
            <Link
              className={`button ${card.featured ? 'button--accent' : 'button--primary'} plan__cta`}
              to={card.to}
            >
              {card.cta}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
