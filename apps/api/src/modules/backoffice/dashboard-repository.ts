import {
  and,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  notInArray,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { accounts, areas, entries, payments, payouts, requests, subscriptions } from '../../db/schema.ts';

/** The back office dashboard's queries: counts per Prague day and the platform's state now. */

/** a payment whose card charge was captured (a failed payment is none of these) */
const CAPTURED = ['succeeded', 'partially_refunded', 'refunded'];

const pragueDay = (column: AnyPgColumn | SQL) =>
  sql<string>`to_char(timezone('Europe/Prague', ${column}), 'YYYY-MM-DD')`;

export interface DayCount {
  day: string;
  value: number;
}

/** Per Prague day in [from, to): admitted scans (voided ones left out). */
export async function entriesPerDay(db: Executor, from: Date, to: Date): Promise<DayCount[]> {
  const day = pragueDay(entries.scannedAt);
  return db
    .select({ day, value: sql<number>`count(*)::int` })
    .from(entries)
    .where(and(gte(entries.scannedAt, from), lt(entries.scannedAt, to), isNull(entries.voidedAt)))
    .groupBy(day);
}

/** Per Prague day in [from, to): customer accounts registered. */
export async function newUsersPerDay(db: Executor, from: Date, to: Date): Promise<DayCount[]> {
  const day = pragueDay(accounts.createdAt);
  return db
    .select({ day, value: sql<number>`count(*)::int` })
    .from(accounts)
    .where(and(eq(accounts.role, 'user'), gte(accounts.createdAt, from), lt(accounts.createdAt, to)))
    .groupBy(day);
}

/** Active plans now, counted by type and area. */
export async function activeSubscriptions(db: Executor) {
  return db
    .select({
      type: subscriptions.type,
      areaId: subscriptions.areaId,
      areaName: areas.name,
      count: sql<number>`count(*)::int`,
    })
    .from(subscriptions)
    .leftJoin(areas, eq(areas.id, subscriptions.areaId))
    .where(eq(subscriptions.currentState, 'ACTIVE'))
    .groupBy(subscriptions.type, subscriptions.areaId, areas.name);
}

/** Approved payouts not paid yet (approved, or exported to a bank file): how many, how much. */
export async function payoutsDue(db: Executor) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      amount: sql<number>`coalesce(sum(${payouts.amount}), 0)::bigint`,
    })
    .from(payouts)
    .where(inArray(payouts.status, ['approved', 'exported']));
  return { count: Number(row?.count ?? 0), amount: Number(row?.amount ?? 0) };
}

/** Requests not done: new and in progress. */
export async function openRequests(db: Executor) {
  const rows = await db
    .select({ status: requests.status, count: count() })
    .from(requests)
    .where(inArray(requests.status, ['new', 'in_progress']))
    .groupBy(requests.status);
  const of = (status: string) => rows.find((r) => r.status === status)?.count ?? 0;
  return { new: of('new'), inProgress: of('in_progress') };
}

/** Partner requests not done (new or in progress): partners waiting for approval. */
export async function pendingPartnerRequests(db: Executor) {
  const [row] = await db
    .select({ count: count() })
    .from(requests)
    .where(and(eq(requests.kind, 'partner'), inArray(requests.status, ['new', 'in_progress'])));
  return row?.count ?? 0;
}

/** Card payments that failed (the provider's error kept, nothing captured) and last changed since `since`. */
const failedSince = (since: Date) =>
  and(isNotNull(payments.lastError), notInArray(payments.status, CAPTURED), gte(payments.updatedAt, since));

export async function failedPaymentsSince(db: Executor, since: Date) {
  const [row] = await db.select({ count: count() }).from(payments).where(failedSince(since));
  return row?.count ?? 0;
}

/** The newest `limit` of those failed payments, each with its payer's e-mail. */
export async function listFailedPaymentsSince(db: Executor, since: Date, limit: number) {
  return db
    .select({
      id: payments.id,
      userId: payments.userId,
      userEmail: accounts.email,
      description: payments.description,
      amount: payments.amount,
      error: sql<string>`${payments.lastError}`,
      at: payments.updatedAt,
    })
    .from(payments)
    .innerJoin(accounts, eq(accounts.id, payments.userId))
    .where(failedSince(since))
    .orderBy(desc(payments.updatedAt), desc(payments.id))
    .limit(limit);
}
