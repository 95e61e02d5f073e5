import { DASHBOARD_WINDOWS, type DashboardResponse, type DashboardWindow } from '@champions/contract';
import { PAGES } from '@champions/domain';
import { Link, useSearchParams } from 'react-router';
import { type MessageKey, t } from '../../shared/i18n/index.ts';
import { formatCzk } from '../../shared/i18n/money.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { dateTime, ListState } from './BoUi.tsx';
import { DayChart, dayLabel } from './DayChart.tsx';
import { useDashboard } from './dashboardQueries.ts';
import { emailWithBreak } from './emailBreak.tsx';
import './backoffice.css';
import './dashboard.css';
import { locale } from '../../shared/i18n/language.ts';

const number = new Intl.NumberFormat(locale());
const count = (value: number) => number.format(value);
const WINDOW_LABEL: Record<DashboardWindow, MessageKey> = {
  30: 'boDashboard.window30',
  90: 'boDashboard.window90',
};

/** /superadmin/dashboard: entries, revenue and new customers per day, plans, and what waits (SPEC 2). */
export function DashboardPage() {
  const [params, setParams] = useSearchParams();
  const days: DashboardWindow = params.get('days') === '90' ? 90 : 30;
  const dashboard = useDashboard(days);
  const data = dashboard.data;
  return (
    <AreaPage title={t('boDashboard.title')} lead={t('boDashboard.lead')}>
      <div className="bo-dashboard__toolbar">
        <fieldset className="bo-segmented">
          <legend className="bo-segmented__legend">{t('boDashboard.windowLabel')}</legend>
          {DASHBOARD_WINDOWS.map((value) => (
            <button
              key={value}
              type="button"
              className="bo-segmented__option"
              aria-pressed={value === days}
              onClick={() => setParams(value === 30 ? {} : { days: String(value) })}
            >
              {t(WINDOW_LABEL[value])}
            </button>
          ))}
        </fieldset>
        {data && (
          <p className="bo-dashboard__range">
            {t('boDashboard.range', { from: dayLabel(data.from, true), to: dayLabel(data.to, true) })}
          </p>
        )}
      </div>
      <ListState
        isPending={dashboard.isPending}
        isError={dashboard.isError}
        error={t('boDashboard.loadError')}
        retry={() => void dashboard.refetch()}
      />
      {data && (
        <div className="bo-dashboard" aria-busy={dashboard.isFetching || undefined}>
          <Tiles data={data} />
          <div className="bo-dashboard__charts">
            <DayChart series={data.series} metric="entries" format={count} />
            <DayChart series={data.series} metric="revenue" format={formatCzk} />
            <DayChart series={data.series} metric="newUsers" format={count} />
          </div>
          <Subscriptions data={data} />
          <FailedPayments data={data} />
        </div>
      )}
    </AreaPage>
  );
}

