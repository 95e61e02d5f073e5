import type { PartnerApiBookingList } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { keySlot } from '../key-scope.ts';
import { selectSlotTickets } from '../partner-api-repository.ts';
import type { ApiKeyCaller } from './authenticate-api-key.ts';
import { firstNameOf } from './first-name.ts';

/** The bookings of one slot of the key's partner (its venue's): ticket, state and first name only. */
export async function listSlotBookings(
  { db }: UseCaseContext,
  caller: ApiKeyCaller,
  { slotId }: { slotId: string },
): Promise<PartnerApiBookingList> {
  await keySlot(db, caller, slotId);
  const rows = await selectSlotTickets(db, slotId);
  return {
    bookings: rows.map((row) => ({
      ticketId: row.ticketId,
      state: row.isUsed ? 'admitted' : row.isCancelled ? 'cancelled' : row.expiredAt ? 'expired' : 'booked',
      firstName: firstNameOf(row.name),
      bookedAt: row.createdAt.toISOString(),
    })),
  };
}
