import type { ActivityDetail, TimeSlot } from '@champions/contract';
import { activityJsonLd } from '@champions/contract';
import { BRAND, formatCzk, PAGES, type PostLoginTarget, quoteEntry } from '@champions/domain';
import { lazy, Suspense, useMemo } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../shared/api/index.ts';
import { t } from '../../shared/i18n/index.ts';
import {
  activityImage,
  formatDay,
  formatLongDate,
  formatTime,
  nextDays,
  priceDisplay,
  usePageMeta,
  useUserAccount,
} from '../../shared/public-ui/index.ts';
import { saveStoredRedirect } from '../../shared/session/index.ts';
import { WhenNearScreen } from '../../shared/ui/WhenNearScreen.tsx';
import { ActivityReviews, BuyEntry, StickyBuyBar } from '../entries/index.ts';
import { FavouriteButton } from './FavouriteButton.tsx';
import { plural } from './plural.ts';
import { useActivity, useSlots } from './queries.ts';
import './catalogue.css';

const VenueMap = lazy(() => import('./VenueMap.tsx'));

const DAYS_AHEAD = 14;

/** /activities/:activityId, /aktivita/:id and the campaign detail /campaignActivity/:activityId. */
export function ActivityDetailPage({ variant = 'default' }: { variant?: 'default' | 'campaign' }) {
  const params = useParams();
  const id = params.activityId ?? params.id ?? '';
  const activity = useActivity(id);

  if (activity.isPending) return <DetailSkeleton />;
  if (activity.isError) {
    const notFound =
      activity.error instanceof ApiError && (activity.error.status === 404 || activity.error.status === 400);
    return <DetailError notFound={notFound} onRetry={() => void activity.refetch()} />;
  }
  return <Detail activity={activity.data} campaign={variant === 'campaign'} />;
}

