import type { CalendarFeedState } from '@champions/contract';
import type { Database } from '../../../db/client.ts';
import { type FeedKind, findFeed } from '../repository.ts';

/** Whether the account has a feed of this kind, and since when (its address is not stored). */
export async function readFeed(db: Database, accountId: string, kind: FeedKind): Promise<CalendarFeedState> {
  const feed = await findFeed(db, accountId, kind);
  return { active: Boolean(feed), createdAt: feed?.createdAt.toISOString() ?? null };
}
