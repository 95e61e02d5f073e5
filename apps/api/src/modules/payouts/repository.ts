import type { Language, PayoutState } from '@champions/domain';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  accounts,
  activities,
  entries,
  partnerSettings,
  payoutEntries,
  payoutExports,
  payouts,
  tickets,
  venues,
} from '../../db/schema.ts';

/** All queries of partner payouts. */

export type PayoutRow = typeof payouts.$inferSelect;
export type PayoutWithPartner = PayoutRow & {
  partnerName: string;
  partnerEmail: string;
  /** the partner account's language: its statement and payout e-mail are written in it */
  partnerLanguage: Language;
};

const withPartner = {
  payout: payouts,
  partnerName: sql<string>`coalesce(nullif(${payouts.companyName}, ''), ${accounts.name}, '')`,
  partnerEmail: sql<string>`coalesce(${partnerSettings.contactEmail}, ${accounts.email}, '')`,
  partnerLanguage: sql<Language>`coalesce(${accounts.language}, 'cs')`,
};

const flatten = (row: {
  payout: PayoutRow;
  partnerName: string;
  partnerEmail: string;
  partnerLanguage: Language;
}): PayoutWithPartner => ({
  ...row.payout,
  partnerName: row.partnerName,
  partnerEmail: row.partnerEmail,
  partnerLanguage: row.partnerLanguage,
});

export interface PayoutFilter {
  adminId?: string | undefined;
  statuses?: readonly PayoutState[] | undefined;
  frequency?: 'monthly' | 'weekly' | undefined;
  period?: string | undefined;
  sort: string;
  page: number;
  limit: number;
}

export async function selectPayoutPage(db: Executor, filter: PayoutFilter) {
  const where = and(
    filter.adminId ? eq(payouts.adminId, filter.adminId) : undefined,
    filter.statuses ? inArray(payouts.status, [...filter.statuses]) : undefined,
    filter.frequency ? eq(payouts.frequency, filter.frequency) : undefined,
    filter.period ? eq(payouts.periodKey, filter.period) : undefined,
  );
  const direction = filter.sort.startsWith('-') ? desc : asc;
  const key = filter.sort.replace(/^-/, '');
  const order: SQL[] =
    key === 'amount'
      ? [direction(payouts.amount)]
      : key === 'partner'
        ? [direction(withPartner.partnerName)]
        : [direction(payouts.periodStart)];
  const [rows, [total]] = await Promise.all([
    db
      .select(withPartner)
      .from(payouts)
      .leftJoin(accounts, eq(accounts.id, payouts.adminId))
      .leftJoin(partnerSettings, eq(partnerSettings.adminId, payouts.adminId))
      .where(where)
      .orderBy(...order, asc(payouts.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db.select({ total: count() }).from(payouts).where(where),
  ]);
  return { rows: rows.map(flatten), total: total?.total ?? 0 };
}

export async function selectPayout(db: Executor, id: string, lock = false) {
  const query = db
    .select(withPartner)
    .from(payouts)
    .leftJoin(accounts, eq(accounts.id, payouts.adminId))
    .leftJoin(partnerSettings, eq(partnerSettings.adminId, payouts.adminId))
    .where(eq(payouts.id, id));
  const [row] = lock ? await query.for('update', { of: payouts }) : await query;
  return row ? flatten(row) : null;
}

/** Partners paid at this frequency, with their commission and bank account (erased ones excluded). */
export async function selectPartnersFor(db: Executor, frequency: 'monthly' | 'weekly') {
  const rows = await db
    .select({
      adminId: accounts.id,
      name: accounts.name,
      email: accounts.email,
      companyName: partnerSettings.companyName,
      bankAccount: partnerSettings.bankAccount,
      commissionBps: partnerSettings.commissionBps,
      frequency: partnerSettings.payoutFrequency,
    })
    .from(accounts)
    .leftJoin(partnerSettings, eq(partnerSettings.adminId, accounts.id))
    .where(and(eq(accounts.role, 'admin'), isNull(accounts.deletedAt)));
  return rows.filter((row) => (row.frequency ?? 'monthly') === frequency);
}

/** The partner's entries admitted in [from, to) (not voided) that no other payout holds yet. */
export async function selectUnpaidEntries(
  db: Executor,
  range: { adminId: string; from: Date; to: Date; exceptPayoutId?: string | undefined },
) {
  return db
    .select({ entryId: entries.id, earning: entries.partnerEarning })
    .from(entries)
    .innerJoin(venues, eq(venues.id, entries.venueId))
    .where(
      and(
        eq(venues.adminId, range.adminId),
        gte(entries.scannedAt, range.from),
        lt(entries.scannedAt, range.to),
        // a scan the back office voided is not paid
        isNull(entries.voidedAt),
        sql`not exists (select 1 from ${payoutEntries} pe where pe.entry_id = ${entries.id}
          ${range.exceptPayoutId ? sql`and pe.payout_id <> ${range.exceptPayoutId}` : sql``})`,
      ),
    );
}

export async function selectPayoutByPeriod(db: Executor, adminId: string, periodStart: Date) {
  const [row] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.adminId, adminId), eq(payouts.periodStart, periodStart)))
    .for('update');
  return row ?? null;
}

