import { BO_PUBLISHED_FILTERS, BO_VENUE_SORTS } from '@champions/contract';
import { PAGES } from '@champions/domain';
import { Link } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { PublishedBadge } from '../admin/index.ts';
import { BoFilters } from './BoFilters.tsx';
import { BoList } from './BoList.tsx';
import { partnerField, publishedField, searchField } from './BoPartnerUi.tsx';
import { useBoVenues } from './partnersQueries.ts';
import { useListParams } from './useListParams.ts';
import './backoffice.css';

/** /superadmin/venues: every partner's venues, searched, filtered, sorted and paged on the server. */
export function BoVenuesPage() {
  const list = useListParams({ sorting: { keys: BO_VENUE_SORTS, key: 'name' } });
  const venues = useBoVenues({
    q: list.q,
    partnerId: list.text('partnerId') || undefined,
    published: list.choice('published', BO_PUBLISHED_FILTERS),
    sort: list.sort,
    dir: list.dir,
    page: list.page,
  });
  return (
    <AreaPage title={t('boPartners.venuesTitle')} lead={t('boPartners.venuesLead')}>
      <BoFilters
        list={list}
        submit={t('boPartners.search')}
        fields={[
          searchField(t('boPartners.venuesSearchPlaceholder')),
          partnerField(venues.data?.partners ?? []),
          publishedField(),
        ]}
      />
      <BoList
        list={list}
        query={venues}
        rows={(data) => data.venues}
        rowKey={(venue) => venue.id}
        label={t('boPartners.venuesTitle')}
        error={t('boPartners.venuesLoadError')}
        empty={{ title: t('boPartners.venuesEmpty'), hint: t('boPartners.venuesEmptyHint') }}
        total={(count) => t('boPartners.venuesTotal', { count })}
        pager={t('boPartners.venuesPager')}
        sortLabel={(column) => t('boPartners.sortBy', { column })}
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
    </AreaPage>
  );
}
