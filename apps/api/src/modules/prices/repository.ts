import type { PriceChange, PriceTarget } from '@champions/domain';
import { and, asc, count, desc, eq, gt, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { accounts, appConfig, areas, priceChanges } from '../../db/schema.ts';

/** Queries of the scheduled prices (price_changes) and their base values (areas, app_config). */

export type PriceChangeRow = typeof priceChanges.$inferSelect;

/** The base values: every area's price (in its order) and the one app_config row. */
export async function selectPriceBase(db: Executor) {
  const [areaRows, [config]] = await Promise.all([
    db
      .select({ id: areas.id, name: areas.name, price: areas.price })
      .from(areas)
      .orderBy(asc(areas.sortOrder)),
    db.select().from(appConfig).where(eq(appConfig.key, 'default')),
  ]);
  if (!config) throw new Error('app_config is not seeded');
  return { areas: areaRows, config };
}

/** The changes that are not cancelled and start on or before a day (the candidates to be in force). */
export async function selectChangesStartedBy(db: Executor, day: string): Promise<PriceChange[]> {
  return db
    .select({
      target: priceChanges.target,
      areaId: priceChanges.areaId,
      value: priceChanges.value,
      startsOn: priceChanges.startsOn,
      createdAt: priceChanges.createdAt,
      cancelledAt: priceChanges.cancelledAt,
    })
    .from(priceChanges)
    .where(and(isNull(priceChanges.cancelledAt), lte(priceChanges.startsOn, day)));
}

/** The next change of each target after a day (not cancelled), earliest first. */
export async function selectChangesAfter(db: Executor, day: string) {
  return db
    .select({
      id: priceChanges.id,
      target: priceChanges.target,
      areaId: priceChanges.areaId,
      value: priceChanges.value,
      startsOn: priceChanges.startsOn,
      createdAt: priceChanges.createdAt,
    })
    .from(priceChanges)
    .where(and(isNull(priceChanges.cancelledAt), gt(priceChanges.startsOn, day)))
    .orderBy(asc(priceChanges.startsOn), desc(priceChanges.createdAt));
}

const creator = alias(accounts, 'creator');
const canceller = alias(accounts, 'canceller');

const viewColumns = {
  change: priceChanges,
  areaName: areas.name,
  createdByName: creator.name,
  cancelledByName: canceller.name,
};

export type PriceChangeView = {
  change: PriceChangeRow;
  areaName: string | null;
  createdByName: string | null;
  cancelledByName: string | null;
};

function viewQuery(db: Executor) {
  return db
    .select(viewColumns)
    .from(priceChanges)
    .leftJoin(areas, eq(areas.id, priceChanges.areaId))
    .leftJoin(creator, eq(creator.id, priceChanges.createdBy))
    .leftJoin(canceller, eq(canceller.id, priceChanges.cancelledBy));
}

/** A change with its area's and its authors' names, or null. */
export async function findPriceChange(db: Executor, id: string): Promise<PriceChangeView | null> {
  const [row] = await viewQuery(db).where(eq(priceChanges.id, id));
  return row ?? null;
}

/** Locks a change's row for a cancellation. */
export async function lockPriceChange(db: Executor, id: string): Promise<PriceChangeRow | null> {
  const [row] = await db.select().from(priceChanges).where(eq(priceChanges.id, id)).for('update');
  return row ?? null;
}

export type PriceChangeFilter = 'SCHEDULED' | 'STARTED' | 'CANCELLED' | undefined;

function filterWhere(filter: PriceChangeFilter, today: string): SQL | undefined {
  switch (filter) {
    case 'SCHEDULED':
      return and(isNull(priceChanges.cancelledAt), gt(priceChanges.startsOn, today));
    case 'STARTED':
      return and(isNull(priceChanges.cancelledAt), lte(priceChanges.startsOn, today));
    case 'CANCELLED':
      return isNotNull(priceChanges.cancelledAt);
    default:
      return undefined;
  }
}

/** One page of the changes, the latest start day first. */
export async function selectPriceChangePage(
  db: Executor,
  input: { filter: PriceChangeFilter; today: string; page: number; limit: number },
) {
  const where = filterWhere(input.filter, input.today);
  const [rows, [total]] = await Promise.all([
    viewQuery(db)
      .where(where)
      .orderBy(desc(priceChanges.startsOn), desc(priceChanges.createdAt))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    db.select({ n: count() }).from(priceChanges).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findArea(db: Executor, id: string) {
  const [row] = await db.select({ id: areas.id, name: areas.name }).from(areas).where(eq(areas.id, id));
  return row ?? null;
}

export async function insertPriceChange(
  db: Executor,
  row: {
    target: PriceTarget;
    areaId: string | null;
    value: number;
    startsOn: string;
    createdBy: string;
    createdAt: Date;
  },
): Promise<PriceChangeRow> {
  const [inserted] = await db.insert(priceChanges).values(row).returning();
  return inserted!;
}

export async function markPriceChangeCancelled(
  db: Executor,
  id: string,
  input: { cancelledAt: Date; cancelledBy: string },
): Promise<void> {
  await db.update(priceChanges).set(input).where(eq(priceChanges.id, id));
}
