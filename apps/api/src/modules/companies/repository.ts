import { and, asc, count, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts, areas, companySeats, entries, subscriptions } from '../../db/schema.ts';

/** Queries of the corporate plan: the company's details and its seats. Every seat query is scoped to one company. */

export type CompanySeatRow = typeof companySeats.$inferSelect;

export async function selectCompany(db: Executor, companyId: string) {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, companyId), eq(accounts.role, 'business'), isNull(accounts.deletedAt)));
  return row ?? null;
}

export async function updateCompany(
  db: Executor,
  companyId: string,
  values: {
    companyName: string;
    companyId: string;
    vatId: string | null;
    billingAddress: string;
    name: string;
  },
) {
  const [row] = await db.update(accounts).set(values).where(eq(accounts.id, companyId)).returning();
  return row!;
}

export async function selectArea(db: Executor, areaId: string) {
  const [row] = await db
    .select({ id: areas.id, name: areas.name, price: areas.price })
    .from(areas)
    .where(eq(areas.id, areaId));
  return row ?? null;
}

/** The e-mails among `emails` that already have a live (not removed) seat in the company. */
export async function liveSeatEmails(
  db: Executor,
  companyId: string,
  emails: string[],
): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ email: companySeats.email })
    .from(companySeats)
    .where(
      and(
        eq(companySeats.companyId, companyId),
        isNull(companySeats.removedAt),
        inArray(sql`lower(${companySeats.email})`, emails),
      ),
    );
  return new Set(rows.map((row) => row.email.toLowerCase()));
}

export async function insertSeat(db: Executor, values: typeof companySeats.$inferInsert) {
  const [row] = await db.insert(companySeats).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** The company's seat by id; another company's seat is not found. */
export async function selectCompanySeat(db: Executor, companyId: string, seatId: string, lock = false) {
  const query = db
    .select()
    .from(companySeats)
    .where(and(eq(companySeats.id, seatId), eq(companySeats.companyId, companyId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function selectSeatByTokenHash(db: Executor, tokenHash: string, lock = false) {
  const query = db.select().from(companySeats).where(eq(companySeats.inviteTokenHash, tokenHash));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateSeat(db: Executor, seatId: string, values: Partial<CompanySeatRow>) {
  const [row] = await db.update(companySeats).set(values).where(eq(companySeats.id, seatId)).returning();
  return row!;
}

export async function selectSubscription(db: Executor, subscriptionId: string | null) {
  if (!subscriptionId) return null;
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  return row ?? null;
}

export async function setSubscriptionEndsAtPeriodEnd(db: Executor, subscriptionId: string, now: Date) {
  await db
    .update(subscriptions)
    .set({ cancelAtPeriodEnd: true, cancelledAt: now, switchTo: null, switchToAreaId: null, updatedAt: now })
    .where(eq(subscriptions.id, subscriptionId));
}

/** One page of the company's seats (live first, newest first) with the subscription and area of each. */
export async function selectSeatPage(
  db: Executor,
  companyId: string,
  { page, limit, seatId }: { page: number; limit: number; seatId?: string },
) {
  return db
    .select({
      seat: companySeats,
      areaName: areas.name,
      areaPrice: areas.price,
      subscriptionState: subscriptions.currentState,
      nextBillingDate: subscriptions.nextBillingDate,
      subscribedPrice: subscriptions.subscribedPrice,
    })
    .from(companySeats)
    .leftJoin(areas, eq(areas.id, companySeats.areaId))
    .leftJoin(subscriptions, eq(subscriptions.id, companySeats.subscriptionId))
    .where(and(eq(companySeats.companyId, companyId), seatId ? eq(companySeats.id, seatId) : undefined))
    .orderBy(
      sql`${companySeats.removedAt} is not null`,
      sql`${companySeats.invitedAt} desc`,
      asc(companySeats.id),
    )
    .limit(limit)
    .offset((page - 1) * limit);
}

export async function countSeats(db: Executor, companyId: string) {
  const [row] = await db
    .select({
      total: count(),
      invited: sql<number>`count(*) filter (where ${companySeats.userId} is null and ${companySeats.removedAt} is null)::int`,
    })
    .from(companySeats)
    .where(eq(companySeats.companyId, companyId));
  return { total: row?.total ?? 0, invited: Number(row?.invited ?? 0) };
}

/** Seats whose Championship is live now (active, or removed but still in its paid period). */
export async function countUsedSeats(db: Executor, companyId: string) {
  const [row] = await db
    .select({ used: count() })
    .from(companySeats)
    .innerJoin(subscriptions, eq(subscriptions.id, companySeats.subscriptionId))
    .where(
      and(
        eq(companySeats.companyId, companyId),
        inArray(subscriptions.currentState, ['ACTIVE', 'WAITING_FOR_PAYMENT']),
      ),
    );
  return row?.used ?? 0;
}

/**
 * Entries of each employee (user id) in [from, to), voided ones left out: counts only, never where
 * (the employee's privacy).
 */
export async function entryCountsByUser(db: Executor, userIds: string[], from: Date, to: Date) {
  if (userIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ userId: entries.userId, entries: count() })
    .from(entries)
    .where(
      and(
        inArray(entries.userId, userIds),
        gte(entries.scannedAt, from),
        lt(entries.scannedAt, to),
        isNull(entries.voidedAt),
      ),
    )
    .groupBy(entries.userId);
  return new Map(rows.map((row) => [row.userId, row.entries]));
}

/** All entries this month of the company's employees (seats taken now or earlier). */
export async function companyEntryCount(db: Executor, companyId: string, from: Date, to: Date) {
  const [row] = await db
    .select({ entries: count() })
    .from(entries)
    .where(
      and(
        inArray(
          entries.userId,
          db
            .select({ id: companySeats.userId })
            .from(companySeats)
            .where(and(eq(companySeats.companyId, companyId), sql`${companySeats.userId} is not null`)),
        ),
        gte(entries.scannedAt, from),
        lt(entries.scannedAt, to),
        isNull(entries.voidedAt),
      ),
    );
  return row?.entries ?? 0;
}

/** The newest subscription the user ordered for the seat. */
export async function selectSeatSubscriptionId(db: Executor, userId: string, seatId: string) {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.companySeatId, seatId)))
    .orderBy(sql`${subscriptions.createdAt} desc`)
    .limit(1);
  return row?.id ?? null;
}
