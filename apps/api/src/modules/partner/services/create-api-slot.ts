import type { AdminSlot, SlotOneRequest } from '@champions/contract';
import { AppError, fieldError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { keyActivity } from '../key-scope.ts';
import type { ApiKeyCaller } from './authenticate-api-key.ts';
import { createSlots } from './create-slots.ts';
import { listSlots } from './list-slots.ts';
import { wallTime } from './slot-dates.ts';

/**
 * One slot made with an API key, by the panel's rules (createSlots): an activity of the key's partner (of
 * its venue when the key has one; any other answers as the panel does, 400 naming body.activityId), in
 * the future; a slot already at that time is a clash (409). Answers the slot as the calendar lists it.
 */
export async function createApiSlot(
  { db, now, catalogueChanged }: UseCaseContext,
  caller: ApiKeyCaller,
  input: SlotOneRequest,
): Promise<AdminSlot> {
  try {
    await keyActivity(db, caller, input.activityId);
  } catch {
    throw fieldError('NOT_OWN_ACTIVITY', 'body.activityId');
  }
  const { created } = await createSlots(db, catalogueChanged, caller.adminId, input, now);
  if (created === 0) throw new AppError('SLOT_CLASH');
  const startsAt = wallTime(input.date, input.time).toISOString();
  const listed = await listSlots(db, caller.adminId, {
    from: input.date,
    to: input.date,
    activityId: input.activityId,
  });
  return listed.find((slot) => slot.startsAt === startsAt)!;
}
