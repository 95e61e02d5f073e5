import type { PriceChangeDto } from '@champions/contract';
import { canCancelPriceChange, priceChangeAmount, priceChangeStatus } from '@champions/domain';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { type Account, insertAuditEntry } from '../../auth/index.ts';
import { priceDay } from '../in-force.ts';
import { lockPriceChange, markPriceChangeCancelled } from '../repository.ts';
import { loadPriceChange } from './load-price-change.ts';

/**
 * Cancels a change that has not started yet (row locked, state checked again): the price stays as it
 * was. A change that has started (or was cancelled) is refused with 409. Audited.
 */
export async function cancelPriceChange(
  ctx: UseCaseContext,
  superadmin: Account,
  { id }: { id: string },
): Promise<PriceChangeDto> {
  const { db, now } = ctx;
  const today = priceDay(now);
  await db.transaction(async (tx) => {
    const change = await lockPriceChange(tx, id);
    if (!change) throw new AppError('PRICE_CHANGE_NOT_FOUND');
    if (!canCancelPriceChange(change, today)) {
      throw new AppError(
        priceChangeStatus(change, today) === 'CANCELLED' ? 'PRICE_CHANGE_CANCELLED' : 'PRICE_CHANGE_STARTED',
      );
    }
    await markPriceChangeCancelled(tx, id, { cancelledAt: now, cancelledBy: superadmin.id });
    await insertAuditEntry(tx, {
      actorId: superadmin.id,
      action: 'price.cancel',
      targetId: id,
      data: {
        target: change.target,
        areaId: change.areaId,
        startsOn: change.startsOn,
        before: { amount: priceChangeAmount(change.value), cancelledAt: null },
        after: { amount: null, cancelledAt: now.toISOString() },
      },
    });
  });
  return loadPriceChange(ctx, superadmin, { id });
}
