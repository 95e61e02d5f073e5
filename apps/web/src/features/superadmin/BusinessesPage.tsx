import { useSearchParams } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { formatCzk } from '../../shared/i18n/money.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { Button, TextField } from '../../shared/ui/forms.tsx';
import { Pager } from '../../shared/ui/Pager.tsx';
import { dateOnly, ListState } from './BoUi.tsx';
import { BusinessInvoices } from './BusinessInvoices.tsx';
import { useBusinesses } from './businessQueries.ts';
import './backoffice.css';

/**
 * /superadmin/business: the companies of the corporate plan, searched (name, IČO, e-mail) and paged on
 * the server; one company's invoices open below the list (`?company=<id>`, so a link restores it).
 */
export function BusinessesPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const openId = params.get('company') ?? '';
  const businesses = useBusinesses({ ...(q ? { q } : {}), page });
  const update = (next: Record<string, string | undefined>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged);
  };
  const data = businesses.data;
  const open = data?.businesses.find((company) => company.id === openId);
  return (
    <AreaPage title={t('boBusinesses.title')} lead={t('boBusinesses.lead')}>
      <form
        className="area-card bo-filters"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          update({ q: String(form.get('q') ?? '').trim() || undefined, page: undefined, company: undefined });
        }}
      >
        <TextField
          name="q"
          type="search"
          label={t('boBusinesses.searchLabel')}
          placeholder={t('boBusinesses.searchPlaceholder')}
          defaultValue={q}
          key={`q-${q}`}
          maxLength={100}
        />
        <Button type="submit">{t('boBusinesses.search')}</Button>
      </form>
      <ListState
        isPending={businesses.isPending}
        isError={businesses.isError}
        error={t('boBusinesses.loadError')}
        retry={() => void businesses.refetch()}
      />
      {data && data.businesses.length === 0 && (
        <div className="empty-state">
          <p className="empty-state__title">{t('boBusinesses.empty')}</p>
          <p>{t('boBusinesses.emptyHint')}</p>
        </div>
      )}
      {data && data.businesses.length > 0 && (
        <div className="area-card" aria-busy={businesses.isFetching || undefined}>
          <p role="status">{t('boBusinesses.total', { count: data.pagination.total })}</p>
          <DataTable
            rows={data.businesses}
            rowKey={(company) => company.id}
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
                        <strong>
                          {t('boBusinesses.unpaid', { amount: formatCzk(company.unpaidTotal) })}
                        </strong>
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
                    onClick={() => update({ company: isOpen ? undefined : company.id })}
                  >
                    {t(isOpen ? 'boBusinesses.hideInvoices' : 'boBusinesses.showInvoices')}
                  </Button>
                );
              },
            }}
          />
          <Pager
            label={t('boBusinesses.pager')}
            page={data.pagination.page}
            totalPages={data.pagination.totalPages}
            onPage={(next) => update({ page: String(next), company: undefined })}
          />
        </div>
      )}
      {open && <BusinessInvoices key={open.id} company={open} now={new Date()} />}
    </AreaPage>
  );
}
