import type { CalendarFeedState } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { deleteFeed, type FeedKind } from '../repository.ts';

/** Turns the feed off: its address answers 404. */
export async function revokeFeed(
  { db }: UseCaseContext,
  account: Account,
  { kind }: { kind: FeedKind },
): Promise<CalendarFeedState> {
  await deleteFeed(db, account.id, kind);
  return { active: false, createdAt: null };
}
