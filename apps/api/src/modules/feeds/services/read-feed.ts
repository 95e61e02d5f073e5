import type { CalendarFeedState } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { type FeedKind, findFeed } from '../repository.ts';

/** Whether the account has a feed of this kind, and since when (its address is not stored). */
export async function readFeed(
  { db }: UseCaseContext,
  account: Account,
  { kind }: { kind: FeedKind },
): Promise<CalendarFeedState> {
  const feed = await findFeed(db, account.id, kind);
  return { active: Boolean(feed), createdAt: feed?.createdAt.toISOString() ?? null };
}
