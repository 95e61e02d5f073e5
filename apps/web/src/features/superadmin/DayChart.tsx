import type { DashboardDay } from '@champions/contract';
import { useId } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { type MessageKey, t } from '../../shared/i18n/index.ts';
import { locale } from '../../shared/i18n/language.ts';

type Series = 'entries' | 'revenue' | 'newUsers';

const dayMonth = new Intl.DateTimeFormat(locale(), { day: 'numeric', month: 'numeric', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat(locale(), { dateStyle: 'medium', timeZone: 'UTC' });
/** a Prague calendar day ('2026-11-23') as Czech text; the date is a calendar date, read in UTC */
export const dayLabel = (day: string, long = false) =>
  (long ? longDay : dayMonth).format(new Date(`${day}T00:00:00Z`));

const TITLE: Record<Series, MessageKey> = {
  entries: 'boDashboard.chartEntries',
  revenue: 'boDashboard.chartRevenue',
  newUsers: 'boDashboard.chartNewUsers',
};
const NAME: Record<Series, MessageKey> = {
  entries: 'boDashboard.seriesEntries',
  revenue: 'boDashboard.seriesRevenue',
  newUsers: 'boDashboard.seriesNewUsers',
};
const SUMMARY: Record<Series, MessageKey> = {
  entries: 'boDashboard.summaryEntries',
  revenue: 'boDashboard.summaryRevenue',
  newUsers: 'boDashboard.summaryNewUsers',
};

/**
 * One per-day series as a bar chart (recharts, sized by its container, so it fits a 390 px phone).
 * The picture is hidden from screen readers: they get a summary sentence and a visually hidden table
 * of every day's value instead.
 */
export function DayChart({
  series,
  metric,
  format,
}: {
  series: readonly DashboardDay[];
  metric: Series;
  format: (value: number) => string;
}) {
  const titleId = useId();
  const total = series.reduce((sum, day) => sum + day[metric], 0);
  const best = series.reduce<DashboardDay | undefined>(
    (top, day) => (!top || day[metric] > top[metric] ? day : top),
    undefined,
  );
  const summary =
    total === 0 || !best
      ? t('boDashboard.summaryNone', { days: series.length })
      : t(SUMMARY[metric], {
          days: series.length,
          n: total,
          total: format(total),
          max: format(best[metric]),
          maxDay: dayLabel(best.day, true),
        });
  const data = series.map((day) => ({ day: day.day, value: day[metric] }));
  return (
    <figure className="area-card bo-chart" aria-labelledby={titleId}>
      <figcaption id={titleId} className="bo-chart__title">
        {t(TITLE[metric])}
      </figcaption>
      {total === 0 ? (
        <p className="bo-chart__empty">{summary}</p>
      ) : (
        <>
          <p className="bo-chart__summary">{summary}</p>
          <div className="bo-chart__plot" aria-hidden="true">
            <ResponsiveContainer width="100%" height="100%">
              <BarChart
                data={data}
                margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
                accessibilityLayer={false}
              >
                <CartesianGrid vertical={false} stroke="var(--color-border)" />
                <XAxis
                  dataKey="day"
                  tickFormatter={(day: string) => dayLabel(day)}
                  minTickGap={16}
                  tick={{ fontSize: 12, fill: 'var(--color-muted)' }}
                />
                <YAxis
                  allowDecimals={false}
                  width={metric === 'revenue' ? 72 : 36}
                  tickFormatter={(value: number) => format(value)}
                  tick={{ fontSize: 12, fill: 'var(--color-muted)' }}
                />
                <Tooltip
                  labelFormatter={(day) => dayLabel(String(day), true)}
                  formatter={(value) => [format(Number(value)), t(NAME[metric])]}
                />
                <Bar dataKey="value" name={t(NAME[metric])} fill="var(--color-brand)" radius={[3, 3, 0, 0]} />
              </BarChart>
            </ResponsiveContainer>
          </div>
        </>
      )}
      {/* a table is never shorter than its rows: the wrapper hides it without stretching the page */}
      <div className="visually-hidden">
        <table>
          <caption>{t(TITLE[metric])}</caption>
          <thead>
            <tr>
              <th scope="col">{t('boDashboard.colDay')}</th>
              <th scope="col">{t(NAME[metric])}</th>
            </tr>
          </thead>
          <tbody>
            {series.map((day) => (
              <tr key={day.day}>
                <th scope="row">{dayLabel(day.day, true)}</th>
                <td>{format(day[metric])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
