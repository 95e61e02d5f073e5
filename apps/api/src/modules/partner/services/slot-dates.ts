import { DAY_MS } from '@champions/domain';
import { pragueWallTimeToDate } from '../../../shared/prague-time.ts';

export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

export function wallTime(isoDate: string, time: string): Date {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return pragueWallTimeToDate(y, m, d, hour, minute);
}
