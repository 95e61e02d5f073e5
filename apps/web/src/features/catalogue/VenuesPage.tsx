import type { VenueSummary } from '@champions/contract';
import { PAGES } from '@champions/domain';
import { Link, useSearchParams } from 'react-router';
import { plural, t } from '../../shared/i18n/index.ts';
import { usePageMeta, usePublicData, venuePictureOf } from '../../shared/public-ui/index.ts';
import { useVenues } from './queries.ts';
import './catalogue.css';

/** /venues: every venue, grouped by area; ?area= narrows to one. */
export function VenuesPage() {
  const [params, setParams] = useSearchParams();
  const area = params.get('area');
  const venues = useVenues(area && /^[a-z0-9-]+$/.test(area) ? area : null);
  const areas = usePublicData().data?.areas ?? [];
  usePageMeta({ title: t('venues.title'), description: t('venues.description') });

  const groups = new Map<string, { name: string; venues: VenueSummary[] }>();
  for (const venue of venues.data?.venues ?? []) {
    const group = groups.get(venue.area.slug) ?? { name: venue.area.name, venues: [] };
    group.venues.push(venue);
    groups.set(venue.area.slug, group);
  }

  return (
    <section className="page container" aria-labelledby="venues-title">
      <h1 id="venues-title">{t('venues.title')}</h1>
      <p className="page__lead">{t('venues.lead')}</p>
      <ul className="chip-row venues__areas" aria-label={t('venues.areas')}>
        <li>
          <button
            type="button"
            className="chip"
            aria-pressed={!area}
            onClick={() => setParams({}, { replace: true })}
          >
            {t('venues.allAreas')}
          </button>
        </li>
        {areas.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              className="chip"
              aria-pressed={area === item.slug}
              onClick={() => setParams({ area: item.slug }, { replace: true })}
            >
              {item.name}
            </button>
          </li>
        ))}
      </ul>
      {venues.isPending ? (
        <div className="page-skeleton" aria-busy="true">
          <p className="visually-hidden" role="status">
            {t('list.loading')}
          </p>
          <div className="skeleton skeleton--title" />
          <div className="skeleton skeleton--block" />
          <div className="skeleton skeleton--block" />
        </div>
      ) : venues.isError ? (
        <div className="empty-state" role="alert">
          <h2>{t('list.errorTitle')}</h2>
          <button type="button" className="button button--primary" onClick={() => void venues.refetch()}>
            {t('list.retry')}
          </button>
        </div>
      ) : groups.size === 0 ? (
        <div className="empty-state">
          <h2>{t('venues.empty')}</h2>
        </div>
      ) : (
        [...groups.entries()].map(([slug, group]) => (
          <section key={slug} className="venues__group" aria-labelledby={`area-${slug}`}>
            <h2 id={`area-${slug}`}>{group.name}</h2>
            <ul className="venue-list">
              {group.venues.map((venue, position) => {
                const picture = venuePictureOf(venue.photo, venue.category?.slug);
                return (
                  <li key={venue.id} className="venue-row">
                    <div
                      className={`venue-row__media${picture.pictogram ? ' venue-row__media--pictogram' : ''}`}
                    >
                      <img
                        src={picture.src}
                        srcSet={picture.srcSet}
                        sizes={picture.srcSet ? '7rem' : undefined}
                        alt=""
                        width={112}
                        height={70}
                        loading={position < 4 ? 'eager' : 'lazy'}
                        decoding="async"
                      />
                    </div>
                    <div className="venue-row__text">
                      <h3 className="venue-row__name">
                        <Link to={PAGES.venue(venue.id)}>{venue.name}</Link>
                      </h3>
                      <p className="venue-row__meta">
                        {venue.category?.name}
                        {venue.category && ' · '}
                        {venue.street}, {venue.city}
                      </p>
                      <p className="venue-row__count">
                        {venue.activityCount}{' '}
                        {plural(venue.activityCount, {
                          one: t('list.activityOne'),
                          few: t('list.activityFew'),
                          other: t('list.activityMany'),
                        })}
                      </p>
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>
        ))
      )}
    </section>
  );
}
