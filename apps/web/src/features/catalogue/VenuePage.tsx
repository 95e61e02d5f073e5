import { venueJsonLd } from '@champions/contract';
import { PAGES } from '@champions/domain';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../shared/api/index.ts';
import { t } from '../../shared/i18n/index.ts';
import { ActivityCard, DAY_NAMES, usePageMeta, WEEK_ORDER } from '../../shared/public-ui/index.ts';
import { WhenNearScreen } from '../../shared/ui/WhenNearScreen.tsx';
import { FavouriteButton } from './FavouriteButton.tsx';
import { PhotoGallery } from './PhotoGallery.tsx';
import { useVenue } from './queries.ts';
import './catalogue.css';

const VenueMap = lazy(() => import('./VenueMap.tsx'));

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Today's day of the week in Prague (0 = Sunday), as opening hours count it. */
function pragueWeekday(now: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'Europe/Prague' }).format(now);
  return WEEKDAYS.indexOf(name);
}

/** /venue/:id and /venues/:id: the venue, its opening hours, equipment, map and activities. */
export function VenuePage() {
  const { id = '' } = useParams();
  const page = useVenue(id);
  const venue = page.data?.venue;
  usePageMeta({
    title: venue ? `${venue.name}, ${venue.city}` : t('venues.title'),
    description: venue
      ? venue.description || t('venue.metaDescription', { name: venue.name, city: venue.city })
      : t('venues.description'),
    jsonLd: venue ? venueJsonLd(venue, window.location.href) : null,
  });

  if (page.isPending) {
    return (
      <div className="page container page-skeleton" aria-busy="true">
        <p className="visually-hidden" role="status">
          {t('list.loading')}
        </p>
        <div className="skeleton skeleton--line skeleton--short" />
        <div className="skeleton skeleton--title" />
        <div className="skeleton skeleton--line skeleton--wide" />
        <div className="skeleton skeleton--block" />
      </div>
    );
  }
  if (page.isError || !venue) {
    const notFound = page.error instanceof ApiError && page.error.status < 500;
    return (
      <section className="status-page" aria-labelledby="venue-error">
        <h1 id="venue-error">{notFound ? t('venue.notFound') : t('detail.errorTitle')}</h1>
        <div className="button-row">
          <Link className="button button--secondary" to={PAGES.venues}>
            {t('venue.allVenues')}
          </Link>
        </div>
      </section>
    );
  }

  const hoursByDay = new Map(venue.openingHours.map((hours) => [hours.day, hours]));
  const today = pragueWeekday(new Date());
  return (
    <article className="page container venue" aria-labelledby="venue-title">
      <nav aria-label={t('detail.breadcrumb')} className="breadcrumb">
        <Link to={PAGES.venues}>{t('venue.allVenues')}</Link>
      </nav>
      {venue.category && <p className="eyebrow">{venue.category.name}</p>}
      <h1 id="venue-title">{venue.name}</h1>
      <p className="page__lead">
        {venue.street}, {venue.postalCode} {venue.city}
        {/* "Praha 10" already says Praha; the area is added only where the city does not name it. */}
        {!venue.city.startsWith(venue.area.name) && ` · ${venue.area.name}`}
      </p>
      {venue.photos.length > 0 && (
        <PhotoGallery
          photos={venue.photos.map((url) => ({ url, name: venue.name }))}
          label={t('gallery.label', { name: venue.name })}
          sizes="(min-width: 72rem) 70rem, 100vw"
          eager
          className="venue__gallery"
        />
      )}
      <div className="venue__layout">
        <div>
          {venue.description && <p>{venue.description}</p>}
          {(venue.phone || venue.website) && (
            <p>
              {venue.phone && <a href={`tel:${venue.phone.replace(/\s/g, '')}`}>{venue.phone}</a>}
              {venue.phone && venue.website && ' · '}
              {venue.website && (
                <a href={venue.website} rel="noopener noreferrer" target="_blank">
                  {t('venue.website')}
                </a>
              )}
            </p>
          )}
          <h2>{t('venue.hours')}</h2>
          <table className="hours">
            <caption className="visually-hidden">{t('venue.hours')}</caption>
            <tbody>
              {WEEK_ORDER.map((day) => {
                const hours = hoursByDay.get(day);
                const isToday = day === today;
                return (
                  <tr key={day} className={isToday ? 'hours__today' : undefined}>
                    <th scope="row">
                      {DAY_NAMES[day]}
                      {isToday && <span className="hours__badge">{t('venue.today')}</span>}
                    </th>
                    <td>{hours ? `${hours.opens}–${hours.closes}` : t('venue.closed')}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {venue.equipment.length > 0 && (
            <>
              <h2>{t('venue.equipment')}</h2>
              <ul className="chip-row">
                {venue.equipment.map((item) => (
                  <li key={item.id} className="tag">
                    {item.name}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
        <WhenNearScreen placeholderClass="venue-map venue-map--loading">
          <Suspense fallback={<div className="venue-map venue-map--loading" />}>
            <VenueMap lat={venue.lat} lng={venue.lng} name={venue.name} />
          </Suspense>
        </WhenNearScreen>
      </div>
      <section className="section" aria-labelledby="venue-activities">
        <h2 id="venue-activities">{t('venue.activities')}</h2>
        {page.data.activities.length === 0 ? (
          <p>{t('venue.noActivities')}</p>
        ) : (
          <ul className="card-grid">
            {page.data.activities.map((activity) => (
              <li key={activity.id}>
                <ActivityCard
                  activity={activity}
                  headingLevel={3}
                  action={<FavouriteButton activityId={activity.id} name={activity.name} />}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
