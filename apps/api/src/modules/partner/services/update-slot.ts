import type { SlotUpdateRequest } from '@champions/contract';
import type { Database } from '../../../db/client.ts';
import type { Mailer } from '../../../mail/mailer.ts';
import { mailTemplates } from '../../../mail/templates.ts';
import type { CatalogueChanged } from '../../../shared/catalogue-changed.ts';
import { AppError, fieldError } from '../../../shared/errors.ts';
import { ownSlot } from '../scope.ts';
import { selectBookedUsers, slotExistsAt, updateSlotRow } from '../slot-repository.ts';
import { wallTime } from './slot-dates.ts';

/** Moves or resizes a slot; booked users are told of a new time by e-mail. */
export async function updateSlot(
  db: Database,
  changed: CatalogueChanged,
  mailer: Mailer,
  publicUrl: string,
  adminId: string,
  slotId: string,
  input: SlotUpdateRequest,
  now: Date,
) {
  const { slot, activity, venue } = await ownSlot(db, adminId, slotId);
  if (slot.cancelled) throw new AppError('SLOT_CANCELLED_NO_EDIT');
  const booked = await selectBookedUsers(db, slotId);
  const taken = Math.max(booked.length, slot.reserved);
  if (input.capacity < taken) throw fieldError('CAPACITY_BELOW_BOOKINGS', 'body.capacity', { taken });
  const startsAt = wallTime(input.date, input.time);
  const moved = startsAt.getTime() !== slot.startsAt.getTime();
  if (moved && startsAt.getTime() <= now.getTime()) throw fieldError('SLOT_MOVE_TO_PAST', 'body.date');
  if (moved && (await slotExistsAt(db, activity.id, startsAt))) throw new AppError('SLOT_CLASH');
  await updateSlotRow(db, slotId, {
    startsAt,
    endsAt: new Date(startsAt.getTime() + input.durationMinutes * 60_000),
    capacity: input.capacity,
    championsPlaces: input.championsPlaces,
  });
  changed('slots');
  if (moved) {
    const url = `${publicUrl}/activities/${activity.id}`;
    for (const user of booked.filter((b) => !b.isUsed)) {
      await mailer.send(
        user.email,
        'slot_changed',
        mailTemplates.slotChanged(activity.name, venue.name, slot.startsAt, startsAt, url),
      );
    }
  }
  return { notified: moved ? booked.filter((b) => !b.isUsed).length : 0 };
}
