import { PAGES } from '@champions/domain';
import { Link } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { ButtonLink, PublishedBadge, QueryState } from './ManageUi.tsx';
import { useVenues } from './manageQueries.ts';
import './manage.css';

/** /admin/venues: the partner's venues, each with its state and a link to edit it. */
export function VenuesPage() {
  const venues = useVenues();
  return (
    <AreaPage title={t('adminVenues.title')} lead={t('adminVenues.lead')}>
      <div className="manage-toolbar">
        <ButtonLink to={PAGES.admin.venueCreate}>{t('adminVenues.create')}</ButtonLink>
      </div>
      <QueryState isPending={venues.isPending} isError={venues.isError} retry={() => venues.refetch()} />
      {venues.data && venues.data.venues.length === 0 && (
        <div className="empty-state area-card">
          <p className="empty-state__title">{t('adminVenues.empty')}</p>
          <p>{t('adminVenues.emptyHint')}</p>
        </div>
      )}
      {venues.data && venues.data.venues.length > 0 && (
        <section className="area-card" aria-label={t('adminVenues.title')}>
          <DataTable
            rows={venues.data.venues}
            rowKey={(venue) => venue.id}
            columns={[
              {
                label: t('adminVenues.name'),
                cell: (venue) => <Link to={PAGES.admin.venue(venue.id)}>{venue.name}</Link>,
              },
              { label: t('adminVenues.address'), cell: (venue) => `${venue.street}, ${venue.city}` },
              { label: t('adminVenues.area'), cell: (venue) => venue.areaName },
              { label: t('adminVenues.activities'), cell: (venue) => venue.activityCount, numeric: true },
              {
                label: t('adminVenues.state'),
                cell: (venue) => <PublishedBadge published={venue.published} />,
              },
            ]}
            action={{
              label: t('adminManage.actions'),
              cell: (venue) => (
                <Link
                  className="button button--secondary button--small"
                  to={PAGES.admin.venue(venue.id)}
                  aria-label={t('adminVenues.editLabel', { name: venue.name })}
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
