import { BRAND } from '@champions/domain';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { ActivityCard, ActivityCardSkeleton, usePageMeta, usePublicData } from '../public/index.ts';
import { ActivityFiltersPanel } from './ActivityFiltersPanel.tsx';
import { FavouriteButton } from './FavouriteButton.tsx';
import {
  type ActivityFilters,
  activeFilters,
  type FilterName,
  filtersFromParams,
  filtersToParams,
  withoutFilter,
} from './filters.ts';
import { plural } from './plural.ts';
import { useActivityList } from './queries.ts';
import { useGeolocation } from './useGeolocation.ts';
import './catalogue.css';

interface ActivitiesPageProps {
  /** The campaign list (/campaignActivity): a campaign hero, cards lead to the campaign detail. */
  variant?: 'default' | 'campaign';
}

/** The activity list: header search (?search=), filters in the URL, pages of cards. */
export function ActivitiesPage({ variant = 'default' }: ActivitiesPageProps) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const list = useActivityList(filters);
  const geo = useGeolocation();
  const areas = usePublicData().data?.areas;
  const campaign = variant === 'campaign';

  const areaName = areas?.find((area) => area.slug === filters.area)?.name;
  usePageMeta({
    title: campaign
      ? t('campaign.title')
      : areaName
        ? t('list.titleIn', { area: areaName })
        : t('activities.title'),
    description: campaign ? t('campaign.description') : t('list.description'),
  });

  // flushSync: a controlled checkbox must show its new state at once, not after the list's transition.
  const update = (next: ActivityFilters) =>
    setParams(filtersToParams(next, params), { replace: true, flushSync: true });
  const locateAndSort = async () => {
    const point = await geo.locate();
    if (point) update({ ...filters, ...point, sort: 'distance' });
  };

  const pages = list.data?.pages ?? [];
  const activities = pages.flatMap((page) => page.activities);
  const total = pages[0]?.pagination.total ?? 0;
  const active = activeFilters(filters);

  return (
    <div className={campaign ? 'campaign' : undefined}>
      {campaign && (
        <section className="campaign-hero" aria-labelledby="campaign-title">
          <div className="container">
            <p className="hero__eyebrow">{t('campaign.eyebrow')}</p>
            <h1 id="campaign-title">{t('campaign.headline')}</h1>
            <p className="campaign-hero__lead">{t('campaign.lead')}</p>
            <ul className="campaign-hero__points">
              <li>{t('campaign.point1')}</li>
              <li>{t('campaign.point2')}</li>
              <li>{t('campaign.point3', { membership: BRAND.membership })}</li>
            </ul>
          </div>
        </section>
      )}
      <section
        className="page container catalogue"
        aria-labelledby={campaign ? undefined : 'activities-title'}
      >
        {campaign ? (
          <h2 className="catalogue__subtitle">{t('campaign.listTitle')}</h2>
        ) : (
          <h1 id="activities-title">{t('activities.title')}</h1>
        )}
        {filters.search && (
          <p className="page__lead" aria-live="polite">
            {t('activities.searching', { term: filters.search })}
          </p>
        )}

        <ActivityFiltersPanel
          filters={filters}
          onChange={update}
          onLocate={() => void locateAndSort()}
          locating={geo.state.status === 'locating'}
        />
        {geo.state.status === 'denied' && (
          <p className="catalogue__note" role="status">
            {t('list.locationDenied')}
          </p>
        )}

        <p className="catalogue__count" role="status" aria-live="polite">
          {list.isPending
            ? t('list.loading')
            : list.isError
              ? ''
              : t('list.count', {
                  count: total,
                  noun: plural(total, {
                    one: t('list.activityOne'),
                    few: t('list.activityFew'),
                    other: t('list.activityMany'),
                  }),
                })}
        </p>

        {list.isPending ? (
          <ul className="card-grid" aria-hidden="true">
            {Array.from({ length: 6 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
              <li key={i}>
                <ActivityCardSkeleton />
              </li>
            ))}
          </ul>
        ) : list.isError ? (
          <div className="empty-state" role="alert">
            <h2>{t('list.errorTitle')}</h2>
            <p>{t('list.errorText')}</p>
            <button type="button" className="button button--primary" onClick={() => void list.refetch()}>
              {t('list.retry')}
            </button>
          </div>
        ) : activities.length === 0 ? (
          <EmptyList active={active} filters={filters} onChange={update} areaName={areaName} />
        ) : (
          <>
            <ul className={`card-grid${list.isPlaceholderData ? ' is-stale' : ''}`}>
              {activities.map((activity, index) => (
                <li key={activity.id}>
                  <ActivityCard
                    activity={activity}
                    eager={index < 3}
                    to={campaign ? `/campaignActivity/${activity.id}` : undefined}
                    action={<FavouriteButton activityId={activity.id} name={activity.name} />}
                  />
                </li>
              ))}
            </ul>
            {list.hasNextPage && (
              <div className="catalogue__more">
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => void list.fetchNextPage()}
                  disabled={list.isFetchingNextPage}
                  aria-busy={list.isFetchingNextPage || undefined}
                >
                  {list.isFetchingNextPage ? t('list.loadingMore') : t('list.loadMore')}
                </button>
                <p className="catalogue__shown">{t('list.shown', { shown: activities.length, total })}</p>
              </div>
            )}
          </>
        )}

        {!campaign && (
          <p className="catalogue__map-link">
            <Link to={`/mapa${params.toString() ? `?${params.toString()}` : ''}`}>{t('list.showMap')}</Link>
          </p>
        )}
      </section>
    </div>
  );
}

function EmptyList({
  active,
  filters,
  onChange,
  areaName,
}: {
  active: FilterName[];
  filters: ActivityFilters;
  onChange: (next: ActivityFilters) => void;
  areaName: string | undefined;
}) {
  const label = (name: FilterName): string => {
    switch (name) {
      case 'search':
        return t('empty.removeSearch', { term: filters.search });
      case 'area':
        return t('empty.removeArea', { area: areaName ?? filters.area ?? '' });
      default:
        return t(`empty.remove.${name}`);
    }
  };
  return (
    <div className="empty-state">
      <h2>{t('empty.title')}</h2>
      <p>{active.length > 0 ? t('empty.withFilters') : t('empty.noFilters')}</p>
      {active.length > 0 && (
        <ul className="chip-row empty-state__actions">
          {active.map((name) => (
            <li key={name}>
              <button type="button" className="chip" onClick={() => onChange(withoutFilter(filters, name))}>
                {label(name)}
                <span aria-hidden="true"> ×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
