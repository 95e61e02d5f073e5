import type { AdminSlot } from '@champions/contract';
import type { Executor } from '../../../db/client.ts';
import { ownSlot } from '../scope.ts';
import { listSlots } from './list-slots.ts';
import { addDays } from './slot-dates.ts';

/** One slot of the partner as the calendar lists it (with its bookings). */
export async function getSlot(db: Executor, adminId: string, slotId: string): Promise<AdminSlot> {
  const { slot } = await ownSlot(db, adminId, slotId);
  const date = slot.startsAt.toISOString().slice(0, 10);
  const slots = await listSlots(db, adminId, { from: addDays(date, -1), to: addDays(date, 1) });
  return slots.find((listed) => listed.id === slot.id)!;
}
