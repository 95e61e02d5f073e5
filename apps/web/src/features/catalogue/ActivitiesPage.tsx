import { BRAND, PAGES } from '@champions/domain';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { plural, t } from '../../shared/i18n/index.ts';
import {
  ActivityCard,
  ActivityCardSkeleton,
  answerLocationOffer,
  LocationOffer,
  type Place,
  PlaceBar,
  readPlace,
  savePlace,
  shouldOfferLocation,
  useGeolocation,
  usePageMeta,
  usePublicData,
} from '../../shared/public-ui/index.ts';
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
import { useActivityList } from './queries.ts';

import './catalogue.css';

interface ActivitiesPageProps {
  /** The campaign list (/campaignActivity): a campaign hero, cards lead to the campaign detail. */
  variant?: 'default' | 'campaign';
}

/** The activity list: header search (?search=), filters in the URL, pages of cards. */
export function ActivitiesPage({ variant = 'default' }: ActivitiesPageProps) {
  const [params, setParams] = useSearchParams();
  const urlFilters = useMemo(() => filtersFromParams(params), [params]);
  const geo = useGeolocation();
  const campaign = variant === 'campaign';

  // Location first: an address that names no place gets the remembered one (an area at once; "near"
  // only when the browser already allows the location), or the one-time offer to use the location.
  const [remembered, setRemembered] = useState(() => (placeOf(urlFilters) ? null : readPlace()));
  const pendingArea = remembered?.kind === 'area' && !placeOf(urlFilters) ? remembered.slug : null;
  const filters = useMemo(
    () => (pendingArea ? { ...urlFilters, area: pendingArea } : urlFilters),
    [urlFilters, pendingArea],
  );
  const [autoLocating, setAutoLocating] = useState(() => remembered?.kind === 'near');
  const autoLocate = useRef(autoLocating);
  const [offer, setOffer] = useState(() => !campaign && !placeOf(urlFilters) && shouldOfferLocation());
  const list = useActivityList(filters, !autoLocating);

  useLayoutEffect(() => {
    if (pendingArea) setParams(filtersToParams(filters, params), { replace: true });
  }, [pendingArea, filters, params, setParams]);

  const { locateIfAllowed } = geo;
  useEffect(() => {
    if (!autoLocate.current) return;
    void locateIfAllowed().then((point) => {
      if (!autoLocate.current) return;
      autoLocate.current = false;
      setAutoLocating(false);
      if (!point) return;
      setParams(
        (previous) =>
          filtersToParams({ ...filtersFromParams(previous), ...point, sort: 'distance' }, previous),
        { replace: true },
      );
    });
  }, [locateIfAllowed, setParams]);
  const areas = usePublicData().data?.areas;

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
  const update = (next: ActivityFilters) => {
    // A place the visitor chose (or cleared) is remembered for the next visit and the home page.
    const place = placeOf(next);
    if (!samePlace(place, placeOf(filters))) {
      savePlace(place);
      setOffer(false);
    }
    setRemembered(null);
    autoLocate.current = false;
    setAutoLocating(false);
    setParams(filtersToParams(next, params), { replace: true, flushSync: true });
  };
  const locateAndSort = async () => {
    const point = await geo.locate();
    if (point) update({ ...filters, ...point, sort: 'distance' });
  };
  const nearMe = async () => {
    const point = await geo.locate();
    if (point) update({ ...filters, area: null, ...point, sort: 'distance' });
    else setOffer(false);
  };
  const notNear = (next: ActivityFilters): ActivityFilters => ({
    ...next,
    lat: null,
    lng: null,
    sort: next.sort === 'distance' ? null : next.sort,
  });

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

        {offer && (
          <LocationOffer
            locating={geo.state.status === 'locating'}
            onAccept={() => {
              answerLocationOffer();
              void nearMe();
            }}
            onDismiss={() => {
              answerLocationOffer();
              setOffer(false);
            }}
          />
        )}
        <PlaceBar
          area={filters.area}
          near={filters.lat !== null}
          locating={geo.state.status === 'locating' || autoLocating}
          onArea={(area) => update({ ...notNear(filters), area })}
          onNear={(on) => (on ? void nearMe() : update(notNear(filters)))}
        />
        <ActivityFiltersPanel
          filters={filters}
          onChange={update}
          onLocate={() => void locateAndSort()}
          locating={geo.state.status === 'locating'}
          withArea={false}
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
                    to={campaign ? PAGES.campaign.activity(activity.id) : undefined}
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
            <Link to={`${PAGES.map}${params.toString() ? `?${params.toString()}` : ''}`}>
              {t('list.showMap')}
            </Link>
          </p>
        )}
      </section>
    </div>
  );
}

/** The place a view of the list shows: near the visitor, an area, or everywhere (null). */
function placeOf(filters: ActivityFilters): Place | null {
  if (filters.lat !== null) return { kind: 'near' };
  return filters.area ? { kind: 'area', slug: filters.area } : null;
}

function samePlace(a: Place | null, b: Place | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
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
