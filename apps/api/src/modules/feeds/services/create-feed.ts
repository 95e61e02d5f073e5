import type { CalendarFeedCreated } from '@champions/contract';
import type { Database } from '../../../db/client.ts';
import { type FeedKind, replaceFeed } from '../repository.ts';
import { hashFeedSecret, newFeedSecret } from '../secret.ts';

/**
 * A new secret address: only its hash is stored, so the address is in this answer only; the previous
 * address of the account's feed answers 404 from now on.
 */
export async function createFeed(
  db: Database,
  accountId: string,
  kind: FeedKind,
  now: Date,
  publicUrl: string,
): Promise<CalendarFeedCreated> {
  const secret = newFeedSecret();
  await replaceFeed(db, accountId, kind, hashFeedSecret(secret), now);
  const url = `${publicUrl.replace(/\/$/, '')}/api/public/calendar/${secret}.ics`;
  return {
    active: true,
    createdAt: now.toISOString(),
    url,
    webcalUrl: url.replace(/^https?:/, 'webcal:'),
  };
}
