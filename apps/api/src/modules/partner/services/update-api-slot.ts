import type { AdminSlot, SlotUpdateRequest } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { keySlot } from '../key-scope.ts';
import type { ApiKeyCaller } from './authenticate-api-key.ts';
import { getSlot } from './get-slot.ts';
import { updateSlot } from './update-slot.ts';

/** PUT /api/partner-api/slots/{id}: the panel's slot change (updateSlot), on a slot the key may touch. */
export async function updateApiSlot(
  { db, now, catalogueChanged, mailer, config }: UseCaseContext,
  caller: ApiKeyCaller,
  { slotId, ...input }: SlotUpdateRequest & { slotId: string },
): Promise<AdminSlot> {
  await keySlot(db, caller, slotId);
  await updateSlot(db, catalogueChanged, mailer, config.PUBLIC_URL, caller.adminId, slotId, input, now);
  return getSlot(db, caller.adminId, slotId);
}
