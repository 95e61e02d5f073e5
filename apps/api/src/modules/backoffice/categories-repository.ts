import type { CategoryKind } from '@champions/domain';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  activities,
  activityCategories,
  equipmentCategories,
  venueCategories,
  venueEquipment,
  venues,
} from '../../db/schema.ts';

/** The back office's queries over the three category lists. */

const TABLES = {
  venue: venueCategories,
  activity: activityCategories,
  equipment: equipmentCategories,
} as const;

export type CategoryRow = typeof venueCategories.$inferSelect;

/** How many rows use each category of a kind (activities, venues, venue equipment). */
async function usageOf(db: Executor, kind: CategoryKind, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows =
    kind === 'activity'
      ? await db
          .select({ id: activities.activityCategoryId, n: count() })
          .from(activities)
          .where(inArray(activities.activityCategoryId, ids))
          .groupBy(activities.activityCategoryId)
      : kind === 'venue'
        ? await db
            .select({ id: venues.venueCategoryId, n: count() })
            .from(venues)
            .where(inArray(venues.venueCategoryId, ids))
            .groupBy(venues.venueCategoryId)
        : await db
            .select({ id: venueEquipment.equipmentCategoryId, n: count() })
            .from(venueEquipment)
            .where(inArray(venueEquipment.equipmentCategoryId, ids))
            .groupBy(venueEquipment.equipmentCategoryId);
  return new Map(rows.map((row) => [row.id ?? '', Number(row.n)]));
}

/** A category with its usage count, or undefined. */
export async function findCategory(db: Executor, kind: CategoryKind, id: string) {
  const table = TABLES[kind];
  const [row] = await db.select().from(table).where(eq(table.id, id));
  if (!row) return undefined;
  const usage = await usageOf(db, kind, [row.id]);
  return { ...row, usage: usage.get(row.id) ?? 0 };
}

/** One page of a kind's categories in their order, each with its 1-based position and usage. */
export async function listCategoryPage(db: Executor, kind: CategoryKind, page: number, limit: number) {
  const table = TABLES[kind];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(table)
      .orderBy(asc(table.sortOrder), asc(table.name))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(table),
  ]);
  const usage = await usageOf(
    db,
    kind,
    rows.map((row) => row.id),
  );
  return {
    rows: rows.map((row, index) => ({
      ...row,
      position: (page - 1) * limit + index + 1,
      usage: usage.get(row.id) ?? 0,
    })),
    total: Number(total?.n ?? 0),
  };
}

/** All ids of a kind in their order, the rows locked: one change of the order at a time. */
export async function lockCategoryOrder(db: Executor, kind: CategoryKind): Promise<string[]> {
  const table = TABLES[kind];
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .orderBy(asc(table.sortOrder), asc(table.name))
    .for('update');
  return rows.map((row) => row.id);
}

/** Writes the order: the n-th id gets sort_order n. */
export async function writeCategoryOrder(db: Executor, kind: CategoryKind, ids: readonly string[]) {
  const table = TABLES[kind];
  for (const [index, id] of ids.entries()) {
    await db
      .update(table)
      .set({ sortOrder: index + 1 })
      .where(eq(table.id, id));
  }
}

/** The category of a kind whose slug is `slug`, or undefined. */
export async function findCategoryBySlug(db: Executor, kind: CategoryKind, slug: string) {
  const table = TABLES[kind];
  const [row] = await db.select().from(table).where(eq(table.slug, slug));
  return row;
}

/** Adds a category after the last one of its kind. */
export async function insertCategory(
  db: Executor,
  kind: CategoryKind,
  values: { slug: string; name: string; icon: string },
): Promise<CategoryRow> {
  const table = TABLES[kind];
  const [row] = await db
    .insert(table)
    .values({
      ...values,
      sortOrder: sql`(select coalesce(max(${table.sortOrder}), 0) + 1 from ${table})`,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateCategory(
  db: Executor,
  kind: CategoryKind,
  id: string,
  values: { name: string; icon: string },
): Promise<CategoryRow | undefined> {
  const table = TABLES[kind];
  const [row] = await db.update(table).set(values).where(eq(table.id, id)).returning();
  return row;
}

export async function deleteCategory(db: Executor, kind: CategoryKind, id: string) {
  const table = TABLES[kind];
  await db.delete(table).where(eq(table.id, id));
}

/** The 1-based position of a category in its list. */
export async function positionOf(db: Executor, kind: CategoryKind, id: string): Promise<number> {
  const ids = await db
    .select({ id: TABLES[kind].id })
    .from(TABLES[kind])
    .orderBy(asc(TABLES[kind].sortOrder), asc(TABLES[kind].name));
  return ids.findIndex((row) => row.id === id) + 1;
}
