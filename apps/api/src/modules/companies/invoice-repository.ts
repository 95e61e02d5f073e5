import type { Language } from '@champions/domain';
import { and, desc, eq, gte, inArray, isNull, notExists, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  accounts,
  areas,
  companyInvoices,
  companySeats,
  receiptSeries,
  subscriptions,
} from '../../db/schema.ts';

/** Queries of company invoices and their own gap-free number series. */

export type CompanyInvoiceRow = typeof companyInvoices.$inferSelect;

/**
 * A seat billed in the month that starts at `monthStart`: its Championship is live now and the seat was
 * in force in the month (not removed, or removed during it). A seat removed before the month is not
 * billed, though its last paid period may still run into the month.
 */
function billableSeat(monthStart: Date) {
  return and(
    inArray(subscriptions.currentState, ['ACTIVE', 'WAITING_FOR_PAYMENT']),
    or(isNull(companySeats.removedAt), gte(companySeats.removedAt, monthStart)),
  );
}

/** The company's seats billed in the month (`billableSeat`), with their area's price (null area: all). */
export async function selectBillableSeats(db: Executor, companyId: string, monthStart: Date) {
  return db
    .select({
      areaId: companySeats.areaId,
      areaName: areas.name,
      areaPrice: areas.price,
      contribution: companySeats.contribution,
    })
    .from(companySeats)
    .innerJoin(subscriptions, eq(subscriptions.id, companySeats.subscriptionId))
    .leftJoin(areas, eq(areas.id, companySeats.areaId))
    .where(and(eq(companySeats.companyId, companyId), billableSeat(monthStart)));
}

export async function selectInvoiceOfMonth(db: Executor, companyId: string, month: string) {
  const [row] = await db
    .select()
    .from(companyInvoices)
    .where(and(eq(companyInvoices.companyId, companyId), eq(companyInvoices.month, month)));
  return row ?? null;
}

/**
 * Moves the series' counter by one in the caller's transaction (the row stays locked until it ends,
 * so a rolled-back invoice gives its number back: no gaps).
 */
export async function nextInvoiceSequence(tx: Executor, series: string): Promise<number> {
  const [counter] = await tx
    .insert(receiptSeries)
    .values({ series, lastNumber: 1 })
    .onConflictDoUpdate({
      target: receiptSeries.series,
      set: { lastNumber: sql`${receiptSeries.lastNumber} + 1` },
    })
    .returning();
  return counter!.lastNumber;
}

export async function insertInvoice(tx: Executor, row: typeof companyInvoices.$inferInsert) {
  const [inserted] = await tx.insert(companyInvoices).values(row).returning();
  return inserted!;
}

export async function selectInvoices(db: Executor, companyId: string) {
  return db
    .select()
    .from(companyInvoices)
    .where(eq(companyInvoices.companyId, companyId))
    .orderBy(desc(companyInvoices.issuedAt));
}

/** The company's invoice by number; another company's is not found. */
export async function selectInvoice(db: Executor, companyId: string, number: string) {
  const [row] = await db
    .select()
    .from(companyInvoices)
    .where(and(eq(companyInvoices.companyId, companyId), eq(companyInvoices.number, number)));
  return row ?? null;
}

/**
 * Companies (not erased) with a seat to bill in the month (`billableSeat`) and no invoice of the month
 * yet: the monthly job's work list.
 */
export async function selectCompaniesToInvoice(
  db: Executor,
  month: { key: string; start: Date },
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ companyId: companySeats.companyId })
    .from(companySeats)
    .innerJoin(subscriptions, eq(subscriptions.id, companySeats.subscriptionId))
    .innerJoin(accounts, eq(accounts.id, companySeats.companyId))
    .where(
      and(
        billableSeat(month.start),
        isNull(accounts.deletedAt),
        notExists(
          db
            .select({ number: companyInvoices.number })
            .from(companyInvoices)
            .where(
              and(
                eq(companyInvoices.companyId, companySeats.companyId),
                eq(companyInvoices.month, month.key),
              ),
            ),
        ),
      ),
    );
  return rows.map((row) => row.companyId);
}

/** An invoice by its number alone (its e-mail's attachment; the number names the company's invoice). */
export async function selectInvoiceByNumber(db: Executor, number: string) {
  const [row] = await db.select().from(companyInvoices).where(eq(companyInvoices.number, number));
  return row ?? null;
}

/** The language of the company an invoice is for (an erased company's too); Czech when none is found. */
export async function selectCompanyLanguage(db: Executor, companyId: string): Promise<Language> {
  const [row] = await db
    .select({ language: accounts.language })
    .from(accounts)
    .where(eq(accounts.id, companyId));
  return row?.language ?? 'cs';
}
