import { t } from '../../shared/i18n/index.ts';
import { locale } from '../../shared/i18n/language.ts';
import { formatCzk } from '../../shared/i18n/money.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { Alert } from '../../shared/ui/forms.tsx';
import { TodayEntries } from '../entries/index.ts';
import { useAdminData } from './queries.ts';

const dateTime = new Intl.DateTimeFormat(locale(), {
  day: 'numeric',
  month: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Prague',
});

/** /admin/enters-loading: this month's numbers and the latest scanned entries. */
export function EntersLoadingPage() {
  const { data, isPending, isError } = useAdminData();
  return (
    <AreaPage title={t('adminArea.entriesTitle')} lead={t('adminArea.entriesLead')}>
      {isPending && <p role="status">{t('form.loading')}</p>}
      {isError && <Alert tone="error">{t('adminArea.loadError')}</Alert>}
      {data && (
        <>
          <div className="area-stats">
            <Stat
              label={t('adminArea.entriesThisMonth')}
              value={String(data.computedData.entriesThisMonth)}
            />
            <Stat
              label={t('adminArea.earningsThisMonth')}
              value={formatCzk(data.computedData.earningsThisMonth)}
            />
            <Stat label={t('adminArea.venueCount')} value={String(data.computedData.venueCount)} />
            <Stat label={t('adminArea.activityCount')} value={String(data.computedData.activityCount)} />
          </div>
          <TodayEntries area="admin" picker />
          <section className="area-card" aria-labelledby="scans-title">
            <h2 id="scans-title" className="area-card__title">
              {t('adminArea.recentScans')}
            </h2>
            {data.recentScans.length === 0 ? (
              <div className="empty-state">
                <p className="empty-state__title">{t('adminArea.noScans')}</p>
                <p>{t('adminArea.noScansHint')}</p>
              </div>
            ) : (
              <DataTable
                rows={data.recentScans}
                rowKey={(scan) => scan.id}
                columns={[
                  {
                    label: t('adminArea.scanTime'),
                    cell: (scan) => dateTime.format(new Date(scan.scannedAt)),
                  },
                  { label: t('adminArea.scanUser'), cell: (scan) => scan.userName },
                  { label: t('adminArea.scanActivity'), cell: (scan) => scan.activityName },
                  { label: t('adminArea.scanVenue'), cell: (scan) => scan.venueName },
                  {
                    label: t('adminArea.scanEarning'),
                    cell: (scan) => formatCzk(scan.partnerEarning),
                    numeric: true,
                  },
                ]}
              />
            )}
          </section>
        </>
      )}
    </AreaPage>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="area-stat">
      <p className="area-stat__label">{label}</p>
      <p className="area-stat__value">{value}</p>
    </div>
  );
}
