import { PAGES } from '@champions/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { useBlobDownload } from '../../shared/hooks/useBlobDownload.ts';
import { t } from '../../shared/i18n/index.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { Alert, Button, FormError, TextField } from '../../shared/ui/forms.tsx';
import { addDays, dateLabel, todayKey } from './calendarDates.ts';
import { EarningsChart } from './EarningsChart.tsx';
import { czk, QueryState, SelectField } from './ManageUi.tsx';
import { type EarningsFilter, earningsCsvFile, useEarnings } from './manageQueries.ts';
import { PartnerPayouts } from './PartnerPayouts.tsx';
import './manage.css';
import { locale } from '../../shared/i18n/language.ts';

const monthLabel = new Intl.DateTimeFormat(locale(), { timeZone: 'UTC', month: 'long', year: 'numeric' });
const shortMonth = new Intl.DateTimeFormat(locale(), { timeZone: 'UTC', month: 'numeric', year: 'numeric' });
const shortDay = new Intl.DateTimeFormat(locale(), { timeZone: 'UTC', day: 'numeric', month: 'numeric' });
const shortLabel = (period: string, groupBy: 'day' | 'month') =>
  groupBy === 'day'
    ? shortDay.format(new Date(`${period}T00:00:00Z`))
    : shortMonth.format(new Date(`${period}-01T00:00:00Z`));
const periodLabel = (period: string, groupBy: 'day' | 'month') =>
  groupBy === 'day' ? dateLabel(period) : monthLabel.format(new Date(`${period}-01T00:00:00Z`));

/** /admin/earnings: entries and earnings per day or month, per venue and activity, chart and CSV. */
export function EarningsPage() {
  const today = todayKey();
  const [filter, setFilter] = useState<EarningsFilter>({
    from: addDays(today, -29),
    to: today,
    groupBy: 'day',
  });
  const earnings = useEarnings(filter);
  const csv = useBlobDownload();
  const data = earnings.data;
  return (
    <AreaPage title={t('adminEarnings.title')} lead={t('adminEarnings.lead')}>
      <section className="area-card" aria-labelledby="earnings-filter-title">
        <h2 id="earnings-filter-title" className="area-card__title">
          {t('adminEarnings.filterTitle')}
        </h2>
        <div className="manage-grid manage-grid--4">
          <TextField
            name="from"
            type="date"
            label={t('adminEarnings.from')}
            value={filter.from}
            max={filter.to}
            onChange={(event) => {
              const from = event.currentTarget.value;
              if (from) setFilter((current) => ({ ...current, from }));
            }}
          />
          <TextField
            name="to"
            type="date"
            label={t('adminEarnings.to')}
            value={filter.to}
            min={filter.from}
            onChange={(event) => {
              const to = event.currentTarget.value;
              if (to) setFilter((current) => ({ ...current, to }));
            }}
          />
          <SelectField
            name="groupBy"
            label={t('adminEarnings.groupBy')}
            value={filter.groupBy}
            onChange={(event) => {
              const groupBy = event.currentTarget.value === 'month' ? 'month' : 'day';
              setFilter((current) => ({ ...current, groupBy }));
            }}
          >
            <option value="day">{t('adminEarnings.byDay')}</option>
            <option value="month">{t('adminEarnings.byMonth')}</option>
          </SelectField>
          <div className="manage-csv">
            <Button
              variant="secondary"
              loading={csv.pending}
              onClick={() => csv.save(earningsCsvFile(filter))}
            >
              {t('adminEarnings.csv')}
            </Button>
          </div>
        </div>
        <FormError message={csv.error} />
      </section>
      <QueryState
        isPending={earnings.isPending}
        isError={earnings.isError}
        retry={() => earnings.refetch()}
      />
      {data && (
        <>
          {data.bankAccountMissing && (
            <Alert tone="info" title={t('adminEarnings.noBankAccountTitle')}>
              <p>{t('adminEarnings.noBankAccount')}</p>
              <p>
                <Link to={PAGES.admin.settings}>{t('adminEarnings.noBankAccountLink')}</Link>
              </p>
            </Alert>
          )}
          <section className="manage-stats" aria-label={t('adminEarnings.summary')}>
            <Stat label={t('adminEarnings.totalEntries')} value={String(data.totals.entries)} />
            <Stat label={t('adminEarnings.totalEarnings')} value={czk(data.totals.earnings)} />
            <Stat label={t('adminEarnings.accrued')} value={czk(data.balance.accrued)} />
            <Stat label={t('adminEarnings.approved')} value={czk(data.balance.approved)} />
            <Stat label={t('adminEarnings.paid')} value={czk(data.balance.paid)} />
          </section>
          <p className="field__hint">
            {t(
              data.payoutFrequency === 'weekly'
                ? 'adminEarnings.payoutWeekly'
                : 'adminEarnings.payoutMonthly',
            )}
          </p>
          <section className="area-card" aria-labelledby="earnings-chart-title">
            <h2 id="earnings-chart-title" className="area-card__title">
              {t('adminEarnings.chartTitle')}
            </h2>
            <EarningsChart
              bars={data.periods.map((row) => ({
                ...row,
                label: periodLabel(row.period, data.groupBy),
                short: shortLabel(row.period, data.groupBy),
              }))}
            />
            <details className="manage-details">
              <summary>{t('adminEarnings.tableToggle')}</summary>
              <DataTable
                rows={data.periods}
                rowKey={(row) => row.period}
                columns={[
                  { label: t('adminEarnings.period'), cell: (row) => periodLabel(row.period, data.groupBy) },
                  { label: t('adminEarnings.entries'), cell: (row) => row.entries, numeric: true },
                  { label: t('adminEarnings.earnings'), cell: (row) => czk(row.earnings), numeric: true },
                ]}
              />
            </details>
          </section>
          <section className="area-card" aria-labelledby="earnings-venues-title">
            <h2 id="earnings-venues-title" className="area-card__title">
              {t('adminEarnings.byVenue')}
            </h2>
            {data.byVenue.length === 0 ? (
              <p>{t('adminEarnings.empty')}</p>
            ) : (
              <DataTable
                rows={data.byVenue}
                rowKey={(row) => row.id}
                columns={[
                  { label: t('adminEarnings.venue'), cell: (row) => row.name },
                  { label: t('adminEarnings.entries'), cell: (row) => row.entries, numeric: true },
                  { label: t('adminEarnings.earnings'), cell: (row) => czk(row.earnings), numeric: true },
                ]}
              />
            )}
          </section>
          <section className="area-card" aria-labelledby="earnings-activities-title">
            <h2 id="earnings-activities-title" className="area-card__title">
              {t('adminEarnings.byActivity')}
            </h2>
            {data.byActivity.length === 0 ? (
              <p>{t('adminEarnings.empty')}</p>
            ) : (
              <DataTable
                rows={data.byActivity}
                rowKey={(row) => row.id}
                columns={[
                  { label: t('adminEarnings.activity'), cell: (row) => row.name },
                  { label: t('adminEarnings.venue'), cell: (row) => row.venueName },
                  { label: t('adminEarnings.entries'), cell: (row) => row.entries, numeric: true },
                  { label: t('adminEarnings.earnings'), cell: (row) => czk(row.earnings), numeric: true },
                ]}
              />
            )}
          </section>
        </>
      )}
      <PartnerPayouts />
    </AreaPage>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="manage-stat">
      <p className="manage-stat__label">{label}</p>
      <p className="manage-stat__value">{value}</p>
    </div>
  );
}
