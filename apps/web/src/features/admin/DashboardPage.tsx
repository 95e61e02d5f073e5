import type { InsightsResponse, InsightsTable } from '@champions/contract';
import { pragueDayKey } from '@champions/domain';
import { type ReactNode, useId } from 'react';
import { useSearchParams } from 'react-router';
import { useBlobDownload } from '../../shared/hooks/useBlobDownload.ts';
import { type MessageKey, t } from '../../shared/i18n/index.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { Button, FormError, TextField } from '../../shared/ui/forms.tsx';
import { type InsightsFilter, insightsCsvFile, useInsights } from './insightsQueries.ts';
import { czk, QueryState, SelectField } from './ManageUi.tsx';
import './manage.css';
import './insights.css';
import { locale } from '../../shared/i18n/language.ts';

type Data = InsightsResponse;
type Slot = Data['topSlots'][number];

const number = new Intl.NumberFormat(locale());
const percentFormat = new Intl.NumberFormat(locale(), { style: 'percent', maximumFractionDigits: 1 });
/** a share 0–1 as "45,8 %", or a dash when nothing was offered */
export const percent = (rate: number | null) =>
  rate === null ? t('insights.noValue') : percentFormat.format(rate);
const dateTime = new Intl.DateTimeFormat(locale(), {
  timeZone: 'Europe/Prague',
  weekday: 'short',
  day: 'numeric',
  month: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const date = new Intl.DateTimeFormat(locale(), { timeZone: 'Europe/Prague', dateStyle: 'medium' });
const weekday = (day: number, long = false) =>
  t(`insights.${long ? 'weekdayLong' : 'weekday'}${day}` as MessageKey);

/** The current Prague month: its first and last day. */
export function currentMonth(now = new Date()): { from: string; to: string } {
  const today = pragueDayKey(now);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${today.slice(0, 7)}-01`, to: `${today.slice(0, 7)}-${String(lastDay).padStart(2, '0')}` };
}

const isDate = (value: string | null): value is string => Boolean(value && /^\d{4}-\d{2}-\d{2}$/.test(value));

/**
 * /admin/dashboard "Přehled": for a period (the current Prague month unless the address says
 * otherwise) and one venue or all, the fill rates, the capacity share, no-shows, customers, money,
 * ratings and the best and worst slots, each chart with its table and CSV (docs/business-rules.md).
 */
export function DashboardPage() {
  const [params, setParams] = useSearchParams();
  const month = currentMonth();
  const filter: InsightsFilter = {
    from: isDate(params.get('from')) ? (params.get('from') as string) : month.from,
    to: isDate(params.get('to')) ? (params.get('to') as string) : month.to,
    venueId: params.get('venue') ?? '',
  };
  const insights = useInsights(filter);
  const data = insights.data;
  const change = (next: Partial<InsightsFilter>) => {
    const merged = { ...filter, ...next };
    const search: Record<string, string> = { from: merged.from, to: merged.to };
    if (merged.venueId) search.venue = merged.venueId;
    setParams(search, { replace: true });
  };
  return (
    <AreaPage title={t('insights.title')} lead={t('insights.lead')}>
      <section className="area-card" aria-labelledby="insights-filter-title">
        <h2 id="insights-filter-title" className="area-card__title">
          {t('insights.filterTitle')}
        </h2>
        <div className="manage-grid manage-grid--4">
          <TextField
            name="from"
            type="date"
            label={t('insights.from')}
            value={filter.from}
            max={filter.to}
            onChange={(event) => {
              const from = event.currentTarget.value;
              if (from) change({ from });
            }}
          />
          <TextField
            name="to"
            type="date"
            label={t('insights.to')}
            value={filter.to}
            min={filter.from}
            onChange={(event) => {
              const to = event.currentTarget.value;
              if (to) change({ to });
            }}
          />
          <SelectField
            name="venue"
            label={t('insights.venue')}
            value={filter.venueId}
            onChange={(event) => change({ venueId: event.currentTarget.value })}
          >
            <option value="">{t('insights.allVenues')}</option>
            {(data?.venues ?? []).map((venue) => (
              <option key={venue.id} value={venue.id}>
                {venue.name}
              </option>
            ))}
          </SelectField>
        </div>
      </section>
      <QueryState
        isPending={insights.isPending}
        isError={insights.isError}
        retry={() => insights.refetch()}
      />
      {data && (
        <div className="insights" aria-busy={insights.isFetching || undefined}>
          <Tiles data={data} />
          {data.fill.slots === 0 && <p className="area-card insights-empty">{t('insights.empty')}</p>}
          <Activities data={data} filter={filter} />
          <Heatmap data={data} filter={filter} />
          <div className="insights-pair">
            <Attendance data={data} filter={filter} />
            <Customers data={data} filter={filter} />
          </div>
          <Money data={data} filter={filter} />
          <Slots data={data} filter={filter} />
          <Reviews data={data} filter={filter} />
        </div>
      )}
    </AreaPage>
  );
}

function Tiles({ data }: { data: Data }) {
  const { fill, attendance, customers, money, rating } = data;
  const visitors = customers.newCustomers + customers.returning;
  const tiles: { key: string; label: MessageKey; value: string; detail: string }[] = [
    {
      key: 'fill',
      label: 'insights.tileFill',
      value: percent(fill.fillRate),
      detail: t('insights.tileFillDetail', {
        booked: number.format(fill.booked),
        offered: number.format(fill.offered),
        n: fill.offered,
      }),
    },
    {
      key: 'champions',
      label: 'insights.tileChampions',
      value: percent(fill.championsRate),
      detail: t('insights.tileChampionsDetail', {
        booked: number.format(fill.booked),
        offered: number.format(fill.championsOffered),
        n: fill.championsOffered,
      }),
    },
    {
      key: 'noShows',
      label: 'insights.tileNoShows',
      value: number.format(attendance.noShows),
      detail: t('insights.tileNoShowsDetail', { n: attendance.ended }),
    },
    {
      key: 'returning',
      label: 'insights.tileReturning',
      value: percent(visitors > 0 ? customers.returning / visitors : null),
      detail: t('insights.tileReturningDetail', {
        returning: customers.returning,
        fresh: customers.newCustomers,
      }),
    },
    {
      key: 'earnings',
      label: 'insights.tileEarnings',
      value: czk(money.earnings),
      detail: t('insights.tileEarningsDetail', { n: money.entries }),
    },
    {
      key: 'forecast',
      label: 'insights.tileForecast',
      value: czk(money.forecast),
      detail: t('insights.tileForecastDetail'),
    },
    {
      key: 'rating',
      label: 'insights.tileRating',
      value: rating.average === null ? t('insights.noValue') : rating.average.toFixed(1).replace('.', ','),
      detail: t('insights.tileRatingDetail', { n: rating.count }),
    },
  ];
  return (
    <section aria-label={t('insights.summary')}>
      <ul className="insights-tiles">
        {tiles.map((tile) => (
          <li className="manage-stat" key={tile.key} data-testid={`insights-tile-${tile.key}`}>
            <p className="manage-stat__label">{t(tile.label)}</p>
            <p className="manage-stat__value">{tile.value}</p>
            <p className="insights-tiles__detail">{tile.detail}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A card with a title, its chart, the table behind it and the table's CSV. */
function Section({
  title,
  table,
  filter,
  lead,
  children,
}: {
  title: string;
  table: InsightsTable;
  filter: InsightsFilter;
  lead?: string;
  children: ReactNode;
}) {
  const id = useId();
  const csv = useBlobDownload();
  return (
    <section className="area-card insights-section" aria-labelledby={id}>
      <div className="insights-section__head">
        <h2 id={id} className="area-card__title">
          {title}
        </h2>
        <Button
          variant="secondary"
          loading={csv.pending}
          aria-label={t('insights.csvOf', { table: title })}
          onClick={() => csv.save(insightsCsvFile(filter, table))}
        >
          {t('insights.csv')}
        </Button>
      </div>
      {lead && <p className="field__hint">{lead}</p>}
      <FormError message={csv.error} />
      {children}
    </section>
  );
}

/** The table behind a chart, folded away until asked for. */
function Behind({ children }: { children: ReactNode }) {
  return (
    <details className="manage-details">
      <summary>{t('insights.tableToggle')}</summary>
      {children}
    </details>
  );
}

function Bar({ rate }: { rate: number | null }) {
  return (
    <span className="insights-bar" aria-hidden="true">
      <span className="insights-bar__fill" style={{ width: `${Math.round((rate ?? 0) * 100)}%` }} />
    </span>
  );
}

function Activities({ data, filter }: { data: Data; filter: InsightsFilter }) {
  const rows = data.byActivity;
  return (
    <Section title={t('insights.activitiesTitle')} table="activities" filter={filter}>
      {rows.length === 0 ? (
        <p>{t('insights.activitiesEmpty')}</p>
      ) : (
        <>
          <ul className="insights-bars">
            {rows.map((row) => (
              <li key={row.activityId}>
                <span className="insights-bars__label">
                  {row.activityName}
                  {data.venues.length > 1 && !data.venueId && (
                    <span className="insights-bars__venue"> · {row.venueName}</span>
                  )}
                </span>
                <Bar rate={row.fillRate} />
                <span className="insights-bars__value">{percent(row.fillRate)}</span>
              </li>
            ))}
          </ul>
          <Behind>
            <DataTable
              rows={rows}
              rowKey={(row) => row.activityId}
              columns={[
                { label: t('insights.colActivity'), cell: (row) => row.activityName },
                { label: t('insights.colVenue'), cell: (row) => row.venueName },
                { label: t('insights.colSlots'), cell: (row) => row.slots, numeric: true },
                { label: t('insights.colOffered'), cell: (row) => row.offered, numeric: true },
                { label: t('insights.colBooked'), cell: (row) => row.booked, numeric: true },
                { label: t('insights.colFill'), cell: (row) => percent(row.fillRate), numeric: true },
                {
                  label: t('insights.colChampionsOffered'),
                  cell: (row) => row.championsOffered,
                  numeric: true,
                },
                {
                  label: t('insights.colChampionsRate'),
                  cell: (row) => percent(row.championsRate),
                  numeric: true,
                },
              ]}
            />
          </Behind>
        </>
      )}
    </Section>
  );
}

const heatLevel = (rate: number | null) =>
  rate === null ? 0 : Math.min(4, Math.floor(rate * 4) + (rate > 0 ? 1 : 0));

function Heatmap({ data, filter }: { data: Data; filter: InsightsFilter }) {
  const cells = new Map(data.heatmap.map((cell) => [`${cell.weekday}-${cell.hour}`, cell]));
  const hours = [...new Set(data.heatmap.map((cell) => cell.hour))].sort((a, b) => a - b);
  const days = [1, 2, 3, 4, 5, 6, 7];
  return (
    <Section
      title={t('insights.heatmapTitle')}
      table="heatmap"
      filter={filter}
      lead={t('insights.heatmapLead')}
    >
      {hours.length === 0 ? (
        <p>{t('insights.heatmapEmpty')}</p>
      ) : (
        <>
          <div className="insights-heatmap" aria-hidden="true">
            <span />
            {days.map((day) => (
              <span key={day} className="insights-heatmap__day">
                {weekday(day)}
              </span>
            ))}
            {hours.map((hour) => (
              <HeatRow key={hour} hour={hour} days={days} cells={cells} />
            ))}
          </div>
          <Behind>
            <DataTable
              rows={data.heatmap}
              rowKey={(cell) => `${cell.weekday}-${cell.hour}`}
              columns={[
                { label: t('insights.colDay'), cell: (cell) => weekday(cell.weekday, true) },
                { label: t('insights.colHour'), cell: (cell) => t('insights.hour', { hour: cell.hour }) },
                { label: t('insights.colOffered'), cell: (cell) => cell.offered, numeric: true },
                { label: t('insights.colBooked'), cell: (cell) => cell.booked, numeric: true },
                { label: t('insights.colFill'), cell: (cell) => percent(cell.fillRate), numeric: true },
              ]}
            />
          </Behind>
        </>
      )}
    </Section>
  );
}

function HeatRow({
  hour,
  days,
  cells,
}: {
  hour: number;
  days: number[];
  cells: Map<string, Data['heatmap'][number]>;
}) {
  return (
    <>
      <span className="insights-heatmap__hour">{t('insights.hour', { hour })}</span>
      {days.map((day) => {
        const cell = cells.get(`${day}-${hour}`);
        if (!cell) return <span key={day} className="insights-heatmap__cell insights-heatmap__cell--none" />;
        return (
          <span
            key={day}
            className={`insights-heatmap__cell insights-heat--${heatLevel(cell.fillRate)}`}
            title={t('insights.cellLabel', {
              day: weekday(day, true),
              hour: t('insights.hour', { hour }),
              fill: percent(cell.fillRate),
            })}
          >
            {cell.fillRate === null ? '' : Math.round(cell.fillRate * 100)}
          </span>
        );
      })}
    </>
  );
}

/** A table of named figures (one row per figure). */
function FigureTable({ rows }: { rows: { key: string; label: string; value: string }[] }) {
  return (
    <DataTable
      rows={rows}
      rowKey={(row) => row.key}
      columns={[
        { label: t('insights.colFigure'), cell: (row) => row.label },
        { label: t('insights.colValue'), cell: (row) => row.value, numeric: true },
      ]}
    />
  );
}

function Attendance({ data, filter }: { data: Data; filter: InsightsFilter }) {
  const a = data.attendance;
  return (
    <Section title={t('insights.attendanceTitle')} table="attendance" filter={filter}>
      <FigureTable
        rows={[
          { key: 'noShows', label: t('insights.noShows'), value: number.format(a.noShows) },
          { key: 'ended', label: t('insights.ended'), value: number.format(a.ended) },
          { key: 'lateCancels', label: t('insights.lateCancels'), value: number.format(a.lateCancels) },
          { key: 'resold', label: t('insights.resold'), value: number.format(a.resold) },
          { key: 'recovered', label: t('insights.recovered'), value: czk(a.recovered) },
        ]}
      />
    </Section>
  );
}

function Customers({ data, filter }: { data: Data; filter: InsightsFilter }) {
  const c = data.customers;
  const visitors = c.newCustomers + c.returning;
  return (
    <Section title={t('insights.customersTitle')} table="customers" filter={filter}>
      {visitors > 0 && (
        <div className="insights-split" aria-hidden="true">
          <span className="insights-split__new" style={{ flexGrow: c.newCustomers }} />
          <span className="insights-split__returning" style={{ flexGrow: c.returning }} />
        </div>
      )}
      <FigureTable
        rows={[
          { key: 'new', label: t('insights.newCustomers'), value: number.format(c.newCustomers) },
          { key: 'returning', label: t('insights.returning'), value: number.format(c.returning) },
          { key: 'cameBack', label: t('insights.newCameBack'), value: number.format(c.newCameBack) },
        ]}
      />
    </Section>
  );
}

function Money({ data, filter }: { data: Data; filter: InsightsFilter }) {
  const m = data.money;
  return (
    <Section title={t('insights.moneyTitle')} table="money" filter={filter} lead={t('insights.moneyNote')}>
      <FigureTable
        rows={[
          { key: 'entries', label: t('insights.entries'), value: number.format(m.entries) },
          { key: 'earnings', label: t('insights.earnings'), value: czk(m.earnings) },
          { key: 'booked', label: t('insights.booked'), value: czk(m.booked) },
          { key: 'forecast', label: t('insights.forecast'), value: czk(m.forecast) },
        ]}
      />
    </Section>
  );
}

function SlotTable({ title, rows }: { title: string; rows: readonly Slot[] }) {
  return (
    <div className="insights-slots">
      <h3 className="insights-slots__title">{title}</h3>
      {rows.length === 0 ? (
        <p>{t('insights.slotsEmpty')}</p>
      ) : (
        <DataTable
          rows={rows}
          rowKey={(row) => row.slotId}
          columns={[
            { label: t('insights.colActivity'), cell: (row) => row.activityName },
            {
              label: t('insights.colStart'),
              cell: (row) => <time dateTime={row.startsAt}>{dateTime.format(new Date(row.startsAt))}</time>,
            },
            {
              label: t('insights.colBooked'),
              cell: (row) => `${row.booked} / ${row.capacity}`,
              numeric: true,
            },
            { label: t('insights.colFill'), cell: (row) => percent(row.fillRate), numeric: true },
          ]}
        />
      )}
    </div>
  );
}

function Slots({ data, filter }: { data: Data; filter: InsightsFilter }) {
  return (
    <Section title={t('insights.slotsTitle')} table="slots" filter={filter}>
      <div className="insights-pair insights-pair--flat">
        <SlotTable title={t('insights.topTitle')} rows={data.topSlots} />
        <SlotTable title={t('insights.bottomTitle')} rows={data.bottomSlots} />
      </div>
    </Section>
  );
}

function Reviews({ data, filter }: { data: Data; filter: InsightsFilter }) {
  const latest = data.rating.latest;
  return (
    <Section title={t('insights.reviewsTitle')} table="reviews" filter={filter}>
      {latest.length === 0 ? (
        <p>{t('insights.reviewsEmpty')}</p>
      ) : (
        <ul className="insights-reviews">
          {latest.map((review) => (
            <li key={review.id} className="insights-review">
              <p className="insights-review__head">
                <span className="insights-review__stars">
                  <span aria-hidden="true">
                    {'★'.repeat(review.rating)}
                    {'☆'.repeat(5 - review.rating)}
                  </span>
                  <span className="visually-hidden">{t('insights.stars', { n: review.rating })}</span>
                </span>{' '}
                {review.activityName} ·{' '}
                <time dateTime={review.createdAt}>{date.format(new Date(review.createdAt))}</time>
              </p>
              {review.text && <p>{review.text}</p>}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
