import {
  type AreaPrice,
  type Config,
  PRICE_CHANGE_RULES,
  type PriceBase,
  pragueDayKey,
  pricesInForce,
} from '@champions/domain';
import type { Executor } from '../../db/client.ts';
import { selectChangesStartedBy, selectPriceBase } from './repository.ts';

/** The prices in force on a day, each area with its name. */
export type PricesOn = Omit<PriceBase, 'areas'> & { areas: (AreaPrice & { name: string })[] };

/**
 * The prices in force on a Prague day (domain pricesInForce over the base values and the changes
 * started by then). Everything that charges or shows a price asks here, with the day that matters:
 * today for a new purchase or a public page, the first day of the period for a renewal.
 */
export async function pricesOn(db: Executor, day: string): Promise<PricesOn> {
  const [base, changes] = await Promise.all([selectPriceBase(db), selectChangesStartedBy(db, day)]);
  const inForce = pricesInForce(
    {
      config: {
        allLocationsPrice: base.config.allLocationsPrice,
        flexiblePrice: base.config.flexiblePrice,
        paygPlusPrice: base.config.paygPlusPrice,
      },
      areas: base.areas,
      commissionBps: PRICE_CHANGE_RULES.DEFAULT_COMMISSION_BPS,
    },
    changes,
    day,
  );
  return { ...inForce, areas: inForce.areas as (AreaPrice & { name: string })[] };
}

/** The config prices (all locations, flexible surcharge, PAYG+) in force on a day, in haléře. */
export async function configOn(db: Executor, day: string): Promise<Config> {
  return (await pricesOn(db, day)).config;
}

/** Rows with an area id and price, each with the area's price in force on a day. */
export async function withAreaPricesOn<T extends AreaPrice>(
  db: Executor,
  rows: T[],
  day: string,
): Promise<T[]> {
  const { areas } = await pricesOn(db, day);
  const price = new Map(areas.map((area) => [area.id, area.price]));
  return rows.map((row) => ({ ...row, price: price.get(row.id) ?? row.price }));
}

/** The default partner commission (basis points) in force on a day. */
export async function defaultCommissionOn(db: Executor, day: string): Promise<number> {
  return (await pricesOn(db, day)).commissionBps;
}

/** The Prague day of an instant (the day whose prices apply). */
export const priceDay = (instant: Date): string => pragueDayKey(instant);
