import { BO_PUBLISHED_FILTERS, BO_VENUE_SORTS } from '@champions/contract';
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
import { useBoVenues } from './partnersQueries.ts';
import { useListParams } from './useListParams.ts';
import './backoffice.css';

/** /superadmin/venues: every partner's venues, searched, filtered, sorted and paged on the server. */
export function BoVenuesPage() {
  const list = useListParams({ sorting: { keys: BO_VENUE_SORTS, key: 'name' } });
  const partnerId = list.text('partnerId');
  const published = list.choice('published', BO_PUBLISHED_FILTERS);
  const venues = useBoVenues({
    q: list.q,
    partnerId: partnerId || undefined,
    published,
    sort: list.sort,
    dir: list.dir,
    page: list.page,
  });
  const data = venues.data;
  return (
    <AreaPage title={t('boPartners.venuesTitle')} lead={t('boPartners.venuesLead')}>
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
          placeholder={t('boPartners.venuesSearchPlaceholder')}
          defaultValue={list.q}
          key={`q-${list.q}`}
          maxLength={100}
        />
        <PartnerFilter partners={data?.partners ?? []} value={partnerId} />
        <PublishedFilter value={published ?? ''} />
        <Button type="submit">{t('boPartners.search')}</Button>
      </form>
      <ListState
        isPending={venues.isPending}
        isError={venues.isError}
        error={t('boPartners.venuesLoadError')}
        retry={() => void venues.refetch()}
      />
      {data && data.venues.length === 0 && (
        <div className="empty-state">
          <p className="empty-state__title">{t('boPartners.venuesEmpty')}</p>
          <p>{t('boPartners.venuesEmptyHint')}</p>
        </div>
      )}
      {data && data.venues.length > 0 && (
        <div className="area-card" aria-busy={venues.isFetching || undefined}>
          <p role="status">{t('boPartners.venuesTotal', { count: data.pagination.total })}</p>
          <DataTable
            rows={data.venues}
            rowKey={(venue) => venue.id}
            sort={{
              key: list.sort,
              dir: list.dir,
              onSort: list.onSort,
              buttonLabel: (column) => t('boPartners.sortBy', { column }),
            }}
            columns={[
              {
                label: t('boPartners.colVenue'),
                sortKey: 'name',
                cell: (venue) => <Link to={PAGES.superadmin.venue(venue.id)}>{venue.name}</Link>,
              },
              {
                label: t('boPartners.colPartner'),
                sortKey: 'partner',
                cell: (venue) => venue.partnerName || t('boPartners.noPartner'),
              },
              { label: t('boPartners.colCity'), sortKey: 'city', cell: (venue) => venue.city },
              {
                label: t('boPartners.colCategory'),
                cell: (venue) => venue.categoryName ?? t('boPartners.noCategory'),
              },
              {
                label: t('boPartners.colState'),
                cell: (venue) => <PublishedBadge published={venue.published} />,
              },
              { label: t('boPartners.colPhotos'), numeric: true, cell: (venue) => venue.photoCount },
            ]}
            action={{
              label: t('boPartners.detail'),
              cell: (venue) => (
                <Link
                  className="button button--secondary button--small"
                  to={PAGES.superadmin.venue(venue.id)}
                  aria-label={t('boPartners.venueDetailOf', { name: venue.name })}
                >
                  {t('boPartners.detail')}
                </Link>
              ),
            }}
          />
          <Pager
            label={t('boPartners.venuesPager')}
            page={data.pagination.page}
            totalPages={data.pagination.totalPages}
            onPage={(next) => list.update({ page: String(next) })}
          />
        </div>
      )}
    </AreaPage>
  );
}
