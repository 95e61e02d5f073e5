import type { TrainerSlotsResponse } from '@champions/contract';
import { DAY_MS, firstNameOf, pragueDayKey, pragueMidnight } from '@champions/domain';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { bookingsOfSlots, trainerSlotsBetween } from '../repository.ts';

/**
 * The trainer's slots from the start of today (Prague) for `weeks` weeks, each with its live
 * bookings: first names only, and whether the person attended (the ticket was used).
 */
export async function listTrainerSlots(
  { db, now }: UseCaseContext,
  trainer: Account,
  { weeks }: { weeks: number },
): Promise<TrainerSlotsResponse> {
  const [year, month, day] = pragueDayKey(now).split('-').map(Number) as [number, number, number];
  const from = pragueMidnight(year, month, day);
  const to = new Date(from.getTime() + weeks * 7 * DAY_MS);
  const slots = await trainerSlotsBetween(db, trainer.id, from, to);
  const bookings = await bookingsOfSlots(
    db,
    slots.map((slot) => slot.id),
  );
  return {
    slots: slots.map((slot) => ({
      ...slot,
      startsAt: slot.startsAt.toISOString(),
      endsAt: slot.endsAt.toISOString(),
      bookings: bookings
        .filter((booking) => booking.slotId === slot.id)
        .map((booking) => ({
          ticketId: booking.ticketId,
          firstName: firstNameOf(booking.name),
          attended: booking.isUsed,
        })),
    })),
  };
}
