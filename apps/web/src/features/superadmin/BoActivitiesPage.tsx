import { BO_ACTIVITY_SORTS, BO_PUBLISHED_FILTERS } from '@champions/contract';
import { PAGES } from '@champions/domain';
import { Link } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { PublishedBadge } from '../admin/index.ts';
import { BoFilters } from './BoFilters.tsx';
import { BoList } from './BoList.tsx';
import { partnerField, publishedField, searchField } from './BoPartnerUi.tsx';
import { useBoActivities } from './partnersQueries.ts';
import { useListParams } from './useListParams.ts';
import './backoffice.css';

/** /superadmin/activity: every partner's activities, searched, filtered, sorted and paged on the server. */
export function BoActivitiesPage() {
  const list = useListParams({ sorting: { keys: BO_ACTIVITY_SORTS, key: 'name' } });
  const activities = useBoActivities({
    q: list.q,
    partnerId: list.text('partnerId') || undefined,
    published: list.choice('published', BO_PUBLISHED_FILTERS),
    sort: list.sort,
    dir: list.dir,
    page: list.page,
  });
  return (
    <AreaPage title={t('boPartners.activitiesTitle')} lead={t('boPartners.activitiesLead')}>
      <p>
        <Link className="button button--primary" to={PAGES.superadmin.activityCreate}>
          {t('boPartners.activityCreate')}
        </Link>
      </p>
      <BoFilters
        list={list}
        submit={t('boPartners.search')}
        fields={[
          searchField(t('boPartners.activitiesSearchPlaceholder')),
          partnerField(activities.data?.partners ?? []),
          publishedField(),
        ]}
      />
      <BoList
        list={list}
        query={activities}
        rows={(data) => data.activities}
        rowKey={(activity) => activity.id}
        label={t('boPartners.activitiesTitle')}
        error={t('boPartners.activitiesLoadError')}
        empty={{ title: t('boPartners.activitiesEmpty'), hint: t('boPartners.venuesEmptyHint') }}
        total={(count) => t('boPartners.activitiesTotal', { count })}
        pager={t('boPartners.activitiesPager')}
        sortLabel={(column) => t('boPartners.sortBy', { column })}
        columns={[
          {
            label: t('boPartners.colActivity'),
            sortKey: 'name',
            cell: (activity) => <Link to={PAGES.superadmin.activity(activity.id)}>{activity.name}</Link>,
          },
          {
            label: t('boPartners.colVenue'),
            sortKey: 'venue',
            cell: (activity) => (
              <Link to={PAGES.superadmin.venue(activity.venueId)}>{activity.venueName}</Link>
            ),
          },
          {
            label: t('boPartners.colPartner'),
            sortKey: 'partner',
            cell: (activity) => activity.partnerName || t('boPartners.noPartner'),
          },
          {
            label: t('boPartners.colCategory'),
            cell: (activity) => activity.categoryName ?? t('boPartners.noCategory'),
          },
          {
            label: t('boPartners.colState'),
            cell: (activity) => <PublishedBadge published={activity.published} />,
          },
        ]}
        action={{
          label: t('boPartners.detail'),
          cell: (activity) => (
            <Link
              className="button button--secondary button--small"
              to={PAGES.superadmin.activity(activity.id)}
              aria-label={t('boPartners.activityDetailOf', { name: activity.name })}
            >
              {t('boPartners.detail')}
            </Link>
          ),
        }}
      />
    </AreaPage>
  );
}
