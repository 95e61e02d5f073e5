import type { AdminPrice, priceInput } from '@champions/contract';
import type { z } from 'zod';
import type { Executor } from '../../../db/client.ts';
import { listPrices } from './list-prices.ts';

export type PriceInput = z.output<typeof priceInput>;

export async function onePrice(
  db: Executor,
  adminId: string,
  optionId: string,
  now: Date,
): Promise<AdminPrice> {
  const [price] = await listPrices(db, adminId, now, optionId);
  return price!;
}
