import type { BackofficeEntriesQuery } from '@champions/contract';
import { and, asc, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { accounts, activities, entries, payoutEntries, payouts, tickets, venues } from '../../db/schema.ts';

/** The back office's queries over entries (scans). */

const partner = alias(accounts, 'partner');

const rowColumns = {
  id: entries.id,
  scannedAt: entries.scannedAt,
  customerId: entries.userId,
  customerName: accounts.name,
  customerEmail: accounts.email,
  venueId: entries.venueId,
  venueName: venues.name,
  partnerId: venues.adminId,
  partnerName: sql<string>`coalesce(${partner.name}, '')`,
  activityName: activities.name,
  source: tickets.source,
  price: tickets.price,
  earning: entries.partnerEarning,
  voidedAt: entries.voidedAt,
  voidReason: entries.voidReason,
  voidedEarning: entries.voidedEarning,
};

function joined(db: Executor) {
  return db
    .select(rowColumns)
    .from(entries)
    .innerJoin(tickets, eq(tickets.id, entries.ticketId))
    .innerJoin(activities, eq(activities.id, tickets.activityId))
    .innerJoin(venues, eq(venues.id, entries.venueId))
    .innerJoin(accounts, eq(accounts.id, entries.userId))
    .leftJoin(partner, eq(partner.id, venues.adminId));
}

function filterWhere(query: BackofficeEntriesQuery): SQL | undefined {
  return and(
    query.venueId ? eq(entries.venueId, query.venueId) : undefined,
    query.partnerId ? eq(venues.adminId, query.partnerId) : undefined,
    query.day ? sql`(timezone('Europe/Prague', ${entries.scannedAt}))::date = ${query.day}::date` : undefined,
    query.result === 'voided'
      ? isNotNull(entries.voidedAt)
      : query.result === 'admitted'
        ? isNull(entries.voidedAt)
        : undefined,
  );
}

const SORT_COLUMNS = {
  scannedAt: entries.scannedAt,
  earning: entries.partnerEarning,
  venue: venues.name,
  customer: accounts.name,
} as const;

/** A page of entries, filtered and sorted on the server, with the total. */
export async function selectEntryPage(db: Executor, query: BackofficeEntriesQuery) {
  const where = filterWhere(query);
  const direction = query.dir === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(direction(SORT_COLUMNS[query.sort]), desc(entries.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ total: count() })
      .from(entries)
      .innerJoin(venues, eq(venues.id, entries.venueId))
      .where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export type EntryRowRecord = NonNullable<Awaited<ReturnType<typeof selectEntryRow>>>;

export async function selectEntryRow(db: Executor, id: string) {
  const [row] = await joined(db).where(eq(entries.id, id));
  return row ?? null;
}

/** Every venue with its partner, and every partner that has a venue (the filters' options). */
export async function selectFilterOptions(db: Executor) {
  const venueRows = await db
    .select({
      id: venues.id,
      name: venues.name,
      partnerId: venues.adminId,
      partnerName: sql<string>`coalesce(${partner.name}, '')`,
    })
    .from(venues)
    .leftJoin(partner, eq(partner.id, venues.adminId))
    .orderBy(asc(venues.name), asc(venues.id));
  const partners = new Map<string, string>();
  for (const v of venueRows) if (v.partnerId) partners.set(v.partnerId, v.partnerName);
  return {
    venues: venueRows.map(({ id, name, partnerId }) => ({ id, name, partnerId })),
    partners: [...partners]
      .map(([id, name]) => ({ id, name }))
      .sort((a, b) => a.name.localeCompare(b.name, 'cs')),
  };
}

/** The entry and its ticket, both locked for the void. */
export async function lockEntryWithTicket(db: Executor, id: string) {
  const [row] = await db
    .select({ entry: entries, ticket: tickets })
    .from(entries)
    .innerJoin(tickets, eq(tickets.id, entries.ticketId))
    .where(eq(entries.id, id))
    .for('update', { of: [entries, tickets] });
  return row ?? null;
}

export async function findEntryOwner(db: Executor, id: string) {
  const [row] = await db.select({ userId: entries.userId }).from(entries).where(eq(entries.id, id));
  return row?.userId ?? null;
}

/** The payout line holding the entry (not voided there), with its payout locked. */
export async function lockPayoutLineOf(db: Executor, entryId: string) {
  const [row] = await db
    .select({ payout: payouts, lineVoidedAt: payoutEntries.voidedAt })
    .from(payoutEntries)
    .innerJoin(payouts, eq(payouts.id, payoutEntries.payoutId))
    .where(and(eq(payoutEntries.entryId, entryId), isNull(payoutEntries.voidedAt)))
    .for('update', { of: payouts });
  return row ?? null;
}

/** Marks the entry voided once (the WHERE makes a second void a no-op) and moves its earning aside. */
export async function markEntryVoided(
  db: Executor,
  input: { id: string; reason: string; actorId: string; now: Date },
) {
  const [row] = await db
    .update(entries)
    .set({
      voidedAt: input.now,
      voidReason: input.reason,
      voidedById: input.actorId,
      voidedEarning: sql`${entries.partnerEarning}`,
      partnerEarning: 0,
    })
    .where(and(eq(entries.id, input.id), isNull(entries.voidedAt)))
    .returning();
  return row ?? null;
}

/** The voided entry's ticket is cancelled: it no longer holds a place or the covered day. */
export async function cancelVoidedTicket(db: Executor, ticketId: string, now: Date) {
  const [row] = await db
    .update(tickets)
    .set({ isCancelled: true, cancelledAt: now })
    .where(and(eq(tickets.id, ticketId), eq(tickets.isCancelled, false)))
    .returning();
  return row ?? null;
}
