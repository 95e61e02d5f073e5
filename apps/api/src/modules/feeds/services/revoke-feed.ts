import type { CalendarFeedState } from '@champions/contract';
import type { Database } from '../../../db/client.ts';
import { deleteFeed, type FeedKind } from '../repository.ts';

/** Turns the feed off: its address answers 404. */
export async function revokeFeed(
  db: Database,
  accountId: string,
  kind: FeedKind,
): Promise<CalendarFeedState> {
  await deleteFeed(db, accountId, kind);
  return { active: false, createdAt: null };
}
