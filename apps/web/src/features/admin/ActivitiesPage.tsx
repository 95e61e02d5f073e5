import { PAGES } from '@champions/domain';
import { Link } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { ButtonLink, czk, PublishedBadge, QueryState } from './ManageUi.tsx';
import { useActivities, useVenues } from './manageQueries.ts';
import './manage.css';

/** /admin/activity: the partner's activities with price, capacity, upcoming slots and state. */
export function ActivitiesPage() {
  const activities = useActivities();
  const venues = useVenues();
  const noVenues = venues.data?.venues.length === 0;
  return (
    <AreaPage title={t('adminActivities.title')} lead={t('adminActivities.lead')}>
      <div className="manage-toolbar">
        {noVenues ? (
          <Alert text={t('adminActivities.needVenue')} />
        ) : (
          <ButtonLink to={PAGES.admin.activityCreate}>{t('adminActivities.create')}</ButtonLink>
        )}
      </div>
      <QueryState
        isPending={activities.isPending}
        isError={activities.isError}
        retry={() => activities.refetch()}
      />
      {activities.data && activities.data.activities.length === 0 && (
        <div className="empty-state area-card">
          <p className="empty-state__title">{t('adminActivities.empty')}</p>
          <p>{t('adminActivities.emptyHint')}</p>
        </div>
      )}
      {activities.data && activities.data.activities.length > 0 && (
        <section className="area-card" aria-label={t('adminActivities.title')}>
          <DataTable
            rows={activities.data.activities}
            rowKey={(activity) => activity.id}
            columns={[
              {
                label: t('adminActivities.name'),
                cell: (activity) => <Link to={PAGES.admin.activity(activity.id)}>{activity.name}</Link>,
              },
              { label: t('adminActivities.venue'), cell: (activity) => activity.venueName },
              {
                label: t('adminActivities.priceFrom'),
                cell: (activity) =>
                  activity.options.length > 0
                    ? czk(Math.min(...activity.options.map((option) => option.price)))
                    : '–',
                numeric: true,
              },
              { label: t('adminActivities.capacity'), cell: (activity) => activity.capacity, numeric: true },
              {
                label: t('adminActivities.upcoming'),
                cell: (activity) => activity.upcomingSlots,
                numeric: true,
              },
              {
                label: t('adminVenues.state'),
                cell: (activity) => (
                  <PublishedBadge published={activity.published && activity.venuePublished} />
                ),
              },
            ]}
            action={{
              label: t('adminManage.actions'),
              cell: (activity) => (
                <Link
                  className="button button--secondary button--small"
                  to={PAGES.admin.activity(activity.id)}
                  aria-label={t('adminActivities.editLabel', { name: activity.name })}
                >
                  {t('adminManage.edit')}
                </Link>
              ),
            }}
          />
        </section>
      )}
    </AreaPage>
  );
}

function Alert({ text }: { text: string }) {
  return (
    <p className="manage-note">
      {text} <Link to={PAGES.admin.venueCreate}>{t('adminVenues.create')}</Link>
    </p>
  );
}
