import type { WaitlistResponse } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { listUserWaitlist } from '../waitlist-repository.ts';

/** GET /api/user/waitlist: the user's places in the waiting lines of full time slots ("náhradníci"). */
export async function listWaitlist({ db }: UseCaseContext, user: Account): Promise<WaitlistResponse> {
  const rows = await listUserWaitlist(db, user.id);
  return {
    items: rows.map((r) => ({
      id: r.entry.id,
      timeSlotId: r.entry.timeSlotId,
      optionId: r.entry.optionId,
      activityId: r.activityId,
      activityName: r.activityName,
      venueName: r.venueName,
      slotStartsAt: r.slotStartsAt.toISOString(),
      state: r.entry.state,
      position: r.position ?? null,
      failReason: r.entry.failReason,
      ticketId: r.entry.ticketId,
      createdAt: r.entry.createdAt.toISOString(),
    })),
  };
}
