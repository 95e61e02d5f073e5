import type { CalendarFeedCreated } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { type FeedKind, replaceFeed } from '../repository.ts';
import { hashFeedSecret, newFeedSecret } from '../secret.ts';

/**
 * A new secret address: only its hash is stored, so the address is in this answer only; the previous
 * address of the account's feed answers 404 from now on.
 */
export async function createFeed(
  { db, now, config }: UseCaseContext,
  account: Account,
  { kind }: { kind: FeedKind },
): Promise<CalendarFeedCreated> {
  const secret = newFeedSecret();
  await replaceFeed(db, account.id, kind, hashFeedSecret(secret), now);
  const url = `${config.PUBLIC_URL.replace(/\/$/, '')}/api/public/calendar/${secret}.ics`;
  return {
    active: true,
    createdAt: now.toISOString(),
    url,
    webcalUrl: url.replace(/^https?:/, 'webcal:'),
  };
}