export async function insertPayout(db: Executor, values: typeof payouts.$inferInsert) {
  const [row] = await db.insert(payouts).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updatePayout(db: Executor, id: string, values: Partial<typeof payouts.$inferInsert>) {
  const [row] = await db.update(payouts).set(values).where(eq(payouts.id, id)).returning();
  return row!;
}

/**
 * Moves a payout from one of `from` to a new state in one conditional update: of two concurrent
 * requests exactly one finds it in `from`, the other gets null.
 */
export async function movePayout(
  db: Executor,
  id: string,
  from: readonly PayoutState[],
  values: Partial<typeof payouts.$inferInsert> & { status: PayoutState },
) {
  const [row] = await db
    .update(payouts)
    .set(values)
    .where(and(eq(payouts.id, id), inArray(payouts.status, [...from])))
    .returning();
  return row ?? null;
}

/**
 * Locks the partner's account row until the transaction ends, so that two payouts of one partner paid at
 * once read what it is owed one after the other.
 */
export async function lockPartner(db: Executor, adminId: string): Promise<void> {
  await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, adminId)).for('update');
}

/** The entry lines of a payout with their void marks (kept across a recompute). */
export async function selectPayoutLines(db: Executor, payoutId: string) {
  return db
    .select({
      entryId: payoutEntries.entryId,
      earning: payoutEntries.earning,
      voidedAt: payoutEntries.voidedAt,
      voidReason: payoutEntries.voidReason,
      voidedById: payoutEntries.voidedById,
    })
    .from(payoutEntries)
    .where(eq(payoutEntries.payoutId, payoutId));
}

export async function replacePayoutLines(
  db: Executor,
  payoutId: string,
  lines: (typeof payoutEntries.$inferInsert)[],
) {
  await db.delete(payoutEntries).where(eq(payoutEntries.payoutId, payoutId));
  for (let i = 0; i < lines.length; i += 500) {
    await db.insert(payoutEntries).values(lines.slice(i, i + 500));
  }
}

export async function voidPayoutLine(
  db: Executor,
  line: { payoutId: string; entryId: string; reason: string; actorId: string; now: Date },
) {
  const [row] = await db
    .update(payoutEntries)
    .set({ voidedAt: line.now, voidReason: line.reason, voidedById: line.actorId })
    .where(
      and(
        eq(payoutEntries.payoutId, line.payoutId),
        eq(payoutEntries.entryId, line.entryId),
        isNull(payoutEntries.voidedAt),
      ),
    )
    .returning();
  return row ?? null;
}

export async function payoutLineExists(db: Executor, payoutId: string, entryId: string) {
  const [row] = await db
    .select({ entryId: payoutEntries.entryId })
    .from(payoutEntries)
    .where(and(eq(payoutEntries.payoutId, payoutId), eq(payoutEntries.entryId, entryId)));
  return Boolean(row);
}

/** A page of a payout's entries with venue and activity. */
export async function selectPayoutEntryPage(
  db: Executor,
  payoutId: string,
  query: { sort: string; page: number; limit: number },
) {
  const direction = query.sort.startsWith('-') ? desc : asc;
  const order = query.sort.replace(/^-/, '') === 'earning' ? payoutEntries.earning : entries.scannedAt;
  const where = eq(payoutEntries.payoutId, payoutId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        entryId: payoutEntries.entryId,
        scannedAt: entries.scannedAt,
        venueName: venues.name,
        activityName: activities.name,
        earning: payoutEntries.earning,
        voidedAt: payoutEntries.voidedAt,
        voidReason: payoutEntries.voidReason,
      })
      .from(payoutEntries)
      .innerJoin(entries, eq(entries.id, payoutEntries.entryId))
      .innerJoin(venues, eq(venues.id, entries.venueId))
      .innerJoin(tickets, eq(tickets.id, entries.ticketId))
      .innerJoin(activities, eq(activities.id, tickets.activityId))
      .where(where)
      .orderBy(direction(order), asc(payoutEntries.entryId))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(payoutEntries).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** Moves approved payouts into a new bank file; each goes into one file only (the update's condition). */
export async function claimForExport(
  db: Executor,
  input: { payoutIds?: string[] | undefined; exportId: string; now: Date },
) {
  return db
    .update(payouts)
    .set({ status: 'exported', exportId: input.exportId, exportedAt: input.now })
    .where(
      and(
        eq(payouts.status, 'approved'),
        sql`${payouts.amount} > 0`,
        input.payoutIds ? inArray(payouts.id, input.payoutIds) : undefined,
      ),
    )
    .returning();
}

export async function insertExport(db: Executor, values: typeof payoutExports.$inferInsert) {
  const [row] = await db.insert(payoutExports).values(values).returning();
  return row!;
}

export async function updateExportTotals(db: Executor, id: string, payoutCount: number, total: number) {
  const [row] = await db
    .update(payoutExports)
    .set({ payoutCount, total })
    .where(eq(payoutExports.id, id))
    .returning();
  return row!;
}

export async function deleteExport(db: Executor, id: string) {
  await db.delete(payoutExports).where(eq(payoutExports.id, id));
}

export async function selectExport(db: Executor, id: string) {
  const [row] = await db.select().from(payoutExports).where(eq(payoutExports.id, id));
  return row ?? null;
}

export async function selectExportPage(db: Executor, query: { page: number; limit: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(payoutExports)
      .orderBy(desc(payoutExports.createdAt), asc(payoutExports.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(payoutExports),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function selectExportPayouts(db: Executor, exportId: string) {
  const rows = await db
    .select(withPartner)
    .from(payouts)
    .leftJoin(accounts, eq(accounts.id, payouts.adminId))
    .leftJoin(partnerSettings, eq(partnerSettings.adminId, payouts.adminId))
    .where(eq(payouts.exportId, exportId))
    .orderBy(asc(payouts.periodStart), asc(payouts.id));
  return rows.map(flatten);
}

export async function updatePartnerCommission(db: Executor, adminId: string, commissionBps: number) {
  await db.update(partnerSettings).set({ commissionBps }).where(eq(partnerSettings.adminId, adminId));
}
