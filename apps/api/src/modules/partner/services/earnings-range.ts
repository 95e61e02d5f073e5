import type { earningsQuery } from '@champions/contract';
import { DAY_MS } from '@champions/domain';
import type { z } from 'zod';
import { pragueDayStart } from '../../../shared/prague-time.ts';
import type { EntryRange } from '../earnings-repository.ts';

export type Query = z.output<typeof earningsQuery>;

const nextDay = (isoDate: string) => {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + DAY_MS).toISOString().slice(0, 10);
};

/** Every day (YYYY-MM-DD) or month (YYYY-MM) between two dates, so the chart shows empty periods too. */
export function periodKeys(from: string, to: string, groupBy: 'day' | 'month'): string[] {
  const keys: string[] = [];
  for (let day = from; day <= to; day = nextDay(day)) {
    const key = groupBy === 'day' ? day : day.slice(0, 7);
    if (keys[keys.length - 1] !== key) keys.push(key);
    if (keys.length > 400) break;
  }
  return keys;
}

/** The query's Prague dates as the instants of the entries it covers. */
export const rangeOf = (adminId: string, query: Query): EntryRange => ({
  adminId,
  from: pragueDayStart(query.from),
  to: pragueDayStart(nextDay(query.to)),
  venueId: query.venueId,
  activityId: query.activityId,
});
