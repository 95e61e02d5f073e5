import type { PriceInForce, PriceListQuery, PriceOverview } from '@champions/contract';
import { earliestPriceChangeDay, PRICE_TARGETS, priceChangeAmount } from '@champions/domain';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { priceDay } from '../in-force.ts';
import { selectChangesAfter, selectPriceChangePage } from '../repository.ts';
import { amountOn, loadPriceHistory, toPriceChangeDto } from './price-view.ts';

/** A page of the back office's table of changes. */
export const PRICE_CHANGE_PAGE_SIZE = 20;

/** The Ceník: every price in force today with its next change, and a page of the changes. */
export async function priceOverview(
  { db, now }: UseCaseContext,
  _superadmin: Account,
  query: PriceListQuery,
): Promise<PriceOverview> {
  const today = priceDay(now);
  const [history, upcoming, page] = await Promise.all([
    loadPriceHistory(db),
    selectChangesAfter(db, today),
    selectPriceChangePage(db, {
      filter: query.status,
      today,
      page: query.page,
      limit: PRICE_CHANGE_PAGE_SIZE,
    }),
  ]);
  const keyOf = (target: string, areaId: string | null) => `${target}:${areaId ?? ''}`;
  const next = new Map<string, (typeof upcoming)[number]>();
  for (const change of upcoming) {
    const key = keyOf(change.target, change.areaId);
    if (!next.has(key)) next.set(key, change);
  }
  const row = (target: PriceInForce['target'], areaId: string | null): PriceInForce => {
    const coming = next.get(keyOf(target, areaId));
    return {
      target,
      areaId,
      areaName: areaId ? (history.areaNames.get(areaId) ?? null) : null,
      amount: amountOn(history, target, areaId, today) ?? 0,
      nextChange: coming
        ? { id: coming.id, amount: priceChangeAmount(coming.value), startsOn: coming.startsOn }
        : null,
    };
  };
  const inForce = PRICE_TARGETS.flatMap((target) =>
    target === 'AREA' ? history.base.areas.map((area) => row('AREA', area.id)) : [row(target, null)],
  );
  return {
    today,
    earliestStartsOn: earliestPriceChangeDay(today),
    inForce,
    changes: page.rows.map((view) => toPriceChangeDto(view, history, today)),
    pagination: {
      page: query.page,
      limit: PRICE_CHANGE_PAGE_SIZE,
      total: page.total,
      totalPages: Math.ceil(page.total / PRICE_CHANGE_PAGE_SIZE),
    },
  };
}
