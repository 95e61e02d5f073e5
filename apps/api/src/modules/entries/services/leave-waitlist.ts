import type { WaitlistItem } from '@champions/contract';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { leaveWaitlistEntry } from '../waitlist-repository.ts';
import { listWaitlist } from './list-waitlist.ts';

/** DELETE /api/user/waitlist/{id}: the user leaves a waiting line, once (an unknown entry: 404). */
export async function leaveWaitlist(
  ctx: UseCaseContext,
  user: Account,
  { waitlistEntryId }: { waitlistEntryId: string },
): Promise<WaitlistItem> {
  const left = await leaveWaitlistEntry(ctx.db, user.id, waitlistEntryId, ctx.now);
  const item = (await listWaitlist(ctx, user)).items.find((i) => i.id === waitlistEntryId);
  if (!item) throw new AppError('WAITLIST_ENTRY_NOT_FOUND');
  if (left.length === 0) throw new AppError('WAITLIST_ALREADY_LEFT');
  return item;
}
