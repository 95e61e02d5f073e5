import type { Executor } from '../../../db/client.ts';
import { selectPrices } from '../price-repository.ts';
import { optionEconomics } from './option-economics.ts';

/** PAYG prices of the partner's options, with the PAYG+ price and the partner's earning. */
export async function listPrices(db: Executor, adminId: string, now: Date, optionId?: string) {
  const rows = await selectPrices(db, adminId, optionId);
  return rows.map((row) => ({ ...row, ...optionEconomics(row.price, now) }));
}
