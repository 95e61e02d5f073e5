import type { UseCaseContext } from '../../../shared/use-case.ts';
import { slotsToPromote } from '../waitlist-repository.ts';
import { promoteWaitlistSlot } from './promote-waitlist-slot.ts';

/**
 * Job 'waitlist.promote': every slot with someone waiting and a free place (capacity raised, missed
 * runs) hands it to its waiting line; answers how many were promoted.
 */
export async function promoteWaitlists(ctx: UseCaseContext, _actor: null): Promise<number> {
  let promoted = 0;
  for (const timeSlotId of await slotsToPromote(ctx.db, ctx.now)) {
    promoted += await promoteWaitlistSlot(ctx, null, { timeSlotId });
  }
  return promoted;
}
