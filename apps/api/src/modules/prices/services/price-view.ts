import type { PriceChangeDto } from '@champions/contract';
import {
  canCancelPriceChange,
  PRICE_CHANGE_RULES,
  type PriceBase,
  type PriceChange,
  previousCalendarDay,
  priceChangeAmount,
  priceChangeStatus,
  pricesInForce,
  targetValue,
} from '@champions/domain';
import type { Executor } from '../../../db/client.ts';
import { type PriceChangeView, selectChangesStartedBy, selectPriceBase } from '../repository.ts';

/** The base values and every change not cancelled: enough to tell any day's prices without a query. */
export interface PriceHistory {
  base: PriceBase;
  changes: PriceChange[];
}

const LAST_DAY = '9999-12-31';

export async function loadPriceHistory(
  db: Executor,
): Promise<PriceHistory & { areaNames: Map<string, string> }> {
  const [base, changes] = await Promise.all([selectPriceBase(db), selectChangesStartedBy(db, LAST_DAY)]);
  return {
    base: {
      config: {
        allLocationsPrice: base.config.allLocationsPrice,
        flexiblePrice: base.config.flexiblePrice,
        paygPlusPrice: base.config.paygPlusPrice,
      },
      areas: base.areas.map((area) => ({ id: area.id, price: area.price })),
      commissionBps: PRICE_CHANGE_RULES.DEFAULT_COMMISSION_BPS,
    },
    changes,
    areaNames: new Map(base.areas.map((area) => [area.id, area.name])),
  };
}

/** The value (entered unit: Kč or percent) a target has on a day, or null for an unknown area. */
export function amountOn(
  history: PriceHistory,
  target: PriceChange['target'],
  areaId: string | null,
  day: string,
): number | null {
  const value = targetValue(pricesInForce(history.base, history.changes, day), target, areaId);
  return value === null ? null : priceChangeAmount(value);
}

/** A change as the back office shows it: old → new and its state today. */
export function toPriceChangeDto(
  view: PriceChangeView,
  history: PriceHistory,
  today: string,
): PriceChangeDto {
  const { change } = view;
  return {
    id: change.id,
    target: change.target,
    areaId: change.areaId,
    areaName: view.areaName,
    amount: priceChangeAmount(change.value),
    previousAmount: amountOn(history, change.target, change.areaId, previousCalendarDay(change.startsOn)),
    startsOn: change.startsOn,
    status: priceChangeStatus(change, today),
    cancellable: canCancelPriceChange(change, today),
    createdAt: change.createdAt.toISOString(),
    createdByName: view.createdByName,
    cancelledAt: change.cancelledAt?.toISOString() ?? null,
    cancelledByName: view.cancelledByName,
  };
}
