import { DAY_MS } from '@champions/domain';
import { pragueDayStart } from '../../../shared/prague-time.ts';

const nextDay = (isoDate: string) => {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + DAY_MS).toISOString().slice(0, 10);
};

/** The Prague dates from–to (both included) as the instants [from, to) the figures cover. */
export function insightsPeriod(query: { from: string; to: string }): { from: Date; to: Date } {
  return { from: pragueDayStart(query.from), to: pragueDayStart(nextDay(query.to)) };
}
