import type { AdminSlot } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { listSlots } from './list-slots.ts';

/** GET /api/admin/slots: the partner's slots between two Prague dates (inclusive), with bookings. */
export async function listOwnSlots(
  { db }: UseCaseContext,
  admin: Account,
  query: { from: string; to: string; venueId?: string | undefined; activityId?: string | undefined },
): Promise<{ slots: AdminSlot[] }> {
  return { slots: await listSlots(db, admin.id, query) };
}
