import type { ActivitySummary } from '@champions/contract';
import { BRAND, PAGES } from '@champions/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { t } from '../i18n/index.ts';
import { locale } from '../i18n/language.ts';
import { formatDistance, formatSlot } from './format.ts';
import { pictureOf } from './illustration.ts';
import { priceDisplay } from './price.ts';

interface ActivityCardProps {
  activity: ActivitySummary;
  /** Where the card leads; the activity detail by default. */
  to?: string;
  /** Heading level of the name inside the list. */
  headingLevel?: 2 | 3;
  /** An action over the picture (the favourite heart). */
  action?: ReactNode;
  /** Loads the picture at once (the first cards of a list). */
  eager?: boolean;
}

/** As wide as a card is laid out in `.card-grid` (one, two or three columns). */
const CARD_SIZES = '(min-width: 64rem) 23rem, (min-width: 40rem) 50vw, 100vw';

/**
 * An activity in a list: photo (else the category's pictogram, shown whole), name, venue, area,
 * category, rating, trainer, next slot, prices and distance.
 */
export function ActivityCard({ activity, to, headingLevel = 2, action, eager = false }: ActivityCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const prices = priceDisplay(activity.priceFrom);
  const picture = pictureOf(activity.photo, activity.category?.slug);
  return (
    <article className="activity-card">
      <div className={`activity-card__media${picture.pictogram ? ' activity-card__media--pictogram' : ''}`}>
        <img
          src={picture.src}
          srcSet={picture.srcSet}
          sizes={picture.srcSet ? CARD_SIZES : undefined}
          alt=""
          width={400}
          height={250}
          loading={eager ? 'eager' : 'lazy'}
          // The first picture of a list is the largest thing a phone paints first (Lighthouse's LCP).
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
        />
        {activity.category && <span className="activity-card__chip">{activity.category.name}</span>}
        {action && <div className="activity-card__action">{action}</div>}
      </div>
      <div className="activity-card__body">
        <Heading className="activity-card__title">
          <Link to={to ?? PAGES.activity(activity.id)} className="activity-card__link">
            {activity.name}
          </Link>
        </Heading>
        <p className="activity-card__venue">
          {activity.venue.name}
          <span aria-hidden="true"> · </span>
          <span className="visually-hidden">, </span>
          {activity.area.name}
          {activity.distance !== undefined && (
            <span className="activity-card__distance">
              {' '}
              {t('card.distance', { distance: formatDistance(activity.distance) })}
            </span>
          )}
        </p>
        {(activity.rating || activity.trainerName) && (
          <p className="activity-card__extra">
            {activity.rating && (
              <span className="activity-card__rating">
                <span aria-hidden="true">
                  ★ {activity.rating.average.toLocaleString(locale())} ({activity.rating.count})
                </span>
                <span className="visually-hidden">
                  {t('card.rating', {
                    average: activity.rating.average.toLocaleString(locale()),
                    count: activity.rating.count,
                  })}
                </span>
              </span>
            )}
            {activity.trainerName && (
              <span className="activity-card__trainer">
                {t('card.trainer', { name: activity.trainerName })}
              </span>
            )}
          </p>
        )}
        <p className="activity-card__slot">
          {activity.nextSlotAt
            ? t('card.nextSlot', { slot: formatSlot(activity.nextSlotAt) })
            : t('card.noSlot')}
        </p>
        {prices ? (
          <dl className="activity-card__prices">
            <div>
              <dt>{t('card.payg')}</dt>
              <dd className="activity-card__price">{t('card.from', { price: prices.payg })}</dd>
            </div>
            <div>
              <dt>{t('card.paygPlus')}</dt>
              <dd>{prices.paygPlus}</dd>
            </div>
            <div>
              <dt>{BRAND.membership}</dt>
              <dd>{t('card.included')}</dd>
            </div>
          </dl>
        ) : (
          <p className="activity-card__slot">{t('card.noPrice')}</p>
        )}
      </div>
    </article>
  );
}

/** A grey placeholder of a card while the list loads. */
export function ActivityCardSkeleton() {
  return (
    <div className="activity-card activity-card--skeleton" aria-hidden="true">
      <div className="activity-card__media skeleton" />
      <div className="activity-card__body">
        <div className="skeleton skeleton--line skeleton--wide" />
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--line skeleton--short" />
      </div>
    </div>
  );
}