function Tiles({ data }: { data: DashboardResponse }) {
  const open = data.openRequests.new + data.openRequests.inProgress;
  const tiles: { label: MessageKey; value: string; detail?: string; to?: string; anchor?: string }[] = [
    { label: 'boDashboard.tileEntries', value: count(data.totals.entries) },
    {
      label: 'boDashboard.tileRevenue',
      value: formatCzk(data.totals.revenue),
      detail: t('boDashboard.tileRevenueDetail'),
    },
    { label: 'boDashboard.tileNewUsers', value: count(data.totals.newUsers) },
    { label: 'boDashboard.tileSubscriptions', value: count(data.subscriptions.active) },
    {
      label: 'boDashboard.tilePayouts',
      value: formatCzk(data.payoutsDue.amount),
      detail: t('boDashboard.tilePayoutsDetail', { n: data.payoutsDue.count }),
      to: PAGES.superadmin.payouts,
    },
    {
      label: 'boDashboard.tileRequests',
      value: count(open),
      detail: t('boDashboard.tileRequestsDetail', data.openRequests),
      to: PAGES.superadmin.requests,
    },
    {
      label: 'boDashboard.tilePendingPartners',
      value: count(data.pendingPartners),
      detail: t('boDashboard.tilePendingPartnersDetail', { n: data.pendingPartners }),
      to: `${PAGES.superadmin.requests}?kind=partner`,
    },
    { label: 'boDashboard.tileFailed', value: count(data.failedPayments24h), anchor: FAILED_ID },
  ];
  return (
    <section aria-label={t('boDashboard.tilesLabel')}>
      <ul className="area-stats bo-tiles">
        {tiles.map((tile) => (
          <li className="area-stat" key={tile.label}>
            <p className="area-stat__label">
              {tile.to ? (
                <Link to={tile.to}>{t(tile.label)}</Link>
              ) : tile.anchor ? (
                <a href={`#${tile.anchor}`}>{t(tile.label)}</a>
              ) : (
                t(tile.label)
              )}
            </p>
            <p className="area-stat__value">{tile.value}</p>
            {tile.detail && <p className="bo-tiles__detail">{tile.detail}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}

const FAILED_ID = 'bo-failed-payments';

/** The failed card payments of the last 24 hours (the tile's list), each with a link to its payer. */
function FailedPayments({ data }: { data: DashboardResponse }) {
  const rows = data.failedPayments;
  return (
    <section className="area-card" id={FAILED_ID} tabIndex={-1} aria-labelledby={`${FAILED_ID}-title`}>
      <h2 id={`${FAILED_ID}-title`} className="bo-chart__title">
        {t('boDashboard.failedTitle')}
      </h2>
      {rows.length === 0 ? (
        <p className="bo-chart__empty">{t('boDashboard.failedEmpty')}</p>
      ) : (
        <>
          <DataTable
            rows={rows}
            rowKey={(row) => row.id}
            columns={[
              {
                label: t('boDashboard.colWhen'),
                cell: (row) => (
                  <time className="bo-nowrap" dateTime={row.at}>
                    {dateTime.format(new Date(row.at))}
                  </time>
                ),
              },
              {
                label: t('boDashboard.colCustomer'),
                cell: (row) => (
                  <Link to={PAGES.superadmin.user(row.userId)}>{emailWithBreak(row.userEmail)}</Link>
                ),
              },
              { label: t('boDashboard.colWhat'), cell: (row) => row.description },
              { label: t('boDashboard.colAmount'), numeric: true, cell: (row) => formatCzk(row.amount) },
              { label: t('boDashboard.colError'), cell: (row) => row.error },
            ]}
          />
          {data.failedPayments24h > rows.length && (
            <p>{t('boDashboard.failedMore', { shown: rows.length, total: data.failedPayments24h })}</p>
          )}
        </>
      )}
    </section>
  );
}

function Subscriptions({ data }: { data: DashboardResponse }) {
  const { byType, byArea, active: total } = data.subscriptions;
  return (
    <section className="area-card bo-subscriptions" aria-labelledby="bo-subscriptions-title">
      <h2 id="bo-subscriptions-title" className="bo-chart__title">
        {t('boDashboard.subscriptionsTitle')}
      </h2>
      {total === 0 ? (
        <p className="bo-chart__empty">{t('boDashboard.subscriptionsEmpty')}</p>
      ) : (
        <div className="bo-subscriptions__tables">
          <CountTable
            caption={t('boDashboard.subscriptionsByType')}
            head={t('boDashboard.colType')}
            total={total}
            rows={byType.map((row) => ({
              key: row.type,
              label: t(`boDashboard.type_${row.type}` as MessageKey),
              count: row.count,
            }))}
          />
          <CountTable
            caption={t('boDashboard.subscriptionsByArea')}
            head={t('boDashboard.colArea')}
            total={total}
            rows={byArea.map((row) => ({
              key: row.areaId ?? 'all',
              label: row.areaName ?? t('boDashboard.areaAll'),
              count: row.count,
            }))}
          />
        </div>
      )}
    </section>
  );
}

/** A small table of counts with a bar beside each (the bar is decoration: the number is the text). */
function CountTable({
  caption,
  head,
  rows,
  total,
}: {
  caption: string;
  head: string;
  rows: { key: string; label: string; count: number }[];
  total: number;
}) {
  return (
    <table className="bo-count-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{head}</th>
          <th scope="col" className="is-numeric">
            {t('boDashboard.colCount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">
              {row.label}
              <span className="bo-count-table__bar" aria-hidden="true">
                <span style={{ width: `${total ? (row.count / total) * 100 : 0}%` }} />
              </span>
            </th>
            <td className="is-numeric">{count(row.count)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
