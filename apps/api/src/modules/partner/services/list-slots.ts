import type { AdminSlot } from '@champions/contract';
import { sellablePlaces } from '@champions/domain';
import type { Executor } from '../../../db/client.ts';
import { pragueDayStart } from '../../../shared/prague-time.ts';
import { selectSlots } from '../slot-repository.ts';
import { addDays } from './slot-dates.ts';

/** Slots of the partner's activities between two Prague dates (inclusive), with bookings. */
export async function listSlots(
  db: Executor,
  adminId: string,
  query: { from: string; to: string; venueId?: string | undefined; activityId?: string | undefined },
): Promise<AdminSlot[]> {
  const rows = await selectSlots(db, adminId, {
    from: pragueDayStart(query.from),
    to: pragueDayStart(addDays(query.to, 1)),
    venueId: query.venueId,
    activityId: query.activityId,
  });
  return rows.map(({ activityChampionsPlaces, ...row }) => ({
    ...row,
    sellable: sellablePlaces({
      capacity: row.capacity,
      activityShare: activityChampionsPlaces,
      slotShare: row.championsPlaces,
    }),
    bookings: Number(row.bookings),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
  }));
}
