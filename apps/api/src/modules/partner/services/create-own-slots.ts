import type { slotCreateRequest } from '@champions/contract';
import type { z } from 'zod';
import { partnerTextsIn } from '../../../shared/answer-texts.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { createSlots } from './create-slots.ts';

/** POST /api/admin/slots: one slot or a weekly series of the partner's activity, and what was made. */
export async function createOwnSlots(
  { db, now, catalogueChanged, language }: UseCaseContext,
  admin: Account,
  input: z.output<typeof slotCreateRequest>,
) {
  const result = await createSlots(db, catalogueChanged, admin.id, input, now);
  return { ...result, message: partnerTextsIn(language).slotsCreated(result.created, result.skipped) };
}
