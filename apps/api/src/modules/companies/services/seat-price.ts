import { contributionSplit, type Haler, recurringPrice } from '@champions/domain';
import type { Executor } from '../../../db/client.ts';
import { priceDay, withAreaPricesOn } from '../../prices/index.ts';
import { loadConfig } from '../../subscriptions/index.ts';
import { selectArea } from '../repository.ts';

/**
 * A seat's price per period (our decision): the Championship price of its area, or the all-locations
 * price in force on the day, with no flexible surcharge (the company commits for its people); split by the contribution.
 */
export async function seatPrice(
  db: Executor,
  seat: { areaId: string | null; contribution: number | null },
  now: Date,
): Promise<{ price: Haler; company: Haler; employee: Haler; areaName: string | null }> {
  const day = priceDay(now);
  const stored = seat.areaId ? await selectArea(db, seat.areaId) : null;
  const area = stored ? ((await withAreaPricesOn(db, [stored], day))[0] ?? stored) : null;
  const config = await loadConfig(db, day);
  const price = recurringPrice({ type: 'CHAMPIONSHIP', area }, config);
  const split = contributionSplit(price, seat.contribution);
  return { price, ...split, areaName: area?.name ?? null };
}
