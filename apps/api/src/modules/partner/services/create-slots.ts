import { randomUUID } from 'node:crypto';
import type { slotCreateRequest } from '@champions/contract';
import { lastSeriesDate, weeklySeriesDates } from '@champions/domain';
import type { z } from 'zod';
import type { Executor } from '../../../db/client.ts';
import type { CatalogueChanged } from '../../../shared/catalogue-changed.ts';
import { fieldError } from '../../../shared/errors.ts';
import { ownActivity } from '../scope.ts';
import { insertSlots } from '../slot-repository.ts';
import { wallTime } from './slot-dates.ts';

/**
 * One slot, or a weekly series until an end date on the first date's weekday or on several chosen
 * weekdays (Monday, Wednesday and Friday); slots that already exist at that time are skipped.
 */
export async function createSlots(
  db: Executor,
  changed: CatalogueChanged,
  adminId: string,
  input: z.output<typeof slotCreateRequest>,
  now: Date,
) {
  try {
    await ownActivity(db, adminId, input.activityId);
  } catch {
    throw fieldError('NOT_OWN_ACTIVITY', 'body.activityId');
  }
  let dates = [input.date];
  if (input.repeatWeeklyUntil) {
    if (input.repeatWeeklyUntil > lastSeriesDate(input.date)) {
      throw fieldError('SERIES_TOO_LONG', 'body.repeatWeeklyUntil');
    }
    dates = weeklySeriesDates(input.date, input.repeatWeeklyUntil, input.repeatWeekdays ?? []);
    if (dates.length === 0) throw fieldError('SERIES_NO_DAY', 'body.repeatWeekdays');
  }
  const first = wallTime(dates[0]!, input.time);
  if (first.getTime() <= now.getTime()) throw fieldError('SLOT_IN_PAST', 'body.date');
  const seriesId = dates.length > 1 ? randomUUID() : null;
  const rows = dates.map((date) => {
    const startsAt = wallTime(date, input.time);
    return {
      activityId: input.activityId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + input.durationMinutes * 60_000),
      capacity: input.capacity,
      seriesId,
    };
  });
  const created = await insertSlots(db, rows);
  changed('slots');
  return { created, skipped: rows.length - created };
}