function Detail({ activity, campaign }: { activity: ActivityDetail; campaign: boolean }) {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const account = useUserAccount();
  const days = useMemo(() => nextDays(DAYS_AHEAD), []);

  const fromUrl = search.get('selectedDate');
  const defaultDay = activity.nextSlotAt ? nextDays(1, new Date(activity.nextSlotAt))[0]! : days[0]!;
  const selectedDate = fromUrl && /^\d{4}-\d{2}-\d{2}$/.test(fromUrl) ? fromUrl : defaultDay;
  const slots = useSlots(activity.id, selectedDate);
  const timeSlotId = search.get('timeSlotId');
  const selectedSlot: TimeSlot | undefined = slots.data?.slots.find((slot) => slot.id === timeSlotId);
  const optionId = search.get('selectedOption');
  const selectedOption = activity.options.find((option) => option.id === optionId) ?? activity.options[0];
  const cheapest = activity.options.length > 0 ? Math.min(...activity.options.map((o) => o.price)) : null;

  usePageMeta({
    title: `${activity.name} – ${activity.venue.name}`,
    description: t('detail.metaDescription', {
      name: activity.name,
      venue: activity.venue.name,
      city: activity.venue.city,
      price: cheapest === null ? '' : formatCzk(cheapest),
    }),
    jsonLd: activityJsonLd(activity, window.location.href),
    image: activity.photos[0],
  });

  const update = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [name, value] of Object.entries(patch)) {
      if (value === null) next.delete(name);
      else next.set(name, value);
    }
    setSearch(next, { replace: true, preventScrollReset: true });
  };

  const subscription = account.data?.subscription ?? null;
  const quote =
    account.loggedIn && selectedOption && account.data
      ? quoteEntry({
          optionPrice: selectedOption.price,
          subscription: subscription
            ? {
                type: subscription.type,
                currentState: subscription.currentState,
                areaId: subscription.area?.id ?? null,
              }
            : null,
          venueAreaId: activity.venue.area.id,
          at: selectedSlot ? new Date(selectedSlot.startsAt) : new Date(),
          coveredEntriesAt: [],
        })
      : null;

  const buy = () => {
    if (!selectedOption || !selectedSlot) return;
    const target: PostLoginTarget = {
      type: 'activity',
      activityId: activity.id,
      selectedOption: selectedOption.id,
      timeSlotId: selectedSlot.id,
      selectedDate,
      // Back from registration or login, the detail starts the payment by itself (SPEC 2).
      autoPay: true,
    };
    saveStoredRedirect(target);
    void navigate(PAGES.user.register);
  };

  const prices = priceDisplay(selectedOption?.price);
  const venue = activity.venue;
  const photo = activityImage(activity.photos[0], activity.category?.slug);

  return (
    <article className={`detail${campaign ? ' detail--campaign' : ''}`} aria-labelledby="detail-title">
      {campaign && (
        <div className="campaign-strip">
          <div className="container">
            <strong>{t('campaign.stripTitle')}</strong> {t('campaign.stripText')}
          </div>
        </div>
      )}
      <div className="detail__hero">
        <img src={photo} alt="" width={1200} height={500} className="detail__image" fetchPriority="high" />
      </div>
      <div className="container detail__layout">
        <div className="detail__main">
          <nav aria-label={t('detail.breadcrumb')} className="breadcrumb">
            <Link to={campaign ? PAGES.campaign.activities : PAGES.activities}>{t('detail.back')}</Link>
          </nav>
          <div className="detail__heading">
            <div>
              {activity.category && <p className="eyebrow">{activity.category.name}</p>}
              <h1 id="detail-title">{activity.name}</h1>
              <p className="detail__venue">
                <Link to={PAGES.venue(venue.id)}>{venue.name}</Link>, {venue.street}, {venue.city}
              </p>
            </div>
            <FavouriteButton activityId={activity.id} name={activity.name} large />
          </div>
          <p className="detail__description">{activity.description}</p>

          <section className="detail__section" aria-labelledby="options-title">
            <h2 id="options-title">{t('detail.options')}</h2>
            {activity.options.length === 0 ? (
              <p>{t('detail.noOptions')}</p>
            ) : (
              <fieldset className="choice-list">
                <legend className="visually-hidden">{t('detail.chooseOption')}</legend>
                {activity.options.map((option) => (
                  <label key={option.id} className="choice">
                    <input
                      type="radio"
                      name="option"
                      value={option.id}
                      checked={selectedOption?.id === option.id}
                      onChange={() => update({ selectedOption: option.id })}
                    />
                    <span className="choice__body">
                      <span className="choice__title">{option.name}</span>
                      <span className="choice__meta">
                        {t('detail.minutes', { minutes: option.durationMinutes })}
                      </span>
                    </span>
                    <span className="choice__price">{formatCzk(option.price)}</span>
                  </label>
                ))}
              </fieldset>
            )}
          </section>

          <section className="detail__section" aria-labelledby="slots-title">
            <h2 id="slots-title">{t('detail.slots')}</h2>
            <fieldset className="day-picker">
              <legend className="visually-hidden">{t('detail.chooseDay')}</legend>
              {days.map((day) => (
                <label key={day} className="day-picker__day">
                  <input
                    type="radio"
                    name="day"
                    value={day}
                    checked={day === selectedDate}
                    onChange={() => update({ selectedDate: day, timeSlotId: null })}
                  />
                  <span>{formatDay(`${day}T12:00:00Z`)}</span>
                </label>
              ))}
            </fieldset>
            <p className="detail__day" aria-live="polite">
              {formatLongDate(`${selectedDate}T12:00:00Z`)}
            </p>
            {slots.isPending ? (
              <p className="skeleton skeleton--line skeleton--wide" role="status">
                <span className="visually-hidden">{t('detail.loadingSlots')}</span>
              </p>
            ) : slots.isError ? (
              <p role="alert">{t('detail.slotsError')}</p>
            ) : slots.data.slots.length === 0 ? (
              <p className="detail__empty">{t('detail.noSlots')}</p>
            ) : (
              <fieldset className="slot-list">
                <legend className="visually-hidden">{t('detail.chooseSlot')}</legend>
                {slots.data.slots.map((slot) => (
                  <label key={slot.id} className={`slot${slot.free === 0 ? ' is-full' : ''}`}>
                    <input
                      type="radio"
                      name="slot"
                      value={slot.id}
                      checked={slot.id === timeSlotId}
                      disabled={slot.free === 0 && !account.loggedIn}
                      onChange={() => update({ timeSlotId: slot.id, selectedDate })}
                    />
                    <span className="slot__time">
                      {formatTime(slot.startsAt)}–{formatTime(slot.endsAt)}
                    </span>
                    <span className="slot__free">
                      {slot.free === 0
                        ? t('detail.full')
                        : t('detail.free', {
                            count: slot.free,
                            noun: plural(slot.free, {
                              one: t('detail.placeOne'),
                              few: t('detail.placeFew'),
                              other: t('detail.placeMany'),
                            }),
                          })}
                    </span>
                  </label>
                ))}
              </fieldset>
            )}
            {timeSlotId && slots.data && !selectedSlot && (
              <p className="detail__note" role="status">
                {t('detail.slotGone')}
              </p>
            )}
          </section>

          <section className="detail__section" aria-labelledby="venue-title">
            <h2 id="venue-title">{t('detail.venue')}</h2>
            <p>
              <Link to={PAGES.venue(venue.id)} className="detail__venue-link">
                {venue.name}
              </Link>
              <br />
              {venue.street}, {venue.postalCode} {venue.city}
            </p>
            {venue.equipment.length > 0 && (
              <ul className="chip-row detail__equipment" aria-label={t('detail.equipment')}>
                {venue.equipment.map((item) => (
                  <li key={item.id} className="tag">
                    {item.name}
                  </li>
                ))}
              </ul>
            )}
            <WhenNearScreen placeholderClass="venue-map venue-map--loading">
              <Suspense fallback={<div className="venue-map venue-map--loading" />}>
                <VenueMap lat={venue.lat} lng={venue.lng} name={venue.name} />
              </Suspense>
            </WhenNearScreen>
          </section>

          <ActivityReviews activityId={activity.id} />
        </div>

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
                {quote && (
                  <p className="summary__quote">
                    {quote.method === 'MEMBERSHIP'
                      ? t('detail.quoteMembership')
                      : quote.method === 'PAYG_PLUS'
                        ? t('detail.quotePaygPlus', { price: formatCzk(quote.price) })
                        : t('detail.quotePayg', { price: formatCzk(quote.price) })}
                  </p>
                )}
                {account.loggedIn ? (
                  <div id="buy-panel">
                    <BuyEntry
                      optionId={selectedOption.id}
                      timeSlotId={selectedSlot?.id ?? null}
                      autoPay={search.get('autoPay') === 'true'}
                      onAutoPayStarted={() => update({ autoPay: null })}
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
                      onClick={buy}
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
      </div>
      {selectedSlot && selectedOption && prices && (
        <StickyBuyBar
          when={t('detail.when', {
            day: formatDay(selectedSlot.startsAt),
            time: formatTime(selectedSlot.startsAt),
          })}
          price={quote ? formatCzk(quote.price) : prices.payg}
          targetId="buy-panel"
          full={selectedSlot.free === 0}
        />
      )}
    </article>
  );
}

/** The detail page's frame while it loads: the hero at its final height, then the heading lines. */
function DetailSkeleton() {
  return (
    <div className="detail page-skeleton" aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('list.loading')}
      </p>
      <div className="detail__hero">
        <div className="detail__image skeleton skeleton--hero" />
      </div>
      <div className="container detail__layout">
        <div className="detail__main">
          <div className="skeleton skeleton--line skeleton--short" />
          <div className="skeleton skeleton--title" />
          <div className="skeleton skeleton--line skeleton--wide" />
          <div className="skeleton skeleton--line" />
        </div>
      </div>
    </div>
  );
}

function DetailError({ notFound, onRetry }: { notFound: boolean; onRetry: () => void }) {
  usePageMeta({
    title: notFound ? t('detail.notFoundTitle') : t('detail.errorTitle'),
    description: t('list.description'),
  });
  return (
    <section className="status-page" aria-labelledby="detail-error-title">
      <h1 id="detail-error-title">{notFound ? t('detail.notFoundTitle') : t('detail.errorTitle')}</h1>
      <p className="status-page__text">{notFound ? t('detail.notFoundText') : t('detail.errorText')}</p>
      <div className="button-row">
        {!notFound && (
          <button type="button" className="button button--primary" onClick={onRetry}>
            {t('list.retry')}
          </button>
        )}
        <Link className="button button--secondary" to={PAGES.activities}>
          {t('detail.back')}
        </Link>
      </div>
    </section>
  );
}
