import { BO_ACTIVITY_SORTS, BO_PUBLISHED_FILTERS } from '@champions/contract';
import { PAGES } from '@champions/domain';
import { Link } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { Button, TextField } from '../../shared/ui/forms.tsx';
import { Pager } from '../../shared/ui/Pager.tsx';
import { PublishedBadge } from '../admin/index.ts';
import { PartnerFilter, PublishedFilter } from './BoPartnerUi.tsx';
import { ListState } from './BoUi.tsx';
import { useBoActivities } from './partnersQueries.ts';
import { useListParams } from './useListParams.ts';
import './backoffice.css';

/** /superadmin/activity: every partner's activities, searched, filtered, sorted and paged on the server. */
export function BoActivitiesPage() {
  const list = useListParams({ sorting: { keys: BO_ACTIVITY_SORTS, key: 'name' } });
  const partnerId = list.text('partnerId');
  const published = list.choice('published', BO_PUBLISHED_FILTERS);
  const activities = useBoActivities({
    q: list.q,
    partnerId: partnerId || undefined,
    published,
    sort: list.sort,
    dir: list.dir,
    page: list.page,
  });
  const data = activities.data;
  return (
    <AreaPage title={t('boPartners.activitiesTitle')} lead={t('boPartners.activitiesLead')}>
      <p>
        <Link className="button button--primary" to={PAGES.superadmin.activityCreate}>
          {t('boPartners.activityCreate')}
        </Link>
      </p>
      <form
        className="area-card bo-filters"
        onSubmit={(event) => {
          event.preventDefault();
          list.submit(event.currentTarget);
        }}
      >
        <TextField
          name="q"
          type="search"
          label={t('boPartners.searchLabel')}
          placeholder={t('boPartners.activitiesSearchPlaceholder')}
          defaultValue={list.q}
          key={`q-${list.q}`}
          maxLength={100}
        />
        <PartnerFilter partners={data?.partners ?? []} value={partnerId} />
        <PublishedFilter value={published ?? ''} />
        <Button type="submit">{t('boPartners.search')}</Button>
      </form>
      <ListState
        isPending={activities.isPending}
        isError={activities.isError}
        error={t('boPartners.activitiesLoadError')}
        retry={() => void activities.refetch()}
      />
      {data && data.activities.length === 0 && (
        <div className="empty-state">
          <p className="empty-state__title">{t('boPartners.activitiesEmpty')}</p>
          <p>{t('boPartners.venuesEmptyHint')}</p>
        </div>
      )}
      {data && data.activities.length > 0 && (
        <div className="area-card" aria-busy={activities.isFetching || undefined}>
          <p role="status">{t('boPartners.activitiesTotal', { count: data.pagination.total })}</p>
          <DataTable
            rows={data.activities}
            rowKey={(activity) => activity.id}
            sort={{
              key: list.sort,
              dir: list.dir,
              onSort: list.onSort,
              buttonLabel: (column) => t('boPartners.sortBy', { column }),
            }}
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
          <Pager
            label={t('boPartners.activitiesPager')}
            page={data.pagination.page}
            totalPages={data.pagination.totalPages}
            onPage={(next) => list.update({ page: String(next) })}
          />
        </div>
      )}
    </AreaPage>
  );
}
