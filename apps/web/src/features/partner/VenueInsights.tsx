import { useBlobDownload } from '../../shared/hooks/useBlobDownload.ts';
import { t } from '../../shared/i18n/index.ts';
import { locale } from '../../shared/i18n/language.ts';
import { formatCzk } from '../../shared/i18n/money.ts';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { Button, FormError } from '../../shared/ui/forms.tsx';
import { QueryState } from './PartnerUi.tsx';
import { insightsCsvFile, useOrganisationInsights } from './queries.ts';

const percentFormat = new Intl.NumberFormat(locale(), { style: 'percent', maximumFractionDigits: 1 });
const percent = (rate: number | null) => (rate === null ? t('insights.noValue') : percentFormat.format(rate));

/**
 * The organisation's venues side by side with the figures of the partner's dashboard "Přehled"
 * (fill rate, capacity share, no-shows, customers, money, rating) for the chosen month, and its CSV.
 */
export function VenueInsights({ month }: { month: string }) {
  const insights = useOrganisationInsights(month);
  const csv = useBlobDownload();
  const rows = insights.data?.venues ?? [];
  return (
    <section className="area-card" aria-labelledby="org-insights-title">
      <div className="org-insights__head">
        <h2 id="org-insights-title" className="area-card__title">
          {t('insights.orgTitle')}
        </h2>
        <Button
          variant="secondary"
          loading={csv.pending}
          aria-label={t('insights.csvOf', { table: t('insights.orgTitle') })}
          onClick={() => csv.save(insightsCsvFile(month))}
        >
          {t('insights.csv')}
        </Button>
      </div>
      <p className="field__hint">{t('insights.orgLead')}</p>
      <FormError message={csv.error} />
      <QueryState
        isPending={insights.isPending}
        isError={insights.isError}
        retry={() => insights.refetch()}
      />
      {insights.data && rows.length === 0 && <p className="empty-state">{t('insights.orgEmpty')}</p>}
      {rows.length > 0 && (
        <DataTable
          rows={rows}
          rowKey={(row) => row.venueId}
          columns={[
            { label: t('insights.colVenue'), cell: (row) => row.venueName },
            { label: t('insights.colAccount'), cell: (row) => row.adminName },
            { label: t('insights.colFill'), cell: (row) => percent(row.fillRate), numeric: true },
            {
              label: t('insights.colChampionsRate'),
              cell: (row) => percent(row.championsRate),
              numeric: true,
            },
            { label: t('insights.colNoShows'), cell: (row) => row.noShows, numeric: true },
            { label: t('insights.colLateCancels'), cell: (row) => row.lateCancels, numeric: true },
            { label: t('insights.colNew'), cell: (row) => row.newCustomers, numeric: true },
            { label: t('insights.colReturning'), cell: (row) => row.returning, numeric: true },
            { label: t('insights.colEarnings'), cell: (row) => formatCzk(row.earnings), numeric: true },
            { label: t('insights.colForecast'), cell: (row) => formatCzk(row.forecast), numeric: true },
            {
              label: t('insights.colReviews'),
              cell: (row) =>
                row.rating === null
                  ? t('insights.noValue')
                  : `${row.rating.toFixed(1).replace('.', ',')} (${row.reviews})`,
              numeric: true,
            },
          ]}
        />
      )}
    </section>
  );
}
