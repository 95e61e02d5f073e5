import type { WaitlistItem } from '@champions/contract';
import { waitlistJoinRefusal } from '@champions/domain';
import type { ErrorCode } from '../../../shared/error-codes.ts';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import {
  findHeldTicket,
  findLiveWaitlistEntry,
  insertWaitlistEntry,
  lockSlot,
} from '../waitlist-repository.ts';
import { freePlaces, loadBookable } from './bookable.ts';
import { listWaitlist } from './list-waitlist.ts';

const JOIN_REFUSALS = {
  not_full: 'WAITLIST_NOT_FULL',
  closed: 'WAITLIST_CLOSED',
  already_holds: 'WAITLIST_ALREADY_HOLDS',
  already_waiting: 'WAITLIST_ALREADY_WAITING',
} as const satisfies Record<string, ErrorCode>;

/**
 * POST /api/user/waitlist: the user joins the waiting line of a full time slot ("náhradníci"); a freed
 * place goes to the first in line (promoteWaitlistSlot). Refused when the slot has a free place, the
 * line is closed, or the user already holds the slot or waits for it.
 */
export async function joinWaitlist(
  ctx: UseCaseContext,
  user: Account,
  input: { timeSlotId: string; optionId: string },
): Promise<WaitlistItem> {
  const { db, now } = ctx;
  const id = await db.transaction(async (tx) => {
    await lockSlot(tx, input.timeSlotId);
    const bookable = await loadBookable(tx, input.timeSlotId, input.optionId, now);
    const held = await findHeldTicket(tx, user.id, input.timeSlotId);
    const refusal = waitlistJoinRefusal(
      {
        free: freePlaces(bookable),
        slotStartsAt: bookable.slot.startsAt,
        holdsTicket: !!held,
        waiting: !!(await findLiveWaitlistEntry(tx, user.id, input.timeSlotId)),
      },
      now,
    );
    if (refusal) throw new AppError(JOIN_REFUSALS[refusal], { details: { reason: refusal } });
    const row = await insertWaitlistEntry(tx, { userId: user.id, ...input, now });
    if (!row) throw new AppError(JOIN_REFUSALS.already_waiting, { details: { reason: 'already_waiting' } });
    return row.id;
  });
  const item = (await listWaitlist(ctx, user)).items.find((i) => i.id === id);
  return item!;
}
