import type { SlotsResponse } from '@champions/contract';
import { DAY_MS, freeSellablePlaces, sellablePlaces } from '@champions/domain';
import { AppError } from '../../../shared/errors.ts';
import { pragueDate, pragueDayStart } from '../../../shared/prague-time.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { findPublishedActivityShare, selectSlotsBetween } from '../details-repository.ts';

const isoDay = (d: { year: number; month: number; day: number }) =>
  `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/**
 * The slots of one Prague day (today by default) that have not started yet, with the places Champions
 * sells of each and how many of them are free.
 */
export async function loadActivitySlots(
  { db, now }: UseCaseContext,
  _actor: null,
  { activityId, date }: { activityId: string; date?: string | undefined },
): Promise<SlotsResponse> {
  const activity = await findPublishedActivityShare(db, activityId);
  if (!activity) throw new AppError('ACTIVITY_NOT_FOUND');
  const day = date ?? isoDay(pragueDate(now));
  const start = pragueDayStart(day);
  const from = new Date(Math.max(start.getTime(), now.getTime()));
  const rows = await selectSlotsBetween(db, activityId, from, new Date(start.getTime() + DAY_MS));
  return {
    date: day,
    slots: rows.map((s) => {
      // Champions sells only the partner's capacity share of the slot (domain `sellablePlaces`).
      const share = {
        capacity: s.capacity,
        activityShare: activity.championsPlaces,
        slotShare: s.championsPlaces,
      };
      return {
        id: s.id,
        startsAt: s.startsAt.toISOString(),
        endsAt: s.endsAt.toISOString(),
        capacity: sellablePlaces(share),
        free: freeSellablePlaces({ ...share, reserved: s.reserved }),
      };
    }),
  };
}
