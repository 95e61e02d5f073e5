import type { AdminSlot, SlotUpdateRequest } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { getSlot } from './get-slot.ts';
import { updateSlot } from './update-slot.ts';

/** PUT /api/admin/slots/{id}: moves or resizes the partner's slot (booked users are told of a new time). */
export async function editOwnSlot(
  { db, now, catalogueChanged, mailer, config }: UseCaseContext,
  admin: Account,
  { slotId, ...input }: SlotUpdateRequest & { slotId: string },
): Promise<AdminSlot> {
  await updateSlot(db, catalogueChanged, mailer, config.PUBLIC_URL, admin.id, slotId, input, now);
  return getSlot(db, admin.id, slotId);
}
