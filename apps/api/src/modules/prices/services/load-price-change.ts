import type { PriceChangeDto } from '@champions/contract';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { priceDay } from '../in-force.ts';
import { findPriceChange } from '../repository.ts';
import { loadPriceHistory, toPriceChangeDto } from './price-view.ts';

/** One change with the value it replaces, or 404. */
export async function loadPriceChange(
  { db, now }: UseCaseContext,
  _superadmin: Account,
  { id }: { id: string },
): Promise<PriceChangeDto> {
  const view = await findPriceChange(db, id);
  if (!view) throw new AppError('PRICE_CHANGE_NOT_FOUND');
  return toPriceChangeDto(view, await loadPriceHistory(db), priceDay(now));
}
