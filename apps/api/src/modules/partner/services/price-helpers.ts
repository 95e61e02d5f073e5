import type { AdminPrice, priceInput } from '@champions/contract';
import type { z } from 'zod';
import type { Executor } from '../../../db/client.ts';
import { selectPrices } from '../price-repository.ts';
import { optionEconomics } from './option-economics.ts';

export type PriceInput = z.output<typeof priceInput>;

/** PAYG prices of the partner's options (or of one), with the PAYG+ price and the partner's earning. */
export async function pricesOf(db: Executor, adminId: string, now: Date, optionId?: string) {
  const rows = await selectPrices(db, adminId, optionId);
  return rows.map((row) => ({ ...row, ...optionEconomics(row.price, now) }));
}

export async function onePrice(
  db: Executor,
  adminId: string,
  optionId: string,
  now: Date,
): Promise<AdminPrice> {
  const [price] = await pricesOf(db, adminId, now, optionId);
  return price!;
}
