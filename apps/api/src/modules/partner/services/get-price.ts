import type { Executor } from '../../../db/client.ts';
import { ownOption } from '../scope.ts';
import { onePrice } from './price-helpers.ts';

export async function getPrice(db: Executor, adminId: string, optionId: string, now: Date) {
  await ownOption(db, adminId, optionId);
  return onePrice(db, adminId, optionId, now);
}
