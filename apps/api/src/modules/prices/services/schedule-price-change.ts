import type { CreatePriceChangeBody, PriceChangeDto } from '@champions/contract';
import { previousCalendarDay, priceChangeDayProblem, priceChangeValue } from '@champions/domain';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { type Account, insertAuditEntry } from '../../auth/index.ts';
import { priceDay } from '../in-force.ts';
import { findArea, insertPriceChange } from '../repository.ts';
import { loadPriceChange } from './load-price-change.ts';
import { amountOn, loadPriceHistory } from './price-view.ts';

/**
 * Schedules a change of one price (or of the default commission) from a Prague day, tomorrow at the
 * earliest: it applies to what starts on or after that day (new purchases, renewals), never to a
 * period already running. Audited with the value in force before it and the new one.
 */
export async function schedulePriceChange(
  ctx: UseCaseContext,
  superadmin: Account,
  body: CreatePriceChangeBody,
): Promise<PriceChangeDto> {
  const { db, now } = ctx;
  const today = priceDay(now);
  const problem = priceChangeDayProblem(body.startsOn, today);
  if (problem === 'INVALID')
    throw new AppError('PRICE_CHANGE_DATE_INVALID', { details: { field: 'startsOn' } });
  if (problem === 'NOT_FUTURE') throw new AppError('PRICE_CHANGE_DATE_NOT_FUTURE');
  const areaId = body.target === 'AREA' ? (body.areaId ?? null) : null;
  const id = await db.transaction(async (tx) => {
    if (areaId && !(await findArea(tx, areaId))) throw new AppError('PRICE_AREA_NOT_FOUND');
    const history = await loadPriceHistory(tx);
    const before = amountOn(history, body.target, areaId, previousCalendarDay(body.startsOn));
    const row = await insertPriceChange(tx, {
      target: body.target,
      areaId,
      value: priceChangeValue(body.amount),
      startsOn: body.startsOn,
      createdBy: superadmin.id,
      createdAt: now,
    });
    await insertAuditEntry(tx, {
      actorId: superadmin.id,
      action: 'price.schedule',
      targetId: row.id,
      data: {
        target: body.target,
        areaId,
        startsOn: body.startsOn,
        before: { amount: before },
        after: { amount: body.amount },
      },
    });
    return row.id;
  });
  return loadPriceChange(ctx, superadmin, { id });
}
