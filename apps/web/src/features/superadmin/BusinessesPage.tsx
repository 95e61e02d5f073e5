import { t } from '../../shared/i18n/index.ts';
import { formatCzk } from '../../shared/i18n/money.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { Button } from '../../shared/ui/forms.tsx';
import { BoFilters } from './BoFilters.tsx';
import { BoList } from './BoList.tsx';
import { dateOnly } from './BoUi.tsx';
import { BusinessInvoices } from './BusinessInvoices.tsx';
import { useBusinesses } from './businessQueries.ts';
import { useListParams } from './useListParams.ts';
import './backoffice.css';

/**
 * /superadmin/business: the companies of the corporate plan, searched (name, IČO, e-mail) and paged on
 * the server; one company's invoices open below the list (`?company=<id>`, so a link restores it).
 */
export function BusinessesPage() {
  const list = useListParams({ transient: ['company'] });
  const openId = list.text('company');
  const businesses = useBusinesses({ ...(list.q ? { q: list.q } : {}), page: list.page });
  const open = businesses.data?.businesses.find((company) => company.id === openId);
  return (
    <AreaPage title={t('boBusinesses.title')} lead={t('boBusinesses.lead')}>
      <BoFilters
        list={list}
        submit={t('boBusinesses.search')}
        fields={[
          {
            type: 'search',
            name: 'q',
            label: t('boBusinesses.searchLabel'),
            placeholder: t('boBusinesses.searchPlaceholder'),
          },
        ]}
      />
      <BoList
        list={list}
        query={businesses}
        rows={(data) => data.businesses}
        rowKey={(company) => company.id}
        label={t('boBusinesses.title')}
        error={t('boBusinesses.loadError')}
        empty={{ title: t('boBusinesses.empty'), hint: t('boBusinesses.emptyHint') }}
        total={(count) => t('boBusinesses.total', { count })}
        pager={t('boBusinesses.pager')}
        columns={[
          {
            label: t('boBusinesses.colName'),
            cell: (company) => (
              <>
                <strong>{company.name}</strong>
                <br />
                {company.email}
              </>
            ),
          },
          { label: t('boBusinesses.colIco'), cell: (company) => company.ico ?? t('boBusinesses.noIco') },
          {
            label: t('boBusinesses.colSeats'),
            cell: (company) =>
              t('boBusinesses.seats', { used: company.seatsUsed, invited: company.seatsInvited }),
          },
          {
            label: t('boBusinesses.colInvoices'),
            cell: (company) => (
              <>
                {t('boBusinesses.invoices', { n: company.invoicesCount })}
                {company.unpaidTotal > 0 && (
                  <>
                    <br />
                    <strong>{t('boBusinesses.unpaid', { amount: formatCzk(company.unpaidTotal) })}</strong>
                  </>
                )}
              </>
            ),
          },
          {
            label: t('boBusinesses.colCreated'),
            cell: (company) => dateOnly.format(new Date(company.createdAt)),
          },
        ]}
        action={{
          label: t('boBusinesses.colInvoices'),
          cell: (company) => {
            const isOpen = company.id === openId;
            return (
              <Button
                variant="secondary"
                className="button--small"
                aria-expanded={isOpen}
                aria-controls={isOpen ? `bo-business-invoices-${company.id}` : undefined}
                aria-label={t(isOpen ? 'boBusinesses.hideInvoicesOf' : 'boBusinesses.showInvoicesOf', {
                  name: company.name,
                })}
                onClick={() => list.update({ company: isOpen ? undefined : company.id })}
              >
                {t(isOpen ? 'boBusinesses.hideInvoices' : 'boBusinesses.showInvoices')}
              </Button>
            );
          },
        }}
      />
      {open && <BusinessInvoices key={open.id} company={open} now={new Date()} />}
    </AreaPage>
  );
}
