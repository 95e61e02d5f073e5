import type { Executor } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { ownActivity, ownSlot } from './scope.ts';
import type { ApiKeyCaller } from './services/authenticate-api-key.ts';

/**
 * What an API key may touch: the partner's own (scope.ts), and of a key limited to one venue only that
 * venue's; another venue's slot or activity looks exactly like one that does not exist (404).
 */
export async function keySlot(db: Executor, caller: ApiKeyCaller, slotId: string) {
  const own = await ownSlot(db, caller.adminId, slotId);
  if (caller.venueId && own.venue.id !== caller.venueId) throw new AppError('PARTNER_SLOT_NOT_FOUND');
  return own;
}

/** Which venue a key's call reads: the key's one venue (another one named is not found), or the one asked. */
export function keyVenue(caller: ApiKeyCaller, asked: string | undefined): string | undefined {
  const limited = caller.venueId;
  if (limited && asked && asked !== limited) throw new AppError('PARTNER_VENUE_NOT_FOUND');
  return limited ?? asked;
}

/** The activity a key makes a slot of: the partner's own, of the key's venue when it has one. */
export async function keyActivity(db: Executor, caller: ApiKeyCaller, activityId: string) {
  const own = await ownActivity(db, caller.adminId, activityId);
  if (caller.venueId && own.venue.id !== caller.venueId) throw new AppError('PARTNER_ACTIVITY_NOT_FOUND');
  return own;
}
